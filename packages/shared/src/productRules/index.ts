/** Rule config, a product's linkage rules (spec 001 §5): paths, rules, answer shapes and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './conditions.ts';
