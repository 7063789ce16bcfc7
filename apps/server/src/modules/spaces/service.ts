import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode, FILES_BASE, UserType } from '@iotc/shared';
import type { AccountType } from '@iotc/shared';
import type { TenantInfo, UserInfo } from '@iotc/shared/spaces';
import type { AuthContext, IssuedTokens } from '../../core/auth.ts';
import type { AppContext } from '../../core/context.ts';
import { AccountViews } from '../../core/accountViews.ts';
import { perDatabase } from '../../core/db.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { memberships, tenants } from '../../core/tenancy.tables.ts';
import { users } from '../../core/users.tables.ts';
import { guidedQuery } from './guided.ts';
import { RoleKey, assignRole, grantsFor, roleKeysQuery } from '../roles/authority.ts';

/** Creates the user's own space (userType 1, role owner). Every user has exactly one. */
export async function createOwnSpace(db: Db, userId: string, companyName: string, now: Date): Promise<string> {
  const tenantId = randomUUID();
  await db.insert(tenants).values({ id: tenantId, companyName, ownerUserId: userId, createdAt: now });
  await db.insert(memberships).values({ userId, tenantId, userType: UserType.Owner, createdAt: now });
  await assignRole(db, userId, tenantId, RoleKey.Owner);
  return tenantId;
}

/** Lets a user into another company's space (userType 2, role member). */
export async function addMember(db: Db, userId: string, tenantId: string, now: Date): Promise<void> {
  await db.insert(memberships).values({ userId, tenantId, userType: UserType.Member, createdAt: now }).onConflictDoNothing();
  await assignRole(db, userId, tenantId, RoleKey.Member);
}

async function spaceOf(db: Db, userId: string, tenantId: string): Promise<TenantInfo | null> {
  const [row] = await db
    .select({ tenantId: tenants.id, companyName: tenants.companyName, userType: memberships.userType })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)));
  return row ? { ...row, userType: row.userType as UserType } : null;
}

async function requireSpace(db: Db, userId: string, tenantId: string): Promise<TenantInfo> {
  const space = await spaceOf(db, userId, tenantId);
  if (!space) throw new AppError(ErrorCode.NotMemberOfSpace);
  return space;
}

/** The id of the user's own space (userType 1). */
export async function ownSpace(db: Db, userId: string): Promise<string> {
  const [own] = await db
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.userType, UserType.Owner)));
  if (!own) throw new Error(`user ${userId} has no own space`);
  return own.tenantId;
}

/** Where a login lands: the space picked with chooseCompany while still a member, else the user's own. */
export async function landingSpace(db: Db, userId: string, preferredTenantId: string | null): Promise<string> {
  if (preferredTenantId && (await spaceOf(db, userId, preferredTenantId))) return preferredTenantId;
  return ownSpace(db, userId);
}

/** The user's spaces as a one-row query of a JSON array: their own first, then the others in the order they joined. */
function tenantListQuery(db: Db, userId: AnyPgColumn) {
  return db
    .select({
      list: sql<TenantInfo[]>`coalesce(json_agg(json_build_object(
        'tenantId', ${tenants.id}, 'companyName', ${tenants.companyName}, 'userType', ${memberships.userType})
        order by ${memberships.userType}, ${memberships.createdAt}), '[]'::json)`,
    })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(eq(memberships.userId, userId));
}

/**
 * The profile is read on every page load: one prepared query for the user, their spaces, roles and guide flag; the
 * permissions come from what the roles grant, read once per set of roles.
 */
const profileStatement = perDatabase((db) =>
  db
    .select({
      id: users.id,
      userName: users.userName,
      account: users.account,
      email: users.email,
      phone: users.phone,
      avatar: users.avatar,
      accountType: users.accountType,
      securityTime: users.securityTime,
      isOperator: users.isOperator,
      tenantList: sql<TenantInfo[]>`(${tenantListQuery(db, users.id)})`,
      roles: sql<string[]>`(${roleKeysQuery(db, users.id, sql.placeholder('tenantId'))})`,
      hasGuided: sql<boolean>`(${guidedQuery(db, users.id, sql.placeholder('tenantId'))})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('spaces_profile'),
);

export async function profile(ctx: Pick<AppContext, 'db' | 'accountViews'>, auth: AuthContext): Promise<UserInfo> {
  const key = AccountViews.key(auth.userId, auth.tenantId);
  const cached = ctx.accountViews.profiles.get(key);
  if (cached) return cached;
  const { db } = ctx;
  const [user] = await profileStatement(db).execute({ userId: auth.userId, tenantId: auth.tenantId });
  const current = user?.tenantList.find((t) => t.tenantId === auth.tenantId);
  // The auth hook has just seen both rows; missing now means they were deleted mid-request.
  if (!user || !current) throw new AppError(ErrorCode.TokenExpired);
  const { permissions } = await grantsFor(ctx, user.roles);
  const info: UserInfo = {
    ...user,
    permissions,
    accountType: user.accountType as AccountType,
    tenantId: current.tenantId,
    companyName: current.companyName,
    userType: current.userType,
    ImageServer: FILES_BASE,
  };
  ctx.accountViews.profiles.set(key, info);
  return info;
}

/** Records the space a login should land in; the current token stays bound to its space. */
export async function chooseCompany(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthContext, tenantId: string): Promise<TenantInfo> {
  const space = await requireSpace(ctx.db, auth.userId, tenantId);
  await ctx.db.update(users).set({ preferredTenantId: tenantId, updatedAt: ctx.clock.now() }).where(eq(users.id, auth.userId));
  return space;
}

/** New tokens bound to another of the user's spaces; the current session is left as it is. */
export async function switchSpace(ctx: Pick<AppContext, 'db' | 'sessions'>, auth: AuthContext, tenantId: string): Promise<IssuedTokens> {
  await requireSpace(ctx.db, auth.userId, tenantId);
  const [user] = await ctx.db.select({ securityTime: users.securityTime }).from(users).where(eq(users.id, auth.userId));
  if (!user) throw new AppError(ErrorCode.TokenExpired);
  return ctx.sessions.open(auth.userId, tenantId, user.securityTime);
}

/** Every user of a space (owner and members): the recipients of the space's real-time messages. */
export async function spaceUserIds(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.tenantId, tenantId));
  return rows.map((row) => row.userId);
}

/** The account of the space's owner (a device's owner in the device detail). */
export async function spaceOwnerAccount(db: Db, tenantId: string): Promise<string> {
  const [row] = await db.select({ account: users.account }).from(tenants).innerJoin(users, eq(users.id, tenants.ownerUserId)).where(eq(tenants.id, tenantId));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row.account;
}

// ── For other modules: what they read of spaces, without touching the spaces tables ──

/** Whether the user belongs to the space (owner or member). */
export async function isMemberOf(db: Db, userId: string, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)));
  return row !== undefined;
}

/** The company name of each of these spaces, by id (blank for a personal space). */
export async function spaceNamesOf(db: Db, tenantIds: readonly string[]): Promise<Map<string, string>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tenants.id, companyName: tenants.companyName })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(tenantIds)]));
  return new Map(rows.map((row) => [row.id, row.companyName]));
}

/** The account type of the space's owner (it sets the space's device quota); null when the space is gone. */
export async function spaceOwnerAccountType(db: Db, tenantId: string): Promise<AccountType | null> {
  const [row] = await db
    .select({ accountType: users.accountType })
    .from(tenants)
    .innerJoin(users, eq(users.id, tenants.ownerUserId))
    .where(eq(tenants.id, tenantId));
  return row ? (row.accountType as AccountType) : null;
}
