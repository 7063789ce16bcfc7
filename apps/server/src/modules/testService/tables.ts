import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TestResult } from '@iotc/shared/testService';
import { at } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { products, productRowColumns } from '../products/tables.ts';

/** The product's latest test report (xls / xlsx) with its result. */
export const testReports = pgTable('test_reports', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  fileName: text('file_name').notNull(),
  url: text('url').notNull(),
  size: integer('size').notNull(),
  result: text('result').$type<TestResult>().notNull(),
  uploadedAt: at('uploaded_at').notNull(),
});

/** App accounts that may test the product before it is published; at most 20 per product. */
export const testAccounts = pgTable(
  'test_accounts',
  {
    ...productRowColumns(),
    account: text('account').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('test_accounts_account_idx').on(t.productId, t.account), index('test_accounts_tenant_idx').on(t.tenantId)],
);
