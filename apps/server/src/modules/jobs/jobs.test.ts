import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { type JobInfo, type JobKind, jobPaths } from '@iotc/shared/jobs';
import { realtimeChannel } from '@iotc/shared/realtime';
import { createDemoApp, jobIn, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { demoAccounts } from '../../db/seed/index.ts';
import { AppError } from '../../core/errors.ts';
import { defineJob, startJob, wakeRunners } from './service.ts';
import type { JobResult } from './service.ts';
import { jobs } from './tables.ts';
import { users } from '../../core/users.tables.ts';

/** A kind only these tests queue; its params say what the handler does. */
const TEST_KIND = 'testJob' as JobKind;
type Mode = 'steps' | 'refuse' | 'untilAborted';
const failed: string[] = [];

defineJob<{ mode: Mode }>(TEST_KIND, {
  async run(job): Promise<JobResult> {
    switch (job.params.mode) {
      case 'steps':
        for (let done = 1; done <= 40; done++) {
          await new Promise((r) => setTimeout(r, 25));
          await job.progress(done);
        }
        return { steps: 40 };
      case 'refuse':
        throw new AppError(ErrorCode.SerialTaken, { sn: 'SN-1' });
      case 'untilAborted':
        await new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason as Error)));
        return {};
    }
  },
  async fail(job) {
    failed.push(job.id);
  },
});

let t: TestApp;
let demo: TokenPair;
let asDemo: CallerAs;
let asPartner: CallerAs;
let userId: string;
let closed = false;

beforeAll(async () => {
  ({ t, demo, asDemo, asPartner } = await createDemoApp('demo', 'partner'));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, demoAccounts.demo.account));
  userId = user!.id;
});
afterAll(async () => {
  if (!closed) await t.close();
});

function start(mode: Mode, lang: 'en-US' | 'zh-CN' = 'en-US') {
  return startJob(t.app, { tenantId: demo.tenantId, userId, kind: TEST_KIND, params: { mode }, total: 40, lang });
}

const settled = (jobId: string, statuses?: JobInfo['status'][]): Promise<JobInfo> => jobIn(asDemo, jobId, statuses, 20_000);

/** A job another instance was running when it stopped beating `secondsAgo` ago. */
async function orphan(mode: Mode, secondsAgo: number, attempts = 1): Promise<string> {
  const id = randomUUID();
  const at = new Date(Date.now() - secondsAgo * 1000);
  await t.db.insert(jobs).values({
    id, tenantId: demo.tenantId, userId, lang: 'en-US', kind: TEST_KIND, status: 'running', params: { mode },
    total: 40, attempts, lockedBy: 'another-instance', heartbeatAt: at, createdAt: at, startedAt: at,
  });
  return id;
}

describe('job runner', () => {
  it('runs a queued job at once and publishes its progress a few times per second', async () => {
    const messages: JobInfo[] = [];
    const stop = t.app.realtime.listen(realtimeChannel('job', userId), (m) => messages.push(m.data as JobInfo));
    const queued = await start('steps');
    expect(queued).toMatchObject({ kind: TEST_KIND, status: 'queued', done: 0, total: 40, error: null, result: null, finishedAt: null });
    const startedAt = Date.now();
    const job = await settled(queued.id);
    const tookMs = Date.now() - startedAt;
    stop();
    expect(job).toMatchObject({ status: 'done', done: 40, total: 40, result: { steps: 40 }, error: null });
    expect(job.finishedAt).toBeGreaterThanOrEqual(job.createdAt);

    const mine = messages.filter((m) => m.id === queued.id);
    expect(mine[0]).toMatchObject({ status: 'running', done: 0 });
    expect(mine.at(-1)).toMatchObject({ status: 'done', done: 40 });
    // 40 steps over about a second: at most 4 progress messages per second, plus the start and the end.
    const progress = mine.filter((m) => m.status === 'running' && m.done > 0);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(tookMs / 250) + 1);
  });

  it('records a failure as a message in the starting language and lets the handler clean up', async () => {
    const messages: JobInfo[] = [];
    const stop = t.app.realtime.listen(realtimeChannel('job', userId), (m) => messages.push(m.data as JobInfo));
    const queued = await start('refuse', 'zh-CN');
    const job = await settled(queued.id);
    stop();
    expect(job).toMatchObject({ status: 'failed', error: 'Serial number "SN-1" is already used' });
    expect(messages.filter((m) => m.id === queued.id).at(-1)).toMatchObject({ status: 'failed', error: '序列号“SN-1”已被使用' });
    expect(failed).toContain(queued.id);
  });

  it('claims again a job whose runner stopped beating, and leaves a beating one alone', async () => {
    const alive = await orphan('steps', 2);
    const crashed = await orphan('steps', 120);
    await wakeRunners(t.app);
    expect(await settled(crashed)).toMatchObject({ status: 'done', done: 40 });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, alive));
    expect(row).toMatchObject({ status: 'running', lockedBy: 'another-instance', attempts: 1 });
    await t.db.delete(jobs).where(eq(jobs.id, alive));
  });

  it('gives up a job that stopped its runner three times', async () => {
    const id = await orphan('steps', 120, 3);
    await wakeRunners(t.app);
    expect(await settled(id)).toMatchObject({ status: 'failed', error: 'The job was interrupted 3 times before it could finish and was given up' });
    expect(failed).toContain(id);
  });

  it("shows a job only in its own space", async () => {
    const queued = await start('steps');
    expect((await asPartner('GET', jobPaths.detail(queued.id))).status).toBe(404);
    expect((await asDemo('GET', jobPaths.detail('no-such-job'))).status).toBe(404);
    await settled(queued.id);
  });

  it('puts its running jobs back in the queue when the app closes', async () => {
    const queued = await start('untilAborted');
    await settled(queued.id, ['running']);
    await t.close();
    closed = true;
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, queued.id));
    expect(row).toMatchObject({ status: 'queued', lockedBy: null });
    expect(failed).not.toContain(queued.id);
  });
});
