/** Functions (data points), a product's thing model (spec 001 §3, §5, §7): paths, rules, answer shapes and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './byIdentifier.ts';
