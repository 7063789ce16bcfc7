import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AckCode, OTA_UP_TO_DATE, type OtaInfo, type OtaProgress } from '@iotc/shared';
import { DeviceClient } from './DeviceClient.ts';
import { startBroker, Watcher, type Received, type TestBroker } from './testBroker.ts';
import { firmwareFile, otaInfoOf, serveFile, type TestFileServer } from './testFileServer.ts';
import { testCredentials, testFunctions } from './testModel.ts';
import { isOtaInfo, UPGRADE_FILE_MAX_BYTES, type UpgradeOptions } from './upgrade.ts';
import { DirectoryUpgradeStore, MemoryUpgradeStore } from './upgradeStore.ts';
import { VIRTUAL_REBOOT_MS, VirtualDevice, type VirtualUpgradeOptions } from './VirtualDevice.ts';

const device = testCredentials(1);
const file = firmwareFile(100 * 1024);
let broker: TestBroker;
let watcher: Watcher;
let files: TestFileServer;
const running: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  broker = await startBroker([device]);
  watcher = await Watcher.watch(broker.url, device);
  files = await serveFile(file);
});

afterAll(async () => {
  await Promise.all([watcher.close(), files.close()]);
  await broker.close();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((d) => d.stop()));
  files.ranges.length = 0;
});

const online = (value: boolean) => (r: Received) => r.topic === 'online' && (r.message.payload as { online: boolean }).online === value;
const progressOf = (r: Received) => r.message.payload as OtaProgress;
const reported = (status: OtaProgress['status']) => (r: Received) => r.topic === 'upgrade/report' && progressOf(r).status === status;

/** A connected client that upgrades with the SDK's flow; what it installed is kept in `installed`. */
async function upgradingClient(options: Partial<UpgradeOptions> = {}) {
  const c = new DeviceClient({ url: broker.url, credentials: device, reconnectMs: 200 });
  running.push({ stop: () => c.close() });
  const installed: Buffer[] = [];
  const versions: string[] = [];
  let version = '1.0.0';
  c.onInfo(() => ({ mac: 'AA:BB:CC:DD:EE:FF', mcu: { firmwareKey: 'iotc-virtual-mcu', version } }));
  c.enableUpgrades({
    currentVersion: (type) => (type === 'mcu' ? version : undefined),
    install: async (f) => {
      installed.push(f);
    },
    onVersion: (_type, v) => {
      version = v;
      versions.push(v);
    },
    ...options,
  });
  const from = watcher.seen.length;
  await c.connect();
  await watcher.next(online(true), from);
  return { c, installed, versions };
}

async function startedVirtual(upgrade: VirtualUpgradeOptions) {
  const d = new VirtualDevice({ url: broker.url, credentials: device, functions: testFunctions, reconnectMs: 200, upgrade });
  running.push(d);
  const from = watcher.seen.length;
  await d.start();
  await watcher.next((r) => r.topic === 'report', from);
  return d;
}

/** Sends the ota_info and answers its ack's payload. */
async function notify(ota: OtaInfo) {
  const from = watcher.seen.length;
  const mid = await watcher.send('upgrade', 'ota_info', ota);
  return { ack: (await watcher.answer('upgrade/ack', mid, from)).message.payload, from };
}

describe('the SDK upgrade flow', () => {
  it('acks, reports downloading at most every 10 points or second, installing and done, then the onInfo answer with the new version', async () => {
    const { installed, versions } = await upgradingClient({ downloadBytesPerSecond: 200 * 1024 });
    const { ack, from } = await notify(otaInfoOf(file, files.url));
    expect(ack).toEqual({ code: AckCode.Ok });
    const done = await watcher.next(reported('done'), from, 5000);
    const reports = watcher.seen.slice(from, watcher.seen.indexOf(done) + 1).filter((r) => r.topic === 'upgrade/report').map(progressOf);
    const downloading = reports.filter((p) => p.status === 'downloading').map((p) => p.progress);
    expect(downloading[0]).toBe(0);
    // Half a second of download: the steps decide, never more than 11 reports.
    expect(downloading.length).toBeGreaterThanOrEqual(5);
    expect(downloading.length).toBeLessThanOrEqual(11);
    for (let i = 1; i < downloading.length; i++) expect(downloading[i]! - downloading[i - 1]!).toBeGreaterThanOrEqual(10);
    expect(reports.slice(-2)).toEqual([
      { taskId: 'task-1', firmwareKey: 'iotc-virtual-mcu', version: '1.2.0', progress: 100, status: 'installing' },
      { taskId: 'task-1', firmwareKey: 'iotc-virtual-mcu', version: '1.2.0', progress: 100, status: 'done' },
    ]);
    expect(installed).toHaveLength(1);
    expect(installed[0]!.equals(file)).toBe(true);
    expect(versions).toEqual(['1.2.0']);
    const info = await watcher.next((r) => r.topic === 'info/report', watcher.seen.indexOf(done));
    expect(info.message.payload).toEqual({ mac: 'AA:BB:CC:DD:EE:FF', mcu: { firmwareKey: 'iotc-virtual-mcu', version: '1.2.0' } });
  });

  it('acks a device already on the version as up to date and downloads nothing', async () => {
    const { installed } = await upgradingClient();
    const { ack } = await notify(otaInfoOf(file, files.url, { version: '1.0.0' }));
    expect(ack).toEqual({ code: AckCode.Ok, msg: OTA_UP_TO_DATE });
    await new Promise((r) => setTimeout(r, 100));
    expect(files.ranges).toEqual([]);
    expect(installed).toEqual([]);
  });

  it('a task notified again while it downloads is acked without a second download', async () => {
    const { installed } = await upgradingClient({ downloadBytesPerSecond: 200 * 1024 });
    const ota = otaInfoOf(file, files.url);
    const { from } = await notify(ota);
    await watcher.next(reported('downloading'), from);
    expect((await notify(ota)).ack).toEqual({ code: AckCode.Ok });
    await watcher.next(reported('done'), from, 5000);
    expect(files.ranges).toEqual(['']);
    expect(installed).toHaveLength(1);
  });

  it.each([
    ['with Range from where it stopped', false],
    ['from the start when the server answers the whole file', true],
  ])('resumes a download cut by a kill, in a new client with the same store, %s', async (_name, ignoreRange) => {
    const server = ignoreRange ? await serveFile(file, { ignoreRange }) : files;
    try {
      const store = new MemoryUpgradeStore();
      const ota = otaInfoOf(file, server.url);
      let cutAt = 0;
      const first = await upgradingClient({
        store,
        downloadBytesPerSecond: 100 * 1024,
        onDownload: (_info, held) => {
          if (held < file.length * 0.4 || cutAt) return;
          cutAt = held;
          void first.c.close();
        },
      });
      const { from } = await notify(ota);
      await watcher.next(online(false), from, 5000);
      expect(await store.size(`${device.deviceId}/${ota.taskId}/${ota.sha256}`)).toBeGreaterThanOrEqual(cutAt);
      // Killed: nothing more from it, no failure.
      expect(watcher.seen.slice(from).some(reported('failed'))).toBe(false);

      const second = await upgradingClient({ store });
      const again = await notify(ota);
      const done = await watcher.next(reported('done'), again.from, 5000);
      const resumedAt = progressOf(watcher.seen.slice(again.from).find(reported('downloading'))!).progress;
      expect(server.ranges[0]).toBe('');
      expect(server.ranges[1]).toMatch(/^bytes=\d+-$/);
      const held = Number(/\d+/.exec(server.ranges[1]!)![0]);
      expect(held).toBeGreaterThanOrEqual(cutAt);
      expect(resumedAt).toBe(ignoreRange ? 0 : Math.floor((held * 100) / file.length));
      expect(second.installed[0]!.equals(file)).toBe(true);
      expect(progressOf(done).taskId).toBe(ota.taskId);
      // The finished download's bytes are gone.
      expect(await store.size(`${device.deviceId}/${ota.taskId}/${ota.sha256}`)).toBe(0);
    } finally {
      if (server !== files) await server.close();
    }
  });

  it('reports a file whose SHA-256 differs as failed, installs nothing and discards the bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iotc-upgrade-'));
    const { installed } = await upgradingClient({ store: new DirectoryUpgradeStore(dir) });
    const { ack, from } = await notify(otaInfoOf(file, files.url, { sha256: 'ab'.repeat(32) }));
    expect(ack).toEqual({ code: AckCode.Ok });
    const failed = await watcher.next(reported('failed'), from);
    expect(progressOf(failed)).toMatchObject({ taskId: 'task-1', status: 'failed', reason: 'sha256 mismatch' });
    expect(installed).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("reports the host's install failure with its message", async () => {
    const { versions } = await upgradingClient({
      install: () => Promise.reject(new Error('flash is full')),
    });
    const { from } = await notify(otaInfoOf(file, files.url));
    expect(progressOf(await watcher.next(reported('failed'), from))).toMatchObject({ progress: 100, reason: 'flash is full' });
    expect(versions).toEqual([]);
  });

  it('reports an unreachable file as failed', async () => {
    await upgradingClient();
    const { from } = await notify(otaInfoOf(file, 'http://127.0.0.1:1/fw.bin'));
    expect(progressOf(await watcher.next(reported('failed'), from)).reason).toMatch(/^download failed: /);
  });

  it('gives up a download that outlasts the task time-out, keeping its bytes for a retry of the task', async () => {
    const store = new MemoryUpgradeStore();
    await upgradingClient({ store, downloadBytesPerSecond: 50 * 1024 });
    const ota = otaInfoOf(file, files.url, { timeoutS: 1 });
    const { from } = await notify(ota);
    expect(progressOf(await watcher.next(reported('failed'), from, 3000)).reason).toBe('download failed: timed out');
    expect(await store.size(`${device.deviceId}/${ota.taskId}/${ota.sha256}`)).toBeGreaterThan(0);
  });

  it('refuses an ota_info without its task, hashes or type, or announcing a file over the size it accepts', () => {
    const ota = otaInfoOf(file, files.url) as unknown as Record<string, unknown>;
    expect(isOtaInfo(ota)).toBe(true);
    for (const field of ['taskId', 'sha256', 'firmwareType', 'timeoutS']) expect(isOtaInfo({ ...ota, [field]: undefined })).toBe(false);
    expect(isOtaInfo({ ...ota, size: UPGRADE_FILE_MAX_BYTES + 1 })).toBe(false);
    expect(isOtaInfo({ ...ota, firmwareType: 'bootloader' })).toBe(false);
    expect(isOtaInfo({ ...ota, url: 'file:///etc/passwd' })).toBe(false);
    expect(isOtaInfo({ ...ota, taskId: 'x'.repeat(129) })).toBe(false);
  });
});

describe('a virtual device upgrading', () => {
  it('downloads the file for real, installs, then says the new key and version, and is up to date afterwards', async () => {
    const d = await startedVirtual({ installMs: 10 });
    const ota = otaInfoOf(file, files.url, { firmwareKey: 'mcu-new' });
    const { ack, from } = await notify(ota);
    expect(ack).toEqual({ code: AckCode.Ok });
    const done = await watcher.next(reported('done'), from, 5000);
    const info = await watcher.next((r) => r.topic === 'info/report', watcher.seen.indexOf(done));
    expect(info.message.payload).toMatchObject({ mcu: { firmwareKey: 'mcu-new', version: '1.2.0' }, module: { version: '1.0.0' } });
    expect(d.firmwareVersion('mcu')).toBe('1.2.0');
    expect(files.ranges).toEqual(['']);
    expect((await notify({ ...ota, taskId: 'task-2' })).ack).toEqual({ code: AckCode.Ok, msg: OTA_UP_TO_DATE });
  });

  it('fails installs as its dice say (failureRate), keeping its version', async () => {
    const dice = [0.1, 0.5, 0.9, 0.25];
    const d = await startedVirtual({ installMs: 10, failureRate: 0.3, random: () => dice.shift()! });
    const outcomes: string[] = [];
    for (const [i, version] of ['1.1.0', '1.2.0', '1.3.0', '1.4.0'].entries()) {
      const { from } = await notify(otaInfoOf(file, files.url, { taskId: `task-${i}`, version }));
      const end = await watcher.next((r) => reported('done')(r) || reported('failed')(r), from, 5000);
      outcomes.push(progressOf(end).status === 'failed' ? `failed: ${progressOf(end).reason}` : 'done');
    }
    expect(outcomes).toEqual(['failed: install failed (simulated)', 'done', 'done', 'failed: install failed (simulated)']);
    expect(d.firmwareVersion('mcu')).toBe('1.3.0');
  });

  it('reboots halfway through the download when told, and resumes with Range once notified again', async () => {
    const d = await startedVirtual({ installMs: 10, rebootMidUpgrade: true, downloadBytesPerSecond: 200 * 1024 });
    const ota = otaInfoOf(file, files.url);
    const { from } = await notify(ota);
    const down = await watcher.next(online(false), from, 5000);
    const downAt = Date.now();
    const up = await watcher.next(online(true), watcher.seen.indexOf(down), 5000);
    expect(Date.now() - downAt).toBeGreaterThanOrEqual(VIRTUAL_REBOOT_MS - 100);
    // As the server does when a device with a running task comes back: the same task again.
    await watcher.next((r) => r.topic === 'report', watcher.seen.indexOf(up));
    const again = await notify(ota);
    await watcher.next(reported('done'), again.from, 5000);
    expect(files.ranges).toHaveLength(2);
    expect(Number(/\d+/.exec(files.ranges[1]!)![0])).toBeGreaterThanOrEqual(file.length / 2);
    expect(d.firmwareVersion('mcu')).toBe('1.2.0');
    expect(watcher.seen.slice(from).filter(online(false))).toHaveLength(1);
  });
});
