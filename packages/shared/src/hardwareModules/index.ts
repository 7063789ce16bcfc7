/** Communication modules (spec 001 §2, §5, §7): paths, rules and answer shapes. */
export * from './paths.ts';
export * from './schemas.ts';
