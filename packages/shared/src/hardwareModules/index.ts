/** Communication modules (spec 001 §2, §5, §7): paths, rules, answer shapes and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
