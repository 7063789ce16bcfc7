import { inArray } from 'drizzle-orm';
import type { ProductFunction } from '@iotc/shared/functions';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { DeviceNature } from '@iotc/shared/devices';
import type { DeviceDirectory, DeviceIdentity } from '../../core/broker/index.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { BusTopic, type Bus } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { CACHE_TTL_MS } from '../../core/ttlCache.ts';
import { listFunctions } from '../functions/service.ts';
import { productLabels } from '../products/readModel.ts';
import { devices } from './tables.ts';

/** A JSON array of dids whose cached rows are stale (deleted devices): every instance drops them, and their connections stop working. */
export const DEVICES_FORGET_TOPIC = 'devices.forget';

/** Call after deleting devices (any path): their credentials stop working on every instance at once, not after CACHE_TTL_MS. */
export async function forgetDevices(bus: Bus, dids: readonly string[]): Promise<void> {
  if (dids.length > 0) await bus.publish(DEVICES_FORGET_TOPIC, JSON.stringify(dids));
}

/**
 * Functions change only through calls that end in productsChanged, whose real-time message reaches every
 * instance: this is only the bound should one be lost.
 */
const FUNCTIONS_TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;
/** Dids looked up in one query. */
const LOAD_CHUNK = 1000;

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * A read cache by key with a time limit; full, it starts over. An expired entry stays as the last known value,
 * for when a fresh read fails (the database is away: a device keeps working on what was known of it).
 */
class Expiring<V> {
  readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): Entry<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > Date.now() ? hit : undefined;
  }

  lastKnown(key: string): Entry<V> | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}

/**
 * Device rows (did → space, product, product key, username, nature) and product functions for the broker
 * and the ingest, in memory. Device rows live CACHE_TTL_MS (a device deleted by any path stops working
 * within it; forgetDevices and product changes drop them at once); lookups of one tick share one query, so
 * thousands of devices reconnecting at once cost a few queries. Functions are dropped by the product
 * message every function change publishes (productsChanged), here and on the other instances.
 */
export class IngestDirectory implements DeviceDirectory {
  private readonly devices = new Expiring<DeviceIdentity | null>(CACHE_TTL_MS);
  private readonly functions = new Expiring<Promise<readonly ProductFunction[] | null>>(FUNCTIONS_TTL_MS);
  private queued = new Map<string, { resolve(v: DeviceIdentity | null): void; reject(e: unknown): void; promise: Promise<DeviceIdentity | null> }>();
  private readonly loading = new Map<string, Promise<DeviceIdentity | null>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Db,
    bus: Bus,
  ) {
    this.unsubscribe = [
      bus.subscribe(DEVICES_FORGET_TOPIC, (message) => {
        for (const did of JSON.parse(message) as string[]) this.devices.entries.delete(did);
      }),
      bus.subscribe(BusTopic.Realtime, (message) => {
        // Cheap test first: most real-time messages are not about products.
        if (!message.includes(`"kind":"${RealtimeKind.Product}"`)) return;
        const { kind, data } = JSON.parse(message) as { kind: string; data: { ids?: string[] } };
        if (kind === RealtimeKind.Product && Array.isArray(data.ids)) this.forgetProducts(data.ids);
      }),
    ];
  }

  get(did: string): Promise<DeviceIdentity | null> {
    const hit = this.devices.get(did);
    if (hit) return Promise.resolve(hit.value);
    const pending = this.loading.get(did) ?? this.queued.get(did)?.promise;
    if (pending) return pending;
    let resolve!: (v: DeviceIdentity | null) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<DeviceIdentity | null>((res, rej) => ((resolve = res), (reject = rej)));
    if (this.queued.size === 0) setImmediate(() => void this.load());
    this.queued.set(did, { resolve, reject, promise });
    return promise;
  }

  /** The product's functions; null when the product is gone. While they cannot be read, the last ones read. */
  functionsOf(device: DeviceIdentity): Promise<readonly ProductFunction[] | null> {
    const hit = this.functions.get(device.productId);
    if (hit) return hit.value;
    const previous = this.functions.lastKnown(device.productId)?.value;
    const loaded = listFunctions(this.db, scopeOf(device.tenantId), device.productId).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      this.functions.entries.delete(device.productId);
      if (previous) {
        // Kept for the next reader, without a fresh lifetime: the next read tries the database again.
        this.functions.entries.set(device.productId, { value: previous, until: 0 });
        return previous;
      }
      throw error;
    });
    this.functions.set(device.productId, loaded);
    return loaded;
  }

  forgetProducts(productIds: readonly string[]): void {
    const ids = new Set(productIds);
    for (const id of ids) this.functions.entries.delete(id);
    for (const [did, entry] of this.devices.entries) if (entry.value && ids.has(entry.value.productId)) this.devices.entries.delete(did);
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }

  private async load(): Promise<void> {
    const batch = this.queued;
    this.queued = new Map();
    for (const [did, q] of batch) this.loading.set(did, q.promise);
    const dids = [...batch.keys()];
    try {
      for (let i = 0; i < dids.length; i += LOAD_CHUNK) {
        const chunk = dids.slice(i, i + LOAD_CHUNK);
        const rows = await this.db
          .select({ did: devices.id, tenantId: devices.tenantId, productId: devices.productId, username: devices.username, nature: devices.nature })
          .from(devices)
          .where(inArray(devices.id, chunk));
        const labels = await productLabels(this.db, rows.map((row) => row.productId));
        // A device whose product went meanwhile went with it.
        const found = new Map(
          rows.flatMap((row) => {
            const product = labels.get(row.productId);
            return product ? [[row.did, { ...row, productKey: product.productKey, nature: row.nature as DeviceNature }] as const] : [];
          }),
        );
        for (const did of chunk) {
          const identity = found.get(did) ?? null;
          this.devices.set(did, identity);
          batch.get(did)!.resolve(identity);
        }
      }
    } catch (error) {
      // What was known of a device still holds while its row cannot be read; a device never seen is refused.
      for (const [did, q] of batch) {
        const known = this.devices.lastKnown(did);
        if (known) q.resolve(known.value);
        else q.reject(error);
      }
    } finally {
      for (const did of dids) this.loading.delete(did);
    }
  }
}
