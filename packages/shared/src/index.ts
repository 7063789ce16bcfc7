export * from './errors.ts';
export * from './api/index.ts';
export * from './validation/index.ts';
export * from './constants.ts';
export * from './helpers/index.ts';
export * from './i18n/index.ts';
export * from './permissions.ts';
// Features not yet imported by their sub-path everywhere (`@iotc/shared/<feature>`); the root re-exports them meanwhile.
export * from './notices/index.ts';
export * from './workOrders/index.ts';
export * from './dictionary/index.ts';
export * from './certification/index.ts';
export * from './docs/index.ts';
export * from './quota/index.ts';
export * from './area/index.ts';
export * from './files/index.ts';
export * from './platform/index.ts';
