/** Enterprise certification (spec 000 §2-3, §5): rules, answer shapes, the operators' paths and messages. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
