import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DeviceClient } from '@iotc/device-sdk';
import { authPaths } from '@iotc/shared/auth';
import { productPaths } from '@iotc/shared/products';
import type { ApiEnvelope, PageResult } from '@iotc/shared';
import { DeviceEvent } from '@iotc/shared/devices';
import { jobPaths } from '@iotc/shared/jobs';
import { triplePaths } from '@iotc/shared/triples';
import type { JobInfo } from '@iotc/shared/jobs';
import type { Triple } from '@iotc/shared/triples';
import { openPglite } from '../src/core/db.ts';
import type { ServerProcess } from './serverProcess.ts';

/**
 * SDK devices reporting QoS 1 to a server in a child process (ServerProcess), and what the device log holds of
 * the reports they had acknowledged: the suites that stop the server or what it depends on under load.
 */

/** The demo product's `lit_hours` (value 0-100000): each device counts up on it, so a value names one report. */
export const COUNTER_DP = '102';
const COUNTER_KEY = 'lit_hours';

export async function api<T>(server: ServerProcess, token: string | null, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.base}/api${path}`, {
    method: body === undefined && !init.body ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), lang: 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: HTTP ${response.status} ${envelope.msg}`);
  return envelope.data;
}

/** `count` triples of the demo product, generated through the API as a device maker does. */
export async function generateTriples(server: ServerProcess, count: number, serialPrefix: string): Promise<{ productKey: string; triples: Triple[] }> {
  const { token } = await api<{ token: string }>(server, null, authPaths.login, { account: 'demo@example.com', password: 'Demo123456' });
  const products = await api<PageResult<{ id: string; productKey: string; name: string }>>(server, token, productPaths.list, { pageNo: 1, pageSize: 50 });
  const product = products.list.find((p) => p.name === 'Smart Bulb Demo');
  if (!product) throw new Error('the demo space has no demo product');
  const form = new FormData();
  form.set('productId', product.id);
  form.set('count', String(count));
  const serials = Array.from({ length: count }, (_, i) => `${serialPrefix}-${i}`);
  form.set('file', new Blob([['SN', ...serials].join('\r\n')], { type: 'text/csv' }), 'serials.csv');
  let job = await api<JobInfo>(server, token, triplePaths.generate, undefined, { method: 'POST', body: form });
  await server.until(
    async () => {
      job = await api<JobInfo>(server, token, jobPaths.detail(job.id));
      if (job.status === 'failed') throw new Error(`triple generation failed: ${job.error}`);
      return job.status === 'done';
    },
    30_000,
    'the triples were not generated',
  );
  const generationId = String(job.result!.generationId);
  const { list } = await api<PageResult<Triple>>(server, token, triplePaths.list, { generationId, pageNo: 1, pageSize: count });
  return { productKey: product.productKey, triples: list };
}

export interface FleetPace {
  /** Reports each device keeps in flight (each resolves on its PUBACK). */
  inFlight: number;
  /** Pause after each acknowledged report of a loop. */
  intervalMs: number;
}

/** SDK devices that each report a counter, and note every value acknowledged. */
export class ReportingFleet {
  readonly devices: DeviceClient[];
  /** did → counter values whose PUBACK arrived. */
  readonly acked = new Map<string, number[]>();
  /** Connections that came up after the first. */
  reconnects = 0;
  private readonly next = new Map<string, number>();
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    url: string,
    productKey: string,
    triples: Triple[],
    private readonly pace: FleetPace = { inFlight: 1, intervalMs: 100 },
  ) {
    this.devices = triples.map(
      (t) => new DeviceClient({ url, credentials: { productKey, deviceId: t.deviceId, username: t.username, password: t.password }, reconnectMs: 500 }),
    );
  }

  async start(): Promise<void> {
    await Promise.all(this.devices.map((d) => d.connect()));
    for (const device of this.devices) {
      device.onConnection((up) => {
        if (up) this.reconnects++;
      });
      device.onError(() => undefined);
      this.acked.set(device.credentials.deviceId, []);
    }
    this.resume();
  }

  /** Every device reports again, counting on from its last value. */
  resume(): void {
    this.running = true;
    this.loops = this.devices.flatMap((device) => Array.from({ length: this.pace.inFlight }, () => this.report(device)));
  }

  private async report(device: DeviceClient): Promise<void> {
    const did = device.credentials.deviceId;
    while (this.running) {
      const value = this.next.get(did) ?? 0;
      this.next.set(did, value + 1);
      try {
        // Resolves on the PUBACK; while the link is down mqtt.js holds the message and sends it on reconnect.
        await device.report({ [COUNTER_DP]: value });
        this.acked.get(did)!.push(value);
      } catch {
        // Not acknowledged: nothing is owed for it.
      }
      await new Promise((resolve) => setTimeout(resolve, this.pace.intervalMs));
    }
  }

  get ackedCount(): number {
    let n = 0;
    for (const values of this.acked.values()) n += values.length;
    return n;
  }

  /** Resolves once every device has had `count` more reports acknowledged than now. */
  async progress(server: ServerProcess, count: number, timeoutMs: number, what: string): Promise<void> {
    const from = new Map([...this.acked].map(([did, values]) => [did, values.length]));
    await server.until(() => [...this.acked].every(([did, values]) => values.length >= from.get(did)! + count), timeoutMs, `${what}: the devices did not all carry on reporting`);
  }

  /** Stops reporting once the reports in flight are acknowledged (or given up by their device). */
  async pause(server: ServerProcess): Promise<void> {
    this.running = false;
    let settled = false;
    void Promise.all(this.loops).then(() => (settled = true));
    await server.until(() => settled, 30_000, 'reports in flight were not acknowledged');
  }

  /** Stops reporting without waiting: what is in flight now is never acknowledged (the server is gone). */
  stop(): void {
    this.running = false;
  }

  /** Acknowledged values missing from `stored` (did:value keys). */
  missingFrom(stored: ReadonlySet<string>): string[] {
    return [...this.acked].flatMap(([did, values]) => values.map((v) => `${did}:${v}`)).filter((key) => !stored.has(key));
  }

  async close(): Promise<void> {
    this.running = false;
    await Promise.all(this.devices.map((d) => d.close().catch(() => undefined)));
  }
}

const storedQuery = `select device_id, value from device_logs where event_type = ${DeviceEvent.Report} and func_key = '${COUNTER_KEY}'`;
const keysOf = (rows: { device_id: string; value: unknown }[]) => new Set(rows.map((r) => `${r.device_id}:${String(r.value)}`));

/** The counter reports in the device log of a PostgreSQL database, as did:value keys. */
export async function storedReportsInPostgres(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return keysOf((await client.query<{ device_id: string; value: unknown }>(storedQuery)).rows);
  } finally {
    await client.end();
  }
}

/** The same of an embedded database directory (no server may have it open). */
export async function storedReportsInPglite(directory: string): Promise<Set<string>> {
  const database = await openPglite(directory);
  try {
    const result = await database.db.execute(sql.raw(storedQuery));
    return keysOf((result as unknown as { rows: { device_id: string; value: unknown }[] }).rows);
  } finally {
    await database.close();
  }
}
