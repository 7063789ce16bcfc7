/**
 * Product-list benchmark, run on demand (`npm run bench:products`). Starts the real server on the local
 * PostgreSQL (BENCH_DATABASE_URL to choose another), fills one space with 10,000 products and 100,000
 * functions, then measures at 10 concurrent clients the latency (median, p99) of
 *   list    POST open/product/list, first page of 10 (with the total and every row's function count)
 *   search  the same with a keyword matching a few names
 *   detail  GET open/product/detail/{id}
 * each against its baseline: the bare indexed select of the same rows behind the same HTTP server
 * (/api/bench/products/*, no login, counts or joins). Target: p99 under 50 ms and within 2x of the baseline.
 */
import type pg from 'pg';
import { productPaths } from '@iotc/shared/products';
import { createBenchDatabase, dropBenchDatabase, measure as measureLoad, printComparison, withDemoServer, type CallOptions, type ComparedCall } from './support.ts';

const PRODUCTS = 10_000;
const FUNCTIONS_PER_PRODUCT = 10;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const measure = (url: string, opts?: CallOptions) => measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S }, opts);

/** 10,000 products and 100,000 functions in one space, written in two statements. */
async function fill(db: pg.Client, tenantId: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `select c.id from product_classes c where c.parent_id is not null order by c.id limit 1`,
  );
  const classId = rows[0]?.id;
  if (!classId) throw new Error('no product class seeded');
  await db.query(
    `insert into products (id, tenant_id, product_key, name, model, image, image_url, product_type, scheme, network_type,
       power_consume_type, active_type, wifi_flag, status, is_demo_product, created_at, updated_at)
     select 'bench-p-' || g, $1, 'bk' || lpad(g::text, 14, '0'), 'Bench product ' || g, 'M-' || g, '', '/bench.png', $2, 'zero_code',
       (array['wifi','ble','zigbee'])[1 + g % 3], 'mains', 'app_pairing', g % 3 = 1, 1 + g % 2, false,
       now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, $3::int) g`,
    [tenantId, classId, PRODUCTS],
  );
  await db.query(
    `insert into product_functions (id, tenant_id, product_id, kind, dp_id, identifier, name, data_type, rw_flag, spec, required,
       description, created_at, updated_at)
     select 'bench-f-' || p || '-' || d, $1, 'bench-p-' || p, 2, 100 + d, 'func_' || d, 'Function ' || d, 'value', 'rw',
       '{"dataType":"value","min":0,"max":100,"step":1,"multiple":0,"unit":"","defaultValue":null}'::jsonb, false, '', now(), now()
     from generate_series(1, $2::int) p, generate_series(1, $3::int) d`,
    [tenantId, PRODUCTS, FUNCTIONS_PER_PRODUCT],
  );
  // A bulk load leaves the trigram indexes' new entries in their pending lists until autovacuum merges them; do it now.
  await db.query('vacuum analyze');
}

async function main() {
  const dbName = `iotc_bench_products_${process.pid}`;
  const dbUrl = await createBenchDatabase(dbName);
  try {
    await withDemoServer(dbUrl, async ({ base, auth, tenantId }, db) => {
      const started = Date.now();
      await fill(db, tenantId);
      console.log(`filled ${PRODUCTS} products and ${PRODUCTS * FUNCTIONS_PER_PRODUCT} functions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const keyword = '4242';
      const detailId = `bench-p-${PRODUCTS / 2}`;
      const calls: ComparedCall[] = [
        {
          name: 'list',
          real: () => measure(`${base}/api${productPaths.list}`, { method: 'POST', headers: auth, body: JSON.stringify({ pageNo: 1, pageSize: 10 }) }),
          baseline: () => measure(`${base}/api/bench/products/list?tenantId=${tenantId}`),
        },
        {
          name: 'search',
          real: () => measure(`${base}/api${productPaths.list}`, { method: 'POST', headers: auth, body: JSON.stringify({ pageNo: 1, pageSize: 10, keyword }) }),
          baseline: () => measure(`${base}/api/bench/products/list?tenantId=${tenantId}&keyword=${keyword}`),
        },
        {
          name: 'detail',
          real: () => measure(`${base}/api${productPaths.detail(detailId)}`, { headers: auth }),
          baseline: () => measure(`${base}/api/bench/products/detail?id=${detailId}`),
        },
      ];
      console.log(`${CONNECTIONS} concurrent clients, ${DURATION_S} s per figure, PostgreSQL`);
      await printComparison(calls);
    });
  } finally {
    await dropBenchDatabase(dbName);
  }
}

await main();
