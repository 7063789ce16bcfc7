import { index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';

/**
 * Platform-wide reference data (not tenant-owned): one row per value of a dictionary type.
 * Labels are bilingual: `dict_label` is the Chinese one, `dict_label_en` the English one; the list call
 * answers the one of the request's language.
 */
export const dictData = pgTable(
  'dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictLabelEn: text('dict_label_en').notNull(),
    dictValue: text('dict_value').notNull(),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    /** 1 normal, 0 disabled (hidden from the list). */
    status: smallint('status').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('dict_data_type_value_uq').on(t.dictType, t.dictValue), index('dict_data_type_idx').on(t.dictType, t.sort)],
);

/** Interface languages offered by the language switcher. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  /** The language's name in itself ("简体中文", "English"). */
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** 1 offered, 0 hidden. */
  status: smallint('status').notNull().default(1),
});
