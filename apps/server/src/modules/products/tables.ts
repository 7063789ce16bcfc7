import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ActiveType, DevelopmentScheme, NetworkType, PowerConsumeType } from '@iotc/shared/products';
import { at, timestamps } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';
import { hardwareModules } from '../hardwareModules/tables.ts';
import { productClasses } from '../productClasses/tables.ts';

/** A product of a space (spec 001 §3). The product key is generated once, unique platform-wide, and never changes. */
export const products = pgTable(
  'products',
  {
    ...tenantRowColumns(),
    productKey: text('product_key').notNull().unique(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    /** The image's file name as uploaded, and the url it is served from. */
    image: text('image').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** The product class (category). */
    productType: text('product_type')
      .notNull()
      .references(() => productClasses.id, { onDelete: 'restrict' }),
    scheme: text('scheme').$type<DevelopmentScheme>().notNull(),
    networkType: text('network_type').$type<NetworkType>().notNull(),
    powerConsumeType: text('power_consume_type').$type<PowerConsumeType>().notNull(),
    activeType: text('active_type').$type<ActiveType>().notNull(),
    moduleId: text('module_id').references(() => hardwareModules.id, { onDelete: 'set null' }),
    meshProductId: text('mesh_product_id'),
    wifiFlag: boolean('wifi_flag').notNull(),
    /** ProductStatus: 1 developing, 2 published. */
    status: smallint('status').notNull().default(1),
    isDemoProduct: boolean('is_demo_product').notNull().default(false),
    createdBy: text('created_by'),
    publishedAt: at('published_at'),
    ...timestamps(),
  },
  (t) => [
    // The list's order exactly (updated_at DESC, id DESC, nulls first as ORDER BY ... DESC has them), so a page reads 10 index entries.
    index('products_tenant_updated_idx').on(t.tenantId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_tenant_status_idx').on(t.tenantId, t.status),
    // A class's products (its delete check, and the foreign key's check when a class goes).
    index('products_type_idx').on(t.productType),
    // The list's search by part of the name or key (ILIKE '%...%') reads these instead of every row of the space.
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_key_trgm_idx').using('gin', sql`${t.productKey} gin_trgm_ops`),
  ],
);

/** The product a row belongs to; the row goes with its product. */
export const productIdColumn = () =>
  text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** The columns a row of a product's part starts with: its id, its space and its product. */
export const productRowColumns = () => ({ ...tenantRowColumns(), productId: productIdColumn() });
