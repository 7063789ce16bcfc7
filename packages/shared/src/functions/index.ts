/** Functions (data points), a product's thing model (spec 001 §3, §5, §7): paths, rules and answer shapes. */
export * from './paths.ts';
export * from './schemas.ts';
