import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { escapeUnstorable, OTA_PROGRESS_STATUSES, OTA_REASON_MAX_LENGTH, OTA_UP_TO_DATE } from '@iotc/shared';
import type { AckPayload, DeviceInfo, FirmwareType, OtaProgress, OtaProgressStatus } from '@iotc/shared';
import { OTA_IN_FLIGHT_TASK_STATUSES } from '@iotc/shared/ota';
import type { OtaTaskStatus } from '@iotc/shared/ota';
import type { DeviceIdentity } from '../../core/broker/index.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import type { UpgradeListener } from '../devices/ingest.ts';
import type { NotifiedTask, OtaNotifier } from './notify.ts';
import type { ReleaseProgress } from './progress.ts';
import { otaReleases, otaTasks } from './tables.ts';

/** How long events wait for company before they are written. */
const FLUSH_MS = 150;
/** Events held at most; past it (the database far behind) new ones are dropped with a warning: devices report again. */
const QUEUE_MAX = 100_000;
/** Longest task id or firmware key read from a device (ids are UUIDs, keys 16 characters). */
const ID_MAX_LENGTH = 64;

type DeviceEvent =
  | { kind: 'ack'; did: string; taskId: string; code: number; msg: string | null; at: Date }
  | { kind: 'progress'; did: string; taskId: string | null; firmwareKey: string; status: OtaProgressStatus; progress: number; reason: string | null; at: Date }
  | { kind: 'info'; did: string; versions: { type: FirmwareType; firmwareKey: string | null; version: string }[]; at: Date }
  | { kind: 'online'; did: string; at: Date };

/** A device's task as the events read and change it. */
interface Task {
  id: string;
  did: string;
  tenantId: string;
  releaseId: string;
  status: OtaTaskStatus;
  progress: number;
  reason: string | null;
  finishedAt: Date | null;
  notifiedAt: Date | null;
  firmwareKey: string;
  firmwareType: FirmwareType;
  version: string;
  /** The status it had when read: the write applies only if nobody changed it meanwhile. */
  readStatus: OtaTaskStatus;
}

/** Tasks a device's events may still change: open ones, and timed-out ones (a result that arrives late still counts). */
const LIVE_STATUSES: readonly OtaTaskStatus[] = ['queued', ...OTA_IN_FLIGHT_TASK_STATUSES, 'timedOut'];
const inFlight: readonly OtaTaskStatus[] = OTA_IN_FLIGHT_TASK_STATUSES;
/** In flight and reported under way by the device. */
const upgrading: readonly OtaTaskStatus[] = ['downloading', 'installing'];

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length > 0 ? escapeUnstorable(value.slice(0, max)) : null);

/**
 * The devices' side of OTA, off the ingest path: upgrade acks, progress reports, info reports and comings online are queued by
 * the ingest (a push into an array) and written in batches every FLUSH_MS: one read of the devices' live tasks, one UPDATE of
 * those that changed. Nothing from a device is trusted: strings are bounded, unknown task ids and another device's tasks are
 * ignored. A device that comes online with a task under way is notified of it again (same task id: it resumes its download).
 */
export class OtaDeviceEvents implements UpgradeListener {
  private queue: DeviceEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(
    private readonly ctx: { db: Db; clock: Clock; log: FastifyBaseLogger },
    private readonly notifier: OtaNotifier,
    private readonly progress: ReleaseProgress,
  ) {}

  upgradeAck(device: DeviceIdentity, mid: string, ack: Partial<AckPayload>): void {
    if (typeof ack.code !== 'number' || mid.length > ID_MAX_LENGTH) return;
    this.push({ kind: 'ack', did: device.did, taskId: mid, code: ack.code, msg: text(ack.msg, OTA_REASON_MAX_LENGTH), at: this.ctx.clock.now() });
  }

  upgradeProgress(device: DeviceIdentity, report: Partial<OtaProgress>): void {
    const status = report.status;
    const firmwareKey = text(report.firmwareKey, ID_MAX_LENGTH);
    if (!status || !OTA_PROGRESS_STATUSES.includes(status) || !firmwareKey) return;
    const progress = typeof report.progress === 'number' && Number.isFinite(report.progress) ? Math.min(100, Math.max(0, Math.round(report.progress))) : 0;
    this.push({
      kind: 'progress',
      did: device.did,
      taskId: text(report.taskId, ID_MAX_LENGTH),
      firmwareKey,
      status,
      progress,
      reason: text(report.reason, OTA_REASON_MAX_LENGTH),
      at: this.ctx.clock.now(),
    });
  }

  info(device: DeviceIdentity, info: DeviceInfo): void {
    const versions = (['module', 'mcu'] as const).flatMap((type) => {
      const part = info[type] as Partial<NonNullable<DeviceInfo['module']>> | undefined;
      const version = text(part?.version, ID_MAX_LENGTH);
      return version ? [{ type, firmwareKey: text(part?.firmwareKey, ID_MAX_LENGTH), version }] : [];
    });
    if (versions.length > 0) this.push({ kind: 'info', did: device.did, versions, at: this.ctx.clock.now() });
  }

  online(device: DeviceIdentity): void {
    this.push({ kind: 'online', did: device.did, at: this.ctx.clock.now() });
  }

  /** Writes what is queued (tests and close). */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  async close(): Promise<void> {
    await this.drain();
  }

  private push(event: DeviceEvent): void {
    if (this.queue.length >= QUEUE_MAX) {
      if (this.dropped++ % 1000 === 0) this.ctx.log.warn({ dropped: this.dropped }, 'ota: device events dropped (the database is behind)');
      return;
    }
    this.queue.push(event);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_MS);
  }

  /** Batches are written one after another, in the order the events came. */
  private flush(): Promise<void> {
    const events = this.queue;
    this.queue = [];
    if (events.length > 0) {
      this.flushing = this.flushing.then(() => this.write(events)).catch((err: unknown) => this.ctx.log.error({ err, events: events.length }, 'ota: device events not written'));
    }
    return this.flushing;
  }

  private async write(events: readonly DeviceEvent[]): Promise<void> {
    const db = this.ctx.db;
    const dids = [...new Set(events.map((e) => e.did))];
    const rows = await db
      .select({
        id: otaTasks.id,
        did: otaTasks.did,
        tenantId: otaTasks.tenantId,
        releaseId: otaTasks.releaseId,
        status: otaTasks.status,
        progress: otaTasks.progress,
        reason: otaTasks.reason,
        finishedAt: otaTasks.finishedAt,
        notifiedAt: otaTasks.notifiedAt,
        firmwareKey: otaReleases.firmwareKey,
        firmwareType: otaReleases.firmwareType,
        version: otaReleases.version,
      })
      .from(otaTasks)
      .innerJoin(otaReleases, eq(otaReleases.id, otaTasks.releaseId))
      .where(and(inArray(otaTasks.did, dids), inArray(otaTasks.status, [...LIVE_STATUSES])));
    const byDid = new Map<string, Task[]>();
    for (const row of rows) {
      const task: Task = { ...row, readStatus: row.status };
      const list = byDid.get(row.did);
      if (list) list.push(task);
      else byDid.set(row.did, [task]);
    }
    const changed = new Set<Task>();
    const renotify = new Map<string, NotifiedTask[]>();
    for (const event of events) {
      const tasks = byDid.get(event.did) ?? [];
      if (event.kind === 'online') {
        // Only tasks sent before it came: a connect that crossed its first notification has that one already.
        for (const task of tasks) {
          if (inFlight.includes(task.status) && task.notifiedAt && task.notifiedAt < event.at) addTo(renotify, task.releaseId, { id: task.id, did: task.did });
        }
        continue;
      }
      for (const [task, status] of applied(event, tasks)) {
        if (status === null) continue;
        task.status = status.status;
        if (status.progress !== undefined) task.progress = status.progress;
        if (status.reason !== undefined) task.reason = status.reason;
        if (['succeeded', 'failed', 'skipped'].includes(status.status)) task.finishedAt = event.at;
        changed.add(task);
      }
    }
    if (changed.size > 0) {
      const now = this.ctx.clock.now();
      const updates = [...changed].map((t) => ({ id: t.id, from: t.readStatus, status: t.status, progress: t.progress, reason: t.reason, finishedAt: t.finishedAt?.toISOString() ?? null }));
      await db.execute(sql`
        update ota_tasks set status = x.status, progress = x.progress, reason = x.reason, finished_at = x."finishedAt", updated_at = ${now.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(updates)}::json) as x(id text, "from" text, status text, progress smallint, reason text, "finishedAt" timestamptz)
        where ota_tasks.id = x.id and ota_tasks.status = x."from"`);
      for (const task of changed) this.progress.changed(task.tenantId, task.releaseId);
    }
    for (const [releaseId, tasks] of renotify) this.notifier.send(releaseId, tasks);
  }
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface Change {
  status: OtaTaskStatus;
  progress?: number;
  reason?: string | null;
}

/** The tasks an event changes, and how. */
function applied(event: Exclude<DeviceEvent, { kind: 'online' }>, tasks: readonly Task[]): [Task, Change | null][] {
  switch (event.kind) {
    case 'ack': {
      const task = tasks.find((t) => t.id === event.taskId);
      if (!task || event.code === 0 && event.msg !== OTA_UP_TO_DATE) return [];
      // Up to date: skipped, unless it was already downloading or installing this task (it restarted into the new version
      // before its done report went out, and says so when the task comes again).
      if (event.code === 0) return [[task, { status: upgrading.includes(task.status) ? 'succeeded' : 'skipped', progress: 100 }]];
      // A refusal ends the task (a retry may notify it again).
      return [[task, inFlight.includes(task.status) ? { status: 'failed', reason: event.msg ?? `code ${event.code}` } : null]];
    }
    case 'progress': {
      const task = event.taskId ? tasks.find((t) => t.id === event.taskId) : (tasks.find((t) => t.firmwareKey === event.firmwareKey && t.status !== 'timedOut') ?? tasks.find((t) => t.firmwareKey === event.firmwareKey));
      if (!task) return [];
      if (event.status === 'done') return [[task, { status: 'succeeded', progress: 100 }]];
      if (!inFlight.includes(task.status)) return [[task, null]];
      if (event.status === 'failed') return [[task, { status: 'failed', reason: event.reason ?? 'failed' }]];
      return [[task, { status: event.status, progress: event.progress }]];
    }
    case 'info':
      // The device runs the target now: its task succeeded, whatever became of its reports.
      return tasks.flatMap((task): [Task, Change][] =>
        event.versions.some((v) => v.type === task.firmwareType && v.version === task.version && (v.firmwareKey === null || v.firmwareKey === task.firmwareKey))
          ? [[task, { status: 'succeeded', progress: 100 }]]
          : [],
      );
  }
}
