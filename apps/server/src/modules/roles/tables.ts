import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { userIdColumn } from '../../core/users.tables.ts';
import { idColumn } from '../../core/columns.ts';
import { menus } from '../menus/tables.ts';

/** Roles: the built-in ones (owner, member, operator) and those operators add; each grants menus and buttons. */
export const roles = pgTable('roles', {
  id: idColumn(),
  /** Stable name the code and the profile's `roles` use: owner, member, operator. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** The roles a user holds in one space. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: userIdColumn(),
    tenantId: tenantIdColumn(),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId, t.roleId] }), index('user_roles_tenant_idx').on(t.tenantId)],
);
