export * from './patterns.ts';
export * from './idCard.ts';
export * from './schemas.ts';
export * from './issues.ts';
