import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AckCode } from '@iotc/shared';
import { otaPaths, type OtaRelease, type OtaTaskStatus } from '@iotc/shared/ota';
import { until } from '../devices/ingestTestKit.ts';
import { OtaController } from './controller.ts';
import {
  advance as advanceBy,
  countOf as countIn,
  createOtaApp,
  holdInstalls,
  insertFirmware,
  releaseBody,
  releaseDetail,
  releaseRecords,
  seededRandom,
  startFleet,
  tasksOf,
  testDevice,
  type FleetOptions,
  type OtaEnv,
  type TestDevice,
} from './testKit.ts';

/**
 * The controller's rules with SDK devices, the clock moved by the test and ticks run on demand: a stage whose failures pass
 * the threshold halts the release while upgrades under way finish; pause and restore mid-stage; stop cancels what is queued
 * while upgrades under way finish; time-outs, back-off and retries; soaking; the rate limit; a new controller going on.
 * (ota.test.ts has the acceptance: the gray release to 100 devices, the halt with pause and restore, skipped devices.)
 */

let env: OtaEnv;
const fleets: TestDevice[] = [];

beforeAll(async () => {
  env = await createOtaApp();
});

afterAll(async () => {
  await Promise.all(fleets.map((d) => d.device.stop()));
  await env?.t.close();
});

const detail = (id: string) => releaseDetail(env, id);
const records = (id: string) => releaseRecords(env, id);
const advance = (seconds: number) => advanceBy(env, seconds);
const countOf = (releaseId: string, status: OtaTaskStatus) => countIn(env, releaseId, status);

async function fleet(count: number, options: FleetOptions = {}) {
  const firmware = await insertFirmware(env, ['1.0.0', '2.0.0']);
  const devices = await startFleet(env, firmware, count, '1.0.0', options);
  fleets.push(...devices);
  return { firmware, devices };
}

async function save(body: Parameters<typeof releaseBody>[2] & object, firmware: Awaited<ReturnType<typeof fleet>>['firmware']): Promise<OtaRelease> {
  const saved = await env.asDev<OtaRelease>('POST', otaPaths.releaseSave, { body: releaseBody(firmware, '2.0.0', body) });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

describe('the OTA controller', () => {
  it('halts a stage whose failures pass the threshold; restored, it goes on without judging that stage again', async () => {
    // Installs fail at a 30% rate; with this seed, six of the twenty fail (in whatever order the devices roll).
    const { firmware } = await fleet(20, { upgrade: { failureRate: 0.3, random: seededRandom(1) } });
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
    const finishInstalls = devices.map(holdInstalls);
    // One notification a second: the test's clock decides how many go out.
    const release = await save({ rateLimitPerMinute: 60 }, firmware);
    await until(async () => ((await countOf(release.id, 'installing')) === 1 ? true : undefined));

    expect((await env.asDev('POST', otaPaths.releasePause, { body: { id: release.id } })).status).toBe(200);
    expect((await env.asDev('POST', otaPaths.releasePause, { body: { id: release.id } })).body.msg).toBe('The release cannot do that in its current state');
    for (let i = 0; i < 5; i++) await advance(1);
    expect(await countOf(release.id, 'queued')).toBe(5);
    // Progress of an upgrade under way is still recorded while paused.
    for (const finish of finishInstalls) finish();
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

  it('times a silent device out, notifies it again after a back-off with the same task, and counts it timed out once its retries are spent', async () => {
    const { firmware, devices } = await fleet(1);
    // A device that accepts and then says nothing: the SDK's flow always reports, so this one answers by hand.
    devices[0]!.device.client.onUpgrade(() => ({ code: AckCode.Ok }));
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
    await devices[0]!.device.client.reportInfo({ module: { firmwareKey: firmware.firmwareKey, version: '2.0.0' } });
    await until(async () => ((await countOf(release.id, 'succeeded')) === 1 ? true : undefined));
  });

  it('counts a task whose device rebooted into the new version mid-install as succeeded when, notified again, it says it runs it', async () => {
    const { firmware, devices } = await fleet(1);
    const [d] = devices;
    // Its install never returns: the device restarts into the new firmware instead, before reporting done.
    holdInstalls(d!);
    const release = await save({}, firmware);
    await until(async () => ((await countOf(release.id, 'installing')) === 1 ? true : undefined));
    await d!.device.stop();
    // The test clock stands still: its return must come after its notification in the server's time.
    env.t.clock.advance(1);
    // Back on 2.0.0 and connected, announcing no info (a host may not): its task comes again, and its ack says up to date.
    const back = testDevice(env, firmware, d!.did, '2.0.0');
    fleets.push(back);
    await back.device.client.connect();
    await until(async () => (back.notified.length === 1 ? true : undefined));
    const done = await until(async () => ((await detail(release.id)).status === 'completed' ? detail(release.id) : undefined));
    expect(done.counts).toMatchObject({ succeeded: 1, skipped: 0 });
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
    // A host that refuses the upgrade: the SDK's flow accepts every valid notification, so this one answers by hand.
    devices[0]!.device.client.onUpgrade(() => ({ code: AckCode.Failed, msg: 'battery low' }));
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
    const finishInstalls = devices.map(holdInstalls);
    const release = await save({ releaseMode: 'gray', grayType: 'number', grayStages: [{ value: 1 }] }, firmware);
    await until(async () => ((await countOf(release.id, 'installing')) === 1 ? true : undefined));
    await env.t.app.ota.controller.close();
    for (const finish of finishInstalls) finish();
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
