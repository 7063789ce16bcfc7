export * from './paths.ts';
export * from './paging.ts';
export * from './shell.ts';
export * from './account.ts';
export * from './workOrders.ts';
export * from './admin.ts';
export * from './quota.ts';
export * from './mqtt.ts';
