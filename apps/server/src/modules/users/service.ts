import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, ilike } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AccountType, AdminStatus, ErrorCode, UserType, isEmail } from '@iotc/shared';
import type { PageResult } from '@iotc/shared';
import type {
  AdminUser,
  adminUserBody,
  adminUserQuery,
  adminUserStatusBody,
  adminUserUpdateBody,
} from '@iotc/shared/users';
import type { z } from 'zod';
import type { AuthContext } from '../../core/auth.ts';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { containing, keywordMatch, listPage } from '../../core/search.ts';
import { memberships } from '../../core/tenancy.tables.ts';
import { users } from '../../core/users.tables.ts';
import { hashPassword } from '../auth/passwords.ts';
import { normalizeAccount } from '../auth/service.ts';
import { checkRoleIds, setSpaceRoles, spaceRolesOf } from '../roles/service.ts';
import { createOwnSpace, ownSpace } from '../spaces/service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'sessions' | 'accountViews'>;

const listColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  email: users.email,
  phone: users.phone,
  accountType: users.accountType,
  status: users.status,
  activatedAt: users.activatedAt,
  createdAt: users.createdAt,
  tenantId: memberships.tenantId,
};

/** Users with their own space, where the roles the operator area shows and sets are held. */
function userRows(db: Db) {
  return db
    .select(listColumns)
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.userType, UserType.Owner)))
    .$dynamic();
}

type ListRow = Awaited<ReturnType<typeof userRows>>[number];

async function toAdminUsers(db: Db, rows: ListRow[]): Promise<AdminUser[]> {
  const spaces = rows.flatMap((row) => (row.tenantId ? [{ userId: row.id, tenantId: row.tenantId }] : []));
  const rolesByUser = await spaceRolesOf(db, spaces);
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    realName: row.realName,
    email: row.email,
    phone: row.phone,
    accountType: row.accountType as AccountType,
    status: row.status as AdminStatus,
    activated: row.activatedAt !== null,
    roles: rolesByUser.get(row.id) ?? [],
    createdAt: epochSeconds(row.createdAt),
  }));
}

/** Every user of the platform, newest first; the keyword looks in account, names, e-mail and phone. */
export async function listUsers(db: Db, query: z.output<typeof adminUserQuery>): Promise<PageResult<AdminUser>> {
  const conditions: SQL[] = [];
  const keyword = keywordMatch(query.keyword, users.account, users.realName, users.userName, users.email, users.phone);
  if (keyword) conditions.push(keyword);
  if (query.status !== undefined) conditions.push(eq(users.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const page = await listPage(
    query,
    userRows(db).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ n: count() }).from(users).where(where),
  );
  return { ...page, list: await toAdminUsers(db, page.list) };
}

async function adminUser(db: Db, id: string): Promise<AdminUser> {
  const rows = await userRows(db).where(eq(users.id, id));
  if (rows.length === 0) throw new AppError(ErrorCode.NotFound);
  return (await toAdminUsers(db, rows))[0]!;
}

/**
 * An operator adds a user: activated at once (the operator vouches for the account), with an own
 * space holding the chosen roles.
 */
export async function createUser(ctx: Ctx, body: z.output<typeof adminUserBody>): Promise<AdminUser> {
  const account = normalizeAccount(body.account);
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (taken) throw new AppError(ErrorCode.AccountExists);
  const { operator } = await checkRoleIds(ctx.db, body.roleIds);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  const userId = randomUUID();
  const accountIsEmail = isEmail(account);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        account,
        email: body.email || (accountIsEmail ? account : null),
        phone: accountIsEmail ? null : account,
        userName: body.realName,
        realName: body.realName,
        passwordHash,
        accountType: AccountType.Personal,
        activatedAt: now,
        status: body.status,
        isOperator: operator,
        createdAt: now,
        updatedAt: now,
      });
      const tenantId = await createOwnSpace(tx, userId, '', now);
      await setSpaceRoles(tx, userId, tenantId, body.roleIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.AccountExists);
    throw error;
  }
  return adminUser(ctx.db, userId);
}

/**
 * Ends every session of a user who was disabled or given a new password, at once: the access-token
 * check finds them revoked on the next call. Called after the change committed, so a check running in
 * between cannot cache the old state again.
 */
async function endSessions(ctx: Ctx, userId: string, auth: AuthContext): Promise<void> {
  // An operator changing their own password keeps the session they are using.
  await ctx.sessions.revokeUserSessions(userId, userId === auth.userId ? auth.sessionId : null, ctx.db);
}

function refuseSelfDisable(auth: AuthContext, userId: string, status: number): void {
  if (userId === auth.userId && status === AdminStatus.Disabled) throw new AppError(ErrorCode.Conflict, {}, 'error.disableSelf');
}

async function requireUser(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** Real name, e-mail, roles (in the user's own space), status, and a new password when one is given. */
export async function updateUser(ctx: Ctx, auth: AuthContext, body: z.output<typeof adminUserUpdateBody>): Promise<AdminUser> {
  refuseSelfDisable(auth, body.id, body.status);
  await requireUser(ctx.db, body.id);
  const { operator } = await checkRoleIds(ctx.db, body.roleIds);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const tenantId = await ownSpace(ctx.db, body.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        realName: body.realName,
        email: body.email || null,
        status: body.status,
        isOperator: operator,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, body.id));
    await setSpaceRoles(tx, body.id, tenantId, body.roleIds);
  });
  if (body.status === AdminStatus.Disabled || passwordHash) await endSessions(ctx, body.id, auth);
  ctx.accountViews.forget(body.id);
  return adminUser(ctx.db, body.id);
}

/** Normal or disabled; a disabled user's tokens stop working at once and the login refuses them. */
export async function setUserStatus(ctx: Ctx, auth: AuthContext, body: z.output<typeof adminUserStatusBody>): Promise<void> {
  refuseSelfDisable(auth, body.id, body.status);
  await requireUser(ctx.db, body.id);
  await ctx.db.update(users).set({ status: body.status, updatedAt: ctx.clock.now() }).where(eq(users.id, body.id));
  if (body.status === AdminStatus.Disabled) await endSessions(ctx, body.id, auth);
  ctx.accountViews.forget(body.id);
}

/** The accounts of these users by id (a user gone since is absent): how other modules name who made something. */
export async function accountsOf(db: Db, userIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.account]));
}

// ── For other modules: what they read or change of users, without touching the users table ──

export interface UserName {
  account: string;
  userName: string;
}

/** Account and name of each of these users, by id (those that exist). */
export async function userNamesOf(db: Db, ids: readonly string[]): Promise<Map<string, UserName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, account: users.account, userName: users.userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** The ids of the users whose account contains `keyword`: a subquery for another module's search box. */
export function userIdsWithAccountLike(db: Db, keyword: string) {
  return db.select({ id: users.id }).from(users).where(ilike(users.account, containing(keyword)));
}

/** Locks the user's row until the transaction ends, so that two writes of one user that must not overlap queue. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's e-mail; null when they have none (or are gone). */
export async function userEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** One platform operator (any); null when the installation has none. */
export async function anyOperatorId(db: Db): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isOperator, true)).limit(1);
  return row?.id ?? null;
}

/** An approved enterprise certification: an enterprise account becomes enterprise-certified (other types stay). */
export async function certifyEnterpriseAccount(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ accountType: AccountType.EnterpriseCertified, updatedAt: now })
    .where(and(eq(users.id, userId), inArray(users.accountType, [AccountType.Enterprise, AccountType.EnterpriseCertified])));
}
