/** Spaces (spec 000 §2, §7): paths and answer shapes of the profile and the space switch. */
export * from './paths.ts';
export * from './schemas.ts';
