import { boolean, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { userIdColumn } from '../../core/users.tables.ts';
import { at } from '../../core/columns.ts';

/** Whether a user has been through the novice guide, per user and space: a flag of the profile, which the guide sets. */
export const userGuides = pgTable(
  'user_guides',
  {
    userId: userIdColumn(),
    tenantId: tenantIdColumn(),
    hasGuided: boolean('has_guided').notNull().default(false),
    guidedAt: at('guided_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);
