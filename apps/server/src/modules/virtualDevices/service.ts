import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkDps, ErrorCode, translate, VIRTUAL_DEVICE_TIMEOUT_MS, VIRTUAL_DEVICES_PER_PRODUCT_MAX } from '@iotc/shared';
import { DeviceNature } from '@iotc/shared/devices';
import type { Lang } from '@iotc/shared';
import type { ReportVirtualDeviceBody, VirtualDevice } from '@iotc/shared/virtualDevices';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { fieldError } from '../../core/fieldError.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { insertDevices } from '../devices/credentials.ts';
import type { NewDevice } from '../devices/credentials.ts';
import { forgetDevices } from '../devices/ingestDirectory.ts';
import { countByOnline, deleteDevices, deviceItemOf, devicesChanged, devicesOfNature, type DeviceRow } from '../devices/service.ts';
import { listFunctions } from '../functions/service.ts';
import { productOf } from '../products/access.ts';
import type { ProductRow } from '../products/access.ts';
import { randomLowerAlnum } from '../../core/keys.ts';
import { accountsOf } from '../users/service.ts';
import { announceChange, reportThrough, retireDevices } from './runner.ts';

/**
 * Virtual devices (spec 001 §3): device rows of nature Virtual that the runner (runner.ts) keeps
 * connected through the broker. The calls write the rows and tell the runner, wherever it runs.
 */

type Ctx = Pick<FastifyInstance, 'db' | 'clock' | 'realtime' | 'bus'>;

const DID_LENGTH = 20;
const USERNAME_LENGTH = 16;
/** generate/add wait this long for the new devices to come online: the rest of the client's time-out is left for the answer. */
const ONLINE_WAIT_MS = VIRTUAL_DEVICE_TIMEOUT_MS - 5_000;
/** delete waits this long for the runner to stop the devices. */
const OFFLINE_WAIT_MS = 5_000;
const POLL_MS = 100;
/** Namespace (first key) of the transaction lock that serializes creations per product, so two calls cannot pass the limit together. */
const CREATE_LOCK_NAMESPACE = 7011;

function toVirtualDevice(row: DeviceRow, product: ProductRow, userAccount: string | undefined): VirtualDevice {
  return { ...deviceItemOf(row, product), userAccount: userAccount ?? '' };
}

/** The product's virtual devices (all of them, or the given dids), newest first, with their creator's account. */
async function virtualDevicesOf(db: Db, scope: TenantScope, product: ProductRow, dids?: readonly string[]): Promise<VirtualDevice[]> {
  const rows = await devicesOfNature(db, scope, product.id, DeviceNature.Virtual, dids);
  const accounts = await accountsOf(db, rows.map((row) => row.createdBy));
  return rows.map((row) => toVirtualDevice(row, product, row.createdBy ? accounts.get(row.createdBy) : undefined));
}

export async function listVirtualDevices(db: Db, scope: TenantScope, productId: string): Promise<VirtualDevice[]> {
  return virtualDevicesOf(db, scope, await productOf(db, scope, productId));
}

/** Names "<product> virtual <n>" with the lowest numbers the product's virtual devices do not use yet. */
function freeNames(lang: Lang, product: string, taken: ReadonlySet<string>, count: number): string[] {
  const names: string[] = [];
  for (let n = 1; names.length < count; n++) {
    const name = translate(lang, 'device.virtualName', { product, n });
    if (!taken.has(name)) names.push(name);
  }
  return names;
}

/** Resolves once every device's registry row has this online flag, or when `waitMs` runs out. */
async function waitFor(db: Db, scope: TenantScope, dids: readonly string[], online: boolean, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if ((await countByOnline(db, scope, dids, online)) === dids.length) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Creates `count` virtual devices of the product, refused with VirtualDeviceLimit beyond
 * VIRTUAL_DEVICES_PER_PRODUCT_MAX, and answers them once they are online (bounded by ONLINE_WAIT_MS).
 * They do not count against the space's device quota (credentialCounts counts real devices only).
 */
export async function createVirtualDevices(
  ctx: Ctx,
  scope: TenantScope,
  creator: { userId: string; lang: Lang },
  productId: string,
  count: number,
): Promise<VirtualDevice[]> {
  const product = await productOf(ctx.db, scope, productId);
  const now = ctx.clock.now();
  const dids = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(CREATE_LOCK_NAMESPACE))}, hashtext(${productId}))`);
    const existing = await devicesOfNature(tx, scope, productId, DeviceNature.Virtual);
    if (existing.length + count > VIRTUAL_DEVICES_PER_PRODUCT_MAX) throw new AppError(ErrorCode.VirtualDeviceLimit, { max: VIRTUAL_DEVICES_PER_PRODUCT_MAX });
    const names = freeNames(creator.lang, product.name, new Set(existing.map((e) => e.name)), count);
    const rows: NewDevice[] = names.map((name, i) =>
      scope.values({
        id: randomLowerAlnum(DID_LENGTH),
        productId,
        nature: DeviceNature.Virtual,
        name,
        username: randomLowerAlnum(USERNAME_LENGTH),
        createdBy: creator.userId,
        // A millisecond apart, so newest-first lists them in reverse creation order.
        createdAt: new Date(now.getTime() + i),
        updatedAt: now,
      }),
    );
    await insertDevices(tx, rows);
    return rows.map((row) => row.id);
  });
  await announceChange(ctx.bus, [productId]);
  // Bounded: one that did not come online in time is answered as offline.
  await waitFor(ctx.db, scope, dids, true, ONLINE_WAIT_MS);
  await devicesChanged(ctx, scope, dids);
  return virtualDevicesOf(ctx.db, scope, product, dids);
}

/**
 * Deletes virtual devices of the product with their state, logs and malfunctions. The runner stops them
 * first, so what they send while going away is written before their logs are deleted. A did that is
 * not a virtual device of the product refuses the whole call (404) and changes nothing.
 */
export async function deleteVirtualDevices(ctx: Ctx, scope: TenantScope, productId: string, dids: readonly string[]): Promise<void> {
  await productOf(ctx.db, scope, productId);
  const unique = [...new Set(dids)];
  const rows = await devicesOfNature(ctx.db, scope, productId, DeviceNature.Virtual, unique);
  if (rows.length !== unique.length) throw new AppError(ErrorCode.NotFound);
  await retireDevices(ctx.bus, unique);
  await waitFor(ctx.db, scope, unique, false, OFFLINE_WAIT_MS);
  await deleteDevices(ctx.db, scope, unique);
  // Their credentials stop working on every instance at once.
  await forgetDevices(ctx.bus, unique);
  await announceChange(ctx.bus, [productId]);
  await devicesChanged(ctx, scope, unique);
}

/** Problems of the data point itself (not of the value) name the DP ID field. */
const DP_PROBLEMS = new Set(['device.problem.unknownDp', 'device.problem.sendOnly']);

/**
 * Has an online virtual device of the product report one value, through its own connection and so the
 * ingest like any report (device log, state, debug page). The value is checked as the ingest checks a
 * report (type, range, step, enum, length; a send-only data point refused): a bad one is a 422 naming the
 * field, and nothing is sent.
 */
export async function reportVirtualValue(ctx: Ctx, scope: TenantScope, lang: Lang, body: ReportVirtualDeviceBody): Promise<void> {
  const [row] = await devicesOfNature(ctx.db, scope, body.productId, DeviceNature.Virtual, [body.did]);
  if (!row) throw new AppError(ErrorCode.NotFound);
  const dps = { [body.dpId]: body.value };
  const [problem] = checkDps(await listFunctions(ctx.db, scope, body.productId), dps, 'report');
  if (problem) throw fieldError(lang, DP_PROBLEMS.has(problem.reason) ? 'dpId' : 'value', problem.reason, problem.params);
  if (!row.online) throw new AppError(ErrorCode.DeviceOffline);
  await reportThrough(ctx.bus, body.did, dps);
}
