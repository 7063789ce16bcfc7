import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Lang } from '@iotc/shared';
import type { DataType, FunctionSpec, FunctionText, RwFlag } from '@iotc/shared/functions';
import { timestamps } from '../../core/columns.ts';
import { productRowColumns } from '../products/tables.ts';

/** A product's functions (data points): its thing model. DP IDs and identifiers are unique per product. */
export const productFunctions = pgTable(
  'product_functions',
  {
    ...productRowColumns(),
    /** FunctionKind: 1 standard, 2 custom, 3 advanced. */
    kind: smallint('kind').notNull(),
    /** The function_templates row a standard or advanced function came from (not a foreign key: templates may be edited or go). */
    templateId: text('template_id'),
    dpId: integer('dp_id').notNull(),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    dataType: text('data_type').$type<DataType>().notNull(),
    rwFlag: text('rw_flag').$type<RwFlag>().notNull(),
    /** dataType and its type-specific fields (FunctionSpec). */
    spec: jsonb('spec').$type<FunctionSpec>().notNull(),
    required: boolean('required').notNull().default(false),
    description: text('description').notNull().default(''),
    sceneCondition: boolean('scene_condition').notNull().default(false),
    sceneAction: boolean('scene_action').notNull().default(false),
    timer: boolean('timer').notNull().default(false),
    /**
     * The catalogue's texts in both languages (standard functions, the demo's), so the function reads in the
     * console's language; null once someone edits the function: its text is then theirs.
     */
    texts: jsonb('texts').$type<Record<Lang, FunctionText>>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_functions_dp_idx').on(t.productId, t.dpId),
    uniqueIndex('product_functions_identifier_idx').on(t.productId, sql`lower(${t.identifier})`),
    index('product_functions_tenant_idx').on(t.tenantId),
  ],
);
