export * from './greeting.ts';
export * from './timeRange.ts';
export * from './randomId.ts';
export * from './timing.ts';
export * from './cookieLifetime.ts';
export * from './zonedTime.ts';
export * from './jsonProblem.ts';
export * from './utf8.ts';
