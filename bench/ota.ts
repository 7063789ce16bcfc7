/**
 * OTA benchmark, run on demand (`npm run bench:ota`, about 5 minutes) on the local PostgreSQL (BENCH_DATABASE_URL for
 * another server; a database iotc_bench_ota of its own is created): the real server (withDemoServer, started with a
 * device secret the bench knows), one product with BENCH_OTA_DEVICES (10,000) activated devices on module firmware
 * 1.0.0 (inserted by SQL), its firmware made through the API (a small .bin uploaded, versions 1.0.1 and 1.0.2 saved
 * and published), and the fleet in its own process (bench/otaLoad.ts: one lean MQTT connection per device, connected
 * in steps, each subscribed to its `upgrade` topic).
 *   baseline  as many ota_info messages published straight to the devices by one console MQTT client on the same
 *             broker, QoS 1, none awaited before the next: time from the first publish to the last arrival
 *   (a)       a release of 1.0.1 to every device, rate limit off: time from the releaseSave call to the last device's
 *             ota_info, and its ratio to the baseline
 *   (b)       the fleet acks, then reports downloading and done (and info/report with the new version), each step after
 *             up to BENCH_OTA_DELAY_MS (500): a console on the real-time channel records each `ota` message; the k-th
 *             done's latency is the arrival of the first message counting k succeeded minus the k-th done's send time
 *   (c)       the server process's CPU time (broker, ingest and controller) over the release's wall time, from the
 *             releaseSave call to the console seeing every task succeeded; beside it, its share holding the idle fleet
 *   (d)       a release of 1.0.2 at BENCH_OTA_RATE (1,000) per minute, watched BENCH_OTA_RATE_S (120) seconds from its
 *             first notification, then stopped: notifications per minute, their deviation from the limit, and the
 *             most in any 60 s (needs more devices than the window notifies: rate × seconds / 60)
 * Targets: (a) within 3x the baseline (the broker's own delivery of the same messages, on the same two cores); (b) p99 under 2 s (a release's counts go out at most once a second);
 * (c) none, reported; (d) within 5 % of the limit.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import WebSocket from 'ws';
import { buildMessage, deviceTopic, type OtaInfo } from '@iotc/shared';
import { firmwarePaths, type FirmwareSaveBody, type FirmwareUploadResult, type FirmwareVersionSaveBody } from '@iotc/shared/firmware';
import { otaPaths, type OtaProgressEvent, type OtaReleaseIdBody, type OtaReleaseSaveBody } from '@iotc/shared/ota';
import { REALTIME_PATH, REALTIME_PING, REALTIME_PONG, RealtimeKind, realtimeChannel, type RealtimeMessage, type RealtimeSubscribe } from '@iotc/shared/realtime';
import { devicePassword } from '../apps/server/src/core/deviceSecret.ts';
import { connectClient, type Credentials } from './mqttClients.ts';
import type { Collected, Job } from './otaLoad.ts';
import { Child, createBenchDatabase, requireDescriptors, withDemoServer, type DemoServer } from './support.ts';

const DEVICES = Number(process.env.BENCH_OTA_DEVICES ?? 10_000);
const RATE = Number(process.env.BENCH_OTA_RATE ?? 1000);
const RATE_S = Number(process.env.BENCH_OTA_RATE_S ?? 120);
const DELAY_MS = Number(process.env.BENCH_OTA_DELAY_MS ?? 500);
const FILE_BYTES = 64 * 1024;
const dbName = 'iotc_bench_ota';
const productId = 'bench-ota';
const deviceSecret = randomBytes(32).toString('base64url');

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const latest = (times: readonly number[]) => times.reduce((a, b) => Math.max(a, b), -Infinity);

/** Waits until `check` gives a value (polled every 20 ms), or answers null after `timeoutMs`. */
async function until<T>(check: () => Promise<T | null | undefined> | T | null | undefined, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) return null;
    await sleep(20);
  }
}

async function api<T = unknown>(server: DemoServer, path: string, body: object): Promise<T> {
  const json = !(body instanceof FormData);
  const response = await fetch(`${server.base}/api${path}`, {
    method: 'POST',
    headers: { lang: 'en-US', ...server.auth, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

// ── Set-up ───────────────────────────────────────────────────────────────────

interface Fixture {
  productKey: string;
  firmwareId: string;
  firmwareKey: string;
  /** version → its id */
  versions: Record<string, string>;
  devices: Credentials[];
}

/** The product by SQL, its module firmware and two published versions through the API, then the activated devices by SQL. */
async function setUp(server: DemoServer, db: pg.Client): Promise<Fixture> {
  const productKey = `bench${randomBytes(6).toString('hex')}`;
  await db.query(
    `with class as (select id from product_classes where parent_id is not null order by id limit 1)
     insert into products (id, tenant_id, product_key, name, model, image, image_url, product_type, scheme, network_type,
       power_consume_type, active_type, wifi_flag, status, is_demo_product, created_at, updated_at)
     select $1, $2, $3, 'OTA bench', 'B-OTA', '', '/bench.png', class.id, 'zero_code', 'wifi', 'mains', 'app_pairing', true, 1, false, now(), now() from class`,
    [productId, server.tenantId, productKey],
  );
  await api(server, firmwarePaths.save, {
    productId,
    type: 'module',
    nameZh: '基准固件',
    nameEn: 'Bench firmware',
    flag: 'bench_fw',
    upgradeChannel: 0,
    flashSize: '4M',
    upgradeTimeoutS: 600,
    upgradeMode: 'silent',
  } satisfies FirmwareSaveBody);
  const firmware = (await db.query<{ id: string; key: string }>(`select id, key from firmwares where product_id = $1`, [productId])).rows[0]!;
  const versions: Record<string, string> = {};
  for (const version of ['1.0.1', '1.0.2']) {
    const form = new FormData();
    form.append('kind', 'upgrade');
    form.append('file', new Blob([new Uint8Array(Buffer.alloc(FILE_BYTES, `iotc bench firmware ${version} `))]), `bench-${version}.bin`);
    const file = await api<FirmwareUploadResult>(server, firmwarePaths.upload, form);
    await api(server, firmwarePaths.versionSave, { firmwareId: firmware.id, version, file: file.token, fileName: file.fileName, isMust: false } satisfies FirmwareVersionSaveBody);
    const id = (await db.query<{ id: string }>(`select id from firmware_versions where firmware_id = $1 and version = $2`, [firmware.id, version])).rows[0]!.id;
    await api(server, firmwarePaths.versionPublish, { id });
    versions[version] = id;
  }
  await db.query(
    `insert into devices (id, tenant_id, product_id, nature, name, username, activated_at, last_activated_at,
       module_firmware_key, module_firmware_version, created_at, updated_at)
     select 'bench-ota-' || g, $1, $2, 1, 'OTA bench ' || g, 'u' || g, now(), now(), $3, '1.0.0', now(), now() from generate_series(1, $4::int) g`,
    [server.tenantId, productId, firmware.key, DEVICES],
  );
  const devices = Array.from({ length: DEVICES }, (_, i): Credentials => {
    const did = `bench-ota-${i + 1}`;
    return { clientId: did, username: `u${i + 1}`, password: devicePassword(deviceSecret, did), productKey, did };
  });
  return { productKey, firmwareId: firmware.id, firmwareKey: firmware.key, versions, devices };
}

// ── Measuring ────────────────────────────────────────────────────────────────

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User and system CPU seconds of a process so far (Linux /proc/<pid>/stat: utime and stime, fields 14 and 15, after the command). */
function cpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    throw new Error(`the server process (${pid}) is gone: its error is above`);
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** The share of one core the process used from now until `done` resolves. */
async function cpuShare(pid: number, done: () => Promise<unknown>): Promise<{ share: number; cpu: number; wall: number }> {
  const cpuBefore = cpuSeconds(pid);
  const started = Date.now();
  await done();
  const cpu = cpuSeconds(pid) - cpuBefore;
  const wall = (Date.now() - started) / 1000;
  return { share: cpu / wall, cpu, wall };
}

interface Arrival {
  at: number;
  event: OtaProgressEvent;
}

/** A console on the real-time channel, subscribed to the demo user's `ota` messages, recording each one's arrival. */
function openConsole(server: DemoServer): Promise<{ socket: WebSocket; events: Arrival[] }> {
  const channel = realtimeChannel(RealtimeKind.Ota, server.userId);
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.base.replace(/^http/, 'ws')}${REALTIME_PATH}?token=${server.token}`, { perMessageDeflate: false });
    const events: Arrival[] = [];
    socket.on('message', (data) => {
      const at = Date.now();
      const text = String(data);
      // The pong says the subscription sent before it was handled.
      if (text === REALTIME_PONG) return resolve({ socket, events });
      const message = JSON.parse(text) as RealtimeMessage<'ota'>;
      if (message.channel === channel) events.push({ at, event: message.data });
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`real-time channel refused: HTTP ${res.statusCode}`)));
    socket.once('open', () => {
      socket.send(JSON.stringify({ channels: [channel], unsubscribe: false } satisfies RealtimeSubscribe));
      socket.send(REALTIME_PING);
    });
  });
}

/** Each done report's latency to the console: the first `ota` message counting k succeeded, minus the k-th done's send time. */
function progressLatencies(done: readonly number[], events: readonly Arrival[], releaseId: string): number[] {
  const sent = [...done].sort((a, b) => a - b);
  const counts = events.filter((e) => e.event.releaseId === releaseId);
  const out: number[] = [];
  let j = 0;
  for (let k = 1; k <= sent.length; k += 1) {
    while (j < counts.length && counts[j]!.event.counts.succeeded < k) j += 1;
    if (j === counts.length) break;
    out.push(counts[j]!.at - sent[k - 1]!);
  }
  return out.sort((a, b) => a - b);
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** The most notifications in any `windowMs` (sorted times). */
function busiestWindow(sorted: readonly number[], windowMs: number): number {
  let most = 0;
  for (let i = 0, j = 0; j < sorted.length; j += 1) {
    while (sorted[j]! - sorted[i]! >= windowMs) i += 1;
    most = Math.max(most, j - i + 1);
  }
  return most;
}

// ── Run ──────────────────────────────────────────────────────────────────────

function releaseBody(f: Fixture, version: string, rateLimitPerMinute: number | null): OtaReleaseSaveBody {
  return {
    productId,
    firmwareId: f.firmwareId,
    versionId: f.versions[version]!,
    releaseMode: 'full',
    versionMode: 'all',
    areaMode: 'all',
    autoUpgrade: false,
    upgradeTextZh: '基准测试升级',
    upgradeTextEn: 'Benchmark upgrade',
    rateLimitPerMinute,
  };
}

async function startRelease(server: DemoServer, db: pg.Client, f: Fixture, version: string, rateLimitPerMinute: number | null): Promise<string> {
  await api(server, otaPaths.releaseSave, releaseBody(f, version, rateLimitPerMinute));
  return (await db.query<{ id: string }>(`select id from ota_releases where product_id = $1 and version_id = $2`, [productId, f.versions[version]])).rows[0]!.id;
}

/** The same notifications published straight by one console client: the time until the last arrived, in ms. */
async function baseline(server: DemoServer, fleet: Child, f: Fixture): Promise<number> {
  await fleet.ask({ kind: 'arm', answer: false, delayMs: 0 } satisfies Job);
  const publisher = await connectClient(server.mqttUrl, { clientId: `bench-ota-console-${randomBytes(4).toString('hex')}`, username: 'demo', password: server.token, productKey: '', did: '' });
  const info = (did: string): OtaInfo => ({
    taskId: `baseline-${did}`,
    firmwareKey: f.firmwareKey,
    firmwareType: 'module',
    version: '1.0.1',
    url: `${server.base}/api${otaPaths.deviceFile(`baseline-${did}`)}?expires=${Math.floor(Date.now() / 1000) + 86_400}&sig=${'0'.repeat(64)}`,
    size: FILE_BYTES,
    md5: '0'.repeat(32),
    sha256: '0'.repeat(64),
    timeoutS: 600,
  });
  const started = Date.now();
  await Promise.all(f.devices.map((c) => publisher.publishAsync(deviceTopic(f.productKey, c.did, 'upgrade'), JSON.stringify(buildMessage('upgrade', 'ota_info', c.did, info(c.did))), { qos: 1 })));
  const arrived = await fleet.ask<Collected>({ kind: 'collect', notified: DEVICES, done: 0, timeoutMs: 60_000 } satisfies Job);
  await publisher.endAsync();
  if (arrived.notified.length < DEVICES) throw new Error(`baseline: ${arrived.notified.length} of ${DEVICES} devices got their message`);
  return latest(arrived.notified) - started;
}

async function main() {
  requireDescriptors(DEVICES, 'devices', 'BENCH_OTA_DEVICES');
  const databaseUrl = await createBenchDatabase(dbName);
  await withDemoServer(
    databaseUrl,
    async (server, db) => {
      const f = await setUp(server, db);
      const fleet = new Child('otaLoad.ts', []);
      try {
        const connectStarted = Date.now();
        await fleet.ask({ kind: 'connect', url: server.mqttUrl, devices: f.devices } satisfies Job);
        const online = () => db.query<{ n: string }>(`select count(*) n from devices where product_id = $1 and online`, [productId]).then((r) => Number(r.rows[0]!.n));
        if (!(await until(async () => (await online()) >= DEVICES, 120_000))) throw new Error(`only ${await online()} of ${DEVICES} devices came online`);
        const { socket, events } = await openConsole(server);
        console.log(
          `OTA benchmark: ${fmt(DEVICES)} devices (one MQTT connection each, connected and online in ${seconds(Date.now() - connectStarted)}), ` +
            `PostgreSQL ${dbName}, OTA_TICK_MS ${process.env.OTA_TICK_MS ?? '1000 (default)'}, answer delays up to ${DELAY_MS} ms\n`,
        );

        const idle = await cpuShare(server.pid, () => sleep(5000));
        const base = await baseline(server, fleet, f);
        console.log(`baseline: ${fmt(DEVICES)} ota_info published straight by one console MQTT client (QoS 1): all delivered in ${seconds(base)}`);

        // (a), (b), (c): the release with the rate limit off, the fleet answering.
        await fleet.ask({ kind: 'arm', answer: true, delayMs: DELAY_MS } satisfies Job);
        const started = Date.now();
        let releaseId = '';
        let fleetSaw: Collected = { notified: [], done: [], repeated: 0 };
        const release = await cpuShare(server.pid, async () => {
          releaseId = await startRelease(server, db, f, '1.0.1', null);
          fleetSaw = await fleet.ask<Collected>({ kind: 'collect', notified: DEVICES, done: DEVICES, timeoutMs: 180_000 } satisfies Job);
          await until(() => events.some((e) => e.event.releaseId === releaseId && e.event.counts.succeeded >= DEVICES), 30_000);
        });
        const allNotified = latest(fleetSaw.notified) - started;
        const notifiedOrder = fleetSaw.notified.map((t) => t - started).sort((a, b) => a - b);
        console.log(
          `(a) release, rate limit off: ${fmt(fleetSaw.notified.length)} of ${fmt(DEVICES)} notified (the first ${seconds(notifiedOrder[0] ?? NaN)}, ` +
            `half ${seconds(quantile(notifiedOrder, 0.5))}), the last ${seconds(allNotified)} after releaseSave ` +
            `= ${(allNotified / base).toFixed(2)}x the baseline${fleetSaw.repeated ? ` (${fmt(fleetSaw.repeated)} notified twice)` : ''} (target: all, within 3x the baseline: ${fleetSaw.notified.length === DEVICES && allNotified <= 3 * base ? 'met' : 'NOT met'})`,
        );
        const latencies = progressLatencies(fleetSaw.done, events, releaseId);
        const releaseEvents = events.filter((e) => e.event.releaseId === releaseId);
        console.log(
          `(b) done report → console: p50 ${quantile(latencies, 0.5)} ms, p99 ${quantile(latencies, 0.99)} ms, max ${latencies.at(-1)} ms ` +
            `(${fmt(latencies.length)} of ${fmt(fleetSaw.done.length)} done reports counted, in ${releaseEvents.length} ota messages; ` +
            `last count ${fmt(releaseEvents.at(-1)?.event.counts.succeeded ?? 0)} succeeded) (target p99 < 2,000 ms: ${latencies.length === DEVICES && quantile(latencies, 0.99) < 2000 ? 'met' : 'NOT met'})`,
        );
        console.log(
          `(c) server CPU during the release: ${(release.share * 100).toFixed(1)} % of one core (${release.cpu.toFixed(1)} s over ${release.wall.toFixed(1)} s); ` +
            `holding the idle fleet: ${(idle.share * 100).toFixed(1)} % (reported)`,
        );

        // The first release must be over before the next of the same firmware.
        const completed = await until(async () => (await db.query<{ status: string }>(`select status from ota_releases where id = $1`, [releaseId])).rows[0]!.status === 'completed', 60_000);
        if (!completed) {
          console.log(`    the release was not completed 60 s after its last report: stopped`);
          await api(server, otaPaths.releaseStop, { id: releaseId } satisfies OtaReleaseIdBody);
        }

        // (d): the rate limit.
        await fleet.ask({ kind: 'arm', answer: true, delayMs: DELAY_MS } satisfies Job);
        const limitedId = await startRelease(server, db, f, '1.0.2', RATE);
        const first = await fleet.ask<Collected>({ kind: 'collect', notified: 1, done: 0, timeoutMs: 30_000 } satisfies Job);
        if (first.notified.length === 0) throw new Error('the rate-limited release notified nobody in 30 s');
        const windowStart = Math.min(...first.notified);
        await sleep(windowStart + RATE_S * 1000 + 500 - Date.now());
        const limited = await fleet.ask<Collected>({ kind: 'collect', notified: 0, done: 0, timeoutMs: 0 } satisfies Job);
        await api(server, otaPaths.releaseStop, { id: limitedId } satisfies OtaReleaseIdBody);
        const times = limited.notified.filter((t) => t < windowStart + RATE_S * 1000).sort((a, b) => a - b);
        const perMinute = (times.length / RATE_S) * 60;
        const deviation = (perMinute - RATE) / RATE;
        const busiest = RATE_S >= 60 ? `, at most ${fmt(busiestWindow(times, 60_000))} in any 60 s` : '';
        const ranOut = times.length >= DEVICES ? ` — every device was notified within the window: the rate is capped by the fleet, raise BENCH_OTA_DEVICES` : '';
        console.log(
          `(d) rate limit ${fmt(RATE)}/min: ${fmt(perMinute)} notifications/min over ${RATE_S} s from the first (${fmt(times.length)} notified), ` +
            `${deviation >= 0 ? '+' : ''}${(deviation * 100).toFixed(1)} % from the limit${busiest} (target within 5 %: ${Math.abs(deviation) <= 0.05 ? 'met' : 'NOT met'})${ranOut}`,
        );
        socket.close();
      } finally {
        fleet.kill();
      }
    },
    { DEVICE_SECRET: deviceSecret },
  );
}

await main();
process.exit(0);
