import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import type { Lang } from '@iotc/shared';
import type { GuideDemo } from '@iotc/shared/guide';
import { OnlineStatus } from '@iotc/shared/devices';
import type { VirtualDevice } from '@iotc/shared/virtualDevices';
import { perDatabase, type Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { listDictRows } from '../dictionary/service.ts';
import { productsChanged } from '../products/access.ts';
import { demoProductOf } from '../products/readModel.ts';
import { createVirtualDevices, listVirtualDevices } from '../virtualDevices/service.ts';
import { seedDemoProduct } from './seed.ts';

/**
 * What the guided tour walks through (spec 001 §4 Tour): the space's demo product ("Smart Bulb Demo",
 * made the way the demo data makes it) and a virtual device of it, created on first use and reused after.
 */

type Ctx = Pick<FastifyInstance, 'db' | 'clock' | 'realtime' | 'bus'>;

/** Namespace (first key) of the transaction lock that serializes the demo product's creation per space across instances. */
const DEMO_LOCK_NAMESPACE = 7012;
/** An existing device that is offline (the runner restarting it) is waited for this long: the rest of the client's time-out is left for the answer. */
const ONLINE_WAIT_MS = VIRTUAL_DEVICE_TIMEOUT_MS - 5_000;
const POLL_MS = 100;

/** The dictionary entry an operator sets the App download address in (absolute, or a path of the console). */
export const APP_URL_DICT = { type: 'demoApp', label: 'app_download_url' } as const;
/** Until an operator sets one: the console's page about the App (its usage licence), which always opens. */
export const DEFAULT_APP_PATH = '/doc/appUsageLicense';

/** Calls of one space in flight on this instance: a double click makes one demo, not two. */
const inFlight = perDatabase(() => new Map<string, Promise<GuideDemo>>());

async function ensureDemoProduct(ctx: Ctx, scope: TenantScope, userId: string) {
  const existing = await demoProductOf(ctx.db, scope);
  if (existing) return existing;
  const created = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_LOCK_NAMESPACE))}, hashtext(${scope.tenantId}))`);
    // seedDemoProduct makes nothing when another call made it while this one waited for the lock.
    await seedDemoProduct(tx, scope.tenantId, userId, ctx.clock.now());
    return demoProductOf(tx, scope);
  });
  if (!created) throw new Error('the demo product was not created');
  // The space's open tabs list it.
  await productsChanged(ctx, scope, [created.id]);
  return created;
}

const isOnline = (d: VirtualDevice) => d.onlineStatus === OnlineStatus.Online;

/** Resolves once the registry says the device is online (or it is gone), or when `waitMs` runs out. */
async function waitOnline(db: Db, scope: TenantScope, productId: string, did: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const device = (await listVirtualDevices(db, scope, productId)).find((d) => d.did === did);
    if (!device || isOnline(device)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function provision(ctx: Ctx, scope: TenantScope, creator: { userId: string; lang: Lang }): Promise<GuideDemo> {
  const product = await ensureDemoProduct(ctx, scope, creator.userId);
  const devices = await listVirtualDevices(ctx.db, scope, product.id);
  const existing = devices.find(isOnline) ?? devices[0];
  let did: string;
  if (existing) {
    did = existing.did;
    if (!isOnline(existing)) await waitOnline(ctx.db, scope, product.id, did, ONLINE_WAIT_MS);
  } else {
    // Started by the runner; answered once online (bounded by the virtual-device time-out).
    const [device] = await createVirtualDevices(ctx, scope, creator, product.id, 1);
    did = device!.did;
  }
  return { productId: product.id, productKey: product.productKey, did };
}

/**
 * The space's demo product and a virtual device of it, preferring one that is online: both made when
 * missing (the product with its standard and custom functions, the device started by the runner and
 * waited for), reused otherwise.
 */
export function ensureGuideDemo(ctx: Ctx, scope: TenantScope, creator: { userId: string; lang: Lang }): Promise<GuideDemo> {
  const calls = inFlight(ctx.db);
  const running = calls.get(scope.tenantId);
  if (running) return running;
  const call = provision(ctx, scope, creator).finally(() => calls.delete(scope.tenantId));
  calls.set(scope.tenantId, call);
  return call;
}

/** The App download address: the operator's dictionary entry, or the console's page about the App, made absolute. */
export async function appDownloadUrl(db: Db, publicUrl: string): Promise<string> {
  const rows = await listDictRows(db, APP_URL_DICT.type);
  const configured = rows.find((row) => row.dictLabel === APP_URL_DICT.label)?.dictValue.trim();
  return new URL(configured || DEFAULT_APP_PATH, `${publicUrl}/`).href;
}
