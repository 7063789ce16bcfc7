import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RuleAction, RuleCondition } from '@iotc/shared/productRules';
import { timestamps } from '../../core/columns.ts';
import { productRowColumns } from '../products/tables.ts';

/** Rule config: the product's device-side linkage rules (if conditions, then actions). */
export const productRules = pgTable(
  'product_rules',
  {
    ...productRowColumns(),
    name: text('name').notNull(),
    conditionType: text('condition_type').$type<'all' | 'any'>().notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('product_rules_product_idx').on(t.productId)],
);
