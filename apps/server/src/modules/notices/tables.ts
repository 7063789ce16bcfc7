import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, idColumn } from '../../core/columns.ts';
import { userIdColumn, users } from '../../core/users.tables.ts';

/**
 * Notices are platform-wide (not tenant-owned): an operator addresses users, not spaces.
 * audience 'all' reaches every user, also those who register later, so it has no recipient rows;
 * audience 'users' lists its users in notice_recipients.
 */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** 'markdown' or 'text'. */
    format: text('format').notNull(),
    /** 'all' or 'users'. */
    audience: text('audience').notNull(),
    /** The operator who published it; null for the platform's own (seeded) notices or once the account is gone. */
    publisherId: text('publisher_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt, t.id)],
);

const noticeIdColumn = () =>
  text('notice_id')
    .notNull()
    .references(() => notices.id, { onDelete: 'cascade' });

/** The chosen users of a notice addressed to 'users'. */
export const noticeRecipients = pgTable(
  'notice_recipients',
  { noticeId: noticeIdColumn(), userId: userIdColumn() },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_recipients_user_idx').on(t.userId)],
);

/** Who read which notice (no row: unread). */
export const noticeReads = pgTable(
  'notice_reads',
  { noticeId: noticeIdColumn(), userId: userIdColumn(), readAt: at('read_at').notNull() },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);
