/**
 * MQTT benchmark, run on demand (`npm run bench:mqtt`), all in one run on the local PostgreSQL
 * (BENCH_DATABASE_URL for another server; a database of its own is created), the load generator in its own
 * process (bench/mqttLoad.ts) and each broker in a fresh one (bench/mqttServer.ts):
 *   (a) plain Aedes forwarding QoS 1 reports from PUBLISHERS devices to one subscriber: the baseline
 *       (with noDelay on, as our broker runs, and off)
 *   (b) our broker path: authentication, ACL and model validation of every report, nothing stored
 *   (c) the full path: validated and stored (device_logs row and merged state per report), and none lost
 *   (d) p99 latency from a device's publish to a subscribed console client at half of (c)'s rate
 *   (e) memory held per idle device connection with IDLE devices (heap and buffers), ours against plain Aedes
 * Targets: (b) ≥ 50% of (a); (c) ≥ 10,000 stored reports/s with none lost; (d) < 100 ms; (e) ≤ 1.25x.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { devicePassword } from '../apps/server/src/core/deviceSecret.ts';
import { authPaths } from '@iotc/shared/auth';
import { deviceTopic } from '@iotc/shared';
import type { Credentials } from './mqttClients.ts';
import type { Job } from './mqttLoad.ts';
import { Child, createBenchDatabase } from './support.ts';

const PUBLISHERS = 100;
const WINDOW = 10;
const IDLE = Number(process.env.BENCH_IDLE ?? 5000);
const SECONDS = Number(process.env.BENCH_DURATION_S ?? 8);
const dbName = 'iotc_bench_mqtt';
/** Set by main once the database exists. */
let databaseUrl = '';
const secrets = { JWT_SECRET: randomBytes(32).toString('base64url'), DEVICE_SECRET: randomBytes(32).toString('base64url') };

async function server(mode: 'plain' | 'validate' | 'full', env: NodeJS.ProcessEnv = {}) {
  const child = new Child('mqttServer.ts', [mode], { DATABASE_URL: databaseUrl, ...secrets, ...env });
  const ready = await child.next<{ port: number; httpPort?: number }>();
  return { child, url: `mqtt://127.0.0.1:${ready.port}`, httpPort: ready.httpPort };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  databaseUrl = await createBenchDatabase(dbName);
  const db = new pg.Client({ connectionString: databaseUrl });
  const load = new Child('mqttLoad.ts', []);
  try {
    // The real server migrates and seeds the demo accounts; the bench then adds one product and its devices.
    const first = await server('full');
    const login = (await (
      await fetch(`http://127.0.0.1:${first.httpPort}/api${authPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'demo@example.com', password: 'Demo123456' }),
      })
    ).json()) as { code: number; data: { token: string } };
    if (login.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
    await db.connect();
    const productKey = `bench${randomBytes(6).toString('hex')}`;
    await db.query(
      `with space as (select m.tenant_id from memberships m join users u on u.id = m.user_id where u.account = 'demo@example.com' and m.user_type = 1),
        class as (select id from product_classes where parent_id is not null order by id limit 1),
        p as (insert into products (id, tenant_id, product_key, name, model, image, image_url, product_type, scheme, network_type,
            power_consume_type, active_type, wifi_flag, status, is_demo_product, created_at, updated_at)
          select 'bench-mqtt', space.tenant_id, $1, 'MQTT bench', 'B-1', '', '/bench.png', class.id, 'zero_code', 'wifi', 'mains', 'app_pairing', true, 1, false, now(), now()
          from space, class returning tenant_id),
        f as (insert into product_functions (id, tenant_id, product_id, kind, dp_id, identifier, name, data_type, rw_flag, spec, required, description, created_at, updated_at)
          select 'bench-mqtt-f', tenant_id, 'bench-mqtt', 2, 101, 'level', 'Level', 'value', 'ro',
            '{"dataType":"value","min":0,"max":100000,"step":1,"multiple":0,"unit":"","defaultValue":null}'::jsonb, false, '', now(), now() from p)
      insert into devices (id, tenant_id, product_id, nature, name, username, created_at, updated_at)
        select 'bench-d-' || g, p.tenant_id, 'bench-mqtt', 1, 'Bench ' || g, 'u' || g, now(), now() from p, generate_series(1, $2::int) g`,
      [productKey, PUBLISHERS + IDLE],
    );
    await first.child.stop();

    const device = (g: number): Credentials => {
      const did = `bench-d-${g}`;
      return { clientId: did, username: `u${g}`, password: devicePassword(secrets.DEVICE_SECRET, did), productKey, did };
    };
    const publishers = Array.from({ length: PUBLISHERS }, (_, i) => device(i + 1));
    const idle = Array.from({ length: IDLE }, (_, i) => device(PUBLISHERS + i + 1));
    const consoleUser: Credentials = { clientId: `bench-console-${randomBytes(4).toString('hex')}`, username: 'demo', password: login.data.token, productKey, did: '' };
    const ourFilters = publishers.map((p) => deviceTopic(productKey, p.did, 'report'));
    const throughput = (url: string, filters: string[]) =>
      load.ask<{ acked: number; received: number; seconds: number }>({ kind: 'throughput', url, publishers, subscriber: consoleUser, filters, seconds: SECONDS, window: WINDOW } satisfies Job);

    console.log(`MQTT benchmark: ${PUBLISHERS} devices × ${WINDOW} QoS 1 reports in flight, ${SECONDS} s per figure, PostgreSQL ${dbName}\n`);

    // (a) plain Aedes, noDelay on (as ours) and off.
    const plainFigures: Record<string, number> = {};
    for (const noDelay of ['1', '0']) {
      const plain = await server('plain', { BENCH_NODELAY: noDelay });
      const r = await throughput(plain.url, ['+/+/report']);
      plainFigures[noDelay] = r.received / r.seconds;
      // The same socket option at a moderate rate: what it does to latency.
      const l = await load.ask<{ p50: number; p99: number; rate: number }>({ kind: 'latency', url: plain.url, publishers, subscriber: consoleUser, filters: ['+/+/report'], seconds: 4, rate: 3000 } satisfies Job);
      await plain.child.stop();
      console.log(
        `(a) plain Aedes, noDelay ${noDelay === '1' ? 'on ' : 'off'}: ${fmt(plainFigures[noDelay]!)} reports/s forwarded (${fmt(r.acked)} sent, ${fmt(r.received)} received); ` +
          `at ${fmt(l.rate)}/s p50 ${l.p50} ms, p99 ${l.p99} ms`,
      );
    }
    const a = plainFigures['1']!;

    // (b) authentication, ACL and validation, nothing stored.
    const validate = await server('validate');
    const rb = await throughput(validate.url, ourFilters);
    await validate.child.stop();
    const b = rb.received / rb.seconds;
    console.log(`(b) our broker path, validated, not stored: ${fmt(b)} reports/s = ${(b / a).toFixed(2)} of (a) (target ≥ 0.50)`);

    // (c) the full path: stored, none lost.
    const full = await server('full');
    const started = Date.now();
    const rc = await throughput(full.url, ourFilters);
    const sentDone = Date.now();
    const stored = async () => Number((await db.query(`select count(*) n from device_logs where product_id = 'bench-mqtt' and event_type = 3`)).rows[0].n);
    let count = await stored();
    while (count < rc.acked && Date.now() - sentDone < 60_000) {
      await new Promise((r) => setTimeout(r, 100));
      count = await stored();
    }
    const drainS = Math.max(0, (Date.now() - sentDone) / 1000);
    const c = count / (rc.seconds + drainS);
    console.log(
      `(c) full path, stored: ${fmt(c)} reports/s (${fmt(count)} stored of ${fmt(rc.acked)} acknowledged, ${fmt(rc.acked - count)} lost; ` +
        `last written ${drainS.toFixed(1)} s after the last publish; ${((Date.now() - started) / 1000).toFixed(0)} s in all) (target ≥ 10,000, none lost)`,
    );

    // (d) latency at half of (c)'s rate, through the full path.
    const rd = await load.ask<{ sent: number; received: number; p50: number; p99: number; rate: number }>({
      kind: 'latency',
      url: full.url,
      publishers,
      subscriber: { ...consoleUser, clientId: `${consoleUser.clientId}-d` },
      filters: ourFilters,
      seconds: SECONDS,
      rate: c / 2,
    } satisfies Job);
    await full.child.stop();
    console.log(`(d) publish → console latency at ${fmt(rd.rate)} reports/s: p50 ${rd.p50} ms, p99 ${rd.p99} ms (${fmt(rd.received)} of ${fmt(rd.sent)} received) (target p99 < 100 ms)`);

    // (e) memory per idle connection: what the connections hold (V8 heap and buffers after full collections), and
    // the resident size beside it, which also keeps what the connects' transient work freed and is read loosely.
    const perConnection: Record<string, { heap: number; rss: number }> = {};
    for (const mode of ['plain', 'full'] as const) {
      const s = await server(mode);
      const before = await s.child.ask<{ heap: number; rss: number }>('memory');
      await load.ask({ kind: 'idle', url: s.url, clients: idle } satisfies Job);
      await new Promise((r) => setTimeout(r, 2000));
      const after = await s.child.ask<{ heap: number; rss: number }>('memory');
      await load.ask('release');
      await s.child.stop();
      perConnection[mode] = { heap: (after.heap - before.heap) / IDLE, rss: (after.rss - before.rss) / IDLE };
      console.log(
        `(e) ${mode === 'plain' ? 'plain Aedes' : 'our server '}: ${(perConnection[mode].heap / 1024).toFixed(1)} KiB held per idle connection, ` +
          `${(perConnection[mode].rss / 1024).toFixed(1)} KiB resident (${IDLE} devices)`,
      );
    }
    console.log(`(e) ours / plain: ${(perConnection.full!.heap / perConnection.plain!.heap).toFixed(2)}x held (target ≤ 1.25x), ${(perConnection.full!.rss / perConnection.plain!.rss).toFixed(2)}x resident`);
  } finally {
    load.kill();
    await db.end().catch(() => undefined);
  }
}

await main();
process.exit(0);
