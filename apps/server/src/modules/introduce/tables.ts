import { pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('documents_type_lang_uq').on(t.type, t.lang)],
);
