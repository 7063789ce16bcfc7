import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, translate } from '@iotc/shared';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { Lang, MessageParams } from '@iotc/shared';
import type { JobInfo, JobKind, JobStatus } from '@iotc/shared/jobs';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { jobs } from './tables.ts';

/**
 * Long work (triple generation and export, later builds and rollouts) run outside the request that asks
 * for it. The request inserts a queued `jobs` row (startJob) and answers its JobInfo; a runner on any
 * instance claims it with FOR UPDATE SKIP LOCKED, beats a heartbeat while it runs, and saves and
 * publishes its progress to the starting user's tabs (the real-time `job` message). A job whose runner
 * stopped beating (a crashed instance) is claimed again, so a handler must be able to start over or
 * resume from what it committed.
 */

/** What a handler may use: the running app. */
export type JobApp = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'storage' | 'realtime' | 'bus' | 'log'>;

export type JobResult = Record<string, string | number>;

export interface RunningJob<P> {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  /** The starting request's language (file names, texts the job writes). */
  readonly lang: Lang;
  readonly params: P;
  readonly total: number;
  readonly app: JobApp;
  /** Aborted when the app closes or another runner took the job over: stop at the next safe point. */
  readonly signal: AbortSignal;
  /** Records `done` of `total`; saved and published at most a few times per second. Throws once aborted. */
  progress(done: number): Promise<void>;
}

export interface JobHandler<P> {
  run(job: RunningJob<P>): Promise<JobResult>;
  /** Undoes what the failed job left (called once when it ends failed, whatever the cause). */
  fail?(job: RunningJob<P>): Promise<void>;
}

/** Handlers by kind: modules define theirs when they are loaded; every instance runs the same code. */
const handlers = new Map<JobKind, JobHandler<never>>();

export function defineJob<P>(kind: JobKind, handler: JobHandler<P>): void {
  handlers.set(kind, handler as JobHandler<never>);
}

type JobRow = typeof jobs.$inferSelect;
type JobError = NonNullable<JobRow['error']>;

/** Bus topic: a job was queued; every instance's runner looks for work at once instead of at its next poll. */
const WAKE_TOPIC = 'jobs.wake';
const POLL_MS = 3000;
const HEARTBEAT_MS = 5000;
/** A running job whose heartbeat is older than this lost its runner. */
const STALE_S = 30;
const PROGRESS_INTERVAL_MS = 250;
/** Claims of one job before it is given up (a job that brings its instance down must not do it forever). */
const MAX_ATTEMPTS = 3;
/** Jobs one instance runs at once. */
const CONCURRENCY = 2;

export function jobInfoOf(row: JobRow, lang: Lang): JobInfo {
  return {
    id: row.id,
    kind: row.kind as JobKind,
    status: row.status as JobStatus,
    done: row.done,
    total: row.total,
    error: row.error ? translate(lang, row.error.key, row.error.params) : null,
    result: row.result ?? null,
    createdAt: epochSeconds(row.createdAt),
    finishedAt: row.finishedAt ? epochSeconds(row.finishedAt) : null,
  };
}

export interface NewJob {
  tenantId: string;
  userId: string;
  kind: JobKind;
  params: Record<string, unknown>;
  total: number;
  lang: Lang;
}

/**
 * Queues a job. `within` runs in the transaction that inserts it, for the caller's own rows and checks:
 * when it throws, nothing is written and no job runs. Runners are woken once the transaction commits.
 */
export async function startJob(
  ctx: Pick<JobApp, 'db' | 'clock' | 'bus'>,
  input: NewJob,
  within?: (tx: Db, job: JobInfo) => Promise<void>,
): Promise<JobInfo> {
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(jobs)
      .values({ id: randomUUID(), ...input, status: 'queued', createdAt: ctx.clock.now() })
      .returning();
    const job = inserted!;
    await within?.(tx, jobInfoOf(job, input.lang));
    return job;
  });
  await wakeRunners(ctx);
  return jobInfoOf(row, input.lang);
}

/** Tells every instance's runner to look for queued jobs now. */
export async function wakeRunners(ctx: Pick<JobApp, 'bus'>): Promise<void> {
  await ctx.bus.publish(WAKE_TOPIC, '');
}

/** A job of the caller's space; 404 for one of another space or none. */
export async function jobRowOf(db: Db, scope: TenantScope, id: string): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(scope.where(jobs, eq(jobs.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** Why each of these jobs failed, in `lang`, by job id (jobs that did not fail are absent): what a list of the work they made shows. */
export async function jobFailures(db: Db, jobIds: readonly string[], lang: Lang): Promise<Map<string, string>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.select({ id: jobs.id, error: jobs.error }).from(jobs).where(inArray(jobs.id, [...jobIds]));
  return new Map(rows.flatMap((row) => (row.error ? [[row.id, translate(lang, row.error.key, row.error.params)] as const] : [])));
}

function errorOf(error: unknown): JobError {
  if (error instanceof AppError) return { key: error.messageKey, params: error.params as MessageParams };
  return { key: 'error.internal' };
}

/**
 * Claims and runs jobs on this instance. Started when the app is ready, stopped when it closes: running
 * handlers are aborted and their jobs put back in the queue for the next runner.
 */
export class JobRunner {
  private readonly instanceId = randomUUID();
  private readonly controllers = new Map<string, AbortController>();
  private readonly runs = new Set<Promise<void>>();
  private stopped = true;
  private claiming = false;
  private claimAgain = false;
  private poll: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly app: JobApp) {}

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.app.bus.subscribe(WAKE_TOPIC, () => this.wake());
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    this.unsubscribe?.();
    for (const controller of this.controllers.values()) controller.abort(new Error('the app is closing'));
    await Promise.allSettled([...this.runs]);
  }

  /** Claims queued jobs up to the concurrency; a call during a claim makes that claim look again. */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = true;
    void this.claimAll().finally(() => (this.claiming = false));
  }

  private async claimAll(): Promise<void> {
    try {
      do {
        this.claimAgain = false;
        while (!this.stopped && this.runs.size < CONCURRENCY) {
          const row = await this.claim();
          if (!row) break;
          const run: Promise<void> = this.run(row).finally(() => {
            this.runs.delete(run);
            this.wake();
          });
          this.runs.add(run);
        }
      } while (this.claimAgain && !this.stopped);
    } catch (err) {
      // The database is unreachable: the next poll tries again.
      this.app.log.error({ err }, 'jobs: claiming failed');
    }
  }

  /** The oldest queued job, or a running one whose runner stopped beating. Reads every space's queue. */
  private claim(): Promise<JobRow | null> {
    return this.app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: jobs.id, startedAt: jobs.startedAt })
        .from(jobs)
        .where(
          or(
            eq(jobs.status, 'queued'),
            and(eq(jobs.status, 'running'), lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_S})`)),
          ),
        )
        .orderBy(jobs.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const [claimed] = await tx
        .update(jobs)
        .set({
          status: 'running',
          lockedBy: this.instanceId,
          heartbeatAt: sql`now()`,
          startedAt: row.startedAt ?? this.app.clock.now(),
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(eq(jobs.id, row.id))
        .returning();
      return claimed ?? null;
    });
  }

  /** Conditions of a write by this runner: the job is still ours (not taken over after a stall). */
  private ours(id: string) {
    return and(eq(jobs.id, id), eq(jobs.lockedBy, this.instanceId), eq(jobs.status, 'running'));
  }

  private async publish(row: JobRow): Promise<void> {
    await this.app.realtime.publish(RealtimeKind.Job, [row.userId], jobInfoOf(row, row.lang as Lang));
  }

  /** Saves the fields and publishes the job; false when the job is no longer ours. */
  private async save(row: JobRow, values: Partial<JobRow>): Promise<boolean> {
    const [saved] = await this.app.db
      .update(jobs)
      .set({ ...values, heartbeatAt: sql`now()` })
      .where(this.ours(row.id))
      .returning();
    if (saved) await this.publish(saved);
    return saved !== undefined;
  }

  /** False when the job is no longer ours. */
  private async beat(id: string): Promise<boolean> {
    const beaten = await this.app.db.update(jobs).set({ heartbeatAt: sql`now()` }).where(this.ours(id)).returning({ id: jobs.id });
    return beaten.length > 0;
  }

  private async run(row: JobRow): Promise<void> {
    const controller = new AbortController();
    this.controllers.set(row.id, controller);
    const heartbeat = setInterval(() => {
      void this.beat(row.id).then(
        (ours) => ours || controller.abort(new Error('another runner took the job over')),
        (err: unknown) => this.app.log.warn({ err, jobId: row.id }, 'jobs: heartbeat failed'),
      );
    }, HEARTBEAT_MS);
    const handler = handlers.get(row.kind as JobKind);
    let lastSaved = -Infinity;
    const job: RunningJob<never> = {
      id: row.id,
      tenantId: row.tenantId,
      userId: row.userId,
      lang: row.lang as Lang,
      params: row.params as never,
      total: row.total,
      app: this.app,
      signal: controller.signal,
      progress: async (done) => {
        controller.signal.throwIfAborted();
        const now = performance.now();
        if (now - lastSaved < PROGRESS_INTERVAL_MS) return;
        lastSaved = now;
        await this.save(row, { done });
      },
    };
    try {
      if (!handler) throw new Error(`no handler for job kind ${row.kind}`);
      if (row.attempts > MAX_ATTEMPTS) throw new AppError(ErrorCode.Internal, { attempts: MAX_ATTEMPTS }, 'error.jobAbandoned');
      await this.publish(row);
      const result = await handler.run(job);
      controller.signal.throwIfAborted();
      await this.save(row, { status: 'done', done: row.total, result, finishedAt: this.app.clock.now(), lockedBy: null });
    } catch (error) {
      if (controller.signal.aborted) {
        // Closing: back to the queue for the next runner. Taken over: the new runner owns it now.
        await this.app.db
          .update(jobs)
          .set({ status: 'queued', lockedBy: null, heartbeatAt: null })
          .where(this.ours(row.id))
          .catch((err: unknown) => this.app.log.warn({ err, jobId: row.id }, 'jobs: releasing failed'));
        return;
      }
      this.app.log.error({ err: error, jobId: row.id, kind: row.kind }, 'job failed');
      try {
        await handler?.fail?.(job);
      } catch (err) {
        this.app.log.error({ err, jobId: row.id }, 'job clean-up failed');
      }
      await this.save(row, { status: 'failed', error: errorOf(error), finishedAt: this.app.clock.now(), lockedBy: null }).catch((err: unknown) =>
        this.app.log.error({ err, jobId: row.id }, 'jobs: recording the failure failed'),
      );
    } finally {
      clearInterval(heartbeat);
      this.controllers.delete(row.id);
    }
  }
}
