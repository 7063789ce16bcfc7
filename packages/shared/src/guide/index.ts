/** The novice guide and the guided tour (spec 000 §7, 001 §4): paths and answer shapes. */
export * from './paths.ts';
export * from './schemas.ts';
