import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';
import { tenantIdColumn, tenantRowColumns } from '../../core/tenancy.tables.ts';
import { productIdColumn } from '../products/tables.ts';

/** A space's apps that products can be linked to (the OEM app area of spec 002 builds on this row). */
export const apps = pgTable(
  'apps',
  {
    ...tenantRowColumns(),
    name: text('name').notNull(),
    appKey: text('app_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('apps_tenant_idx').on(t.tenantId)],
);

/** The app a row belongs to; the row goes with its app. */
export const appIdColumn = () =>
  text('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

/** Which apps show a product (productBindApp). */
export const productApps = pgTable(
  'product_apps',
  {
    productId: productIdColumn(),
    appId: appIdColumn(),
    tenantId: tenantIdColumn(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.appId] }), index('product_apps_app_idx').on(t.appId)],
);
