export * from './paths.ts';
export * from './paging.ts';
export * from './shell.ts';
export * from './admin.ts';
export * from './mqtt.ts';
