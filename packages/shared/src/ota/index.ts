/** Over-the-air upgrades (spec 001 §3, §4, §5, §7): releases, their stages, records and tasks, whitelists. */
export * from './paths.ts';
export * from './schemas.ts';
export * from './messages.ts';
