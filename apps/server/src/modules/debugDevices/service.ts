import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE, ErrorCode, translate } from '@iotc/shared';
import { DeviceNature, OnlineStatus } from '@iotc/shared/devices';
import type { Lang, PageResult } from '@iotc/shared';
import type { AppAccount, DebugDevice, debugDeviceListQuery, RegionServerId } from '@iotc/shared/debugDevices';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { listPage, page } from '../../core/search.ts';
import { spaceApp } from '../apps/service.ts';
import { devicesChanged, registryEntries } from '../devices/service.ts';
import { productOf } from '../products/access.ts';
import { fieldError } from '../../core/fieldError.ts';
import { quotaOf } from '../quota/service.ts';
import { normalizeTestAccount } from '../testService/service.ts';
import { appAccounts, debugDevices } from './tables.ts';

/**
 * Real debug devices (spec 001 §3, §5): real devices of a product bound to an account of one of the
 * space's apps, in a region. Every refusal is decided before the one transaction that writes.
 */

type Ctx = Pick<FastifyInstance, 'db' | 'clock' | 'realtime'>;
type DebugRow = typeof debugDevices.$inferSelect;
type AccountRow = typeof appAccounts.$inferSelect;

const toAccount = (row: AccountRow): AppAccount => ({ id: row.id, appId: row.appId, account: row.account, createdAt: epochSeconds(row.createdAt) });

/** The app of the caller's space, refused naming the field when it is not one. */
async function appOf(db: Db, scope: TenantScope, lang: Lang, appId: string) {
  const app = await spaceApp(db, scope, appId);
  if (!app) throw fieldError(lang, 'appId', 'validation.appNotInSpace');
  return app;
}

export async function listAppAccounts(db: Db, scope: TenantScope, appId: string): Promise<AppAccount[]> {
  if (!(await spaceApp(db, scope, appId))) throw new AppError(ErrorCode.NotFound);
  const rows = await db
    .select()
    .from(appAccounts)
    .where(scope.where(appAccounts, eq(appAccounts.appId, appId)))
    .orderBy(asc(appAccounts.createdAt), asc(appAccounts.id));
  return rows.map(toAccount);
}

/** device/addAppAccount: the account (e-mail without case) once per app. */
export async function addAppAccount(ctx: Ctx, scope: TenantScope, lang: Lang, appId: string, account: string): Promise<AppAccount> {
  await appOf(ctx.db, scope, lang, appId);
  const [row] = await ctx.db
    .insert(appAccounts)
    .values(scope.values({ id: randomUUID(), appId, account: normalizeTestAccount(account), createdAt: ctx.clock.now() }))
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(ErrorCode.AppAccountExists);
  return toAccount(row);
}

/** The rows as the list shows them, with their device's name and online state from the registry. */
async function withRegistry(db: Db, scope: TenantScope, rows: DebugRow[]): Promise<DebugDevice[]> {
  const entries = new Map((await registryEntries(db, scope, rows.map((r) => r.did))).map((e) => [e.id, e]));
  return rows.map((row) => {
    const entry = entries.get(row.did);
    return {
      id: row.id,
      did: row.did,
      name: entry?.name ?? '',
      onlineStatus: entry?.online ? OnlineStatus.Online : OnlineStatus.Offline,
      productId: row.productId,
      appId: row.appId,
      appName: row.appName,
      appKey: row.appKey,
      regionServerId: row.regionServerId,
      userAccount: row.userAccount,
      userId: row.userId,
      createdAt: epochSeconds(row.createdAt),
    };
  });
}

/** One page of the product's debug devices, newest first. */
export async function listDebugDevices(db: Db, scope: TenantScope, query: z.output<typeof debugDeviceListQuery>): Promise<PageResult<DebugDevice>> {
  await productOf(db, scope, query.productId);
  const where = scope.where(debugDevices, eq(debugDevices.productId, query.productId));
  const found = await listPage(
    query,
    db.select().from(debugDevices).where(where).orderBy(desc(debugDevices.createdAt), desc(debugDevices.id)).$dynamic(),
    db.select({ n: count() }).from(debugDevices).where(where),
  );
  return page(await withRegistry(db, scope, found.list), found.total, query);
}

export interface NewDebugDevices {
  productId: string;
  appId: string;
  regionServerId: RegionServerId;
  userAccount: string;
  dids: readonly string[];
}

/**
 * Binds real devices of the product to an App account (one, or a batch of `dids` that the schema
 * checked against its count). A batch is capped by the space owner's account type; every device must be
 * a real device of the product in the space and not yet a debug device; the account must be one of the app's.
 */
export async function addDebugDevices(
  ctx: Ctx,
  scope: TenantScope,
  caller: { userId: string; lang: Lang },
  input: NewDebugDevices,
  options: { batch: boolean },
): Promise<DebugDevice[]> {
  const { db } = ctx;
  const { lang } = caller;
  await productOf(db, scope, input.productId);
  if (options.batch) {
    const { accountType } = await quotaOf(ctx, scope.tenantId);
    const max = DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE[accountType];
    if (input.dids.length > max) throw new AppError(ErrorCode.DebugDeviceBatchLimit, { max, type: translate(lang, `debugDevice.accountType.${accountType}`) });
  }
  const app = await appOf(db, scope, lang, input.appId);
  const userAccount = normalizeTestAccount(input.userAccount);
  const [account] = await db
    .select({ id: appAccounts.id })
    .from(appAccounts)
    .where(scope.where(appAccounts, eq(appAccounts.appId, app.id), eq(appAccounts.account, userAccount)));
  if (!account) throw fieldError(lang, 'userAccount', 'validation.appAccountUnknown');

  const real = new Set(
    (await registryEntries(db, scope, input.dids)).filter((e) => e.productId === input.productId && e.nature === DeviceNature.Real).map((e) => e.id),
  );
  const stranger = input.dids.find((did) => !real.has(did));
  if (stranger !== undefined) throw fieldError(lang, options.batch ? 'dids' : 'did', 'validation.debugNotRealDevice', { did: stranger });

  const now = ctx.clock.now();
  const rows = input.dids.map((did, i) =>
    scope.values({
      id: randomUUID(),
      productId: input.productId,
      did,
      appId: app.id,
      appName: app.name,
      appKey: app.appKey,
      regionServerId: input.regionServerId,
      userAccount,
      userId: caller.userId,
      // A millisecond apart, so newest-first lists a batch in the order its IDs were given.
      createdAt: new Date(now.getTime() + input.dids.length - 1 - i),
    }),
  );
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ did: debugDevices.did })
      .from(debugDevices)
      .where(scope.where(debugDevices, inArray(debugDevices.did, [...input.dids])))
      .limit(1);
    if (taken) throw new AppError(ErrorCode.DebugDeviceExists, { did: taken.did });
    // Two calls racing for one device: the unique did decides, and the loser's whole batch rolls back.
    const inserted = await tx.insert(debugDevices).values(rows).onConflictDoNothing().returning();
    if (inserted.length !== rows.length) {
      const won = new Set(inserted.map((r) => r.did));
      throw new AppError(ErrorCode.DebugDeviceExists, { did: input.dids.find((did) => !won.has(did)) ?? '' });
    }
    return inserted;
  });
  await devicesChanged(ctx, scope, input.dids);
  return withRegistry(db, scope, created.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));
}

/** Removes debug devices of the product (the devices themselves stay). An id not of the product refuses the whole call (404). */
export async function deleteDebugDevices(ctx: Ctx, scope: TenantScope, productId: string, ids: readonly string[]): Promise<void> {
  await productOf(ctx.db, scope, productId);
  const unique = [...new Set(ids)];
  const where = scope.where(debugDevices, eq(debugDevices.productId, productId), inArray(debugDevices.id, unique));
  const dids = await ctx.db.transaction(async (tx) => {
    const found = await tx.select({ did: debugDevices.did }).from(debugDevices).where(where);
    if (found.length !== unique.length) throw new AppError(ErrorCode.NotFound);
    await tx.delete(debugDevices).where(where);
    return found.map((r) => r.did);
  });
  await devicesChanged(ctx, scope, dids);
}
