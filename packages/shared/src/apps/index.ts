/** App links of a product (spec 001 §2, §7): paths, rules and answer shapes. */
export * from './paths.ts';
export * from './schemas.ts';
