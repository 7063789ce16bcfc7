/** Signing up and in (spec 000 §2, §7): paths, rules and answer shapes, shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
