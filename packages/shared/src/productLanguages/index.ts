/** Product multi-language (spec 002 §2, §3, §5): paths, rules, answer shapes, the lookup helpers and messages. */
export * from './paths.ts';
export * from './keys.ts';
export * from './schemas.ts';
export * from './localize.ts';
export * from './messages.ts';
