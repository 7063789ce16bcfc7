/** Manufacture triples (spec 001 §3, §5): generation from a serial-number file, the list and the export: shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
