/**
 * Triple benchmark, run on demand (`npm run bench:triples`). Builds the server in this process on a
 * PostgreSQL database it creates and drops (BENCH_DATABASE_URL names the server, default the local one),
 * then for 10,000, 50,000 and 100,000 serial numbers:
 *   generate  POST deviceTriad/generator with an xlsx serial-number file, until its job is done
 *             (the request checks the file's type, stores it and queues the job; the job parses it in
 *             a worker thread, stages and checks the serial numbers and makes the devices), with the
 *             event loop's longest delay meanwhile (what any other request would have waited)
 *   export    POST deviceTriad/export until its job is done, then the device/triadReport download
 * with the peak resident memory of each size (sampled every 20 ms, from a collected heap) and the heap
 * left after a full collection, to show memory stays flat as the count grows (run with --expose-gc). Baselines in the same run: a bare multi-row INSERT of 100,000 device rows (1,000 rows
 * per statement) and a bare exceljs streaming write of the same 100,000 rows to a file.
 * Targets: each of generate and export under 20 s at 100,000.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { devicePassword } from '../apps/server/src/core/deviceSecret.ts';
import { multipartBody } from '../apps/server/src/modules/files/testUpload.ts';
import { AccountType, DEVICE_QUOTA_BY_ACCOUNT_TYPE } from '@iotc/shared';
import { productPaths } from '@iotc/shared/products';
import { authPaths } from '@iotc/shared/auth';
import { jobPaths } from '@iotc/shared/jobs';
import { TRIPLE_EXPORT_COLUMNS, triplePaths } from '@iotc/shared/triples';
import type { JobInfo } from '@iotc/shared/jobs';
import { freePort } from '../scripts/freePort.ts';
import { createBenchDatabase, dropBenchDatabase } from './support.ts';

const SIZES = [10_000, 50_000, 100_000];
const BASELINE_ROWS = 100_000;
const MB = 1024 * 1024;

/** Peak RSS while a phase runs (sampled every 20 ms). */
class RssSampler {
  private peak = 0;
  private readonly timer = setInterval(() => this.sample(), 20);

  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }

  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }
}

/** A full collection (the script runs with --expose-gc): each size starts from the same heap, and what stays after it is what the server kept. */
function collect(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

async function api<T>(app: FastifyInstance, token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${token}`, lang: 'en-US' }, payload: body });
  const envelope = response.json<{ code: number; msg: string; data: T }>();
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

async function untilDone(app: FastifyInstance, token: string, job: JobInfo): Promise<JobInfo> {
  for (;;) {
    const info = await api<JobInfo>(app, token, 'GET', jobPaths.detail(job.id));
    if (info.status === 'failed') throw new Error(`job ${job.kind} failed: ${info.error}`);
    if (info.status === 'done') return info;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An xlsx serial-number file as a factory sends it: a header row, then SN and MAC per row. */
async function serialFile(prefix: string, count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('SN');
  sheet.addRow(['SN', 'MAC']).commit();
  for (let i = 0; i < count; i++) {
    const mac = i.toString(16).padStart(12, '0').replace(/(..)(?!$)/g, '$1:');
    sheet.addRow([`${prefix}${String(i).padStart(8, '0')}`, mac]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** Reads a download over HTTP as a browser would, keeping none of it (the figures are the server's memory). */
async function downloadSize(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`download: HTTP ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  return bytes;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const dbName = `iotc_bench_triples_${process.pid}`;
  const dbUrl = await createBenchDatabase(dbName);
  const dataDir = mkdtempSync(join(tmpdir(), 'iotc-bench-triples-'));
  // No account may hold 100,000 credentials (10,000 at most, certified): the benchmark raises the quota in its own process.
  (DEVICE_QUOTA_BY_ACCOUNT_TYPE as Record<number, number>)[AccountType.Enterprise] = 1_000_000;

  const config = loadConfig({
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    PORT: String(await freePort()),
    MQTT_PORT: String(await freePort()),
  });
  const app = await buildApp(config);
  const db = new pg.Client({ connectionString: dbUrl });
  try {
    await app.listen({ port: config.port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${config.port}`;
    await db.connect();
    const login = await app.inject({ method: 'POST', url: `/api${authPaths.login}`, payload: { account: 'demo@example.com', password: 'Demo123456' } });
    const token = login.json<{ data: { token: string } }>().data.token;
    const products = await api<{ list: { id: string }[] }>(app, token, 'POST', productPaths.list, { pageNo: 1, pageSize: 1 });
    const productId = products.list[0]!.id;

    const before = collect();
    console.log(`PostgreSQL, server in this process; before: RSS ${(before.rss / MB).toFixed(0)} MB, heap ${(before.heapUsed / MB).toFixed(0)} MB`);
    console.log('triples  | generate: answered  done   loop delay | export: done  download | file    | peak RSS    | heap after GC');
    const figures: { size: number; generateMs: number; exportMs: number }[] = [];
    for (const size of SIZES) {
      const file = await serialFile(`B${size}-`, size);
      collect();
      const sampler = new RssSampler();
      const { payload, headers } = multipartBody([
        { name: 'productId', value: productId },
        { name: 'count', value: String(size) },
        { name: 'batch', value: `bench-${size}` },
        { name: 'file', filename: 'serials.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: file },
      ]);
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const generateStart = performance.now();
      const started = await app.inject({ method: 'POST', url: `/api${triplePaths.generate}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
      const answeredMs = performance.now() - generateStart;
      const job = started.json<{ code: number; msg: string; data: JobInfo }>();
      if (job.code !== 0) throw new Error(`generate ${size}: ${job.msg}`);
      const generated = await untilDone(app, token, job.data);
      const generateMs = performance.now() - generateStart;
      loopDelay.disable();

      const exportStart = performance.now();
      const exportJob = await api<JobInfo>(app, token, 'POST', triplePaths.export, { generationId: generated.result!.generationId });
      const exported = await untilDone(app, token, exportJob);
      const exportMs = performance.now() - exportStart;
      const fileBytes = await downloadSize(`${base}/api${triplePaths.report}?jobId=${exported.id}`, token);
      const downloadMs = performance.now() - exportStart - exportMs;
      const peak = sampler.stop();
      const after = collect();
      figures.push({ size, generateMs, exportMs });
      console.log(
        `${size.toLocaleString('en').padStart(8)} | ${seconds(answeredMs).padStart(18)} ${seconds(generateMs).padStart(6)} ${`${(loopDelay.max / 1e6).toFixed(0)} ms`.padStart(10)} | ${seconds(exportMs).padStart(12)} ${seconds(downloadMs).padStart(9)} | ${(fileBytes / MB).toFixed(1).padStart(4)} MB | ${(peak / MB).toFixed(0).padStart(8)} MB | ${(after.heapUsed / MB).toFixed(0).padStart(5)} MB`,
      );
    }

    // Baselines, after the measured sizes so their rows in memory do not count in the peaks above.
    const now = new Date();
    const rows = Array.from({ length: BASELINE_ROWS }, (_, i) => ({
      id: `base${randomBytes(8).toString('hex')}`,
      username: randomBytes(6).toString('hex'),
      sn: `BASE-${String(i).padStart(8, '0')}`,
      mac: i.toString(16).padStart(12, '0'),
    }));
    const { rows: [product] } = await db.query<{ tenant_id: string }>('select tenant_id from products where id = $1', [productId]);
    const insertStart = performance.now();
    for (let i = 0; i < rows.length; i += 1000) {
      // $1 tenant, $2 product, $3 time; then 4 parameters per row.
      const params: unknown[] = [product!.tenant_id, productId, now];
      const values = rows.slice(i, i + 1000).map((r) => {
        params.push(r.id, r.username, r.sn, r.mac);
        const n = params.length;
        return `($${n - 3}, $1, $2, 1, 'bench', $${n - 2}, $${n - 1}, $${n}, 'base', $3, $3)`;
      });
      await db.query(`insert into devices (id, tenant_id, product_id, nature, name, username, sn, mac, batch, created_at, updated_at) values ${values.join(',')}`, params);
    }
    const insertMs = performance.now() - insertStart;
    await db.query(`delete from devices where batch = 'base'`);

    const writeDir = mkdtempSync(join(tmpdir(), 'iotc-bench-xlsx-'));
    const writeStart = performance.now();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(writeDir, 'bare.xlsx'), useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('Triples');
    sheet.addRow([...TRIPLE_EXPORT_COLUMNS]).commit();
    for (const r of rows) {
      sheet.addRow(['pk', r.id, r.username, devicePassword(config.deviceSecret, r.id), r.sn, r.mac, 'base', now.toISOString()]).commit();
    }
    sheet.commit();
    await workbook.commit();
    const writeMs = performance.now() - writeStart;
    const bareBytes = statSync(join(writeDir, 'bare.xlsx')).size;
    rmSync(writeDir, { recursive: true, force: true });

    const last = figures.at(-1)!;
    console.log(`baseline: bare multi-row INSERT of ${BASELINE_ROWS.toLocaleString('en')} device rows: ${seconds(insertMs)}; generate ${last.size.toLocaleString('en')} / baseline = ${(last.generateMs / insertMs).toFixed(2)}`);
    console.log(
      `baseline: bare exceljs streaming write of ${BASELINE_ROWS.toLocaleString('en')} rows (${(bareBytes / MB).toFixed(1)} MB): ${seconds(writeMs)}; export ${last.size.toLocaleString('en')} / baseline = ${(last.exportMs / writeMs).toFixed(2)}`,
    );
  } finally {
    await db.end().catch(() => {});
    await app.close();
    await dropBenchDatabase(dbName);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
