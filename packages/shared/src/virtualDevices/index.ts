/** Virtual devices (spec 001 §3): devices of a product run by the server: shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
