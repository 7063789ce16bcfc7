import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from '../../core/columns.ts';
import { userIdColumn } from '../../core/users.tables.ts';
import { productRowColumns } from '../products/tables.ts';

/**
 * The texts someone set for a product's language entries (spec 002 §3), by language key. An entry without a row
 * reads its source (the product's name, its functions, its pairing guide, its panel). A row whose key the product
 * no longer has is ignored, and removed by the next save.
 */
export const productTexts = pgTable(
  'product_texts',
  {
    ...productRowColumns(),
    key: text('key').notNull(),
    zh: text('zh').notNull(),
    en: text('en').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_texts_product_key_idx').on(t.productId, t.key), index('product_texts_tenant_idx').on(t.tenantId)],
);

/** Each language pack exported (spec 002 §9: 3 per product in 24 hours), counted by the product over the last day. */
export const languagePackExports = pgTable(
  'language_pack_exports',
  {
    ...productRowColumns(),
    userId: userIdColumn(),
    exportedAt: at('exported_at').notNull(),
  },
  (t) => [index('language_pack_exports_product_idx').on(t.productId, t.exportedAt), index('language_pack_exports_tenant_idx').on(t.tenantId)],
);
