import { boolean, index, integer, jsonb, pgTable, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FunctionSpec, RwFlag, ValueText } from '@iotc/shared/functions';
import { idColumn, timestamps } from '../../core/columns.ts';

/** Product classes (categories), two levels, administered by operators; platform-wide, not per space. */
export const productClasses = pgTable(
  'product_classes',
  {
    id: idColumn(),
    parentId: text('parent_id').references((): AnyPgColumn => productClasses.id, { onDelete: 'restrict' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('product_classes_parent_idx').on(t.parentId, t.sort)],
);

/**
 * Functions the platform offers: a class's standard functions (classId set, kind 1) and the advanced
 * catalogue (classId null, kind 3). Adding one to a product copies it into product_functions.
 */
export const functionTemplates = pgTable(
  'function_templates',
  {
    id: idColumn(),
    classId: text('class_id').references(() => productClasses.id, { onDelete: 'cascade' }),
    /** FunctionKind: 1 standard, 3 advanced. */
    kind: smallint('kind').notNull(),
    dpId: integer('dp_id').notNull(),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    rwFlag: text('rw_flag').$type<RwFlag>().notNull(),
    /** dataType and its type-specific fields (FunctionSpec). */
    spec: jsonb('spec').$type<FunctionSpec>().notNull(),
    required: boolean('required').notNull().default(false),
    /** Chinese description; descriptionEn the English one (a product function takes the developer's language). */
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** English texts of the spec's enum values or fault bits, in order (the spec holds the Chinese ones). */
    valuesEn: jsonb('values_en').$type<ValueText[]>().notNull().default([]),
    /** Added to a new product of the class, and by reset. */
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('function_templates_class_idx').on(t.classId, t.sort)],
);
