/** Product classes (spec 001 §7, system management): paths, rules and answer shapes. */
export * from './paths.ts';
export * from './schemas.ts';
