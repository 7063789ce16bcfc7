import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from './users.tables.ts';
import { at, idColumn } from './columns.ts';

/** A space. Every tenant-owned row of every module carries one of these ids. */
export const tenants = pgTable('tenants', {
  id: idColumn(),
  /** Blank for a personal account's space (the console shows "My space"). */
  companyName: text('company_name').notNull().default(''),
  ownerUserId: text('owner_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
});

/** The space a tenant-owned row belongs to; every tenant-owned table has this column, and the row goes with its space. */
export const tenantIdColumn = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** The columns a row owned by a space starts with: its id and its space. */
export const tenantRowColumns = () => ({ id: idColumn(), tenantId: tenantIdColumn() });

export const memberships = pgTable(
  'memberships',
  {
    userId: userIdColumn(),
    tenantId: tenantIdColumn(),
    /** 1 owner (the user's own space), 2 member. */
    userType: smallint('user_type').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('memberships_tenant_idx').on(t.tenantId)],
);
