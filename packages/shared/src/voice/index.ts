/** Voice control of products (spec 001 §3-§5, §7): paths, rules, answer shapes, the units and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './units.ts';
export * from './checks.ts';
export * from './messages.ts';
export * from './utterance.ts';
