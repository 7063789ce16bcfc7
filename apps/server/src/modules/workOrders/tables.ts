import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { WorkOrderMedia } from '@iotc/shared/workOrders';
import { at, idColumn, timestamps } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { userIdColumn, users } from '../../core/users.tables.ts';

/**
 * A user's question to support, filed in one of the user's spaces. It belongs to its user (who
 * sees it from any space) and to its space (it goes when the space does); operators see all.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: idColumn(),
    number: text('number').notNull().unique(),
    userId: userIdColumn(),
    tenantId: tenantIdColumn(),
    /** Values of the work_order_problem_type and work_order_classification dictionaries. */
    problemType: text('problem_type').notNull(),
    classification: text('classification').notNull(),
    content: text('content').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    media: jsonb('media').$type<WorkOrderMedia[]>().notNull().default([]),
    /** WorkOrderStatus: 1 pending, 2 processing, 3 replied, 4 closed. */
    status: smallint('status').notNull(),
    /** Support answered or closed since the user last opened the order (the header's red dot). */
    userUnread: boolean('user_unread').notNull().default(false),
    remindedAt: at('reminded_at'),
    closedAt: at('closed_at'),
    ...timestamps(),
  },
  (t) => [index('work_orders_user_idx').on(t.userId, t.status), index('work_orders_status_idx').on(t.status, t.updatedAt)],
);

/** The conversation after the order's own content: the user continuing to ask, support answering. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: idColumn(),
    /** The order of the conversation: two messages can share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    workOrderId: text('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    /** WorkOrderAuthor: 1 the order's user, 2 support. */
    author: smallint('author').notNull(),
    /** The operator who answered; kept as null if that account goes. */
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    media: jsonb('media').$type<WorkOrderMedia[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('work_order_messages_order_idx').on(t.workOrderId, t.seq)],
);

/** The last sequence number given out per UTC day, for the readable order numbers. */
export const workOrderCounters = pgTable('work_order_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});
