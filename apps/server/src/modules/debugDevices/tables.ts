import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RegionServerId } from '@iotc/shared/debugDevices';
import { at } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';
import { appIdColumn } from '../apps/tables.ts';
import { devices } from '../devices/tables.ts';
import { productRowColumns } from '../products/tables.ts';

/** Accounts of a space's app that real devices can be debugged with (device/addAppAccount); unique per app. */
export const appAccounts = pgTable(
  'app_accounts',
  {
    ...tenantRowColumns(),
    appId: appIdColumn(),
    account: text('account').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('app_accounts_app_account_idx').on(t.appId, t.account), index('app_accounts_tenant_idx').on(t.tenantId)],
);

/**
 * Real debug devices (spec 001 §3 Debug device): a real device of the product bound to an App account
 * in a region. A device is a debug device once (the did is unique); it goes with its device or app.
 * The app's name and key are kept as they were when it was added.
 */
export const debugDevices = pgTable(
  'debug_devices',
  {
    ...productRowColumns(),
    did: text('did')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    appId: appIdColumn(),
    appName: text('app_name').notNull(),
    appKey: text('app_key').notNull(),
    regionServerId: text('region_server_id').$type<RegionServerId>().notNull(),
    userAccount: text('user_account').notNull(),
    /** The console user who added it. */
    userId: text('user_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('debug_devices_did_idx').on(t.did), index('debug_devices_tenant_product_idx').on(t.tenantId, t.productId, t.createdAt)],
);
