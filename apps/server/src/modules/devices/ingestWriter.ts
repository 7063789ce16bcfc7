import { inArray, sql } from 'drizzle-orm';
import { DeviceEvent } from '@iotc/shared';
import type { DeviceInfo, Dps, FaultReportType, OriginChannel } from '@iotc/shared';
import type { DeviceIdentity } from '../../core/broker/index.ts';
import type { Db } from '../../core/db.ts';
import { devices } from './tables.ts';

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

interface Presence {
  device: DeviceIdentity;
  online: boolean;
  at: Date;
  origin: OriginChannel;
}

interface Batch {
  logs: LogRow[];
  faults: FaultRow[];
  /** did → the values of this batch's reports merged in order. */
  states: Map<string, { dps: Dps; at: Date }>;
  /** did → the last info/report of this batch. */
  infos: Map<string, { info: DeviceInfo; at: Date }>;
  presence: Presence[];
  size: number;
}

function emptyBatch(): Batch {
  return { logs: [], faults: [], states: new Map(), infos: new Map(), presence: [], size: 0 };
}

/** How long items wait for company before a flush. */
const FLUSH_DELAY_MS = 5;
/** Items that make a flush start at once. */
const BATCH_MAX = 4000;
/** Items held (buffered and being written) above which the broker is asked to wait; it goes on below LOW_WATER. */
const HIGH_WATER = 40_000;
const LOW_WATER = 10_000;
const RETRY_MAX_DELAY_MS = 5000;
/** Attempts at the last flush when the app closes (the process may be on its way out). */
const CLOSE_ATTEMPTS = 3;

/** The registry rows whose online state, activation or info a flush changed, by space. */
export type Changed = Map<string, Set<string>>;

/**
 * Buffers what the ingest accepted and writes it in batches: every few ms, one transaction with
 * multi-row statements (the logs and faults as one JSON parameter each, every state merge in one
 * upsert, the presence and info changes in one update each). One flush runs at a time; a failed batch is
 * retried with a growing delay, never dropped, while the next one fills (the broker waits past HIGH_WATER).
 */
export class IngestWriter {
  private next = emptyBatch();
  private inFlight = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly onChanged: (changed: Changed) => void,
    private readonly onError: (err: unknown, attempt: number) => void,
  ) {}

  log(row: LogRow): void {
    this.next.logs.push(row);
    this.added(1);
  }

  fault(row: FaultRow): void {
    this.next.faults.push(row);
    this.added(1);
  }

  state(did: string, dps: Dps, at: Date): void {
    const current = this.next.states.get(did);
    if (current) {
      Object.assign(current.dps, dps);
      current.at = at;
    } else {
      this.next.states.set(did, { dps: { ...dps }, at });
    }
    this.added(1);
  }

  info(did: string, info: DeviceInfo, at: Date): void {
    this.next.infos.set(did, { info, at });
    this.added(1);
  }

  presence(device: DeviceIdentity, online: boolean, at: Date, origin: OriginChannel): void {
    this.next.presence.push({ device, online, at, origin });
    this.added(1);
  }

  /** A promise while too much is held: the caller waits before it takes more. */
  pressure(): Promise<void> | undefined {
    if (this.held < HIGH_WATER) return undefined;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Writes everything still buffered. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing || this.next.size > 0) await (this.flushing ?? this.flush());
  }

  private get held(): number {
    return this.next.size + this.inFlight;
  }

  private added(n: number): void {
    this.next.size += n;
    if (this.flushing) return;
    if (this.next.size >= BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.next;
    this.next = emptyBatch();
    this.inFlight = batch.size;
    this.flushing = this.writeUntilDone(batch).finally(() => {
      this.inFlight = 0;
      this.flushing = null;
      if (this.held < LOW_WATER) for (const resolve of this.waiters.splice(0)) resolve();
      if (this.next.size > 0 && !this.closed) void this.flush();
    });
    return this.flushing;
  }

  private async writeUntilDone(batch: Batch): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const changed = await this.db.transaction((tx) => write(tx, batch));
        if (changed.size > 0) this.onChanged(changed);
        return;
      } catch (err) {
        this.onError(err, attempt);
        if (this.closed && attempt >= CLOSE_ATTEMPTS) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_DELAY_MS, 50 * 2 ** attempt)));
      }
    }
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

/** One batch in one transaction; returns the registry rows it changed. */
async function write(tx: Db, batch: Batch): Promise<Changed> {
  const changed: Changed = new Map();
  const logs = batch.logs.slice();
  if (batch.presence.length > 0) logs.push(...(await writePresence(tx, batch.presence, changed)));
  if (batch.infos.size > 0) await writeInfos(tx, batch.infos, changed);
  if (batch.states.size > 0) {
    // Sorted: two instances merging into the same rows lock them in one order.
    const rows = [...batch.states].sort(([a], [b]) => (a < b ? -1 : 1)).map(([did, s]) => ({ did, state: s.dps, at: s.at }));
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
  if (batch.faults.length > 0) {
    await tx.execute(sql`
      insert into device_faults (tenant_id, device_id, product_id, code, params, report_from, report_type, parameter, created_at)
      select "tenantId", "deviceId", "productId", "code", "params", "reportFrom", "reportType", "parameter", "createdAt"
      from json_to_recordset(${json(batch.faults)}) as x("tenantId" text, "deviceId" text, "productId" text, "code" text, "params" jsonb,
        "reportFrom" text, "reportType" smallint, "parameter" jsonb, "createdAt" timestamptz)`);
  }
  return changed;
}

/**
 * Online and offline in arrival order, against the rows locked for the transaction: only a change is
 * written and logged (a device's connect and its own `online` message are one event), the first connect
 * activates the device.
 */
async function writePresence(tx: Db, events: Presence[], changed: Changed): Promise<LogRow[]> {
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
    if (!row || row.online === e.online) continue;
    row.online = e.online;
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
    if (e.online) {
      if (!row.activated) {
        row.activated = true;
        row.activatedAt = e.at;
        log(DeviceEvent.Activated);
      }
      row.lastActivatedAt = e.at;
    }
    log(e.online ? DeviceEvent.Online : DeviceEvent.Offline);
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
async function writeInfos(tx: Db, infos: Batch['infos'], changed: Changed): Promise<void> {
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
