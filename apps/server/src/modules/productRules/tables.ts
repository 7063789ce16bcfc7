import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RuleAction, RuleCondition } from '@iotc/shared/productRules';
import { at } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { products } from '../products/tables.ts';

/** Rule config: the product's device-side linkage rules (if conditions, then actions). */
export const productRules = pgTable(
  'product_rules',
  {
    id: text('id').primaryKey(),
    tenantId: tenantIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    conditionType: text('condition_type').$type<'all' | 'any'>().notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('product_rules_product_idx').on(t.productId)],
);
