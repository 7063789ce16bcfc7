import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountType, ErrorCode, type PageResult, zonedIso } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { DeviceNature } from '@iotc/shared/devices';
import { type JobInfo, jobPaths } from '@iotc/shared/jobs';
import { realtimeChannel } from '@iotc/shared/realtime';
import { type Triple, TRIPLE_EXPORT_COLUMNS, type TripleGeneration, triplePaths } from '@iotc/shared/triples';
import { type DeviceQuota, quotaPaths } from '@iotc/shared/quota';
import { useDemoApp, type CallerAs } from '../../../test/helpers.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { insertTestProduct } from '../../../test/products.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { wakeRunners } from '../jobs/service.ts';
import { jobs } from '../jobs/tables.ts';
import { users } from '../../core/users.tables.ts';
import { demoAccounts } from '../../db/seed/index.ts';
import { devices } from '../devices/tables.ts';
import { makePdf, makePng, makeZip } from '../files/testUpload.ts';
import { readSerialChunks, type SerialRow } from './serialFile.ts';
import { tripleGenerations, tripleSerials } from './tables.ts';
import { CSV, XLSX, csvFile, finished, generate as generateAs, serials, xlsxFile, xlsxUpload, type GenerateForm } from './testGenerate.ts';

let productId: string;
let productKey: string;
let demoUserId: string;

const env = useDemoApp('demo', 'dev', 'partner');
beforeAll(async () => {
  productKey = `pk${randomUUID().slice(0, 12)}`;
  productId = await insertTestProduct(env.t.db, env.demo.tenantId, { name: 'Smart bulb', productKey });
  const [user] = await env.t.db.select({ id: users.id }).from(users).where(eq(users.account, demoAccounts.demo.account));
  demoUserId = user!.id;
});

const generate = (token: TokenPair, form: GenerateForm) => generateAs(env.t.app, token, form);

/** Rows of every table a generation writes: a refused request leaves them as they were. */
async function footprint() {
  const n = async (table: typeof devices | typeof tripleGenerations | typeof tripleSerials | typeof jobs) =>
    (await env.t.db.select({ n: count() }).from(table))[0]!.n;
  return { devices: await n(devices), generations: await n(tripleGenerations), staged: await n(tripleSerials), jobs: await n(jobs) };
}

async function expectRefused(form: GenerateForm, status: number, code: number, msg: string | RegExp, token = env.demo) {
  const before = await footprint();
  const { status: got, body } = await generate(token, form);
  expect({ status: got, code: body.code }).toEqual({ status, code });
  expect(body.msg).toMatch(msg);
  expect(await footprint()).toEqual(before);
  return body;
}

/** The serial-number file the job was given, as storage holds it now. */
async function storedFileOf(job: JobInfo) {
  const [row] = await env.t.db.select({ params: jobs.params }).from(jobs).where(eq(jobs.id, job.id));
  return env.t.app.storage.read(String(row!.params.fileKey));
}

/**
 * A file the request accepts but its job refuses: the job fails with `msg`, and nothing of it stays
 * but the failed generation (and its job), which the list shows with the same reason; the quota is
 * as it was.
 */
async function expectFailed(form: GenerateForm, msg: string | RegExp, token = env.demo, caller = env.asDemo) {
  const before = await footprint();
  const quotaBefore = (await caller<DeviceQuota>('GET', quotaPaths.quota)).body.data;
  const { body } = await generate(token, form);
  expect(body.code).toBe(0);
  const job = await finished(caller, body.data.id);
  expect(job.status).toBe('failed');
  expect(job.error).toMatch(msg);
  expect(await footprint()).toEqual({ ...before, generations: before.generations + 1, jobs: before.jobs + 1 });
  expect(await storedFileOf(job)).toBeNull();
  expect((await caller<DeviceQuota>('GET', quotaPaths.quota)).body.data).toEqual(quotaBefore);
  const [generation] = await env.t.db.select({ id: tripleGenerations.id }).from(tripleGenerations).where(eq(tripleGenerations.jobId, job.id));
  const { body: generations } = await listGenerations(caller, { pageSize: 100 });
  expect(generations.data.list.find((g) => g.id === generation!.id)).toMatchObject({ status: 'failed', failure: job.error, activated: 0 });
  return job;
}

async function listGenerations(caller: CallerAs, query: object = {}) {
  return caller<PageResult<TripleGeneration>>('POST', triplePaths.produceList, { body: { pageNo: 1, pageSize: 20, ...query } });
}

async function listTriples(caller: CallerAs, generationId: string, query: object = {}) {
  return caller<PageResult<Triple>>('POST', triplePaths.list, { body: { pageNo: 1, pageSize: 100, generationId, ...query } });
}

describe('generation refusals (spec 001 §5)', () => {
  const three = csvFile(serials('R', 3));

  it('needs the count, the product and the file', async () => {
    await expectRefused({ productId, file: three }, 422, ErrorCode.Validation, /^Count: /);
    await expectRefused({ count: 3, file: three }, 422, ErrorCode.Validation, /^Product: /);
    await expectRefused({ productId, count: 3 }, 422, ErrorCode.Validation, /file/i);
  });

  it("refuses another space's product as not found", async () => {
    const partnerProduct = await insertTestProduct(env.t.db, env.partner.tenantId);
    await expectRefused({ productId: partnerProduct, count: 3, file: three }, 404, ErrorCode.NotFound, /./);
  });

  it('checks the file type by its bytes, not its name, before it answers', async () => {
    await expectRefused({ productId, count: 3, file: { name: 'serials.csv', contentType: CSV, data: makePdf() } }, 415, ErrorCode.UnsupportedMedia, /xlsx, csv/);
    await expectRefused({ productId, count: 3, file: { name: 'serials.xlsx', contentType: XLSX, data: makePng(4, 4) } }, 415, ErrorCode.UnsupportedMedia, /xlsx, csv/);
    // A zip archive that holds no workbook.
    const zip = await makeZip([{ name: 'readme.txt', pieces: ['R-00001\nR-00002\nR-00003\n'], stored: true }]);
    await expectRefused({ productId, count: 3, file: { name: 'serials.xlsx', contentType: XLSX, data: zip } }, 415, ErrorCode.UnsupportedMedia, /xlsx, csv/);
    // A workbook cut short: its directory is gone.
    const cut = (await xlsxFile([['R-1'], ['R-2'], ['R-3']])).data.subarray(0, 600);
    await expectRefused(
      { productId, count: 3, file: { name: 'serials.xlsx', contentType: XLSX, data: cut } },
      422,
      ErrorCode.SerialFileInvalid,
      'The serial-number file cannot be used: it cannot be read as an xlsx workbook',
    );
  });

  it('refuses a file over 10M', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'A');
    await expectRefused({ productId, count: 3, file: { name: 'serials.csv', contentType: CSV, data: big } }, 413, ErrorCode.PayloadTooLarge, /10/);
  });

  it('fails the job when the file holds other than the count of serial numbers, saying how many', async () => {
    await expectFailed({ productId, count: 4, file: three }, 'The serial-number file cannot be used: its serial numbers (3) do not match the count (4)');
    await expectFailed({ productId, count: 2, file: three }, 'The serial-number file cannot be used: it holds more serial numbers than the count of 2');
    await expectFailed({ productId, count: 1, file: csvFile(['SN', '', ' ']) }, /it holds no serial numbers$/);
  });

  it('fails the job naming the row of a bad MAC or serial number', async () => {
    await expectFailed({ productId, count: 2, file: csvFile(['A1,AA:BB:CC:DD:EE:FF', 'A2,not-a-mac']) }, /the MAC "not-a-mac" in row 2/);
    await expectFailed({ productId, count: 1, file: csvFile([`${'X'.repeat(65)}`]) }, /row 1 is longer than 64/);
  });

  it('fails the job for a serial number twice in the file', async () => {
    await expectFailed({ productId, count: 3, file: csvFile(['D1', 'D2', 'D1']) }, 'Serial number "D1" appears more than once in the file');
  });

  it("fails the job for serial numbers the product's devices or a running generation already use, naming the first", async () => {
    await insertTestDevices(env.t.db, env.demo.tenantId, productId, { count: 1, overrides: { sn: 'USED-2' } });
    await expectFailed({ productId, count: 3, file: csvFile(['USED-1', 'USED-2', 'USED-3']) }, 'Serial number "USED-2" is already used');

    // Staged by a generation whose job has not made its devices yet.
    const generationId = randomUUID();
    await env.t.db.insert(tripleGenerations).values({
      id: generationId, tenantId: env.demo.tenantId, productId, count: 1, status: 'running', jobId: randomUUID(), createdBy: demoUserId, createdAt: new Date(),
    });
    await env.t.db.insert(tripleSerials).values({ generationId, position: 0, tenantId: env.demo.tenantId, productId, sn: 'STAGED-1' });
    await expectFailed({ productId, count: 2, file: csvFile(['FREE-1', 'STAGED-1']) }, 'Serial number "STAGED-1" is already used');
    await env.t.db.delete(tripleGenerations).where(eq(tripleGenerations.id, generationId));
    await env.t.db.delete(devices).where(eq(devices.sn, 'USED-2'));

    // Another product's serial numbers are no concern.
    const other = await insertTestProduct(env.t.db, env.demo.tenantId);
    await insertTestDevices(env.t.db, env.demo.tenantId, other, { count: 1, overrides: { sn: 'OTHER-1' } });
    const { body } = await generate(env.demo, { productId, count: 1, file: csvFile(['OTHER-1']) });
    expect(body.code).toBe(0);
    expect((await finished(env.asDemo, body.data.id)).status).toBe('done');
  });

  it('says why in the language of whoever reads it', async () => {
    const job = await expectFailed({ productId, count: 5, file: three }, /the count \(5\)/);
    const zh = await env.asDemo<JobInfo>('GET', jobPaths.detail(job.id), { lang: 'zh-CN' });
    expect(zh.body.data.error).toBe('序列号文件无法使用：文件中有 3 个序列号，但数量填写为 5');
    const { body: generations } = await env.asDemo<PageResult<TripleGeneration>>('POST', triplePaths.produceList, { body: { pageNo: 1, pageSize: 100 }, lang: 'zh-CN' });
    expect(generations.data.list.map((g) => g.failure)).toContain('序列号文件无法使用：文件中有 3 个序列号，但数量填写为 5');
  });

  it('enforces the quota of a personal account with the contact-the-provider message', async () => {
    const devProduct = await insertTestProduct(env.t.db, env.dev.tenantId);
    const body = await expectRefused(
      { productId: devProduct, count: 101, file: csvFile(serials('Q', 101)) },
      409,
      ErrorCode.DeviceQuotaExceeded,
      'Not enough device quota: 100 of 100 left. The space owner can contact the provider to raise it.',
      env.dev,
    );
    expect(body.data as unknown as DeviceQuota).toMatchObject({ accountType: AccountType.Personal, quota: 100, remaining: 100 });

    // A generation reserves its count from the moment it is accepted, before its job has read the
    // file; the devices it made count once it is done.
    const first = await generate(env.dev, { productId: devProduct, count: 60, file: csvFile(serials('Q', 60)) });
    expect(first.body.code).toBe(0);
    const { body: refused } = await generate(env.dev, { productId: devProduct, count: 41, file: csvFile(serials('P', 41)) });
    expect({ code: refused.code, msg: refused.msg }).toMatchObject({ code: ErrorCode.DeviceQuotaExceeded, msg: expect.stringMatching(/40 of 100 left/) });
    expect((await finished(env.asDev, first.body.data.id)).status).toBe('done');
    await expectRefused({ productId: devProduct, count: 41, file: csvFile(serials('P', 41)) }, 409, ErrorCode.DeviceQuotaExceeded, /40 of 100 left/, env.dev);

    // A failed one gives its reservation back.
    await expectFailed({ productId: devProduct, count: 40, file: csvFile(serials('F', 39)) }, /serial numbers \(39\)/, env.dev, env.asDev);
    const last = await generate(env.dev, { productId: devProduct, count: 40, file: csvFile(serials('L', 40)) });
    expect((await finished(env.asDev, last.body.data.id)).status).toBe('done');
  });
});

describe('generation', () => {
  it('generates 50 triples from a csv, reporting progress to the starting user', async () => {
    const messages: JobInfo[] = [];
    const stop = env.t.app.realtime.listen(realtimeChannel('job', demoUserId), (m) => messages.push(m.data as JobInfo));
    const sns = serials('CSV', 50);
    const rows = sns.map((sn, i) => (i % 2 ? `${sn},AA:BB:CC:00:00:${String(i).padStart(2, '0')}` : sn));
    const { status, body } = await generate(env.demo, { productId, count: 50, batch: 'B-01', file: csvFile(['SN,MAC', ...rows, '', ' , ']) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'tripleGenerate', status: 'queued', done: 0, total: 50 });
    const job = await finished(env.asDemo, body.data.id);
    stop();
    expect(job).toMatchObject({ status: 'done', done: 50, total: 50, error: null });
    expect(await storedFileOf(job)).toBeNull();
    const generationId = String(job.result!.generationId);

    const mine = messages.filter((m) => m.id === job.id);
    expect(mine[0]!.status).toBe('running');
    expect(mine.at(-1)).toMatchObject({ status: 'done', done: 50, total: 50 });
    expect(mine.map((m) => m.done)).toEqual([...mine.map((m) => m.done)].sort((a, b) => a - b));

    const { body: generations } = await listGenerations(env.asDemo, { productId });
    expect(generations.data.list.find((g) => g.id === generationId)).toMatchObject({
      productId,
      productName: 'Smart bulb',
      productKey,
      batch: 'B-01',
      count: 50,
      activated: 0,
      exportCount: 0,
      status: 'done',
      createdBy: demoAccounts.demo.account,
    });

    const { body: triples } = await listTriples(env.asDemo, generationId);
    expect(triples.data.total).toBe(50);
    expect(triples.data.list.map((x) => x.sn)).toEqual(sns);
    for (const triple of triples.data.list) {
      expect(triple.deviceId).toMatch(/^[a-z0-9]{20}$/);
      expect(triple.username).toMatch(/^[a-z0-9]{12}$/);
      expect(triple.password).toBe(devicePassword(env.t.config.deviceSecret, triple.deviceId));
      expect(triple).toMatchObject({ batch: 'B-01', productId, productName: 'Smart bulb', activated: false, exportCount: 0 });
    }
    expect(triples.data.list[1]!.mac).toBe('AA:BB:CC:00:00:01');
    expect(triples.data.list[0]!.mac).toBeNull();
    expect(new Set(triples.data.list.map((x) => x.deviceId)).size).toBe(50);

    const made = await env.t.db.select().from(devices).where(eq(devices.generationId, generationId));
    expect(made.every((d) => d.nature === DeviceNature.Real && d.tenantId === env.demo.tenantId)).toBe(true);
    expect(await env.t.db.select().from(tripleSerials).where(eq(tripleSerials.generationId, generationId))).toEqual([]);

    // Search and the activation filter.
    await env.t.db.update(devices).set({ activatedAt: new Date() }).where(eq(devices.id, made[0]!.id));
    expect((await listTriples(env.asDemo, generationId, { keyword: made[0]!.sn })).body.data.list.map((x) => x.deviceId)).toEqual([made[0]!.id]);
    expect((await listTriples(env.asDemo, generationId, { activated: 1 })).body.data.total).toBe(1);
    expect((await listTriples(env.asDemo, generationId, { activated: 0 })).body.data.total).toBe(49);
    expect((await listGenerations(env.asDemo, { productId, batch: 'B-01' })).body.data.list[0]).toMatchObject({ id: generationId, activated: 1 });
  });

  it('generates 50 triples from an xlsx with a header row, numbers, rich text and blank rows', async () => {
    const rows: (string | number)[][] = [['Serial number', 'MAC']];
    for (let i = 1; i <= 50; i++) rows.push(i === 7 ? [] : [i % 3 ? `XL-${i}` : 900000 + i, i % 5 ? '' : 'a0-b1-c2-d3-e4-f5']);
    rows.push(['XL-7']);
    const file = await xlsxFile(rows);
    const { body } = await generate(env.demo, { productId, count: 50, file });
    expect(body.code).toBe(0);
    const job = await finished(env.asDemo, body.data.id);
    expect(job).toMatchObject({ status: 'done', done: 50 });
    const { body: triples } = await listTriples(env.asDemo, String(job.result!.generationId));
    const sns = triples.data.list.map((x) => x.sn);
    expect(sns).toContain('900003');
    expect(sns).toContain('XL-7');
    expect(triples.data.list.find((x) => x.sn === 'XL-5')!.mac).toBe('a0-b1-c2-d3-e4-f5');
  });

  it('reads a workbook written by a streaming writer, its sheet before the parts that name it a workbook', async () => {
    const chunks: Buffer[] = [];
    const stream = new PassThrough().on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
    const sheet = workbook.addWorksheet('SN');
    for (let i = 0; i < 100_000; i++) sheet.addRow([`STREAMED-${i}`]).commit();
    sheet.commit();
    await workbook.commit();
    const offsets: number[] = [];
    let last: SerialRow | undefined;
    await readSerialChunks(Buffer.concat(chunks), 100_000, 30_000, async (rows, offset) => {
      offsets.push(offset);
      last = rows.at(-1);
    });
    expect(offsets).toEqual([0, 30_000, 60_000, 90_000]);
    expect(last).toEqual({ sn: 'STREAMED-99999', mac: null });
  });

  it('reads a csv saved by Excel on a Chinese system (GB18030, header 序列号)', async () => {
    const gbHeader = Buffer.from([0xd0, 0xf2, 0xc1, 0xd0, 0xba, 0xc5]); // 序列号
    const data = Buffer.concat([gbHeader, Buffer.from('\r\nGB-1\r\nGB-2\r\n')]);
    const { body } = await generate(env.demo, { productId, count: 2, file: { name: 's.csv', contentType: CSV, data } });
    expect(body.code).toBe(0);
    expect((await finished(env.asDemo, body.data.id)).status).toBe('done');
  });

  it('removes what a generation made when it fails midway', async () => {
    // The database refuses one row of the second page: the first page was committed by then.
    await env.t.db.update(users).set({ accountType: AccountType.EnterpriseCertified }).where(eq(users.id, demoUserId));
    await env.t.db.execute(sql`create function refuse_sn() returns trigger language plpgsql as $$
      begin if new.sn = 'FAIL-05500' then raise exception 'refused'; end if; return new; end $$`);
    await env.t.db.execute(sql`create trigger refuse_sn before insert on devices for each row execute function refuse_sn()`);
    try {
      const before = (await env.t.db.select({ n: count() }).from(devices))[0]!.n;
      const { body } = await generate(env.demo, { productId, count: 6000, file: csvFile(serials('FAIL', 6000)) });
      const job = await finished(env.asDemo, body.data.id);
      expect(job).toMatchObject({ status: 'failed', error: 'Something went wrong on the server. Please try again later.' });
      expect(job.done).toBe(5000);
      expect((await env.t.db.select({ n: count() }).from(devices))[0]!.n).toBe(before);
      expect((await env.t.db.select({ n: count() }).from(tripleSerials))[0]!.n).toBe(0);
      const { body: generations } = await listGenerations(env.asDemo, { productId });
      expect(generations.data.list.find((g) => g.count === 6000)).toMatchObject({ status: 'failed', activated: 0 });
    } finally {
      await env.t.db.execute(sql`drop trigger refuse_sn on devices`);
      await env.t.db.execute(sql`drop function refuse_sn`);
      await env.t.db.update(users).set({ accountType: AccountType.Enterprise }).where(eq(users.id, demoUserId));
    }
  });

  it('goes on after a crash: another runner claims the job and makes the rest', async () => {
    // An instance died after making the first 3 of 5 devices: its staged rows hold the last 2.
    const generationId = randomUUID();
    const jobId = randomUUID();
    const long = new Date(Date.now() - 10 * 60_000);
    await env.t.db.insert(jobs).values({
      id: jobId, tenantId: env.demo.tenantId, userId: demoUserId, lang: 'en-US', kind: 'tripleGenerate', status: 'running',
      params: { generationId, fileKey: `${env.demo.tenantId}/triple-serials/${generationId}.csv` }, done: 3, total: 5, attempts: 1,
      lockedBy: 'crashed-instance', heartbeatAt: long, createdAt: long, startedAt: long,
    });
    await env.t.db.insert(tripleGenerations).values({
      id: generationId, tenantId: env.demo.tenantId, productId, count: 5, status: 'running', jobId, createdBy: demoUserId, createdAt: long,
    });
    await insertTestDevices(env.t.db, env.demo.tenantId, productId, { count: 3, overrides: { generationId } });
    await env.t.db.insert(tripleSerials).values(
      ['CR-4', 'CR-5'].map((sn, i) => ({ generationId, position: 3 + i, tenantId: env.demo.tenantId, productId, sn })),
    );
    await wakeRunners(env.t.app);
    const job = await finished(env.asDemo, jobId);
    expect(job).toMatchObject({ status: 'done', done: 5, total: 5 });
    expect((await env.t.db.select({ n: count() }).from(devices).where(eq(devices.generationId, generationId)))[0]!.n).toBe(5);
    const [row] = await env.t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row).toMatchObject({ attempts: 2, lockedBy: null });
  });

  it('stages the file again when the instance died while staging it', async () => {
    // The dead instance had staged the first 2 of 5 serial numbers; the file is still stored.
    const generationId = randomUUID();
    const jobId = randomUUID();
    const fileKey = `${env.demo.tenantId}/triple-serials/${generationId}.csv`;
    const sns = serials('ST', 5);
    await env.t.app.storage.put(fileKey, csvFile(sns).data);
    const long = new Date(Date.now() - 10 * 60_000);
    await env.t.db.insert(jobs).values({
      id: jobId, tenantId: env.demo.tenantId, userId: demoUserId, lang: 'en-US', kind: 'tripleGenerate', status: 'running',
      params: { generationId, fileKey }, total: 5, attempts: 1, lockedBy: 'crashed-instance', heartbeatAt: long, createdAt: long, startedAt: long,
    });
    await env.t.db.insert(tripleGenerations).values({
      id: generationId, tenantId: env.demo.tenantId, productId, count: 5, status: 'staging', jobId, createdBy: demoUserId, createdAt: long,
    });
    await env.t.db.insert(tripleSerials).values(sns.slice(0, 2).map((sn, position) => ({ generationId, position, tenantId: env.demo.tenantId, productId, sn })));
    await wakeRunners(env.t.app);
    expect(await finished(env.asDemo, jobId)).toMatchObject({ status: 'done', done: 5, total: 5 });
    const made = await env.t.db.select({ sn: devices.sn }).from(devices).where(eq(devices.generationId, generationId));
    expect(made.map((d) => d.sn).sort()).toEqual(sns);
    expect(await env.t.db.select().from(tripleSerials).where(eq(tripleSerials.generationId, generationId))).toEqual([]);
    expect(await env.t.app.storage.read(fileKey)).toBeNull();
  });
});

describe('serial-number file template', () => {
  async function template(lang: 'zh-CN' | 'en-US', token = env.demo) {
    return env.t.app.inject({ method: 'GET', url: `/api${triplePaths.serialTemplate}`, headers: { authorization: `Bearer ${token.token}`, lang } });
  }

  it('downloads an xlsx in the request language whose first sheet, once filled in, generates as it is', async () => {
    const zh = await template('zh-CN');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe(XLSX);
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent('序列号文件模板.xlsx'));
    const en = await template('en-US');
    expect(en.headers['content-disposition']).toContain('Serial-number file template.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Serial numbers', 'How to fill in']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'SN', 'MAC']);
    expect(sheet.rowCount).toBe(1);
    expect(String(workbook.worksheets[1]!.getRow(1).getCell(1).value)).toMatch(/one serial number/);

    sheet.addRow(['TPL-1', 'AA:BB:CC:DD:EE:01']);
    sheet.addRow(['TPL-2']);
    const filled = xlsxUpload(Buffer.from(await workbook.xlsx.writeBuffer()));
    const { body } = await generate(env.demo, { productId, count: 2, batch: 'TPL', file: filled });
    expect((await finished(env.asDemo, body.data.id)).status).toBe('done');
    const made = await env.t.db.select({ sn: devices.sn, mac: devices.mac }).from(devices).where(eq(devices.batch, 'TPL'));
    expect(made.sort((a, b) => a.sn!.localeCompare(b.sn!))).toEqual([{ sn: 'TPL-1', mac: 'AA:BB:CC:DD:EE:01' }, { sn: 'TPL-2', mac: null }]);
  });

  it('is documented in the OpenAPI description', async () => {
    const docs = await env.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.body).toContain('deviceTriad/serialTemplate');
  });
});

describe('export', () => {
  let generationId: string;

  beforeAll(async () => {
    const { body } = await generate(env.demo, { productId, count: 30, batch: 'EXP', file: csvFile(serials('EXP', 30)) });
    generationId = String((await finished(env.asDemo, body.data.id)).result!.generationId);
  });

  async function download(caller: TokenPair, jobId: string) {
    return env.t.app.inject({ method: 'GET', url: `/api${triplePaths.report}`, query: { jobId }, headers: { authorization: `Bearer ${caller.token}`, lang: 'en-US' } });
  }

  it('writes an xlsx whose row 1 holds the column keys and whose passwords are the devices\' passwords', async () => {
    const { body } = await env.asDemo<JobInfo>('POST', triplePaths.export, { body: { generationId } });
    expect(body.data).toMatchObject({ kind: 'tripleExport', status: 'queued', total: 30 });
    const job = await finished(env.asDemo, body.data.id);
    expect(job).toMatchObject({ status: 'done', done: 30, result: { generationId, rows: 30 } });

    const response = await download(env.demo, job.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Triples Smart bulb-EXP \d{8}-\d{6}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]).toEqual([...TRIPLE_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(31);
    const made = await env.t.db.select().from(devices).where(eq(devices.generationId, generationId));
    const byId = new Map(made.map((d) => [d.id, d]));
    for (const [pk, did, username, password, sn, , batch, createdAt] of rows.slice(1)) {
      const device = byId.get(did!)!;
      expect({ pk, username, sn, batch }).toEqual({ pk: productKey, username: device.username, sn: device.sn, batch: 'EXP' });
      expect(password).toBe(devicePassword(env.t.config.deviceSecret, did!));
      // On the console's clock by default (GMT+8), with the offset: the same instant the console shows.
      expect(createdAt).toBe(zonedIso(device.createdAt.getTime(), 'Asia/Shanghai'));
      expect(createdAt).toMatch(/\+08:00$/);
    }
    expect(rows.slice(1).map((r) => r[4])).toEqual(serials('EXP', 30));

    // Counted on the generation and on each triple.
    expect((await env.asDemo<number>('GET', triplePaths.exportCount, { query: { generationId } })).body.data).toBe(1);
    expect((await listTriples(env.asDemo, generationId)).body.data.list.every((x) => x.exportCount === 1)).toBe(true);
    expect((await listGenerations(env.asDemo, { batch: 'EXP' })).body.data.list[0]).toMatchObject({ id: generationId, exportCount: 1 });
  });

  it('writes the times and the file name on the clock of the zone the user reads times in; refuses an unknown zone', async () => {
    const { body } = await env.asDemo<JobInfo>('POST', triplePaths.export, { body: { generationId, timeZone: 'America/New_York' } });
    const job = await finished(env.asDemo, body.data.id);
    const response = await download(env.demo, job.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    const [device] = await env.t.db.select().from(devices).where(eq(devices.id, String(row.getCell(2).value)));
    const written = String(row.getCell(8).value);
    expect(written).toBe(zonedIso(device!.createdAt.getTime(), 'America/New_York'));
    expect(written).toMatch(/-0[45]:00$/);
    const stamp = zonedIso(env.t.app.clock.now().getTime(), 'America/New_York').slice(0, 10).replace(/-/g, '');
    expect(response.headers['content-disposition']).toContain(`EXP ${stamp}-`);

    const refused = await env.asDemo('POST', triplePaths.export, { body: { generationId, timeZone: 'Mars/Olympus' } });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toMatch(/Choose a time zone such as Asia\/Shanghai$/);
  });

  it('answers JobNotReady for a file not written yet and for a generation still running', async () => {
    const jobId = randomUUID();
    await env.t.db.insert(jobs).values({
      id: jobId, tenantId: env.demo.tenantId, userId: demoUserId, lang: 'en-US', kind: 'tripleExport', status: 'running',
      params: { generationId, fileKey: 'x' }, total: 30, lockedBy: 'elsewhere', heartbeatAt: new Date(), createdAt: new Date(),
    });
    const response = await download(env.demo, jobId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.JobNotReady, msg: 'The job has not finished yet' });
    await env.t.db.delete(jobs).where(eq(jobs.id, jobId));

    await env.t.db.update(tripleGenerations).set({ status: 'running' }).where(eq(tripleGenerations.id, generationId));
    const before = await footprint();
    const { status, body } = await env.asDemo('POST', triplePaths.export, { body: { generationId } });
    expect({ status, code: body.code }).toEqual({ status: 409, code: ErrorCode.JobNotReady });
    expect(await footprint()).toEqual(before);
    await env.t.db.update(tripleGenerations).set({ status: 'done' }).where(eq(tripleGenerations.id, generationId));
  });

  it('is neither visible nor exportable from another space', async () => {
    const { body } = await env.asDemo<JobInfo>('POST', triplePaths.export, { body: { generationId } });
    await finished(env.asDemo, body.data.id);

    expect((await listGenerations(env.asPartner)).body.data).toMatchObject({ list: [], total: 0 });
    expect((await listTriples(env.asPartner, generationId)).status).toBe(404);
    expect((await env.asPartner('GET', triplePaths.exportCount, { query: { generationId } })).status).toBe(404);
    const before = await footprint();
    expect((await env.asPartner('POST', triplePaths.export, { body: { generationId } })).status).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await env.asPartner('GET', jobPaths.detail(body.data.id))).status).toBe(404);
    expect((await download(env.partner, body.data.id)).statusCode).toBe(404);
    // The exports so far: the first test's, the one in New York time and this one.
    expect((await env.asDemo<number>('GET', triplePaths.exportCount, { query: { generationId } })).body.data).toBe(3);
  });
});
