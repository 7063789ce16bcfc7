import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEVICE_LOG_RETENTION_DAYS } from '@iotc/shared';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { deviceDeadLetters, deviceFaults, deviceLogs } from './tables.ts';

/**
 * Device logs and malfunctions are kept DEVICE_LOG_RETENTION_DAYS (spec 001 §9), then deleted by a daily job.
 * The job is the platform's, across every space (no tenant scope: it reads no row for anyone, it only drops
 * expired ones). Each statement deletes one bounded chunk, so no lock is held long and inserts of the message
 * pipeline go on meanwhile; chunks are claimed with SKIP LOCKED, so several instances running the job at once
 * share the work instead of waiting on each other: one is enough, more are harmless.
 */

export const RETENTION_CHUNK = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

type RetainedTable = typeof deviceLogs | typeof deviceFaults | typeof deviceDeadLetters;

/** Deletes the table's rows created before `cutoff`, a chunk per statement (created_at indexes find them). */
async function deleteBefore(db: Db, table: RetainedTable, cutoff: Date, chunk: number, stopping: () => boolean): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = db.select({ id: table.id }).from(table).where(lt(table.createdAt, cutoff)).limit(chunk).for('update', { skipLocked: true });
    const rows = await db.delete(table).where(inArray(table.id, expired)).returning({ id: table.id });
    deleted += rows.length;
    if (rows.length < chunk || stopping()) return deleted;
    // Lets other queries in between chunks (PGlite runs one statement at a time).
    await nextTurn();
  }
}

export interface PurgeOptions {
  chunk?: number;
  /** Checked between chunks: true ends the pass early (the app is closing). */
  stopping?: () => boolean;
}

/** Deletes device logs, malfunctions and set-aside rows older than the retention period at `now`; returns how many of each. */
export async function purgeExpiredDeviceRecords(db: Db, now: Date, options: PurgeOptions = {}): Promise<{ logs: number; faults: number; deadLetters: number }> {
  const cutoff = new Date(now.getTime() - DEVICE_LOG_RETENTION_DAYS * DAY_MS);
  const chunk = options.chunk ?? RETENTION_CHUNK;
  const stopping = options.stopping ?? (() => false);
  const logs = await deleteBefore(db, deviceLogs, cutoff, chunk, stopping);
  const faults = stopping() ? 0 : await deleteBefore(db, deviceFaults, cutoff, chunk, stopping);
  const deadLetters = stopping() ? 0 : await deleteBefore(db, deviceDeadLetters, cutoff, chunk, stopping);
  return { logs, faults, deadLetters };
}

/** Runs the purge once when started, then every `intervalMs`, by the app's clock; stop() waits for a running pass. */
export class DeviceRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: { db: Db; clock: Clock; log: FastifyBaseLogger },
    private readonly intervalMs = DAY_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.run();
    this.timer = setInterval(() => this.run(), this.intervalMs);
    // A pending purge must not keep the process alive.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass, unless the previous one is still going (a long backlog after downtime). */
  private run(): void {
    if (this.running) return;
    this.running = this.pass().finally(() => {
      this.running = null;
    });
  }

  private async pass(): Promise<void> {
    try {
      const deleted = await purgeExpiredDeviceRecords(this.ctx.db, this.ctx.clock.now(), { stopping: () => this.stopped });
      if (deleted.logs + deleted.faults + deleted.deadLetters > 0) this.ctx.log.info(deleted, 'expired device logs and malfunctions deleted');
    } catch (error) {
      this.ctx.log.error({ err: error }, 'deleting expired device logs failed');
    }
  }
}

/** Wires the job to the app: first pass once the app is ready (not delaying it), the last one awaited on close. */
export function scheduleDeviceRetention(app: FastifyInstance): void {
  const retention = new DeviceRetention(app);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
}
