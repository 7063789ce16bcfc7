import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/auth.ts';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { memberships, tenants } from '../../core/tenancy.tables.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { users } from '../../core/users.tables.ts';
import { areaTree, WORLD_CODE } from '../area/service.ts';
import { certificationStatusOf } from '../certification/service.ts';
import { profile } from '../spaces/service.ts';
import { accountProfiles, companyContacts } from './tables.ts';
import { ErrorCode } from '@iotc/shared';
import {
  type BaseInfo,
  type baseInfoBody,
  type CompanyContact,
  type CompanyInfo,
  CONTACT_MAX_COUNT,
  type contactBody,
  type SecurityTimeOption,
} from '@iotc/shared/account';
import { CertificationStatus } from '@iotc/shared/certification';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'accountViews'>;
type ContactInput = z.output<typeof contactBody>;

// ── Basic info ───────────────────────────────────────────────────────────────

export async function baseInfo(ctx: Ctx, auth: AuthContext): Promise<BaseInfo> {
  const info = await profile(ctx, auth);
  const [extra] = await ctx.db.select().from(accountProfiles).where(eq(accountProfiles.userId, auth.userId));
  // Account settings are opened in the own space (requireOwner), whose certification is the account's.
  const certification = await certificationStatusOf(ctx.db, auth.tenantId);
  return {
    account: info.account,
    realNameCertified: certification === CertificationStatus.Approved,
    accountType: info.accountType,
    country: extra?.country ?? null,
    companyName: info.companyName,
    phone: info.phone,
    email: info.email,
    address: extra?.address ?? '',
  };
}

function isCountry(code: string): boolean {
  return (areaTree(WORLD_CODE, 1) ?? []).some((c) => c.code === code);
}

/** Saves the editable basic info: phone and e-mail on the user (they are in the profile), the rest beside it. */
export async function updateBaseInfo(ctx: Ctx, auth: AuthContext, body: z.output<typeof baseInfoBody>): Promise<BaseInfo> {
  if (body.country && !isCountry(body.country)) {
    throw new z.ZodError([{ code: 'custom', path: ['country'], message: 'validation.invalid', input: body.country }]);
  }
  const now = ctx.clock.now();
  const extra = { country: body.country || null, address: body.address, updatedAt: now };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phone: body.phone || null, email: body.email || null, updatedAt: now })
      .where(eq(users.id, auth.userId));
    await tx
      .insert(accountProfiles)
      .values({ userId: auth.userId, ...extra })
      .onConflictDoUpdate({ target: accountProfiles.userId, set: extra });
  });
  ctx.accountViews.forget(auth.userId);
  return baseInfo(ctx, auth);
}

/** The login-safety time: how long a refresh token lives (from the next login or refresh on). */
export async function setSecurityTime(ctx: Ctx, auth: AuthContext, securityTime: SecurityTimeOption): Promise<{ securityTime: number }> {
  await ctx.db.update(users).set({ securityTime, updatedAt: ctx.clock.now() }).where(eq(users.id, auth.userId));
  ctx.accountViews.forget(auth.userId);
  return { securityTime };
}

// ── Enterprise info ──────────────────────────────────────────────────────────

/** A contact as answered: its row without its space and change time, created in epoch seconds. */
function toContact({ tenantId: _tenantId, updatedAt: _updatedAt, createdAt, ...contact }: typeof companyContacts.$inferSelect): CompanyContact {
  return { ...contact, createdAt: epochSeconds(createdAt) };
}

async function listContacts(db: Db, tenantId: string): Promise<CompanyContact[]> {
  const rows = await db
    .select()
    .from(companyContacts)
    .where(scopeOf(tenantId).where(companyContacts))
    .orderBy(asc(companyContacts.createdAt), asc(companyContacts.id));
  return rows.map(toContact);
}

/** The company of the caller's own space (requireEnterpriseOwner) with its certification state and contacts. */
export async function companyInfo(ctx: Ctx, auth: AuthContext): Promise<CompanyInfo> {
  const info = await profile(ctx, auth);
  return {
    companyName: info.companyName,
    accountType: info.accountType,
    certificationStatus: await certificationStatusOf(ctx.db, auth.tenantId),
    contacts: await listContacts(ctx.db, auth.tenantId),
  };
}

/** Renames the owner's space; every member sees the new name in their space list. */
export async function changeCompanyName(ctx: Ctx, auth: AuthContext, companyName: string): Promise<{ companyName: string }> {
  const members = await ctx.db.transaction(async (tx) => {
    const renamed = await tx
      .update(tenants)
      .set({ companyName })
      .where(and(eq(tenants.id, auth.tenantId), eq(tenants.ownerUserId, auth.userId)))
      .returning({ id: tenants.id });
    if (renamed.length === 0) throw new AppError(ErrorCode.OwnerOnly);
    return tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.tenantId, auth.tenantId));
  });
  for (const { userId } of members) ctx.accountViews.forget(userId);
  return { companyName };
}

export async function addContact(ctx: Ctx, auth: AuthContext, input: ContactInput): Promise<CompanyContact> {
  const scope = scopeOf(auth.tenantId);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(companyContacts).where(scope.where(companyContacts));
    if ((existing?.n ?? 0) >= CONTACT_MAX_COUNT) throw new AppError(ErrorCode.Conflict, { max: CONTACT_MAX_COUNT }, 'error.contactLimit');
    const [inserted] = await tx
      .insert(companyContacts)
      .values(scope.values({ id: randomUUID(), ...input, createdAt: now, updatedAt: now }))
      .returning();
    return inserted!;
  });
  return toContact(row);
}

export async function updateContact(ctx: Ctx, auth: AuthContext, id: string, input: ContactInput): Promise<CompanyContact> {
  const scope = scopeOf(auth.tenantId);
  const [row] = await ctx.db
    .update(companyContacts)
    .set(scope.set({ ...input, updatedAt: ctx.clock.now() }))
    .where(scope.where(companyContacts, eq(companyContacts.id, id)))
    .returning();
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toContact(row);
}

export async function deleteContact(ctx: Ctx, auth: AuthContext, id: string): Promise<void> {
  const scope = scopeOf(auth.tenantId);
  const removed = await ctx.db
    .delete(companyContacts)
    .where(scope.where(companyContacts, eq(companyContacts.id, id)))
    .returning({ id: companyContacts.id });
  if (removed.length === 0) throw new AppError(ErrorCode.NotFound);
}
