import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OTA_HALT_MIN_FINISHED } from '@iotc/shared';
import { OTA_FAILED_TASK_STATUSES, OTA_FINISHED_TASK_STATUSES, OTA_IN_FLIGHT_TASK_STATUSES, OTA_OPEN_RELEASE_STATUSES } from '@iotc/shared/ota';
import { LockHolder } from '../../core/advisoryLock.ts';
import { onlineDids, timeZonesOf } from '../devices/service.ts';
import type { OtaNotifier } from './notify.ts';
import { inWindow } from './plan.ts';
import type { ReleaseProgress } from './progress.ts';
import { addRecord, emptyCounts } from './service.ts';
import { otaRecords, otaReleases, otaStages, otaTasks } from './tables.ts';

/**
 * Moves the open releases, every config.otaTickMs, on one instance: instances sharing a database compete for an advisory
 * lock (core/advisoryLock.ts), the holder runs the ticks and the others try again every LOCK_RETRY_MS. Everything it knows
 * is in the database (stages, tasks with their deadlines and back-offs, records), so a restart or another instance taking
 * over goes on where it stopped; only the rate limit's slot cursor is in memory (it starts again from now).
 *
 * A tick, per open release: tasks past their deadline and failed tasks with retries left go back to the queue after a
 * back-off (else they stay timed out / failed); then, if it is published, its current stage starts, halts (too many
 * failures), soaks or ends (the next starts; after the last, the release completes), and due queued tasks of the running
 * stage are notified: the device online, its back-off over, within the release's time window in its own time zone, and
 * within the rate limit (slots of 60/limit seconds, each notification at a random moment of its slot).
 */

/** The advisory lock's key (the virtual-device runner's is another). */
const CONTROLLER_LOCK_KEY = '7011596415';
/** Tasks notified by one UPDATE. */
const NOTIFY_BATCH = 1000;
/** Notifications of one release in one tick, rate limit off (10,000 devices go out in a few ticks). */
const NOTIFY_PER_TICK_MAX = 20_000;
/** Back-off before a retry: BACKOFF_BASE_S doubled per attempt made, at most BACKOFF_MAX_S. */
const BACKOFF_BASE_S = 10;
const BACKOFF_MAX_S = 300;
/** How far behind a rate-limited release's slots may fall and still be used (a tick late by this much catches up). */
const CATCH_UP_MS = 1000;

type ReleaseRow = typeof otaReleases.$inferSelect;
type StageRow = typeof otaStages.$inferSelect;

const finished: readonly string[] = OTA_FINISHED_TASK_STATUSES;
const backoff = sql`make_interval(secs => least(${BACKOFF_MAX_S}, ${BACKOFF_BASE_S} * power(2, greatest(${otaTasks.attempts} - 1, 0))))`;

export class OtaController {
  /** Taken: this instance moves the releases (its rate-limit slots start afresh). */
  private readonly lock: LockHolder;
  private tickTimer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private closed = false;
  /** releaseId → the start (clock ms) of its next free rate-limit slot. */
  private readonly slots = new Map<string, number>();

  constructor(
    private readonly app: Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'log'>,
    private readonly notifier: OtaNotifier,
    private readonly progress: ReleaseProgress,
  ) {
    this.lock = new LockHolder(app, CONTROLLER_LOCK_KEY, { name: 'ota', taken: () => this.slots.clear(), lost: () => undefined });
  }

  async start(): Promise<void> {
    this.tickTimer = setInterval(() => this.tick(), this.app.config.otaTickMs).unref();
    await this.lock.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lock.stop();
    if (this.tickTimer) clearInterval(this.tickTimer);
    await this.ticking;
    await this.lock.release();
  }

  /** One tick now, unless one is running (tests call it to move without waiting). */
  tick(): Promise<void> {
    if (this.closed || !this.lock.held) return Promise.resolve();
    this.ticking ??= this.moveAll()
      .catch((err: unknown) => this.app.log.error({ err }, 'ota: a controller tick failed'))
      .finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async moveAll(): Promise<void> {
    const now = this.app.clock.now();
    // Stopped releases: their devices still upgrading end by their deadline (no retry).
    await this.app.db
      .update(otaTasks)
      .set({ status: 'timedOut', reason: 'ota.taskTimedOut', finishedAt: now, updatedAt: now })
      .where(
        and(
          inArray(otaTasks.status, [...OTA_IN_FLIGHT_TASK_STATUSES]),
          lte(otaTasks.deadlineAt, now),
          inArray(otaTasks.releaseId, this.app.db.select({ id: otaReleases.id }).from(otaReleases).where(eq(otaReleases.status, 'stopped'))),
        ),
      );
    const releases = await this.app.db.select().from(otaReleases).where(inArray(otaReleases.status, [...OTA_OPEN_RELEASE_STATUSES]));
    const open = new Set(releases.map((r) => r.id));
    for (const id of this.slots.keys()) if (!open.has(id)) this.slots.delete(id);
    for (const release of releases) {
      if (this.closed) return;
      try {
        if (await this.move(release, now)) this.progress.changed(release.tenantId, release.id);
      } catch (err) {
        this.app.log.error({ err, releaseId: release.id }, 'ota: moving a release failed');
      }
    }
  }

  /** One release's tick; true when anything of it changed. */
  private async move(release: ReleaseRow, now: Date): Promise<boolean> {
    const db = this.app.db;
    const retry = (from: typeof otaTasks.status._.data, extra: ReturnType<typeof and>) =>
      db
        .update(otaTasks)
        .set({
          status: sql`case when ${otaTasks.attempts} <= ${release.retries} then 'queued' else ${from === 'failed' ? 'failed' : 'timedOut'} end`,
          notBefore: sql`case when ${otaTasks.attempts} <= ${release.retries} then ${now.toISOString()}::timestamptz + ${backoff} else ${otaTasks.notBefore} end`,
          finishedAt: sql`case when ${otaTasks.attempts} <= ${release.retries} then null else ${now.toISOString()}::timestamptz end`,
          ...(from === 'failed' ? {} : { reason: 'ota.taskTimedOut' }),
          updatedAt: now,
        })
        .where(and(eq(otaTasks.releaseId, release.id), extra))
        .returning({ id: otaTasks.id });
    const timedOut = await retry('timedOut', and(inArray(otaTasks.status, [...OTA_IN_FLIGHT_TASK_STATUSES]), lte(otaTasks.deadlineAt, now)));
    // Failed tasks with retries left go back to the queue (their reason kept); the others stay failed.
    const requeued = await retry('failed', and(eq(otaTasks.status, 'failed'), sql`${otaTasks.attempts} between 1 and ${release.retries}`));
    const changed = timedOut.length > 0 || requeued.length > 0;
    if (release.status !== 'published') {
      // Its rate limit starts afresh when it runs again.
      this.slots.delete(release.id);
      return changed;
    }
    return (await this.moveStages(release, now)) || changed;
  }

  /** A published release's stages: the current one moves; those with nothing left end, and the next starts. */
  private async moveStages(release: ReleaseRow, now: Date): Promise<boolean> {
    const db = this.app.db;
    let changed = false;
    const stages = await db.select().from(otaStages).where(eq(otaStages.releaseId, release.id)).orderBy(asc(otaStages.index));
    let index = release.currentStage;
    // A stage with nothing left to do passes at once: several may end in one tick.
    while (index < stages.length) {
      const stage = stages[index]!;
      const outcome = await this.moveStage(release, stage, now);
      changed ||= outcome !== 'unchanged';
      if (outcome === 'halted') return true;
      if (outcome !== 'done') break;
      index++;
      if (index >= stages.length) {
        await this.setStatus(release, 'completed', 'complete', now);
        return true;
      }
      await db.update(otaReleases).set({ currentStage: index, updatedAt: now }).where(eq(otaReleases.id, release.id));
    }
    const stage = stages[index];
    if (stage?.status === 'running' || stage?.status === 'pending') changed = (await this.notifyDue(release, index, now)) || changed;
    return changed;
  }

  /** Starts, judges, soaks and ends one stage; 'done' when it is over (the next one may start). */
  private async moveStage(release: ReleaseRow, stage: StageRow, now: Date): Promise<'unchanged' | 'changed' | 'halted' | 'done'> {
    const db = this.app.db;
    const where = and(eq(otaStages.releaseId, release.id), eq(otaStages.index, stage.index));
    let outcome: 'unchanged' | 'changed' = 'unchanged';
    if (stage.status === 'pending') {
      await db.transaction(async (tx) => {
        await tx.update(otaStages).set({ status: 'running', startedAt: now }).where(where);
        await addRecord(tx, release, 'stageStart', now, { stageIndex: stage.index });
      });
      stage.status = 'running';
      outcome = 'changed';
    }
    if (stage.status === 'running') {
      const counts = emptyCounts();
      const rows = await db
        .select({ status: otaTasks.status, n: count() })
        .from(otaTasks)
        .where(and(eq(otaTasks.releaseId, release.id), eq(otaTasks.stageIndex, stage.index)))
        .groupBy(otaTasks.status);
      for (const row of rows) counts[row.status] = Number(row.n);
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      if (await this.halts(release, stage, counts, now)) return 'halted';
      const over = finished.reduce((n, s) => n + counts[s as keyof typeof counts], 0);
      if (over < total) return outcome;
      if (stage.soakMinutes > 0) {
        const soakUntil = new Date(now.getTime() + stage.soakMinutes * 60_000);
        await db.transaction(async (tx) => {
          await tx.update(otaStages).set({ status: 'soaking', soakUntil }).where(where);
          await addRecord(tx, release, 'stageSoak', now, { stageIndex: stage.index, detail: { minutes: stage.soakMinutes } });
        });
        stage.status = 'soaking';
        stage.soakUntil = soakUntil;
        return 'changed';
      }
    } else if (stage.status !== 'soaking' || (stage.soakUntil && stage.soakUntil > now)) {
      return outcome;
    }
    await db.update(otaStages).set({ status: 'done', finishedAt: now }).where(where);
    return 'done';
  }

  /**
   * Halts the release when the stage's failure share passes its threshold, judged once enough of the stage's tasks are over
   * (skipped ones aside). A stage is halted once: restoring it means its failures were seen and accepted.
   */
  private async halts(release: ReleaseRow, stage: StageRow, counts: ReturnType<typeof emptyCounts>, now: Date): Promise<boolean> {
    const threshold = release.failureThresholdPercent;
    if (threshold === null) return false;
    const judged = Object.values(counts).reduce((a, b) => a + b, 0) - counts.skipped;
    const over = counts.succeeded + counts.cancelled + OTA_FAILED_TASK_STATUSES.reduce((n, s) => n + counts[s], 0);
    const failures = OTA_FAILED_TASK_STATUSES.reduce((n, s) => n + counts[s], 0);
    if (judged === 0 || over < Math.min(OTA_HALT_MIN_FINISHED, judged) || (failures * 100) / over <= threshold) return false;
    const [halted] = await this.app.db
      .select({ id: otaRecords.id })
      .from(otaRecords)
      .where(and(eq(otaRecords.releaseId, release.id), eq(otaRecords.action, 'halt'), eq(otaRecords.stageIndex, stage.index)))
      .limit(1);
    if (halted) return false;
    const rate = Math.round((failures * 1000) / over) / 10;
    await this.setStatus(release, 'halted', 'halt', now, { stageIndex: stage.index, detail: { rate, threshold } });
    return true;
  }

  /** The controller's own change of a published release, with its record; none if a user changed it meanwhile (a pause, a stop). */
  private async setStatus(release: ReleaseRow, status: 'halted' | 'completed', action: 'halt' | 'complete', now: Date, record: Parameters<typeof addRecord>[4] = {}): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(otaReleases)
        .set({ status, updatedAt: now, ...(status === 'completed' ? { finishedAt: now } : {}) })
        .where(and(eq(otaReleases.id, release.id), eq(otaReleases.status, 'published')))
        .returning({ id: otaReleases.id });
      if (moved) await addRecord(tx, { id: release.id, status }, action, now, record);
    });
    this.slots.delete(release.id);
  }

  /** Notifies the stage's due queued tasks within the rate limit; true when any was. */
  private async notifyDue(release: ReleaseRow, stageIndex: number, now: Date): Promise<boolean> {
    const limit = release.rateLimitPerMinute;
    const slotMs = limit ? 60_000 / limit : 0;
    let slotStart = 0;
    let budget = NOTIFY_PER_TICK_MAX;
    if (limit) {
      // The first slot is one that just began: a release's first notification goes out at once. A late tick catches up
      // to CATCH_UP_MS; a longer stall is not made up for (that would be a burst over the limit).
      slotStart = Math.max(this.slots.get(release.id) ?? 0, now.getTime() - Math.max(slotMs, CATCH_UP_MS));
      budget = Math.floor((now.getTime() + this.app.config.otaTickMs - slotStart) / slotMs);
    }
    let sent = 0;
    let left = budget;
    while (left > 0) {
      const due = await this.dueTasks(release, stageIndex, now, Math.min(left, NOTIFY_BATCH));
      if (due.length === 0) break;
      const notified = await this.app.db
        .update(otaTasks)
        .set({
          status: 'notified',
          notifiedAt: now,
          attempts: sql`${otaTasks.attempts} + 1`,
          deadlineAt: new Date(now.getTime() + release.taskTimeoutS * 1000),
          notBefore: null,
          reason: null,
          progress: 0,
          updatedAt: now,
        })
        .where(and(inArray(otaTasks.id, due.map((t) => t.id)), eq(otaTasks.status, 'queued')))
        .returning({ id: otaTasks.id, did: otaTasks.did });
      const first = slotStart + sent * slotMs;
      // Each notification at a random moment of its own slot.
      this.notifier.send(release.id, notified, limit ? (i) => first + (i + Math.random()) * slotMs - now.getTime() : undefined);
      sent += notified.length;
      left -= due.length;
      if (due.length < NOTIFY_BATCH) break;
    }
    // Slots left unused for want of due devices are not saved up: the rate never bursts over the limit.
    if (limit) this.slots.set(release.id, sent < budget ? Math.max(slotStart + sent * slotMs, now.getTime()) : slotStart + sent * slotMs);
    return sent > 0;
  }

  /** Queued tasks of the stage whose device is online, back-off over and (auto-upgrade) time window open. */
  private async dueTasks(release: ReleaseRow, stageIndex: number, now: Date, limit: number): Promise<{ id: string }[]> {
    const rows = await this.app.db
      .select({ id: otaTasks.id, did: otaTasks.did })
      .from(otaTasks)
      .where(
        and(
          eq(otaTasks.releaseId, release.id),
          eq(otaTasks.stageIndex, stageIndex),
          eq(otaTasks.status, 'queued'),
          or(isNull(otaTasks.notBefore), lte(otaTasks.notBefore, now)),
          inArray(otaTasks.did, onlineDids(this.app.db)),
        ),
      )
      .orderBy(asc(otaTasks.notBefore), asc(otaTasks.id))
      .limit(limit);
    const { windowStart, windowEnd } = release;
    if (!release.autoUpgrade || !windowStart || !windowEnd) return rows;
    const zones = await timeZonesOf(this.app.db, rows.map((row) => row.did));
    return rows.filter((row) => inWindow(now, zones.get(row.did) ?? null, windowStart, windowEnd));
  }
}
