/** Products (spec 001 §1-5, §7): paths, rules, answer shapes and messages (those of the product's parts too), shared by the server and the console. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
