/** Firmware (spec 001 §3, §5, §7, §8, §9): paths, rules, answer shapes and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
