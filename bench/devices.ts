/**
 * Device-registry benchmark, run on demand (`npm run bench:devices [-- --fresh]`). Starts the real server on the
 * local PostgreSQL (BENCH_DATABASE_URL to choose another) with a database of its own, iotc_bench_devices, kept
 * between runs (the seed takes minutes; --fresh makes it again, as a changed schema needs: the server refuses to
 * start on a database its migration does not match), and fills the demo
 * space with 1,000,000 devices of 20 products: batches of 10,000 made at the same instant as the triple generator
 * makes them, 30% activated, 5% online, one in 500 virtual or debug. Then measures at 10 concurrent clients the
 * latency (median, p99) of the registry's calls as the device list page makes them:
 *   list            POST activeDevice/list, first page of 10 with its total: no filter, then each filter
 *   count           POST activeDevice/count of the space and of one product (total, activated, online)
 *   detail          GET activeDevice/detail/{id}
 * each against its baseline: the bare indexed select of the same page (the count against the bare first page of
 * the space, the detail against a primary-key select) behind the same HTTP server (/api/bench/devices/*, no
 * login, total or product names). Targets: p99 under 50 ms and within 2x of the baseline.
 */
import pg from 'pg';
import { devicePaths, type DeviceListQuery } from '@iotc/shared/devices';
import {
  createBenchDatabase,
  measure as measureLoad,
  postgresAdminUrl,
  printComparison,
  withDemoServer,
  type CallOptions,
  type ComparedCall,
} from './support.ts';

const DEVICES = 1_000_000;
const PRODUCTS = 20;
const BATCH = 10_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const DB_NAME = 'iotc_bench_devices';
const measure = (url: string, opts?: CallOptions) => measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S }, opts);

/** The kept database's connection string, and whether it exists already. */
async function benchDatabase(fresh: boolean): Promise<{ url: string; existed: boolean }> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  await admin.end();
  if (rowCount && !fresh) {
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${DB_NAME}`;
    return { url: url.toString(), existed: true };
  }
  return { url: await createBenchDatabase(DB_NAME), existed: false };
}

/**
 * 20 products and 1,000,000 devices in the space. The devices' indexes are dropped for the insert and made again
 * after it (building an index at once is many times faster than growing it row by row), from their own definitions.
 */
async function fill(db: pg.Client, tenantId: string): Promise<void> {
  const { rows: classes } = await db.query<{ id: string }>(`select c.id from product_classes c where c.parent_id is not null order by c.id limit 1`);
  if (!classes[0]) throw new Error('no product class seeded');
  await db.query(
    `insert into products (id, tenant_id, product_key, name, model, image, image_url, product_type, scheme, network_type,
       power_consume_type, active_type, wifi_flag, status, is_demo_product, created_at, updated_at)
     select 'bench-p-' || g, $1, 'bd' || lpad(g::text, 14, '0'), 'Bench product ' || g, 'M-' || g, '', '/bench.png', $2, 'zero_code',
       (array['wifi','ble','zigbee'])[1 + g % 3], 'mains', 'app_pairing', g % 3 = 1, 2, false, now(), now()
     from generate_series(1, $3::int) g`,
    [tenantId, classes[0].id, PRODUCTS],
  );
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where tablename = 'devices' and indexname <> 'devices_pkey'`,
  );
  for (const index of indexes) await db.query(`drop index ${index.name}`);
  // Device g: product 1 + (g / 7) % 20 (not g % 20, which would tie products to the states below); batch g / 10,000,
  // all of a batch made at one instant, a day apart; activated when g % 10 < 3; virtual when g % 1000 = 500, debug
  // when 999 (online: see goOnline).
  await db.query(
    `insert into devices (id, tenant_id, product_id, nature, name, username, sn, mac, batch, generation_id, created_by,
       activated_at, last_activated_at, created_at, updated_at)
     select substr(md5('did' || g), 1, 20), $1, 'bench-p-' || (1 + (g / 7) % $3), case g % 1000 when 500 then 2 when 999 then 3 else 1 end,
       'Bench product ' || (1 + (g / 7) % $3), substr(md5('user' || g), 1, 12), 'SN' || (2024 + g % 3) || lpad(g::text, 8, '0'),
       lpad(to_hex(g), 12, '0'), 'batch-' || (g / $4), 'bench-gen-' || (g / $4), 'demo@example.com',
       case when g % 10 < 3 then made + interval '1 hour' end, case when g % 10 < 3 then made + interval '2 hours' end, made, made
     from generate_series(0, $2::int - 1) g, lateral (select now() - interval '1 day' * ($2::int / $4 - g / $4) as made) t`,
    [tenantId, DEVICES, PRODUCTS, BATCH],
  );
  for (const index of indexes) await db.query(index.definition);
  await db.query('vacuum analyze devices');
  await db.query('vacuum analyze products');
}

/**
 * Device g online when g % 20 = 0 (activated too): after every start, since the embedded broker's start marks every
 * device offline (none can be connected to a broker that was not running). g is the MAC's number.
 */
async function goOnline(db: pg.Client, tenantId: string): Promise<void> {
  await db.query(
    `update devices set online = true, online_changed_at = now()
     where tenant_id = $1 and generation_id like 'bench-gen-%' and ('x' || lpad(mac, 16, '0'))::bit(64)::bigint % 20 = 0`,
    [tenantId],
  );
  await db.query('vacuum analyze devices');
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  const { url: dbUrl, existed } = await benchDatabase(fresh);
  await withDemoServer(dbUrl, async ({ base, auth, tenantId }, db) => {
    const { rows: seeded } = await db.query<{ n: number }>(`select count(*)::int as n from devices where tenant_id = $1 and generation_id like 'bench-gen-%'`, [tenantId]);
    if (seeded[0]?.n !== DEVICES) {
      if (existed) throw new Error(`${DB_NAME} holds ${seeded[0]?.n} bench devices, not ${DEVICES}: run with --fresh`);
      const started = Date.now();
      await fill(db, tenantId);
      console.log(`filled ${DEVICES.toLocaleString('en')} devices of ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await goOnline(db, tenantId);

    // A did from the middle of the space, and parts of a did and of a serial number as a user would type them.
    const { rows: middle } = await db.query<{ id: string }>(`select substr(md5('did' || $1::int), 1, 20) as id`, [DEVICES / 2]);
    const detailId = middle[0]!.id;
    const didPart = detailId.slice(4, 10);
    const snPart = '4242';
    const productId = 'bench-p-7';
    const lists: { name: string; filter: Omit<DeviceListQuery, 'pageNo' | 'pageSize'>; bare: Record<string, string> }[] = [
      { name: 'list', filter: {}, bare: {} },
      { name: 'product', filter: { productId }, bare: { productId } },
      { name: 'activated', filter: { status: 1 }, bare: { status: '1' } },
      { name: 'inactive', filter: { status: 0 }, bare: { status: '0' } },
      { name: 'online', filter: { online: 1 }, bare: { online: '1' } },
      { name: 'offline', filter: { online: 0 }, bare: { online: '0' } },
      { name: 'batch', filter: { batch: 'batch-42' }, bare: { batch: 'batch-42' } },
      { name: 'virtual', filter: { deviceNature: 2 }, bare: { nature: '2' } },
      { name: 'did part', filter: { did: didPart }, bare: { did: didPart } },
      { name: 'SN part', filter: { sn: snPart }, bare: { sn: snPart } },
    ];
    const bareList = (params: Record<string, string>) => `${base}/api/bench/devices/list?${new URLSearchParams({ tenantId, ...params }).toString()}`;
    const calls: ComparedCall[] = [
      ...lists.map((list) => ({
        name: list.name,
        real: () => measure(`${base}/api${devicePaths.list}`, { method: 'POST', headers: auth, body: JSON.stringify({ pageNo: 1, pageSize: 10, ...list.filter }) }),
        baseline: () => measure(bareList(list.bare)),
      })),
      {
        name: 'count',
        real: () => measure(`${base}/api${devicePaths.count}`, { method: 'POST', headers: auth, body: '{}' }),
        baseline: () => measure(bareList({})),
      },
      {
        name: 'count 1',
        real: () => measure(`${base}/api${devicePaths.count}`, { method: 'POST', headers: auth, body: JSON.stringify({ productId }) }),
        baseline: () => measure(bareList({ productId })),
      },
      {
        name: 'detail',
        real: () => measure(`${base}/api${devicePaths.detail(detailId)}`, { headers: auth }),
        baseline: () => measure(`${base}/api/bench/devices/detail?id=${detailId}`),
      },
    ];
    console.log(`${DEVICES.toLocaleString('en')} devices in one space, ${CONNECTIONS} concurrent clients, ${DURATION_S} s per figure, PostgreSQL`);
    console.log(`did part "${didPart}", SN part "${snPart}"`);
    await printComparison(calls);
  });
}

await main();
