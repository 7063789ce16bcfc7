import type { FastifyInstance } from 'fastify';
import { DeviceAuthError, VirtualDevice } from '@iotc/device-sdk';
import { ErrorCode, MQTT_RECONNECT_MS } from '@iotc/shared';
import type { Dps } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { DeviceNature } from '@iotc/shared/devices';
import { RealtimeKind } from '@iotc/shared/realtime';
import { LockHolder } from '../../core/advisoryLock.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { AppError } from '../../core/errors.ts';
import { BusTopic } from '../../core/realtime.ts';
import type { Bus } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { devicesWithState, existingDids, productsWithNature, type DeviceRow } from '../devices/service.ts';
import { listFunctions } from '../functions/service.ts';
import { productOf } from '../products/access.ts';

/**
 * Runs the virtual devices of every space: one VirtualDevice (packages/device-sdk) per virtual device
 * row, connected through the broker like any device, started with its functions and its last state
 * (device_states, written by the ingest pipeline from the devices' own reports), so they come back
 * with their state after a restart.
 *
 * One instance runs them. Instances sharing a database compete for a session-level PostgreSQL advisory
 * lock (on PGlite too, where the single session makes it always ours); the holder runs every virtual
 * device, the others try again every LOCK_RETRY_MS (core/advisoryLock.ts, LockHolder) and take over when the
 * holder's connection ends (a killed or stopped instance). The holder checks its lock connection on the same interval and stops
 * its devices when it is lost, so two instances never run the same device for longer than that.
 *
 * Changes reach the runner on the bus, from whichever instance served the call: the virtual-device
 * calls announce the products whose devices they added or deleted and the devices about to be deleted
 * (VIRTUAL_DEVICES_TOPIC), and the products module's real-time `product` message after any product
 * change (functions included) makes the runner re-read those products' models and restart the devices
 * whose model changed (no polling). Between instances the bus is Redis (REDIS_URL).
 *
 * Like sensors, the running devices report their readings by themselves: one scheduler for all of them
 * (a single timer, not one per device or data point) asks each device to report every
 * config.virtualReportMs, jittered by a third either way so hundreds of devices spread their reports.
 * A value the user has a device report (the debug page) also arrives on the bus, for the holder to send.
 */

/** Bus topic of RunnerRequest messages. */
const VIRTUAL_DEVICES_TOPIC = 'virtualDevices.changed';

interface RunnerRequest {
  /** Products whose virtual devices were added or deleted: the runner reconciles them with the database. */
  products?: readonly string[];
  /** Devices about to be deleted: stopped, and not started again while their rows remain. */
  stop?: readonly string[];
  /** A value the device is to report, as a real device would (checked by the caller). */
  report?: { did: string; dps: Dps };
}

/** How long stopping one device may take (its goodbye and DISCONNECT). */
const STOP_WAIT_MS = 2_000;
/** The longest wait between two rounds of the report scheduler. */
const REPORT_TICK_MAX_MS = 1_000;
/** A device's report interval is the configured mean times 1 ± this, at random. */
const REPORT_JITTER = 1 / 3;
/** The advisory lock's key (any constant of this installation's schema). */
const RUNNER_LOCK_KEY = '7011596403';

/** Tells the runner, on whichever instance holds the lock, that these products' virtual devices were added or deleted. */
export async function announceChange(bus: Bus, productIds: readonly string[]): Promise<void> {
  await bus.publish(VIRTUAL_DEVICES_TOPIC, JSON.stringify({ products: productIds } satisfies RunnerRequest));
}

/** Has the virtual device report these values through its own connection (on whichever instance runs it). */
export async function reportThrough(bus: Bus, did: string, dps: Dps): Promise<void> {
  await bus.publish(VIRTUAL_DEVICES_TOPIC, JSON.stringify({ report: { did, dps } } satisfies RunnerRequest));
}

/** Has the runner stop devices that are about to be deleted (so nothing they send is written after their rows are gone). */
export async function retireDevices(bus: Bus, dids: readonly string[]): Promise<void> {
  await bus.publish(VIRTUAL_DEVICES_TOPIC, JSON.stringify({ stop: dids } satisfies RunnerRequest));
}

interface Running {
  device: VirtualDevice;
  productId: string;
  /** The product key and functions it was started with: a change restarts it. */
  model: string;
  /** The next connect attempt while the first one has not succeeded. */
  retry: NodeJS.Timeout | null;
  /** When (Date.now()) the scheduler next has it report its readings: an interval after its start-up report. */
  nextReportAt: number;
}

interface VirtualRow {
  id: string;
  username: string;
  info: DeviceRow['info'];
  state: Dps | null;
}

export class VirtualDeviceRunner {
  /** did → its running device. */
  private readonly running = new Map<string, Running>();
  /** Devices being deleted: kept stopped until their rows are gone. */
  private readonly retired = new Set<string>();
  /** Taken: every virtual device starts; lost: they all stop until it is taken again. */
  private readonly lock: LockHolder;
  private reportTimer: NodeJS.Timeout | null = null;
  /** Reconciliations run one after another, in the order asked. */
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribers: (() => void)[] = [];
  private closed = false;

  constructor(private readonly app: FastifyInstance) {
    this.lock = new LockHolder(app, RUNNER_LOCK_KEY, {
      name: 'virtual devices',
      taken: () => this.enqueue(null),
      lost: () => (this.queue = this.queue.then(() => this.stopAll())),
    });
  }

  async start(): Promise<void> {
    this.unsubscribers.push(
      this.app.bus.subscribe(VIRTUAL_DEVICES_TOPIC, (message) => this.onRequest(JSON.parse(message) as RunnerRequest)),
      this.app.bus.subscribe(BusTopic.Realtime, (message) => this.onRealtime(message)),
    );
    this.reportTimer = setInterval(() => this.reportDue(), Math.min(REPORT_TICK_MAX_MS, this.app.config.virtualReportMs / 4)).unref();
    await this.lock.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lock.stop();
    if (this.reportTimer) clearInterval(this.reportTimer);
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    await this.queue;
    await this.stopAll();
    await this.lock.release();
  }

  private onRequest(request: RunnerRequest): void {
    // Only the lock holder runs devices; another instance that takes over reads the rows as they are then.
    if (request.stop && this.lock.held) {
      const dids = request.stop;
      for (const did of dids) this.retired.add(did);
      this.queue = this.queue.then(() => Promise.all(dids.map((did) => this.stop(did)))).then(() => undefined);
    }
    if (request.products) this.enqueue(request.products);
    if (request.report) this.report(request.report.did, request.report.dps);
  }

  private report(did: string, dps: Dps): void {
    const entry = this.running.get(did);
    if (!entry) return;
    entry.device.set(dps).catch((err: unknown) => this.app.log.warn({ err, did }, 'virtual devices: a chosen value could not be reported'));
  }

  /** The next report interval: the configured mean, jittered. */
  private reportInterval(): number {
    return this.app.config.virtualReportMs * (1 - REPORT_JITTER + 2 * REPORT_JITTER * Math.random());
  }

  /** One round of the scheduler: every connected device whose time has come reports its readings. */
  private reportDue(): void {
    const now = Date.now();
    for (const [did, entry] of this.running) {
      if (entry.nextReportAt > now) continue;
      entry.nextReportAt = now + this.reportInterval();
      // One still connecting (or away) skips this round rather than queueing reports for later.
      if (!entry.device.client.connected) continue;
      entry.device.reportReadings().catch((err: unknown) => this.app.log.warn({ err, did }, 'virtual devices: a periodic report failed'));
    }
  }

  /** A product changed (the real-time `product` message every instance sees on the bus): restart its devices if their model changed. */
  private onRealtime(raw: string): void {
    // Cheap test first: most real-time messages are not about products.
    if (this.running.size === 0 || !raw.includes(`"kind":"${RealtimeKind.Product}"`)) return;
    const message = JSON.parse(raw) as { kind?: unknown; data?: { ids?: unknown } };
    if (message.kind !== RealtimeKind.Product || !Array.isArray(message.data?.ids)) return;
    const ids = (message.data.ids as unknown[]).filter((id): id is string => typeof id === 'string' && this.runsProduct(id));
    if (ids.length > 0) this.enqueue(ids);
  }

  private runsProduct(productId: string): boolean {
    for (const entry of this.running.values()) if (entry.productId === productId) return true;
    return false;
  }

  /** Brings the running devices of these products (null: of every product) in line with the database. */
  private enqueue(productIds: readonly string[] | null): void {
    this.queue = this.queue
      .then(() => this.reconcile(productIds))
      .catch((err: unknown) => this.app.log.error({ err }, 'virtual devices: reconciling failed'));
  }

  private async reconcile(productIds: readonly string[] | null): Promise<void> {
    if (!this.lock.held || this.closed) return;
    if (this.retired.size > 0) {
      const kept = await existingDids(this.app.db, [...this.retired]);
      for (const did of this.retired) if (!kept.has(did)) this.retired.delete(did);
    }
    // Which spaces have virtual devices of these products: the rows themselves are read in each space's scope.
    const owners = await productsWithNature(this.app.db, DeviceNature.Virtual, productIds);
    const found = new Set(owners.map((o) => o.productId));
    const gone = [...this.running.entries()].filter(([, e]) => !found.has(e.productId) && (!productIds || productIds.includes(e.productId)));
    await Promise.all(gone.map(([did]) => this.stop(did)));
    for (const owner of owners) await this.reconcileProduct(scopeOf(owner.tenantId), owner.productId);
  }

  private async reconcileProduct(scope: TenantScope, productId: string): Promise<void> {
    const db = this.app.db;
    const rows: VirtualRow[] = await devicesWithState(db, scope, productId, DeviceNature.Virtual);
    let productKey: string;
    let functions: ProductFunction[];
    try {
      productKey = (await productOf(db, scope, productId)).productKey;
      functions = await listFunctions(db, scope, productId);
    } catch (error) {
      // Deleted meanwhile: its devices went with it.
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return;
      throw error;
    }
    const model = JSON.stringify([productKey, functions]);
    const wanted = new Set(rows.map((row) => row.id));
    const stale = [...this.running.entries()].filter(([did, e]) => e.productId === productId && (!wanted.has(did) || e.model !== model));
    // A restarted device keeps the state it has now, which may be newer than the last one stored.
    const current = new Map(stale.map(([did, e]) => [did, e.device.state]));
    await Promise.all(stale.map(([did]) => this.stop(did)));
    for (const row of rows) {
      if (this.running.has(row.id) || this.retired.has(row.id)) continue;
      this.run(row, { productId, productKey, functions, model, state: current.get(row.id) ?? row.state });
    }
  }

  /** Starts a device without waiting for its connect, retrying while the broker is unreachable. */
  private run(row: VirtualRow, started: { productId: string; productKey: string; functions: ProductFunction[]; model: string; state: Dps | null }): void {
    const device = new VirtualDevice({
      url: this.app.broker.deviceUrl,
      credentials: { productKey: started.productKey, deviceId: row.id, username: row.username, password: devicePassword(this.app.config.deviceSecret, row.id) },
      functions: started.functions,
      // The device keeps only the saved values its model still accepts; the others take their start values.
      state: started.state ?? undefined,
      info: row.info ?? undefined,
    });
    const entry: Running = { device, productId: started.productId, model: started.model, retry: null, nextReportAt: Infinity };
    this.running.set(row.id, entry);
    const attempt = () =>
      device.start().then(() => {
        // Not before its start-up report, which carries the values it started with.
        entry.nextReportAt = Date.now() + this.reportInterval();
      }, (err: unknown) => {
        if (this.running.get(row.id) !== entry) return;
        this.app.log.warn({ err, did: row.id }, 'virtual devices: a device could not connect');
        // Refused credentials do not get better by retrying (the next reconciliation of its product tries again);
        // an unreachable broker does (the client retries by itself only once it has connected).
        if (err instanceof DeviceAuthError) void this.stop(row.id);
        else entry.retry = setTimeout(attempt, MQTT_RECONNECT_MS);
      });
    void attempt();
  }

  private async stop(did: string): Promise<void> {
    const entry = this.running.get(did);
    if (!entry) return;
    this.running.delete(did);
    if (entry.retry) clearTimeout(entry.retry);
    const stopped = entry.device.stop().catch((err: unknown) => this.app.log.warn({ err, did }, 'virtual devices: stopping a device failed'));
    // Bounded: a client whose link is already gone waits for acks of its messages in flight that never come.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(timer);
  }

  private async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((did) => this.stop(did)));
  }
}
