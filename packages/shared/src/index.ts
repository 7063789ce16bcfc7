export * from './errors.ts';
export * from './api/index.ts';
export * from './validation/index.ts';
export * from './constants.ts';
export * from './helpers/index.ts';
export * from './i18n/index.ts';
export * from './permissions.ts';
