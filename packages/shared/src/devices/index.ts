/** Devices (spec 001 §3, §7): the registry, its log and malfunctions, mesh devices, and their messages: shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
