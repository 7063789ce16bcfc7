export * from './paths.ts';
export * from './shell.ts';
export * from './realtime.ts';
export * from './account.ts';
export * from './workOrders.ts';
export * from './notices.ts';
export * from './admin.ts';
export * from './quota.ts';
