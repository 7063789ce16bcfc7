import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devicePaths, type DeviceDetail } from '@iotc/shared/devices';
import { otaPaths, type OtaProgressEvent, type OtaRecord, type OtaRelease } from '@iotc/shared/ota';
import { RealtimeKind } from '@iotc/shared/realtime';
import { until } from '../devices/ingestTestKit.ts';
import { devices } from '../devices/tables.ts';
import { createOtaApp, insertFirmware, releaseBody, startFleet, tasksOf, type OtaEnv, type SimDevice, type SimEvent } from './testKit.ts';

/**
 * The release as devices live it: a published version released in two gray stages (10%, then everyone) to SDK devices;
 * the first stage alone upgrades, then the rest; every device ends on the new version in the device list; a device whose
 * link drops mid-download is notified again with the same task on its return and finishes with a ranged download.
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

describe('a gray release', () => {
  it('upgrades the first stage alone, then the rest; every device ends on the new version in the device list', async () => {
    const firmware = await insertFirmware(env, ['1.0.0', '2.0.0']);
    const log: SimEvent[] = [];
    const fleet = await startFleet(env, firmware, 20, '1.0.0', log);
    fleets.push(...fleet);

    // The console hears the release's progress at most once a second.
    const heard: { at: number; data: OtaProgressEvent }[] = [];
    const publish = env.t.app.realtime.publish.bind(env.t.app.realtime);
    vi.spyOn(env.t.app.realtime, 'publish').mockImplementation(async (kind, userIds, data) => {
      if (kind === RealtimeKind.Ota) heard.push({ at: Date.now(), data: data as OtaProgressEvent });
      return publish(kind, userIds, data);
    });

    const saved = await env.asDev<OtaRelease>('POST', otaPaths.releaseSave, {
      body: releaseBody(firmware, '2.0.0', { releaseMode: 'gray', grayType: 'percent', grayStages: [{ value: 10 }] }),
    });
    expect(saved.status).toBe(200);
    const release = saved.body.data;
    expect(release.stages.map((s) => [s.kind, s.total])).toEqual([
      ['gray', 2],
      ['all', 18],
    ]);

    const done = await until(async () => {
      const d = await detail(release.id);
      return d.status === 'completed' ? d : undefined;
    }, 20_000);
    expect(done.counts.succeeded).toBe(20);
    expect(done.stages.every((s) => s.status === 'done')).toBe(true);

    // Stage 1 (its two devices) finished before any device of stage 2 heard of the release.
    const tasks = await tasksOf(env, release.id);
    const stageOf = (did: string) => tasks.get(did)!.stageIndex;
    const firstOfStage2 = log.findIndex((e) => e.kind === 'notified' && stageOf(e.did) === 1);
    const stage1Done = log.filter((e) => e.kind === 'done' && stageOf(e.did) === 0);
    expect(stage1Done).toHaveLength(2);
    expect(log.slice(0, firstOfStage2).filter((e) => e.kind === 'done')).toHaveLength(2);

    // The device list's detail shows what each device reported after its upgrade.
    const versions = await until(async () => {
      const found = await Promise.all(fleet.map(async (d) => (await env.asDev<DeviceDetail>('GET', devicePaths.detail(d.did))).body.data.moduleFirmwareVersion));
      return found.every((v) => v === '2.0.0') ? found : undefined;
    });
    expect(versions).toHaveLength(20);

    const mine = await until(() => {
      const found = heard.filter((h) => h.data.releaseId === release.id);
      return found.at(-1)?.data.status === 'completed' ? found : undefined;
    });
    expect(mine.at(-1)!.data.counts.succeeded).toBe(20);
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.at - mine[i - 1]!.at).toBeGreaterThanOrEqual(990);
    vi.restoreAllMocks();

    const records = (await env.asDev<OtaRecord[]>('GET', otaPaths.releaseRecords(release.id))).body.data;
    expect(records.map((r) => [r.action, r.stageIndex])).toEqual([
      ['publish', null],
      ['stageStart', 0],
      ['stageStart', 1],
      ['complete', null],
    ]);
    expect(records[0]!.by).toBe('dev@example.com');
  });

  it('notifies a device that comes back mid-download again with the same task; it resumes and finishes', async () => {
    const firmware = await insertFirmware(env, ['1.0.0', '1.1.0'], 256 * 1024);
    const log: SimEvent[] = [];
    const [device] = await startFleet(env, firmware, 1, '1.0.0', log);
    fleets.push(device!);
    // Half the file in, the link drops; the device comes back a moment later.
    device!.midDownload = async () => {
      await device!.client.close();
      env.t.clock.advance(1);
      setTimeout(() => void device!.client.connect(), 200);
    };
    const release = (await env.asDev<OtaRelease>('POST', otaPaths.releaseSave, { body: releaseBody(firmware, '1.1.0') })).body.data;
    await until(async () => ((await detail(release.id)).status === 'completed' ? true : undefined), 15_000);
    expect(device!.notified).toHaveLength(2);
    expect(new Set(device!.notified).size).toBe(1);
    expect(device!.currentVersion).toBe('1.1.0');
    const [row] = await env.t.db.select({ version: devices.moduleFirmwareVersion }).from(devices).where(inArray(devices.id, [device!.did]));
    expect(row!.version).toBe('1.1.0');
    expect([...(await tasksOf(env, release.id)).values()][0]).toMatchObject({ status: 'succeeded', attempts: 1, progress: 100 });
  });
});
