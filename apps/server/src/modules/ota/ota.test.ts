import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryUpgradeStore } from '@iotc/device-sdk';
import type { OtaProgress } from '@iotc/shared';
import { devicePaths, type DeviceDetail } from '@iotc/shared/devices';
import { OTA_IN_FLIGHT_TASK_STATUSES, otaPaths, type OtaProgressEvent, type OtaRelease } from '@iotc/shared/ota';
import { RealtimeKind } from '@iotc/shared/realtime';
import { until } from '../devices/ingestTestKit.ts';
import { devices } from '../devices/tables.ts';
import {
  advance,
  countOf,
  createOtaApp,
  cuttableLink,
  insertFirmware,
  releaseBody,
  releaseDetail,
  releaseRecords,
  seededRandom,
  startFleet,
  tasksOf,
  testDevice,
  type OtaEnv,
  type SimEvent,
  type TestDevice,
} from './testKit.ts';

/**
 * The acceptance, with devices running the SDK's own upgrade flow (VirtualDevice): a published version released in two
 * gray stages (10%, then everyone) to 100 devices, the first stage alone upgrading, then the rest, every device ending on the new
 * version in the device list, and a device killed mid-download finishing after it comes back; and a fleet failing 30% of its
 * installs halting the release at its first stage, paused and restored mid-stage, a device already on the target counted skipped.
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

async function save(body: ReturnType<typeof releaseBody>): Promise<OtaRelease> {
  const saved = await env.asDev<OtaRelease>('POST', otaPaths.releaseSave, { body });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

async function versionsInDeviceList(dids: readonly string[]): Promise<(string | null)[]> {
  return Promise.all(dids.map(async (did) => (await env.asDev<DeviceDetail>('GET', devicePaths.detail(did))).body.data.moduleFirmwareVersion));
}

describe('a gray release to 100 SDK devices', () => {
  it('upgrades the first stage alone, then the rest; a device killed mid-download finishes after it reconnects; all end on the new version', async () => {
    const firmware = await insertFirmware(env, ['1.0.0', '2.0.0']);
    const log: SimEvent[] = [];

    // One device reaches the broker through a link the test cuts halfway through its download: a power cut, no goodbye.
    // Its partial download is kept in a store that outlives the client, as a device's flash would.
    const link = await cuttableLink(env.t.app.broker.deviceUrl);
    const store = new MemoryUpgradeStore();
    const resumed: OtaProgress[] = [];
    let comeback: Promise<TestDevice> | null = null;
    /** The killed device stops dead; seen offline, it starts again as a new client with the same store. */
    const kill = async (): Promise<TestDevice> => {
      link.cut();
      await killed!.device.stop();
      await until(async () => {
        const [row] = await env.t.db.select({ online: devices.online }).from(devices).where(eq(devices.id, killed!.did));
        return row!.online ? undefined : true;
      });
      // The test clock stands still: its return must come after its notification in the server's time.
      env.t.clock.advance(1);
      const back = testDevice(env, firmware, killed!.did, '1.0.0', { log, upgrade: { store, onProgress: (p) => resumed.push(p) } });
      fleets.push(back);
      await back.device.start();
      return back;
    };
    const [killed] = await startFleet(env, firmware, 1, '1.0.0', {
      log,
      url: link.url,
      upgrade: {
        store,
        // Slow enough for the cut to land mid-download (a 64 KiB file in a second).
        downloadBytesPerSecond: 64 * 1024,
        onProgress: (p) => {
          if (!comeback && p.status === 'downloading' && p.progress >= 40) comeback = kill();
        },
      },
    });
    fleets.push(killed!);
    const fleet = [killed!, ...(await startFleet(env, firmware, 99, '1.0.0', { log }))];
    fleets.push(...fleet.slice(1));

    // What the devices ask of the file server, and what it answers.
    const downloads: { url: string; range: string | null; status: number }[] = [];
    const fetchFile = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await fetchFile(input, init);
      downloads.push({ url: String(input), range: new Headers(init?.headers).get('range'), status: response.status });
      return response;
    });

    // The console hears the release's progress at most once a second.
    const heard: { at: number; data: OtaProgressEvent }[] = [];
    const publish = env.t.app.realtime.publish.bind(env.t.app.realtime);
    vi.spyOn(env.t.app.realtime, 'publish').mockImplementation(async (kind, userIds, data) => {
      if (kind === RealtimeKind.Ota) heard.push({ at: Date.now(), data: data as OtaProgressEvent });
      return publish(kind, userIds, data);
    });

    const release = await save(releaseBody(firmware, '2.0.0', { releaseMode: 'gray', grayType: 'percent', grayStages: [{ value: 10 }] }));
    expect(release.stages.map((s) => [s.kind, s.total])).toEqual([
      ['gray', 10],
      ['all', 90],
    ]);

    const done = await until(async () => {
      const d = await releaseDetail(env, release.id);
      return d.status === 'completed' ? d : undefined;
    }, 30_000);
    expect(done.counts.succeeded).toBe(100);
    expect(done.stages.every((s) => s.status === 'done')).toBe(true);

    // Stage 1 (its ten devices) finished before any device of stage 2 heard of the release.
    const tasks = await tasksOf(env, release.id);
    const stageOf = (did: string) => tasks.get(did)!.stageIndex;
    const firstOfStage2 = log.findIndex((e) => e.kind === 'notified' && stageOf(e.did) === 1);
    expect(log.filter((e) => e.kind === 'done' && stageOf(e.did) === 0)).toHaveLength(10);
    expect(log.slice(0, firstOfStage2).filter((e) => e.kind === 'done')).toHaveLength(10);

    // The killed device was notified again with the same task on its return and resumed where it stopped, by a ranged download.
    expect(comeback).not.toBeNull();
    const back = await comeback!;
    const task = tasks.get(killed!.did)!;
    expect(killed!.notified).toEqual([task.id]);
    expect(back.notified).toEqual([task.id]);
    const its = downloads.filter((d) => new URL(d.url).pathname === `/api${otaPaths.deviceFile(task.id)}`);
    expect(its.map((d) => [d.range, d.status])).toEqual([
      [null, 200],
      [expect.stringMatching(/^bytes=\d+-$/), 206],
    ]);
    const held = Number(/\d+/.exec(its[1]!.range!)![0]);
    expect(held).toBeGreaterThanOrEqual(firmware.file.length * 0.4);
    expect(held).toBeLessThan(firmware.file.length);
    expect(resumed.find((p) => p.status === 'downloading')!.progress).toBe(Math.floor((held * 100) / firmware.file.length));
    expect(resumed.at(-1)).toMatchObject({ taskId: task.id, status: 'done' });
    expect(task).toMatchObject({ status: 'succeeded', attempts: 1, progress: 100 });

    // The device list's detail shows what each device reported after its upgrade.
    const versions = await until(async () => {
      const found = await versionsInDeviceList(fleet.map((d) => d.did));
      return found.every((v) => v === '2.0.0') ? found : undefined;
    });
    expect(versions).toHaveLength(100);

    const mine = await until(() => {
      const found = heard.filter((h) => h.data.releaseId === release.id);
      return found.at(-1)?.data.status === 'completed' ? found : undefined;
    });
    expect(mine.at(-1)!.data.counts.succeeded).toBe(100);
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.at - mine[i - 1]!.at).toBeGreaterThanOrEqual(990);
    vi.restoreAllMocks();

    expect((await releaseRecords(env, release.id)).map((r) => [r.action, r.stageIndex, r.by])).toEqual([
      ['publish', null, 'dev@example.com'],
      ['stageStart', 0, null],
      ['stageStart', 1, null],
      ['complete', null, null],
    ]);
  });
});

describe('a release to a fleet failing 30% of its installs', () => {
  /** The fleet's dice; with this seed the first ten installs fail three times, the first fourteen five times. */
  const SEED = 7;

  /** Tasks no longer queued: notified, under way or over. */
  const moved = async (id: string) => 16 - (await countOf(env, id, 'queued'));

  /**
   * Lets one more notification go out (moving the clock a second, the release's rate limit being one a second, unless one is
   * already due) and waits for its upgrade to end: installs run one after another, so the dice fall in the same order every run.
   */
  async function oneMore(id: string, moveClock = true): Promise<void> {
    const before = await moved(id);
    if (moveClock) await advance(env, 1);
    await until(async () => ((await moved(id)) > before || (await releaseDetail(env, id)).status !== 'published' ? true : undefined), 10_000);
    await until(async () => ((await countOf(env, id, ...OTA_IN_FLIGHT_TASK_STATUSES)) === 0 ? true : undefined), 10_000);
  }

  it('halts itself at its first stage; pauses and restores mid-stage; devices already on the target count as skipped', async () => {
    const rolls = seededRandom(SEED);
    const fails = Array.from({ length: 14 }, () => rolls() < 0.3);
    const failedOf = (n: number) => fails.slice(0, n).filter(Boolean).length;

    const firmware = await insertFirmware(env, ['1.0.0', '2.0.0']);
    const upgrade = { failureRate: 0.3, random: seededRandom(SEED) };
    const fleet = await startFleet(env, firmware, 15, '1.0.0', { upgrade });
    // One runs the target without the registry knowing (its info report was lost): its ack says so.
    const [unknown] = await startFleet(env, firmware, 1, '2.0.0', { upgrade });
    fleets.push(...fleet, unknown!);
    await env.t.db.update(devices).set({ moduleFirmwareVersion: '1.0.0' }).where(eq(devices.id, unknown!.did));
    // One is on it in the registry: skipped from the start.
    await env.t.db.update(devices).set({ moduleFirmwareVersion: '2.0.0' }).where(eq(devices.id, fleet[0]!.did));

    // Everyone in the first stage; one notification a second, so the test's clock paces the stage.
    const release = await save(
      releaseBody(firmware, '2.0.0', {
        releaseMode: 'gray',
        grayType: 'percent',
        grayStages: [{ value: 100 }],
        rateLimitPerMinute: 60,
        failureThresholdPercent: 20,
        retries: 0,
      }),
    );
    expect(release.stages.map((s) => [s.kind, s.total])).toEqual([
      ['gray', 16],
      ['all', 0],
    ]);
    expect(release.counts.skipped).toBe(1);
    const id = release.id;

    // The first notification goes out at once; three more, then a pause mid-stage.
    await oneMore(id, false);
    for (let i = 0; i < 3; i++) await oneMore(id);
    expect((await env.asDev('POST', otaPaths.releasePause, { body: { id } })).status).toBe(200);
    const movedAtPause = await moved(id);
    for (let i = 0; i < 3; i++) await advance(env, 1);
    expect(await moved(id)).toBe(movedAtPause);
    expect((await releaseDetail(env, id)).status).toBe('paused');

    // Restored, the stage goes on (its next slot at once) until ten of its upgrades are over and judged.
    expect((await env.asDev('POST', otaPaths.releaseRestore, { body: { id } })).status).toBe(200);
    await oneMore(id, false);
    while ((await releaseDetail(env, id)).status === 'published') await oneMore(id);
    const halted = await releaseDetail(env, id);
    expect(halted).toMatchObject({ status: 'halted', currentStage: 0 });
    expect(halted.stages.map((s) => s.status)).toEqual(['running', 'pending']);
    expect(halted.counts).toMatchObject({ failed: failedOf(10), succeeded: 10 - failedOf(10), timedOut: 0 });
    const halt = (await releaseRecords(env, id)).find((r) => r.action === 'halt')!;
    expect(halt).toMatchObject({ status: 'halted', stageIndex: 0, by: null, detail: { rate: failedOf(10) * 10, threshold: 20 } });
    expect(failedOf(10) * 10).toBeGreaterThan(20);

    // Restored again, the stage is not judged twice: the rest upgrade and the release completes.
    expect((await env.asDev('POST', otaPaths.releaseRestore, { body: { id } })).status).toBe(200);
    await oneMore(id, false);
    while ((await releaseDetail(env, id)).status === 'published') await oneMore(id);
    const completed = await releaseDetail(env, id);
    expect(completed.status).toBe('completed');
    expect(completed.counts).toMatchObject({ skipped: 2, failed: failedOf(14), succeeded: 14 - failedOf(14), timedOut: 0, queued: 0 });
    const tasks = await tasksOf(env, id);
    expect([fleet[0]!.did, unknown!.did].map((did) => tasks.get(did)!.status)).toEqual(['skipped', 'skipped']);
    expect((await releaseRecords(env, id)).map((r) => r.action)).toEqual(['publish', 'stageStart', 'pause', 'restore', 'halt', 'restore', 'stageStart', 'complete']);

    // Each succeeded device is on the target in the device list; the failed ones kept their version.
    const succeeded = [...tasks.values()].filter((t) => t.status === 'succeeded').map((t) => t.did);
    const failed = [...tasks.values()].filter((t) => t.status === 'failed').map((t) => t.did);
    await until(async () => ((await versionsInDeviceList(succeeded)).every((v) => v === '2.0.0') ? true : undefined));
    const kept = await env.t.db.select({ version: devices.moduleFirmwareVersion }).from(devices).where(inArray(devices.id, failed));
    expect(kept.map((r) => r.version)).toEqual(failed.map(() => '1.0.0'));
  });
});
