import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { menuItem, type MenuItem } from '@iotc/shared/menus';
import { AccountViews, type RoleGrants } from '../../core/accountViews.ts';
import { dataSerializer, type SerializedData } from '../../core/answers.ts';
import type { AppContext } from '../../core/context.ts';
import { perDatabase } from '../../core/db.ts';
import type { Db } from '../../core/db.ts';
import { users } from '../../core/users.tables.ts';
import { grantedPagesQuery, grantedPermsQuery, menuIdsGranting } from '../menus/readModel.ts';
import { roleMenus, roles, userRoles } from './tables.ts';

/** Role keys the code refers to; the rows are seeded (reference data). */
export const RoleKey = { Owner: 'owner', Member: 'member', Operator: 'operator' } as const;
export type RoleKey = (typeof RoleKey)[keyof typeof RoleKey];

export async function assignRole(db: Db, userId: string, tenantId: string, role: RoleKey): Promise<void> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, role));
  if (!row) throw new Error(`role ${role} is not seeded`);
  await db.insert(userRoles).values({ userId, tenantId, roleId: row.id }).onConflictDoNothing();
}

/**
 * The keys of the roles a user holds in a space, in key order, as a one-row query of a JSON array: the profile
 * embeds it as a column to read the user, their spaces and their roles in one round trip.
 */
export function roleKeysQuery(db: Db, userId: AnyPgColumn | SQLWrapper, tenantId: SQLWrapper) {
  return db
    .select({ keys: sql<string[]>`coalesce(json_agg(${roles.key} order by ${roles.key}), '[]'::json)` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId)));
}

const roleKeysStatement = perDatabase((db) =>
  roleKeysQuery(db, sql.placeholder('userId'), sql.placeholder('tenantId')).prepare('roles_keys'),
);

/** The menu tree as getRouters answers it. */
export const routersAnswer = z.array(menuItem);
const serializeRouters = dataSerializer(routersAnswer);

/**
 * The authority flags and the menu tree a set of roles grants (keys in the order roleKeysQuery gives). Read once
 * per set and cached: permissions and menus depend on the roles only, and the users holding a set share it.
 */
export async function grantsFor(ctx: Pick<AppContext, 'db' | 'accountViews'>, roleKeys: string[]): Promise<RoleGrants> {
  if (roleKeys.length === 0) return { permissions: [], menus: serializeRouters([]) };
  const key = AccountViews.roleSetKey(roleKeys);
  const cached = ctx.accountViews.grants.get(key);
  if (cached) return cached;
  const { db } = ctx;
  const menuIds = db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(inArray(roles.key, roleKeys));
  const [perms] = await grantedPermsQuery(db, menuIds);
  const pages = await grantedPagesQuery(db, menuIds);
  const grants: RoleGrants = { permissions: perms?.perms ?? [], menus: serializeRouters(buildTree(pages.map((row) => ({ ...row, children: [] })))) };
  ctx.accountViews.grants.set(key, grants);
  return grants;
}

/** The menu tree the user's roles in the space grant, ordered by weight (serialised: it is the same for every holder). */
export async function routersFor(ctx: Pick<AppContext, 'db' | 'accountViews'>, userId: string, tenantId: string): Promise<SerializedData> {
  const key = AccountViews.key(userId, tenantId);
  const cached = ctx.accountViews.routers.get(key);
  if (cached) return cached;
  const [row] = await roleKeysStatement(ctx.db).execute({ userId, tenantId });
  const { menus } = await grantsFor(ctx, row?.keys ?? []);
  ctx.accountViews.routers.set(key, menus);
  return menus;
}

/** Children under their parent; an entry whose parent is not granted is dropped with it. */
function buildTree(items: MenuItem[]): MenuItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const roots: MenuItem[] = [];
  for (const item of items) {
    if (item.parentId === null) roots.push(item);
    else byId.get(item.parentId)?.children.push(item);
  }
  return roots;
}

/** Active users whose roles grant `perm` in any space (e.g. everyone who answers work orders). */
export async function usersHoldingPermission(db: Db, perm: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(roleMenus.menuId, menuIdsGranting(db, perm)), eq(users.status, 1)));
  return rows.map((row) => row.userId);
}
