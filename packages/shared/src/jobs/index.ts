/** Jobs: long work run by the server (triple generation and export), read again by id: shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
