import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../../core/tenancy.tables.ts';
import { users } from '../../core/users.tables.ts';

/** Whether a user has been through the novice guide, per user and space. */
export const userGuides = pgTable(
  'user_guides',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    hasGuided: boolean('has_guided').notNull().default(false),
    guidedAt: timestamp('guided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);
