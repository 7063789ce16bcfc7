import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { escapeUnstorable } from '@iotc/shared';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import type { DeviceInfo, Dps } from '@iotc/shared';
import type { OriginChannel } from '@iotc/shared/devices';
import type { DeviceIdentity } from '../../core/broker/index.ts';
import { probeDatabase, sqlStateOf, type Db } from '../../core/db.ts';
import { deviceDeadLetters, deviceFaults, devices } from './tables.ts';

export interface LogRow {
  tenantId: string;
  deviceId: string;
  productId: string;
  eventType: DeviceEvent;
  funcKey: string | null;
  funcName: string | null;
  value: unknown;
  originChannel: OriginChannel;
  originDetail: string;
  mid: string | null;
  createdAt: Date;
}

export interface FaultRow {
  tenantId: string;
  deviceId: string;
  productId: string;
  code: string;
  params: Record<string, string | number> | null;
  reportFrom: string;
  reportType: FaultReportType;
  parameter: unknown;
  createdAt: Date;
}

/** Where a row belongs: every entry names its device, so one the database refuses can be set aside under it. */
type Owner = Pick<DeviceIdentity, 'tenantId' | 'productId'> & { did: string };

/**
 * One thing to write. A device's presence is asked when the batch is written (`online()`): the embedded broker
 * answers whether the device has an open connection then, so connects and disconnects that cross settle on the truth.
 */
type Entry =
  | { kind: 'log'; row: LogRow }
  | { kind: 'fault'; row: FaultRow }
  | { kind: 'state'; owner: Owner; dps: Dps; at: Date }
  | { kind: 'info'; owner: Owner; info: DeviceInfo; at: Date }
  | { kind: 'presence'; device: DeviceIdentity; online: () => boolean; at: Date; origin: OriginChannel };

interface Batch {
  entries: Entry[];
  /** Settles when every entry is committed or set aside; rejects when the writer gave up on it (closing with the database away). */
  done: Promise<void>;
  settle(error?: Error): void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  // A batch nobody waits for (QoS 0 only) must not raise an unhandled rejection.
  done.catch(() => undefined);
  return { entries: [], done, settle: (error) => (error ? reject(error) : resolve()) };
}

/** How long items wait for company before a flush. */
const FLUSH_DELAY_MS = 5;
/** Items that make a flush start at once. */
const BATCH_MAX = 4000;
/** How much the writer holds (buffered and being written) before it slows publishers down, and refuses. */
export interface WriterLimits {
  /** Items held above which publishers are asked to wait; they go on below `lowWater`. */
  highWater: number;
  lowWater: number;
  /** Items held beyond which a message is refused: its publisher keeps it and sends it again later. */
  hardLimit: number;
}

const DEFAULT_LIMITS: WriterLimits = { highWater: 40_000, lowWater: 10_000, hardLimit: 100_000 };
/**
 * Further attempts at a batch whose failure looks transient (a deadlock or serialization failure between
 * instances) while the database answers; after them, or at once for any other failure, the batch is split.
 */
const TRANSIENT_RETRIES = 2;
const DOWN_BACKOFF_MIN_MS = 100;
const DOWN_BACKOFF_MAX_MS = 5000;
/** The longest text kept of a set-aside row and of the database's reason. */
const DEAD_ROW_MAX_CHARS = 8192;
const DEAD_REASON_MAX_CHARS = 300;

/** The registry rows whose online state, activation or info a flush changed, by space. */
export type Changed = Map<string, Set<string>>;

/** What the writer did, for the tests that hold it to its bounds. */
export interface WriterStats {
  /** Transactions that failed while the database answered. */
  failedAttempts: number;
  /** Most attempts any one batch (or part of a split one) took while the database answered. */
  maxAttemptsPerBatch: number;
  /** Rows set aside in the dead-letter table. */
  setAside: number;
}

/** SQLSTATEs worth the same batch again: conflicts between concurrent writers, not the rows. */
const TRANSIENT_STATES = new Set(['40001', '40P01', '55P03']);

/** The database's reason, as the set-aside row and its malfunction say it. */
function reasonOf(error: unknown): string {
  const state = sqlStateOf(error);
  let message = error instanceof Error ? error.message : String(error);
  for (let e = error; e instanceof Error; e = e.cause) message = e.message;
  return escapeUnstorable(`${state ? `${state} ` : ''}${message}`).slice(0, DEAD_REASON_MAX_CHARS);
}

function ownerOf(entry: Entry): Owner {
  switch (entry.kind) {
    case 'log':
    case 'fault':
      return { tenantId: entry.row.tenantId, productId: entry.row.productId, did: entry.row.deviceId };
    case 'presence':
      return entry.device;
    default:
      return entry.owner;
  }
}

/** The entry as text that any database stores: JSON with the unstorable characters escaped, cut to size. */
function describeEntry(entry: Entry): string {
  let text: string;
  try {
    text = JSON.stringify(entry.kind === 'presence' ? { kind: entry.kind, did: entry.device.did, at: entry.at } : entry);
  } catch {
    text = `${entry.kind} (not serializable)`;
  }
  return escapeUnstorable(text).slice(0, DEAD_ROW_MAX_CHARS);
}

/**
 * Buffers what the ingest accepted and writes it in batches: every few ms, one transaction with
 * multi-row statements (the logs and faults as one JSON parameter each, every state merge in one upsert,
 * the presence and info changes in one update each). One flush runs at a time; callers learn when their
 * rows are committed (`committed()`), which is when a QoS 1 message is acknowledged.
 *
 * Nothing held up, nothing lost: a batch that fails while the database answers is tried again only for a
 * transient conflict, then split in halves until the one row the database refuses is set aside (the
 * dead-letter table and a malfunction say why) and every other row is written. While the database does not
 * answer, the same batch waits with a growing back-off, and the rows behind it stay held: past the high
 * water mark publishers are asked to wait, past the hard limit messages are refused (unacknowledged, so sent again).
 */
export class IngestWriter {
  readonly stats: WriterStats = { failedAttempts: 0, maxAttemptsPerBatch: 0, setAside: 0 };
  private next = newBatch();
  private inFlight = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;
  private databaseAway = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly onChanged: (changed: Changed) => void,
    private readonly log: FastifyBaseLogger,
    private readonly limits: WriterLimits = DEFAULT_LIMITS,
  ) {}

  logRow(row: LogRow): void {
    this.add({ kind: 'log', row });
  }

  fault(row: FaultRow): void {
    this.add({ kind: 'fault', row });
  }

  state(owner: Owner, dps: Dps, at: Date): void {
    this.add({ kind: 'state', owner, dps, at });
  }

  info(owner: Owner, info: DeviceInfo, at: Date): void {
    this.add({ kind: 'info', owner, info, at });
  }

  presence(device: DeviceIdentity, online: () => boolean, at: Date, origin: OriginChannel): void {
    this.add({ kind: 'presence', device, online, at, origin });
  }

  /** Settles once everything added so far is committed or set aside (rejects if the writer had to give up on it, or was closed). */
  committed(): Promise<void> {
    if (this.closed && this.next.entries.length === 0) return Promise.reject(new Error('device ingest closed'));
    return this.next.done;
  }

  /** A promise while too much is held: the caller waits before it takes more. */
  backlog(): Promise<void> | undefined {
    if (this.held < this.limits.highWater) return undefined;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** True when no more may be taken: the app is closing, or `hardLimit` items wait for the database. */
  get full(): boolean {
    return this.closed || this.held >= this.limits.hardLimit;
  }

  /** Writes everything held so far. */
  async drain(): Promise<void> {
    while (this.flushing || this.next.entries.length > 0) await (this.flushing ?? this.flush());
  }

  /** Writes everything still held (giving up at once if the database is away) and takes nothing more. */
  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private get held(): number {
    return this.next.entries.length + this.inFlight;
  }

  private add(entry: Entry): void {
    // After close nothing more is written: the connections closing with the app leave their presence to the
    // next start (the embedded broker marks every device offline then).
    if (this.closed) return;
    this.next.entries.push(entry);
    if (this.flushing) return;
    if (this.next.entries.length >= BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.next;
    this.next = newBatch();
    this.inFlight = batch.entries.length;
    this.flushing = this.writeAll(batch.entries).then(
      () => batch.settle(),
      (error: Error) => batch.settle(error),
    ).finally(() => {
      this.inFlight = 0;
      this.flushing = null;
      if (this.held < this.limits.lowWater) for (const resolve of this.waiters.splice(0)) resolve();
      if (this.next.entries.length > 0) void this.flush();
    });
    return this.flushing;
  }

  /** Writes the entries, splitting around rows the database refuses; waits while the database is away. */
  private async writeAll(entries: Entry[]): Promise<void> {
    let attempts = 0;
    for (let backoff = DOWN_BACKOFF_MIN_MS; ; ) {
      try {
        const changed = await this.db.transaction((tx) => write(tx, entries));
        this.databaseBack();
        if (changed.size > 0) this.onChanged(changed);
        return;
      } catch (error) {
        if (!(await probeDatabase(this.db))) {
          // Closing: the process is on its way out and must not wait for the database (QoS 1 messages held
          // here were not acknowledged, so their publishers send them again).
          if (this.closed) {
            this.log.error({ err: error, items: entries.length }, 'device ingest: closing with the database away, held items not written');
            throw new Error('device ingest closed before the database came back', { cause: error });
          }
          this.databaseGone(error);
          await sleep(backoff);
          backoff = Math.min(DOWN_BACKOFF_MAX_MS, backoff * 2);
          continue;
        }
        attempts++;
        this.stats.failedAttempts++;
        this.stats.maxAttemptsPerBatch = Math.max(this.stats.maxAttemptsPerBatch, attempts);
        if (TRANSIENT_STATES.has(sqlStateOf(error) ?? '') && attempts <= TRANSIENT_RETRIES) continue;
        if (entries.length === 1) return this.setAside(entries[0]!, error);
        const half = Math.ceil(entries.length / 2);
        await this.writeAll(entries.slice(0, half));
        return this.writeAll(entries.slice(half));
      }
    }
  }

  /** Keeps a row the database refused in the dead-letter table, with a malfunction that says why. */
  private async setAside(entry: Entry, error: unknown): Promise<void> {
    const owner = ownerOf(entry);
    const reason = reasonOf(error);
    const at = new Date();
    this.log.warn({ err: error, did: owner.did, kind: entry.kind }, 'device ingest: a row the database refused was set aside');
    const row = { tenantId: owner.tenantId, deviceId: owner.did, productId: owner.productId };
    const store = () =>
      this.db.transaction(async (tx) => {
        await tx.insert(deviceDeadLetters).values({ ...row, kind: entry.kind, reason, row: describeEntry(entry), createdAt: at });
        await tx.insert(deviceFaults).values({
          ...row,
          code: 'device.problem.notStored',
          params: { reason: reason.slice(0, 120) },
          reportFrom: entry.kind === 'log' || entry.kind === 'fault' ? 'server' : entry.kind,
          reportType: FaultReportType.Rejected,
          parameter: null,
          createdAt: at,
        });
      });
    for (let backoff = DOWN_BACKOFF_MIN_MS; ; backoff = Math.min(DOWN_BACKOFF_MAX_MS, backoff * 2)) {
      try {
        await store();
        this.stats.setAside++;
        return;
      } catch (storeError) {
        if (this.closed || (await probeDatabase(this.db))) {
          // Only escaped text goes in: a refusal here is a defect, and must not hold up the ingest either.
          this.log.error({ err: storeError, did: owner.did }, 'device ingest: a refused row could not be set aside either; dropped');
          return;
        }
        await sleep(backoff);
      }
    }
  }

  private databaseGone(error: unknown): void {
    if (this.databaseAway) return;
    this.databaseAway = true;
    this.log.warn({ err: error, held: this.held }, 'device ingest: the database does not answer; holding device data and retrying');
  }

  private databaseBack(): void {
    if (!this.databaseAway) return;
    this.databaseAway = false;
    this.log.warn({ held: this.held }, 'device ingest: the database answers again; writing what was held');
  }
}

function json(rows: unknown[]) {
  return sql`${JSON.stringify(rows)}::json`;
}

function mark(changed: Changed, tenantId: string, did: string): void {
  let ids = changed.get(tenantId);
  if (!ids) changed.set(tenantId, (ids = new Set()));
  ids.add(did);
}

/** One batch in one transaction, its entries grouped by kind in arrival order; returns the registry rows it changed. */
async function write(tx: Db, entries: Entry[]): Promise<Changed> {
  const changed: Changed = new Map();
  const logs: LogRow[] = [];
  const faults: FaultRow[] = [];
  /** did → this batch's reports merged in order. */
  const states = new Map<string, { dps: Dps; at: Date }>();
  /** did → the batch's last info/report. */
  const infos = new Map<string, { info: DeviceInfo; at: Date }>();
  const presence: Extract<Entry, { kind: 'presence' }>[] = [];
  for (const entry of entries) {
    switch (entry.kind) {
      case 'log':
        logs.push(entry.row);
        break;
      case 'fault':
        faults.push(entry.row);
        break;
      case 'state': {
        const current = states.get(entry.owner.did);
        if (current) states.set(entry.owner.did, { dps: { ...current.dps, ...entry.dps }, at: entry.at });
        else states.set(entry.owner.did, { dps: entry.dps, at: entry.at });
        break;
      }
      case 'info':
        infos.set(entry.owner.did, { info: entry.info, at: entry.at });
        break;
      case 'presence':
        presence.push(entry);
        break;
    }
  }
  if (presence.length > 0) logs.push(...(await writePresence(tx, presence, changed)));
  if (infos.size > 0) await writeInfos(tx, infos, changed);
  if (states.size > 0) {
    // Sorted: two instances merging into the same rows lock them in one order.
    const rows = [...states].sort(([a], [b]) => (a < b ? -1 : 1)).map(([did, s]) => ({ did, state: s.dps, at: s.at }));
    // Joined to devices: a device deleted meanwhile is skipped instead of failing the batch on the foreign key.
    await tx.execute(sql`
      insert into device_states (device_id, tenant_id, state, updated_at)
      select x.did, d.tenant_id, x.state, x.at
      from json_to_recordset(${json(rows)}) as x(did text, state jsonb, at timestamptz)
      join devices d on d.id = x.did
      on conflict (device_id) do update set state = device_states.state || excluded.state, updated_at = excluded.updated_at`);
  }
  if (logs.length > 0) {
    await tx.execute(sql`
      insert into device_logs (tenant_id, device_id, product_id, event_type, func_key, func_name, value, origin_channel, origin_detail, mid, created_at)
      select "tenantId", "deviceId", "productId", "eventType", "funcKey", "funcName", "value", "originChannel", "originDetail", "mid", "createdAt"
      from json_to_recordset(${json(logs)}) as x("tenantId" text, "deviceId" text, "productId" text, "eventType" smallint, "funcKey" text,
        "funcName" text, "value" jsonb, "originChannel" text, "originDetail" text, "mid" text, "createdAt" timestamptz)`);
  }
  if (faults.length > 0) {
    await tx.execute(sql`
      insert into device_faults (tenant_id, device_id, product_id, code, params, report_from, report_type, parameter, created_at)
      select "tenantId", "deviceId", "productId", "code", "params", "reportFrom", "reportType", "parameter", "createdAt"
      from json_to_recordset(${json(faults)}) as x("tenantId" text, "deviceId" text, "productId" text, "code" text, "params" jsonb,
        "reportFrom" text, "reportType" smallint, "parameter" jsonb, "createdAt" timestamptz)`);
  }
  return changed;
}

/**
 * Each device's presence as its broker tells it now, against the rows locked for the transaction: only a
 * change is written and logged (a device's connect and its own `online` message are one event), the first
 * connect activates the device.
 */
async function writePresence(tx: Db, events: Extract<Entry, { kind: 'presence' }>[], changed: Changed): Promise<LogRow[]> {
  const ids = [...new Set(events.map((e) => e.device.did))].sort();
  const rows = await tx
    .select({ id: devices.id, online: devices.online, activatedAt: devices.activatedAt })
    .from(devices)
    .where(inArray(devices.id, ids))
    .orderBy(devices.id)
    .for('update');
  const current = new Map(rows.map((r) => [r.id, { online: r.online, activated: r.activatedAt !== null, changedAt: null as Date | null, activatedAt: null as Date | null, lastActivatedAt: null as Date | null }]));
  const logs: LogRow[] = [];
  for (const e of events) {
    const row = current.get(e.device.did);
    const online = e.online();
    if (!row || row.online === online) continue;
    row.online = online;
    row.changedAt = e.at;
    const log = (eventType: DeviceEvent) =>
      logs.push({
        tenantId: e.device.tenantId,
        deviceId: e.device.did,
        productId: e.device.productId,
        eventType,
        funcKey: null,
        funcName: null,
        value: null,
        originChannel: e.origin,
        originDetail: e.device.did,
        mid: null,
        createdAt: e.at,
      });
    if (online) {
      if (!row.activated) {
        row.activated = true;
        row.activatedAt = e.at;
        log(DeviceEvent.Activated);
      }
      row.lastActivatedAt = e.at;
    }
    log(online ? DeviceEvent.Online : DeviceEvent.Offline);
    mark(changed, e.device.tenantId, e.device.did);
  }
  const updates = [...current].filter(([, r]) => r.changedAt).map(([id, r]) => ({ id, ...r }));
  if (updates.length > 0) {
    await tx.execute(sql`
      update devices set online = x.online, online_changed_at = x."changedAt", updated_at = x."changedAt",
        activated_at = coalesce(devices.activated_at, x."activatedAt"), last_activated_at = coalesce(x."lastActivatedAt", devices.last_activated_at)
      from json_to_recordset(${json(updates)}) as x(id text, online boolean, "changedAt" timestamptz, "activatedAt" timestamptz, "lastActivatedAt" timestamptz)
      where devices.id = x.id`);
  }
  return logs;
}

/** The registry's firmware columns and info from each device's last info/report. */
async function writeInfos(tx: Db, infos: Map<string, { info: DeviceInfo; at: Date }>, changed: Changed): Promise<void> {
  const rows = [...infos].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, { info, at }]) => ({
    id,
    info,
    at,
    productionUuid: info.productionUuid ?? null,
    moduleKey: info.module?.firmwareKey ?? null,
    moduleVersion: info.module?.version ?? null,
    mcuKey: info.mcu?.firmwareKey ?? null,
    mcuVersion: info.mcu?.version ?? null,
    moduleSn: info.moduleSn ?? null,
    mac: info.mac ?? null,
  }));
  const updated = await tx.execute(sql`
    update devices set info = x.info, updated_at = x.at,
      production_uuid = coalesce(x."productionUuid", devices.production_uuid),
      module_firmware_key = coalesce(x."moduleKey", devices.module_firmware_key),
      module_firmware_version = coalesce(x."moduleVersion", devices.module_firmware_version),
      mcu_firmware_key = coalesce(x."mcuKey", devices.mcu_firmware_key),
      mcu_firmware_version = coalesce(x."mcuVersion", devices.mcu_firmware_version),
      module_sn = coalesce(x."moduleSn", devices.module_sn),
      mac = coalesce(x.mac, devices.mac)
    from json_to_recordset(${json(rows)}) as x(id text, info jsonb, at timestamptz, "productionUuid" text, "moduleKey" text,
      "moduleVersion" text, "mcuKey" text, "mcuVersion" text, "moduleSn" text, mac text)
    where devices.id = x.id
    returning devices.id, devices.tenant_id`);
  for (const row of rowsOf<{ id: string; tenant_id: string }>(updated)) mark(changed, row.tenant_id, row.id);
}

/** The rows of an execute() result: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
