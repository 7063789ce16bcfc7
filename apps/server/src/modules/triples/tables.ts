import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { productRowColumns } from '../products/tables.ts';

/** One call of the triple generator: its devices carry its id (devices.generation_id). */
export const tripleGenerations = pgTable(
  'triple_generations',
  {
    ...productRowColumns(),
    batch: text('batch'),
    count: integer('count').notNull(),
    /** 'staging' (the job reads the file) | 'running' (it makes the devices) | 'done' | 'failed' */
    status: text('status').notNull(),
    jobId: text('job_id').notNull(),
    exportCount: integer('export_count').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('triple_generations_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * The serial numbers of a running generation not yet turned into devices: the file's rows, staged by
 * the job before it checks them, so it reads them in pages (memory stays flat) and resumes after a crash.
 * A page's devices are inserted and its rows deleted in one transaction, so a serial number is always
 * in exactly one of the two tables: another generation's serial-number check sees both.
 */
export const tripleSerials = pgTable(
  'triple_serials',
  {
    generationId: text('generation_id')
      .notNull()
      .references(() => tripleGenerations.id, { onDelete: 'cascade' }),
    /** The row's place in the file (0-based): devices are made in file order. */
    position: integer('position').notNull(),
    tenantId: tenantIdColumn(),
    productId: text('product_id').notNull(),
    sn: text('sn').notNull(),
    mac: text('mac'),
  },
  (t) => [primaryKey({ columns: [t.generationId, t.position] }), index('triple_serials_product_sn_idx').on(t.productId, t.sn), index('triple_serials_tenant_idx').on(t.tenantId)],
);
