export * from './paths.ts';
export * from './shell.ts';
export * from './realtime.ts';
