/** Product classes (spec 001 §7, system management): paths, rules, answer shapes and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
