/** Work orders (spec 000 §2-5): paths, rules, answer shapes and messages, shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
