/** Device control panels (spec 001 §1-§5, §7-§9): the panel document, paths, rules, answer shapes and messages. */
export * from './document.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './checks.ts';
export * from './rules.ts';
export * from './defaultPanel.ts';
export * from './templates.ts';
