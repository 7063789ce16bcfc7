import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { products } from '../products/tables.ts';

/**
 * Device credentials, the manufacture triples of spec 001 §3 (device id, username, password, with SN,
 * MAC and batch), generated per product and counted against the space's quota (modules/quota).
 * Nothing writes this table yet: the triple generator of the product issue fills it (checking
 * `quotaOf` first), and devices activate their rows when they first connect.
 */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    id: text('id').primaryKey(),
    tenantId: tenantIdColumn(),
    /** The product the credential was generated for; a product with activated credentials cannot be deleted. */
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The device name / id of the triple; devices connect with it, so it is unique platform-wide. */
    deviceId: text('device_id').notNull().unique(),
    username: text('username').notNull(),
    /**
     * The device secret, kept readable: the triple export hands it to the factory that flashes it
     * into the device (001 §7 triple export), so a one-way hash would not do.
     */
    password: text('password').notNull(),
    sn: text('sn'),
    mac: text('mac'),
    batch: text('batch'),
    /** When a device first connected with the credential; null while it is not activated. */
    activatedAt: at('activated_at'),
    /** How many times the credential was exported. */
    exportCount: integer('export_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('device_credentials_tenant_idx').on(t.tenantId, t.productId),
    index('device_credentials_batch_idx').on(t.tenantId, t.batch),
  ],
);
