import { eq, sql } from 'drizzle-orm';
import type { Dps } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { conditionHolds } from '@iotc/shared/devicePush';
import type { PushCondition, PushTriggerMode } from '@iotc/shared/devicePush';
import type { DeviceIdentity } from '../../core/broker/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import type { Bus } from '../../core/realtime.ts';
import { storedStates } from '../devices/service.ts';
import { devicePushes } from './tables.ts';

/** A JSON array of product ids whose pushes changed: every instance reloads them. */
export const DEVICE_PUSH_TOPIC = 'devicePush.changed';

/** Call after a push is added, changed, enabled, disabled or deleted (after the commit). */
export async function pushesChanged(bus: Bus, productIds: readonly string[]): Promise<void> {
  await bus.publish(DEVICE_PUSH_TOPIC, JSON.stringify([...new Set(productIds)]));
}

/** How long reports wait for company before they are evaluated. */
const DRAIN_DELAY_MS = 10;
/** Reports held for evaluation at most; past it (the database far behind) new ones are not evaluated, and a warning says how many. */
const QUEUE_MAX = 100_000;
/** Devices whose merged state is kept in memory; full, it starts over (states are read again from device_states). */
const STATES_MAX = 100_000;
/** Dids read from device_states in one query. */
const LOAD_CHUNK = 1000;
const WRITE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;

interface Rule {
  ref: string;
  tenantId: string;
  pushId: string;
  titleZh: string;
  titleEn: string;
  conditionType: 'all' | 'any';
  conditions: PushCondition[];
  triggerMode: PushTriggerMode;
}

interface Pending {
  device: DeviceIdentity;
  functions: readonly ProductFunction[];
  dps: Dps;
  at: Date;
}

/** A report that concerned a push: whether its conditions held on the device's merged state, and the values that did. */
interface Outcome {
  rule: Rule;
  device: DeviceIdentity;
  at: Date;
  matches: boolean;
  values: Dps;
}

interface RecordRow {
  seq: number;
  tenantId: string;
  ref: string;
  pushId: string;
  titleZh: string;
  titleEn: string;
  did: string;
  values: Dps;
  at: Date;
}

const byIdentifierCache = new WeakMap<readonly ProductFunction[], Map<string, ProductFunction>>();

/** The product's functions by lower-cased identifier (conditions name them regardless of case), built once per functions list. */
function byIdentifier(functions: readonly ProductFunction[]): Map<string, ProductFunction> {
  let map = byIdentifierCache.get(functions);
  if (!map) byIdentifierCache.set(functions, (map = new Map(functions.map((f) => [f.identifier.toLowerCase(), f]))));
  return map;
}

/**
 * The push's verdict on one report, or null when the report carries none of its condition functions (it
 * cannot change whether they hold). A condition on a function the product no longer has never holds.
 */
export function evaluate(rule: Pick<Rule, 'conditionType' | 'conditions'>, functions: readonly ProductFunction[], report: Dps, state: Dps): { matches: boolean; values: Dps } | null {
  const fns = byIdentifier(functions);
  let touched = false;
  const values: Dps = {};
  const held = rule.conditions.map((c) => {
    const fn = fns.get(c.identifier.toLowerCase());
    if (!fn) return false;
    const key = String(fn.dpId);
    if (key in report) touched = true;
    const value = state[key];
    const holds = conditionHolds(fn, c, value);
    if (holds) values[key] = value!;
    return holds;
  });
  if (!touched) return null;
  return { matches: rule.conditionType === 'all' ? held.every(Boolean) : held.some(Boolean), values };
}

function json(rows: unknown[]) {
  return sql`${JSON.stringify(rows)}::json`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const edgeKey = (ref: string, did: string) => `${ref}|${did}`;

/**
 * Device message pushes, evaluated on every accepted report. The ingest hands each report over with
 * report() (synchronous: one map lookup when the product has no enabled push, the common case); the
 * reports are evaluated in batches against the device's merged state (device_states, then kept in memory
 * for the devices of products with pushes). continuous fires on every report that concerns the push and
 * on which its conditions hold; edge fires when they start to hold, and not again until a report on which
 * they do not: the state per (push, device) is in device_push_edges, read and written under row locks in
 * the batch's transaction, so a restart or a second instance does not fire twice. Each firing is a row of
 * the device message monitor (device_push_records).
 */
export class PushEvaluator {
  /** productId → its enabled pushes; products without any are absent. */
  private readonly rules = new Map<string, Rule[]>();
  /** productId → the reload under way (reports wait for it, so a change applies from the next report on). */
  private readonly reloads = new Map<string, Promise<void>>();
  /** did → productId and merged state, for devices of products with pushes. */
  private readonly states = new Map<string, { productId: string; dps: Dps }>();
  private readonly loaded: Promise<void>;
  private ready = false;
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private dropped = 0;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'log'> & { bus: Bus }) {
    this.unsubscribe = ctx.bus.subscribe(DEVICE_PUSH_TOPIC, (message) => {
      for (const productId of JSON.parse(message) as string[]) this.reload(productId);
    });
    this.loaded = this.loadAll();
  }

  /** An accepted report of the device (after its checks): queued when the product has pushes. */
  report(device: DeviceIdentity, functions: readonly ProductFunction[], dps: Dps, at: Date): void {
    if (!this.rules.has(device.productId) && this.ready) return;
    if (this.closed) return;
    if (this.queue.length >= QUEUE_MAX) {
      if (this.dropped++ === 0) this.ctx.log.warn('device push: too many reports waiting, some are not evaluated');
      return;
    }
    this.queue.push({ device, functions, dps, at });
    this.timer ??= setTimeout(() => this.drain(), DRAIN_DELAY_MS);
  }

  /** Evaluates what is still queued. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.draining || this.queue.length > 0) await (this.draining ?? this.run());
  }

  /** Every enabled push, grouped by product; retried until it succeeds (reports wait meanwhile). */
  private async loadAll(): Promise<void> {
    for (;;) {
      try {
        // The evaluator is the platform's, across every space, like the ingest it belongs to.
        const rows = await this.ctx.db.select().from(devicePushes).where(eq(devicePushes.enabled, true));
        for (const row of rows) {
          const list = this.rules.get(row.productId) ?? [];
          list.push(toRule(row));
          this.rules.set(row.productId, list);
        }
        this.ready = true;
        return;
      } catch (err) {
        if (this.closed) return;
        this.ctx.log.error({ err }, 'device push: loading the pushes failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 5));
      }
    }
  }

  /** Reads the product's enabled pushes again; reloads of one product run in order, so the last one wins. */
  private reload(productId: string): void {
    // Reports of the product are queued from now on, until the reload says whether it has pushes.
    if (!this.rules.has(productId)) this.rules.set(productId, []);
    const previous = this.reloads.get(productId) ?? this.loaded;
    const run = previous
      .then(async () => {
        const rows = await this.ctx.db.select().from(devicePushes).where(sql`${devicePushes.productId} = ${productId} and ${devicePushes.enabled}`).orderBy(devicePushes.createdAt);
        if (rows.length > 0) this.rules.set(productId, rows.map(toRule));
        else this.rules.delete(productId);
        // States kept while the product had no push were not followed: read them again when needed.
        for (const [did, s] of this.states) if (s.productId === productId) this.states.delete(did);
      })
      .catch((err: unknown) => this.ctx.log.error({ err, productId }, 'device push: reloading the pushes failed'))
      .finally(() => {
        if (this.reloads.get(productId) === run) this.reloads.delete(productId);
      });
    this.reloads.set(productId, run);
  }

  private drain(): void {
    this.timer = null;
    if (!this.draining) void this.run();
  }

  private run(): Promise<void> {
    this.draining = this.evaluateQueued()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'device push: evaluating reports failed'))
      .finally(() => {
        this.draining = null;
        if (this.queue.length > 0 && !this.closed) this.timer ??= setTimeout(() => this.drain(), DRAIN_DELAY_MS);
      });
    return this.draining;
  }

  private async evaluateQueued(): Promise<void> {
    await this.loaded;
    await Promise.all(this.reloads.values());
    const batch = this.queue;
    this.queue = [];
    if (this.dropped > 0) {
      this.ctx.log.warn({ dropped: this.dropped }, 'device push: reports not evaluated (queue full)');
      this.dropped = 0;
    }
    const items = batch.filter((item) => (this.rules.get(item.device.productId)?.length ?? 0) > 0);
    if (items.length === 0) return;
    await this.loadStates(items);
    const outcomes: Outcome[] = [];
    for (const item of items) {
      const entry = this.states.get(item.device.did) ?? { productId: item.device.productId, dps: {} };
      entry.dps = { ...entry.dps, ...item.dps };
      this.states.set(item.device.did, entry);
      for (const rule of this.rules.get(item.device.productId) ?? []) {
        const verdict = evaluate(rule, item.functions, item.dps, entry.dps);
        if (verdict) outcomes.push({ rule, device: item.device, at: item.at, ...verdict });
      }
    }
    if (!outcomes.some((o) => o.matches || o.rule.triggerMode === 'edge')) return;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.ctx.db.transaction((tx) => write(tx, outcomes));
        return;
      } catch (err) {
        if (attempt >= WRITE_ATTEMPTS) throw err;
        this.ctx.log.warn({ err, attempt }, 'device push: writing firings failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      }
    }
  }

  /** The stored states of devices not in memory yet (a report already written there merges again to the same values). */
  private async loadStates(items: readonly Pending[]): Promise<void> {
    const missing = [...new Set(items.map((i) => i.device.did).filter((did) => !this.states.has(did)))];
    if (missing.length === 0) return;
    if (this.states.size + missing.length > STATES_MAX) this.states.clear();
    const productOf = new Map(items.map((i) => [i.device.did, i.device.productId]));
    for (let i = 0; i < missing.length; i += LOAD_CHUNK) {
      const chunk = missing.slice(i, i + LOAD_CHUNK);
      for (const [did, dps] of await storedStates(this.ctx.db, chunk)) this.states.set(did, { productId: productOf.get(did)!, dps });
    }
  }
}

function toRule(row: typeof devicePushes.$inferSelect): Rule {
  return {
    ref: row.id,
    tenantId: row.tenantId,
    pushId: row.pushId,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    conditionType: row.conditionType,
    conditions: row.conditions,
    triggerMode: row.triggerMode,
  };
}

/**
 * One batch's firings in one transaction: the edge states of the batch's (push, device) pairs are created
 * when missing and locked (sorted, so two instances lock in one order), walked through the outcomes in
 * report order, and written back; then the monitor rows, with the device's name and its bound user (else
 * the space owner's account). Pushes or devices deleted meanwhile are skipped by the joins.
 */
async function write(tx: Db, outcomes: readonly Outcome[]): Promise<void> {
  const pairs = new Map<string, { ref: string; did: string; tenantId: string; at: Date }>();
  for (const o of outcomes) {
    if (o.rule.triggerMode === 'edge') pairs.set(edgeKey(o.rule.ref, o.device.did), { ref: o.rule.ref, did: o.device.did, tenantId: o.device.tenantId, at: o.at });
  }
  const edges = new Map<string, boolean>();
  if (pairs.size > 0) {
    const rows = [...pairs.values()].sort((a, b) => (edgeKey(a.ref, a.did) < edgeKey(b.ref, b.did) ? -1 : 1));
    await tx.execute(sql`
      insert into device_push_edges (push_ref, device_id, tenant_id, matched, updated_at)
      select x.ref, x.did, x."tenantId", false, x.at
      from json_to_recordset(${json(rows)}) as x(ref text, did text, "tenantId" text, at timestamptz)
      join device_pushes p on p.id = x.ref
      join devices d on d.id = x.did
      order by x.ref, x.did
      on conflict do nothing`);
    const locked = await tx.execute(sql`
      select e.push_ref, e.device_id, e.matched
      from device_push_edges e
      join json_to_recordset(${json(rows)}) as x(ref text, did text) on e.push_ref = x.ref and e.device_id = x.did
      order by e.push_ref, e.device_id
      for update of e`);
    for (const row of rowsOf<{ push_ref: string; device_id: string; matched: boolean }>(locked)) edges.set(edgeKey(row.push_ref, row.device_id), row.matched);
  }

  const records: RecordRow[] = [];
  const changed = new Map<string, { ref: string; did: string; matched: boolean; at: Date }>();
  for (const o of outcomes) {
    let fires = o.matches;
    if (o.rule.triggerMode === 'edge') {
      const key = edgeKey(o.rule.ref, o.device.did);
      const before = edges.get(key);
      // No row: the push or the device is gone.
      if (before === undefined) continue;
      fires = o.matches && !before;
      if (before !== o.matches) changed.set(key, { ref: o.rule.ref, did: o.device.did, matched: o.matches, at: o.at });
      edges.set(key, o.matches);
    }
    if (!fires) continue;
    const { rule } = o;
    records.push({ seq: records.length, tenantId: o.device.tenantId, ref: rule.ref, pushId: rule.pushId, titleZh: rule.titleZh, titleEn: rule.titleEn, did: o.device.did, values: o.values, at: o.at });
  }
  if (changed.size > 0) {
    await tx.execute(sql`
      update device_push_edges set matched = x.matched, updated_at = x.at
      from json_to_recordset(${json([...changed.values()])}) as x(ref text, did text, matched boolean, at timestamptz)
      where device_push_edges.push_ref = x.ref and device_push_edges.device_id = x.did`);
  }
  if (records.length > 0) {
    await tx.execute(sql`
      insert into device_push_records (tenant_id, push_ref, push_id, title_zh, title_en, device_id, device_name, user_account, matched_values, triggered_at)
      select x."tenantId", x.ref, x."pushId", x."titleZh", x."titleEn", x.did, d.name, coalesce(d.bound_user, u.account), x.values, x.at
      from json_to_recordset(${json(records)}) as x(seq int, "tenantId" text, ref text, "pushId" text, "titleZh" text, "titleEn" text, did text, values jsonb, at timestamptz)
      join devices d on d.id = x.did and d.tenant_id = x."tenantId"
      join tenants t on t.id = d.tenant_id
      join users u on u.id = t.owner_user_id
      order by x.seq`);
  }
}
