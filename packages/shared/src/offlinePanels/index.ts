/** Offline panels, uploaded packages (spec 001 §2, §3, §5): paths, rules, answer shapes and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
