import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';
import { userIdColumn } from '../../core/users.tables.ts';

/** The basic-info fields a user fills in that the users table does not hold (phone and e-mail live there). */
export const accountProfiles = pgTable('account_profiles', {
  userId: userIdColumn().primaryKey(),
  /** ISO 3166-1 alpha-2 code, as the area tree names countries. */
  country: text('country'),
  address: text('address').notNull().default(''),
  updatedAt: at('updated_at').notNull(),
});

/** Contacts of a company (enterprise info), owned by the company's space. */
export const companyContacts = pgTable(
  'company_contacts',
  {
    ...tenantRowColumns(),
    name: text('name').notNull(),
    account: text('account').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    job: text('job').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('company_contacts_tenant_idx').on(t.tenantId, t.createdAt)],
);
