import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@iotc/shared';
import type { Lang, PageResult, adminPageQuery } from '@iotc/shared';
import { BUILT_IN_ROLE_KEYS } from '@iotc/shared/roles';
import type { AdminRole, adminRoleBody, adminRoleUpdateBody } from '@iotc/shared/roles';
import type { AdminUserRole } from '@iotc/shared/users';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import { menuParents } from '../menus/readModel.ts';
import { RoleKey } from './authority.ts';
import { roleMenus, roles, userRoles } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'accountViews'>;
type RoleRow = typeof roles.$inferSelect;

const builtIn = (key: string) => (BUILT_IN_ROLE_KEYS as readonly string[]).includes(key);
const nameIn = (lang: Lang, role: Pick<RoleRow, 'name' | 'nameEn'>) => (lang === 'en-US' ? role.nameEn : role.name);

/** The built-in roles in their order (owner, member, operator), then the others. */
const builtInFirst = sql`case ${roles.key} ${sql.join(BUILT_IN_ROLE_KEYS.map((key, i) => sql`when ${key} then ${i}`), sql` `)} else ${BUILT_IN_ROLE_KEYS.length} end`;

/** The roles, built-in ones first, with their grants and how many users hold each. */
export async function listRoles(db: Db, query: z.output<typeof adminPageQuery>): Promise<PageResult<AdminRole>> {
  const where = keywordMatch(query.keyword, roles.name, roles.nameEn, roles.key, roles.description, roles.descriptionEn);
  const page = await listPage(
    query,
    db.select().from(roles).where(where).orderBy(builtInFirst, asc(roles.name), asc(roles.id)).$dynamic(),
    db.select({ n: count() }).from(roles).where(where),
  );

  const ids = page.list.map((role) => role.id);
  const grants = ids.length ? await db.select().from(roleMenus).where(inArray(roleMenus.roleId, ids)) : [];
  const holders = ids.length
    ? await db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, ids)).groupBy(userRoles.roleId)
    : [];
  const userCount = new Map(holders.map((row) => [row.roleId, row.n]));
  const list = page.list.map((role) => ({
    ...role,
    builtIn: builtIn(role.key),
    menuIds: grants.filter((grant) => grant.roleId === role.id).map((grant) => grant.menuId).sort(),
    userCount: userCount.get(role.id) ?? 0,
  }));
  return { ...page, list };
}

/** A name (either language, any case) is taken by another role: the clashing one is named. */
async function checkNames(db: Db, body: { name: string; nameEn: string }, exceptId?: string): Promise<void> {
  const sameName = or(sql`lower(${roles.name}) = lower(${body.name})`, sql`lower(${roles.nameEn}) = lower(${body.nameEn})`);
  const [taken] = await db
    .select({ name: roles.name })
    .from(roles)
    .where(exceptId ? and(sameName, ne(roles.id, exceptId)) : sameName);
  if (!taken) return;
  const name = taken.name.toLowerCase() === body.name.toLowerCase() ? body.name : body.nameEn;
  throw new AppError(ErrorCode.Conflict, { name }, 'error.roleNameExists');
}

/**
 * The granted menus with every parent above them: the route tree drops an entry whose parent is not
 * granted, so a button or page granted alone would be invisible.
 */
async function grantedWithParents(db: Db, menuIds: string[]): Promise<string[]> {
  const parentOf = await menuParents(db);
  const unknown = [...new Set(menuIds.filter((id) => !parentOf.has(id)))];
  if (unknown.length > 0) throw new AppError(ErrorCode.Validation, { ids: unknown.join(', ') }, 'error.roleMenusUnknown');
  const granted = new Set<string>();
  for (const id of menuIds) {
    for (let at: string | null | undefined = id; at && !granted.has(at); at = parentOf.get(at)) granted.add(at);
  }
  return [...granted];
}

async function requireRole(db: Db, id: string): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function createRole(ctx: Ctx, body: z.output<typeof adminRoleBody>): Promise<{ id: string }> {
  await checkNames(ctx.db, body);
  const menuIds = await grantedWithParents(ctx.db, body.menuIds);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    // The key is what the profile's `roles` carries; a custom role's is its id.
    await tx.insert(roles).values({ id, key: id, name: body.name, nameEn: body.nameEn, description: body.description, descriptionEn: body.descriptionEn });
    if (menuIds.length > 0) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: id, menuId })));
  });
  return { id };
}

/** New names, description and grants; the grants are replaced as a whole, at once for every holder. */
export async function updateRole(ctx: Ctx, body: z.output<typeof adminRoleUpdateBody>): Promise<void> {
  await requireRole(ctx.db, body.id);
  await checkNames(ctx.db, body, body.id);
  const menuIds = await grantedWithParents(ctx.db, body.menuIds);
  await ctx.db.transaction(async (tx) => {
    await tx.update(roles).set({ name: body.name, nameEn: body.nameEn, description: body.description, descriptionEn: body.descriptionEn }).where(eq(roles.id, body.id));
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, body.id));
    if (menuIds.length > 0) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: body.id, menuId })));
  });
  ctx.accountViews.forgetAll();
}

/** Refused for the built-in roles (the code assigns them) and for roles somebody still holds. */
export async function deleteRole(ctx: Ctx, lang: Lang, id: string): Promise<void> {
  const role = await requireRole(ctx.db, id);
  if (builtIn(role.key)) throw new AppError(ErrorCode.Conflict, { name: nameIn(lang, role) }, 'error.roleBuiltIn');
  const [held] = await ctx.db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
  if (held && held.n > 0) throw new AppError(ErrorCode.Conflict, { name: nameIn(lang, role), count: held.n }, 'error.roleInUse');
  await ctx.db.delete(roles).where(eq(roles.id, id));
  ctx.accountViews.forgetAll();
}

// ── For the user administration (modules/users) ─────────────────────────────

/** Refuses role ids that do not exist; answers whether the set includes the platform operator role. */
export async function checkRoleIds(db: Db, roleIds: string[]): Promise<{ operator: boolean }> {
  const unique = [...new Set(roleIds)];
  const rows = await db.select({ id: roles.id, key: roles.key }).from(roles).where(inArray(roles.id, unique));
  if (rows.length !== unique.length) throw new AppError(ErrorCode.Validation, {}, 'error.rolesUnknown');
  return { operator: rows.some((row) => row.key === RoleKey.Operator) };
}

/** Replaces the roles a user holds in one space. */
export async function setSpaceRoles(db: Db, userId: string, tenantId: string, roleIds: string[]): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId)));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await db.insert(userRoles).values(unique.map((roleId) => ({ userId, tenantId, roleId })));
}

/** The roles each user holds in the given space of theirs, by user id. */
export async function spaceRolesOf(db: Db, spaces: { userId: string; tenantId: string }[]): Promise<Map<string, AdminUserRole[]>> {
  const result = new Map<string, AdminUserRole[]>(spaces.map((s) => [s.userId, []]));
  if (spaces.length === 0) return result;
  const rows = await db
    .select({ userId: userRoles.userId, tenantId: userRoles.tenantId, id: roles.id, name: roles.name, nameEn: roles.nameEn })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, spaces.map((s) => s.userId)))
    .orderBy(asc(roles.name));
  const wanted = new Set(spaces.map((s) => `${s.userId}:${s.tenantId}`));
  for (const row of rows) {
    if (wanted.has(`${row.userId}:${row.tenantId}`)) result.get(row.userId)!.push({ id: row.id, name: row.name, nameEn: row.nameEn });
  }
  return result;
}
