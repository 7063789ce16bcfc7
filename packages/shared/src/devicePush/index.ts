/** Device message push and the device message monitor (spec 001 §3, §5): shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
