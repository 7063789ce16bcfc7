import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otaPaths, type OtaRecord, type OtaRelease, type OtaTaskStatus } from '@iotc/shared/ota';
import { until } from '../devices/ingestTestKit.ts';
import { OtaController } from './controller.ts';
import { devices as registry } from '../devices/tables.ts';
import { createOtaApp, insertFirmware, releaseBody, startFleet, tasksOf, type OtaEnv, type SimDevice, type SimEvent } from './testKit.ts';

/**
 * The controller's rules with SDK devices, the clock moved by the test and ticks run on demand: a stage whose failures pass
 * the threshold halts the release; pause and restore mid-stage; stop cancels what is queued while upgrades under way finish;
 * devices already on the version count as skipped; time-outs, back-off and retries; the rate limit.
 */

let env: OtaEnv;
const fleets: SimDevice[] = [];

beforeAll(async () => {
  env = await createOtaApp();
});

afterAll(async () => {
  await Promise.all(fleets.map((d) => d.client.close()));
  await env?.t.close();
});

async function detail(id: string): Promise<OtaRelease> {
  return (await env.asDev<OtaRelease>('GET', otaPaths.releaseDetail(id))).body.data;
}

async function records(id: string): Promise<OtaRecord[]> {
  return (await env.asDev<OtaRecord[]>('GET', otaPaths.releaseRecords(id))).body.data;
}

/** Moves the clock, then runs a tick once the devices' events so far are written. */
async function advance(seconds: number): Promise<void> {
  env.t.clock.advance(seconds);
  await env.t.app.ota.deviceEvents.drain();
  await env.t.app.ota.controller.tick();
}

async function countOf(releaseId: string, status: OtaTaskStatus): Promise<number> {
  return [...(await tasksOf(env, releaseId)).values()].filter((t) => t.status === status).length;
}

async function fleet(count: number, version = '1.0.0') {
  const firmware = await insertFirmware(env, ['1.0.0', '2.0.0']);
  const log: SimEvent[] = [];
  const devices = await startFleet(env, firmware, count, version, log);
  fleets.push(...devices);
  return { firmware, devices, log };
}

async function save(body: Parameters<typeof releaseBody>[2] & object, firmware: Awaited<ReturnType<typeof fleet>>['firmware']): Promise<OtaRelease> {
  const saved = await env.asDev<OtaRelease>('POST', otaPaths.releaseSave, { body: releaseBody(firmware, '2.0.0', body) });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

describe('the OTA controller', () => {
  it('halts a stage whose failures pass the threshold; restored, it goes on without judging that stage again', async () => {
    const { firmware, devices } = await fleet(20);
    // 30% of the fleet fails its upgrade.
    devices.forEach((d, i) => (d.behaviour = i % 10 < 3 ? 'fail' : 'ok'));
    const release = await save({ releaseMode: 'gray', grayType: 'percent', grayStages: [{ value: 100 }], retries: 0, failureThresholdPercent: 20 }, firmware);
    const halted = await until(async () => ((await detail(release.id)).status === 'halted' ? detail(release.id) : undefined), 15_000);
    expect(halted.currentStage).toBe(0);
    expect(halted.stages[1]!.status).toBe('pending');
    const halt = (await records(release.id)).find((r) => r.action === 'halt')!;
    expect(halt).toMatchObject({ status: 'halted', stageIndex: 0, by: null, detail: { threshold: 20 } });
    expect(Number(halt.detail.rate)).toBeGreaterThan(20);

    // Upgrades already under way finish and are recorded while it is halted.
    await until(async () => ((await detail(release.id)).counts.succeeded + (await detail(release.id)).counts.failed === 20 ? true : undefined), 15_000);
    expect((await detail(release.id)).counts.failed).toBe(6);

    expect((await env.asDev('POST', otaPaths.releaseRestore, { body: { id: release.id } })).status).toBe(200);
    const completed = await until(async () => ((await detail(release.id)).status === 'completed' ? detail(release.id) : undefined), 10_000);
    expect(completed.finishedAt).not.toBeNull();
    expect((await records(release.id)).map((r) => r.action)).toEqual(['publish', 'stageStart', 'halt', 'restore', 'stageStart', 'complete']);
  });

  it('pauses and restores mid-stage; stop cancels the queued tasks while upgrades under way finish and count', async () => {
    const { firmware, devices } = await fleet(6);
    for (const d of devices) d.behaviour = 'hold';
    // One notification a second: the test's clock decides how many go out.
    const release = await save({ rateLimitPerMinute: 60 }, firmware);
    await until(async () => ((await countOf(release.id, 'installing')) === 1 ? true : undefined));

    expect((await env.asDev('POST', otaPaths.releasePause, { body: { id: release.id } })).status).toBe(200);
    expect((await env.asDev('POST', otaPaths.releasePause, { body: { id: release.id } })).body.msg).toBe('The release cannot do that in its current state');
    for (let i = 0; i < 5; i++) await advance(1);
    expect(await countOf(release.id, 'queued')).toBe(5);
    // Progress of an upgrade under way is still recorded while paused.
    for (const d of devices) d.release();
    await until(async () => ((await countOf(release.id, 'succeeded')) === 1 ? true : undefined));

    expect((await env.asDev('POST', otaPaths.releaseRestore, { body: { id: release.id } })).status).toBe(200);
    await advance(1);
    await advance(1);
    await until(async () => ((await countOf(release.id, 'queued')) <= 3 ? true : undefined));
    const notifiedBeforeStop = 6 - (await countOf(release.id, 'queued'));

    expect((await env.asDev('POST', otaPaths.releaseStop, { body: { id: release.id } })).status).toBe(200);
    const stopped = await until(async () => {
      const d = await detail(release.id);
      return d.counts.succeeded === notifiedBeforeStop ? d : undefined;
    });
    expect(stopped).toMatchObject({ status: 'stopped' });
    expect(stopped.counts.cancelled).toBe(6 - notifiedBeforeStop);
    expect((await records(release.id)).map((r) => [r.action, r.status])).toEqual([
      ['publish', 'published'],
      ['stageStart', 'published'],
      ['pause', 'paused'],
      ['restore', 'published'],
      ['stop', 'stopped'],
    ]);
  });

  it('counts devices already on the version as skipped, never failed', async () => {
    const { firmware, devices } = await fleet(3);
    // One says so in the registry (skipped at once); one runs it without the registry knowing (its ack says so).
    await env.t.db.update(registry).set({ moduleFirmwareVersion: '2.0.0' }).where(eq(registry.id, devices[0]!.did));
    devices[1]!.runs('2.0.0');
    const release = await save({}, firmware);
    expect(release.counts.skipped).toBe(1);
    const completed = await until(async () => ((await detail(release.id)).status === 'completed' ? detail(release.id) : undefined), 10_000);
    expect(completed.counts).toMatchObject({ skipped: 2, succeeded: 1, failed: 0, timedOut: 0 });
  });

  it('times a silent device out, notifies it again after a back-off with the same task, and counts it timed out once its retries are spent', async () => {
    const { firmware, devices } = await fleet(1);
    devices[0]!.behaviour = 'silent';
    const release = await save({ retries: 1, taskTimeoutS: 60 }, firmware);
    const [task] = [...(await tasksOf(env, release.id)).values()];
    await until(async () => ((await countOf(release.id, 'notified')) === 1 ? true : undefined));
    await advance(61);
    expect((await tasksOf(env, release.id)).get(devices[0]!.did)).toMatchObject({ status: 'queued', attempts: 1, reason: 'ota.taskTimedOut' });
    // Its back-off (10 s after a first attempt) holds it.
    await advance(5);
    expect(await countOf(release.id, 'queued')).toBe(1);
    await advance(6);
    await until(async () => (devices[0]!.notified.length === 2 ? true : undefined));
    expect(devices[0]!.notified).toEqual([task!.id, task!.id]);
    expect((await tasksOf(env, release.id)).get(devices[0]!.did)).toMatchObject({ status: 'notified', attempts: 2 });
    await advance(61);
    expect((await tasksOf(env, release.id)).get(devices[0]!.did)).toMatchObject({ status: 'timedOut', attempts: 2 });
    await until(async () => ((await detail(release.id)).status === 'completed' ? true : undefined));

    // Its info/report, once it runs the version after all, reconciles the task.
    await devices[0]!.client.reportInfo({ module: { firmwareKey: firmware.firmwareKey, version: '2.0.0' } });
    await until(async () => ((await countOf(release.id, 'succeeded')) === 1 ? true : undefined));
  });

  it('soaks a finished stage before the next one starts', async () => {
    const { firmware } = await fleet(4);
    const release = await save({ releaseMode: 'gray', grayType: 'number', grayStages: [{ value: 1, soakMinutes: 2 }] }, firmware);
    const soaking = await until(async () => {
      const d = await detail(release.id);
      return d.stages[0]!.status === 'soaking' ? d : undefined;
    });
    expect(soaking.counts).toMatchObject({ succeeded: 1, queued: 3 });
    await advance(60);
    expect((await detail(release.id)).stages[0]!.status).toBe('soaking');
    await advance(61);
    await until(async () => ((await detail(release.id)).status === 'completed' ? true : undefined));
    expect((await records(release.id)).map((r) => [r.action, r.stageIndex, r.detail])).toEqual([
      ['publish', null, {}],
      ['stageStart', 0, {}],
      ['stageSoak', 0, { minutes: 2 }],
      ['stageStart', 1, {}],
      ['complete', null, {}],
    ]);
  });

  it("fails a task the device refuses, with the device's reason", async () => {
    const { firmware, devices } = await fleet(1);
    devices[0]!.behaviour = 'refuse';
    const release = await save({ retries: 0 }, firmware);
    await until(async () => ((await detail(release.id)).status === 'completed' ? true : undefined));
    expect((await tasksOf(env, release.id)).get(devices[0]!.did)).toMatchObject({ status: 'failed', reason: 'battery low', attempts: 1 });
  });

  it('spreads notifications by the rate limit', async () => {
    const { firmware } = await fleet(30);
    const release = await save({ rateLimitPerMinute: 120 }, firmware);
    for (let i = 0; i < 10; i++) await advance(1);
    const notified = 30 - (await countOf(release.id, 'queued'));
    // Two a second for ten seconds, give or take the slots at either end.
    expect(notified).toBeGreaterThanOrEqual(18);
    expect(notified).toBeLessThanOrEqual(22);
  });

  // Last: it replaces the app's controller.
  it('goes on where it stopped with a new controller (a restart, or another instance taking over)', async () => {
    const { firmware, devices } = await fleet(3);
    for (const d of devices) d.behaviour = 'hold';
    const release = await save({ releaseMode: 'gray', grayType: 'number', grayStages: [{ value: 1 }] }, firmware);
    await until(async () => ((await countOf(release.id, 'installing')) === 1 ? true : undefined));
    await env.t.app.ota.controller.close();
    for (const d of devices) d.release();
    await until(async () => ((await countOf(release.id, 'succeeded')) === 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await detail(release.id)).stages.map((s) => s.status)).toEqual(['running', 'pending']);

    const next = new OtaController(env.t.app, env.t.app.ota.notifier, env.t.app.ota.progress);
    await next.start();
    try {
      const completed = await until(async () => ((await detail(release.id)).status === 'completed' ? detail(release.id) : undefined), 10_000);
      expect(completed.counts.succeeded).toBe(3);
    } finally {
      await next.close();
    }
  });
});
