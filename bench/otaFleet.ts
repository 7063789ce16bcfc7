/**
 * The simulated fleet of the OTA benchmark, in a process of its own (thousands of devices read by the server's
 * own thread would measure that thread, not the server). Connects one VirtualDevice per credential to the broker,
 * each upgrading with the SDK's flow, and prints one JSON line (a FleetEvent) per event the benchmark times:
 * the fleet connected, each device's ota_info received, each upgrade's end. Times are epoch ms, fractional,
 * comparable across processes. SIGINT or SIGTERM disconnects every device, prints `closed` and exits.
 *
 *   tsx bench/otaFleet.ts --url mqtt://127.0.0.1:1883 [--credentials devices.json] [--download-speed B]
 *     [--failure-rate R] [--reboot-mid-upgrade R] [--install-ms MS] < devices.json
 *
 * The credentials are a JSON array of `{ productKey, deviceId, username, password, info? }` (info: the firmware
 * the device reports on connecting), in --credentials or on stdin. The devices keep only a running hash of their
 * downloads (DigestUpgradeStore), so the fleet's memory does not grow with the firmware's size.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { type DeviceCredentials, type DeviceInfo, startFleet, VirtualDevice, type VirtualUpgradeOptions } from '@iotc/device-sdk';

export type FleetCredentials = DeviceCredentials & { info?: DeviceInfo };

export type FleetEvent =
  | { type: 'connected'; count: number; failed: number; at: number }
  | { type: 'notified'; did: string; taskId: string; at: number }
  | { type: 'done'; did: string; taskId: string; version: string; at: number }
  | { type: 'failed'; did: string; taskId: string; reason: string; at: number }
  | { type: 'closed'; at: number };

/** How long stopping waits for devices whose link is already gone. */
const STOP_WAIT_MS = 5000;

const now = () => performance.timeOrigin + performance.now();
const emit = (event: FleetEvent) => process.stdout.write(`${JSON.stringify(event)}\n`);

function optionalNumber(name: string, value: string | undefined, valid: (n: number) => boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!valid(n)) throw new Error(`--${name}: ${value} is not valid`);
  return n;
}

function readOptions(): { url: string; credentials?: string; upgrade: VirtualUpgradeOptions } {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      credentials: { type: 'string' },
      'download-speed': { type: 'string' },
      'failure-rate': { type: 'string' },
      'reboot-mid-upgrade': { type: 'string' },
      'install-ms': { type: 'string' },
    },
  });
  if (!values.url) throw new Error('--url is required');
  const share = (n: number) => n >= 0 && n <= 1;
  return {
    url: values.url,
    credentials: values.credentials,
    upgrade: {
      downloadBytesPerSecond: optionalNumber('download-speed', values['download-speed'], (n) => Number.isInteger(n) && n > 0),
      failureRate: optionalNumber('failure-rate', values['failure-rate'], share),
      rebootMidUpgrade: optionalNumber('reboot-mid-upgrade', values['reboot-mid-upgrade'], share),
      installMs: optionalNumber('install-ms', values['install-ms'], (n) => Number.isInteger(n) && n >= 0),
    },
  };
}

function deviceOf(url: string, credentials: FleetCredentials, upgrade: VirtualUpgradeOptions): VirtualDevice {
  const { info, ...triple } = credentials;
  const did = triple.deviceId;
  const device = new VirtualDevice({
    url,
    credentials: triple,
    functions: [],
    info,
    upgrade: {
      ...upgrade,
      onProgress: (p) => {
        const taskId = p.taskId ?? '';
        if (p.status === 'done') emit({ type: 'done', did, taskId, version: p.version, at: now() });
        else if (p.status === 'failed') emit({ type: 'failed', did, taskId, reason: p.reason ?? '', at: now() });
      },
    },
  });
  device.client.onMessage((_topic, message) => {
    if (message.header.name === 'ota_info') emit({ type: 'notified', did, taskId: String((message.payload as { taskId?: unknown }).taskId), at: now() });
  });
  return device;
}

async function main(): Promise<void> {
  const options = readOptions();
  const credentials = JSON.parse(options.credentials ? await readFile(options.credentials, 'utf8') : await text(process.stdin)) as FleetCredentials[];
  const devices = credentials.map((c) => deviceOf(options.url, c, options.upgrade));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const stopped = Promise.all(devices.map((d) => d.stop().catch(() => undefined)));
    void Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]).then(() => {
      emit({ type: 'closed', at: now() });
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  let failed = 0;
  const count = await startFleet(devices, (device, error) => {
    failed += 1;
    process.stderr.write(`${device.client.credentials.deviceId}: ${error.message}\n`);
  });
  emit({ type: 'connected', count, failed, at: now() });
}

await main();
