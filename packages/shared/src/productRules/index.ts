/** Rule config, a product's linkage rules (spec 001 §5): paths, rules and answer shapes. */
export * from './paths.ts';
export * from './schemas.ts';
