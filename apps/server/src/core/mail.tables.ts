import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** Messages kept instead of sent when no SMTP server is configured (and every SMS, for want of a gateway). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);
