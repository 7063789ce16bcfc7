import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, idColumn } from './columns.ts';

export const users = pgTable('users', {
  id: idColumn(),
  /** The sign-in name: an e-mail (lower case) or a China mobile number. */
  account: text('account').notNull().unique(),
  email: text('email'),
  phone: text('phone'),
  userName: text('user_name').notNull(),
  /** The person's real name, kept by the operator area; '' until someone enters it. */
  realName: text('real_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** 0 personal, 1 enterprise, 2 enterprise-certified. */
  accountType: smallint('account_type').notNull(),
  avatar: text('avatar'),
  /** Null until the activation link (e-mail) or the registration SMS code proved the account. */
  activatedAt: at('activated_at'),
  /** 1 normal, 0 disabled. */
  status: smallint('status').notNull().default(1),
  isOperator: boolean('is_operator').notNull().default(false),
  /** The login-safety time in seconds: lifetime of a refresh token, renewed on each refresh. */
  securityTime: integer('security_time').notNull().default(3600),
  /** Space chosen with chooseCompany; login lands there while the user is still a member. */
  preferredTenantId: text('preferred_tenant_id'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The user a row belongs to; the row goes when the user does. */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
