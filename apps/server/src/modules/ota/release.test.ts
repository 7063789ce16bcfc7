import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTA_DOWNLOAD_URL_TTL_S } from '@iotc/shared';
import type { PageResult } from '@iotc/shared';
import { otaPaths, type OtaRelease, type OtaReleaseSaveBody, type OtaReleasePreview, type OtaTask, type OtaTimeline, type OtaWhitelistEntry } from '@iotc/shared/ota';
import { firmwareVersions } from '../firmware/tables.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { signedFileUrl } from './download.ts';
import { otaReleases, otaTasks } from './tables.ts';
import { createOtaApp, insertFirmware, releaseBody, type OtaEnv, type TestFirmware } from './testKit.ts';

/**
 * The release calls without devices online (nothing is notified): bad input refused with the spec's messages and nothing
 * stored, the plan (whitelist, gray cut, skipped), the reads, the whitelist, and the devices' signed, ranged download.
 */

let env: OtaEnv;
let firmware: TestFirmware;
let dids: string[];

beforeAll(async () => {
  env = await createOtaApp();
  firmware = await insertFirmware(env, ['1.0.0', '2.0.0'], 1000);
  // Twelve activated devices on 1.0.0, one already on 2.0.0, one never activated; none online.
  dids = await insertTestDevices(env.t.db, env.dev.tenantId, firmware.productId, { count: 12, activated: 12, overrides: { moduleFirmwareVersion: '1.0.0' } });
  dids.push(...(await insertTestDevices(env.t.db, env.dev.tenantId, firmware.productId, { count: 1, activated: 1, overrides: { moduleFirmwareVersion: '2.0.0' } })));
  await insertTestDevices(env.t.db, env.dev.tenantId, firmware.productId, { count: 1 });
});

afterAll(() => env?.t.close());

async function storedReleases(): Promise<number> {
  return (await env.t.db.select().from(otaReleases)).length;
}

describe('release input', () => {
  it.each<[string, OtaReleaseSaveBody['grayStages'], string]>([
    ['a gray release without a stage', [], 'Add at least one gray stage'],
    ['a gray percent over 100', [{ value: 101 }], 'A gray percent cannot be over 100'],
  ])('refuses %s with the spec message, storing nothing', async (_, grayStages, msg) => {
    const before = await storedReleases();
    const answer = await env.asDev('POST', otaPaths.releaseSave, { body: releaseBody(firmware, '2.0.0', { releaseMode: 'gray', grayType: 'percent', grayStages }) });
    expect(answer.status).toBe(422);
    expect(answer.body.msg).toContain(msg);
    expect(await storedReleases()).toBe(before);
  });

  it('refuses a version that is not published, storing nothing', async () => {
    await env.t.db.update(firmwareVersions).set({ status: 'draft' }).where(eq(firmwareVersions.id, firmware.versions.get('1.0.0')!));
    const answer = await env.asDev('POST', otaPaths.releaseSave, { body: releaseBody(firmware, '1.0.0') });
    expect(answer.status).toBe(422);
    expect(answer.body.msg).toBe('Version: choose a published version of this firmware');
    expect(await storedReleases()).toBe(0);
  });
});

describe('a release', () => {
  let release: OtaRelease;

  it('previews and saves its plan: the whitelist first, a gray cut, everyone else; a device on the version skipped', async () => {
    await env.asDev('POST', otaPaths.whitelistAdd, { body: { productId: firmware.productId, kind: 'device', values: [dids[0]!, dids[0]!, dids[1]!] } });
    const listed = (await env.asDev<PageResult<OtaWhitelistEntry>>('POST', otaPaths.whitelistList, { body: { productId: firmware.productId } })).body.data;
    expect(listed.total).toBe(2);
    const body = releaseBody(firmware, '2.0.0', { releaseMode: 'gray', verification: true, grayType: 'percent', grayStages: [{ value: 10 }, { value: 50 }] });
    const preview = (await env.asDev<OtaReleasePreview>('POST', otaPaths.releasePreview, { body })).body.data;
    // 13 targets: 2 whitelisted; of the other 11, 10% (2, rounded up) then 50% (6, cumulative); the rest.
    expect(preview).toEqual({ total: 13, skipped: 1, stages: [{ kind: 'verify', total: 2 }, { kind: 'gray', total: 2 }, { kind: 'gray', total: 4 }, { kind: 'all', total: 5 }] });
    release = (await env.asDev<OtaRelease>('POST', otaPaths.releaseSave, { body })).body.data;
    expect(release).toMatchObject({ status: 'published', total: 13, taskTimeoutS: 120, createdBy: 'dev@example.com' });
    expect(release.counts).toMatchObject({ queued: 12, skipped: 1 });
    expect(release.stages.map((s) => s.total)).toEqual([2, 2, 4, 5]);
  });

  it('allows one open release per product and firmware', async () => {
    const again = await env.asDev('POST', otaPaths.releaseSave, { body: releaseBody(firmware, '2.0.0') });
    expect(again.status).toBe(409);
  });

  it('lists its tasks, exports them, and charts them', async () => {
    const tasks = (await env.asDev<PageResult<OtaTask>>('POST', otaPaths.taskList, { body: { releaseId: release.id, status: 'skipped' } })).body.data;
    expect(tasks.list).toMatchObject([{ did: dids[12], status: 'skipped', fromVersion: '2.0.0' }]);
    const csv = await env.t.app.inject({ method: 'POST', url: `/api${otaPaths.taskExport}`, payload: { releaseId: release.id }, headers: { authorization: `Bearer ${env.dev.token}`, lang: 'en-US' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('Device ID,Device name,Stage,Status');
    expect(csv.body).toContain('Skipped');
    const timeline = (await env.asDev<OtaTimeline>('GET', otaPaths.releaseTimeline(release.id))).body.data;
    expect(timeline.points).toHaveLength(60);
    expect(timeline.points.at(-1)!.counts).toMatchObject({ queued: 12, skipped: 1 });
  });
});

describe('the signed download', () => {
  let taskId: string;
  const get = (url: string, range?: string) => {
    const { pathname, search } = new URL(url);
    return env.t.app.inject({ method: 'GET', url: pathname + search, headers: range ? { range } : {} });
  };

  beforeAll(async () => {
    [{ id: taskId }] = (await env.t.db.select({ id: otaTasks.id }).from(otaTasks).limit(1)) as [{ id: string }];
  });

  it('serves the whole file, or the asked range with 206', async () => {
    const url = signedFileUrl(env.t.config, taskId, env.t.clock.now());
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(firmware.file)).toBe(true);
    const tail = await get(url, 'bytes=600-');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 600-999/1000');
    expect(tail.rawPayload.equals(firmware.file.subarray(600))).toBe(true);
    const middle = await get(url, 'bytes=10-19');
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(firmware.file.subarray(10, 20))).toBe(true);
    const past = await get(url, 'bytes=1000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
  });

  it('is not cut by a server time-out on a slow link', () => {
    expect(env.t.app.initialConfig.connectionTimeout).toBe(0);
    expect(env.t.app.server.timeout).toBe(0);
  });

  it('refuses an expired or badly signed address with 403', async () => {
    const expired = signedFileUrl(env.t.config, taskId, new Date(env.t.clock.now().getTime() - (OTA_DOWNLOAD_URL_TTL_S + 1) * 1000));
    expect((await get(expired)).statusCode).toBe(403);
    const forged = signedFileUrl(env.t.config, taskId, env.t.clock.now()).replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const answer = await get(forged);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: expect.any(Number) });
    // Another task's signature does not open this one.
    const [, other] = await env.t.db.select({ id: otaTasks.id }).from(otaTasks).limit(2);
    const borrowed = signedFileUrl(env.t.config, other!.id, env.t.clock.now()).replace(other!.id, taskId);
    expect((await get(borrowed)).statusCode).toBe(403);
  });
});
