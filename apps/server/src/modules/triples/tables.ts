import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { products } from '../products/tables.ts';

/** One call of the triple generator: its devices carry its id (devices.generation_id). */
export const tripleGenerations = pgTable(
  'triple_generations',
  {
    id: text('id').primaryKey(),
    tenantId: tenantIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batch: text('batch'),
    count: integer('count').notNull(),
    /** 'running' | 'done' | 'failed' */
    status: text('status').notNull(),
    jobId: text('job_id').notNull(),
    exportCount: integer('export_count').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('triple_generations_tenant_idx').on(t.tenantId, t.createdAt)],
);
