/** Real debug devices and the App accounts they are debugged with (spec 001 §3, §5), and the debugging console: shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
