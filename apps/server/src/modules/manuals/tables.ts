import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ManualLang } from '@iotc/shared/manuals';
import { at } from '../../core/columns.ts';
import { productRowColumns } from '../products/tables.ts';

/** Product manuals: PDF, one per language. */
export const productDocs = pgTable(
  'product_docs',
  {
    ...productRowColumns(),
    lang: text('lang').$type<ManualLang>().notNull(),
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('product_docs_lang_idx').on(t.productId, t.lang)],
);
