import { pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { at } from '../../core/columns.ts';

/** The public documents (document home and the legal texts), one row per type and language. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    content: text('content').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('documents_type_lang_uq').on(t.type, t.lang)],
);
