export * from './paths.ts';
export * from './shell.ts';
