import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useDemoApp, expectRefusedUnchanged } from '../../../test/helpers.ts';
import type { ApiEnvelope, Lang } from '@iotc/shared';
import { ProductStatus } from '@iotc/shared/products';
import { TEST_ACCOUNT_LIMIT, type TestAccount, type TestReport, testServicePaths } from '@iotc/shared/testService';
import { scopeOf } from '../../core/tenancy.ts';
import { makeCompoundFile, makePdf, makePng, makeXlsx, multipartBody, type FormPart } from '../files/testUpload.ts';
import { productFunctions } from '../functions/tables.ts';
import { hasTestReport } from './service.ts';
import { testAccounts, testReports } from './tables.ts';
import { TEMPLATE_SHEET } from './template.ts';
import { insertTestProduct } from '../../../test/products.ts';

const env = useDemoApp('demo', 'dev');

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ── Template ─────────────────────────────────────────────────────────────────

async function download(query: Record<string, string>, lang: Lang = 'en-US') {
  return env.t.app.inject({
    method: 'GET',
    url: `/api${testServicePaths.testCaseTemplate}`,
    query,
    headers: { authorization: `Bearer ${env.demo.token}`, lang },
  });
}

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(TEMPLATE_SHEET)!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

async function addFunction(productId: string, f: { dpId: number; identifier: string; name: string; rwFlag: 'rw' | 'ro' | 'wo'; spec: object }) {
  const now = new Date();
  await env.t.db.insert(productFunctions).values({
    id: `${productId}-${f.dpId}`,
    tenantId: env.demo.tenantId,
    productId,
    kind: 2,
    dpId: f.dpId,
    identifier: f.identifier,
    name: f.name,
    dataType: (f.spec as { dataType: 'bool' }).dataType,
    rwFlag: f.rwFlag,
    spec: f.spec as never,
    createdAt: now,
    updatedAt: now,
  });
}

describe('test-case template', () => {
  it('downloads a real xlsx with the headers and the generic cases', async () => {
    const response = await download({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_MIME);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Test case template.xlsx"; filename*=UTF-8''Test%20case%20template.xlsx`);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['No.', 'Module', 'Test item', 'Precondition', 'Steps', 'Expected result', 'Result', 'Remarks']);
    const modules = rows.slice(1).map((r) => r[1]);
    expect(modules).toEqual(expect.arrayContaining(['Pairing', 'Control', 'Online / offline', 'OTA', 'Reset']));
    expect(rows.slice(1).map((r) => r[0])).toEqual(rows.slice(1).map((_, i) => String(i + 1)));
    // Result and Remarks are left for the tester.
    expect(rows.slice(1).every((r) => (r[6] ?? '') === '' && (r[7] ?? '') === '')).toBe(true);
  });

  it("writes the product's own pairing and one row per function, in Chinese when asked", async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId, { name: '智能灯泡', networkType: 'ble' });
    await addFunction(productId, { dpId: 1, identifier: 'switch_led', name: '开关', rwFlag: 'rw', spec: { dataType: 'bool', defaultValue: null } });
    await addFunction(productId, {
      dpId: 3,
      identifier: 'bright_value',
      name: '亮度',
      rwFlag: 'rw',
      spec: { dataType: 'value', min: 10, max: 1000, step: 1, multiple: 1, unit: '%', defaultValue: null },
    });
    await addFunction(productId, {
      dpId: 2,
      identifier: 'work_mode',
      name: '模式',
      rwFlag: 'rw',
      spec: { dataType: 'enum', enumValues: [{ value: 'white', name: '白光', description: 'w' }, { value: 'colour', name: '彩光', description: 'c' }], defaultValue: null },
    });
    await addFunction(productId, { dpId: 101, identifier: 'temp_current', name: '当前温度', rwFlag: 'ro', spec: { dataType: 'value', min: -20, max: 60, step: 1, multiple: 0, unit: '℃', defaultValue: null } });
    await addFunction(productId, { dpId: 102, identifier: 'fault', name: '故障', rwFlag: 'ro', spec: { dataType: 'fault', faultBits: [{ name: '过热', description: '' }, { name: '短路', description: '' }] } });

    const response = await download({ productId }, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('智能灯泡测试用例.xlsx')}`);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['序号', '模块', '测试项', '前置条件', '测试步骤', '预期结果', '测试结果', '备注']);
    expect(rows[1]!.slice(1, 3)).toEqual(['配网', '蓝牙配网']);
    const functionRows = rows.filter((r) => /DP \d+/.test(r[2] ?? ''));
    expect(functionRows.map((r) => [r[1], r[2]])).toEqual([
      ['控制', '开关（switch_led，DP 1）'],
      ['控制', '模式（work_mode，DP 2）'],
      ['控制', '亮度（bright_value，DP 3）'],
      ['状态上报', '当前温度（temp_current，DP 101）'],
      ['故障上报', '故障（fault，DP 102）'],
    ]);
    expect(functionRows[1]![4]).toContain('白光、彩光');
    expect(functionRows[2]![4]).toContain('1 %'); // 10 / 10^1
    expect(functionRows[2]![4]).toContain('100 %');
    expect(functionRows[4]![4]).toContain('过热、短路');
    expect(rows.map((r) => r[1])).toEqual(expect.arrayContaining(['在线 / 离线', 'OTA', '重置']));
  });

  it("answers 404 for another space's product", async () => {
    const productId = await insertTestProduct(env.t.db, env.dev.tenantId);
    const response = await download({ productId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 10002 });
  });
});

// ── Test report ──────────────────────────────────────────────────────────────

async function uploadReport(fields: Record<string, string>, file: { name: string; data: Buffer } | null, token = env.demo.token) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', filename: file.name, contentType: 'application/octet-stream', data: file.data });
  const { payload, headers } = multipartBody(parts);
  const response = await env.t.app.inject({
    method: 'POST',
    url: `/api${testServicePaths.uploadTestReport}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, lang: 'en-US' },
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<TestReport>>() };
}

const reportRows = (productId: string) => env.t.db.select().from(testReports).where(eq(testReports.productId, productId));
const storedReports = async () => {
  const dir = path.join(env.t.config.dataDir, 'uploads', env.demo.tenantId, 'test-report');
  const months = await readdir(dir).catch(() => [] as string[]);
  return (await Promise.all(months.map((m) => readdir(path.join(dir, m))))).flat().sort();
};

/** Expects a refused upload that changes neither the report nor the stored files. */
async function refusedReport(productId: string, fields: Record<string, string>, file: { name: string; data: Buffer } | null, status: number) {
  const [rows, files] = [await reportRows(productId), await storedReports()];
  const response = await uploadReport(fields, file);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(await reportRows(productId)).toEqual(rows);
  expect(await storedReports()).toEqual(files);
  return response.body;
}

describe('test report', () => {
  it('uploads an xlsx with its result, then replaces it with an xls and removes the old file', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    expect((await env.asDemo('GET', testServicePaths.getTestReportFile, { query: { productId } })).body.data).toBeNull();
    expect(await hasTestReport(env.t.db, scopeOf(env.demo.tenantId), productId)).toBe(false);

    const xlsx = await makeXlsx();
    const first = await uploadReport({ productId, result: 'pass' }, { name: 'report.xlsx', data: xlsx });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ productId, fileName: 'report.xlsx', size: xlsx.length, result: 'pass' });
    expect(first.body.data.url).toMatch(new RegExp(`^/api/files/${env.demo.tenantId}/test-report/\\d{6}/[0-9a-f]{32}\\.xlsx$`));
    expect((await env.asDemo('GET', testServicePaths.getTestReportFile, { query: { productId } })).body.data).toEqual(first.body.data);
    expect(await hasTestReport(env.t.db, scopeOf(env.demo.tenantId), productId)).toBe(true);
    const served = await env.t.app.inject({ method: 'GET', url: first.body.data.url });
    expect(served.headers['content-type']).toBe(XLSX_MIME);

    const second = await uploadReport({ productId, result: 'fail' }, { name: 'report-v2.xls', data: makeCompoundFile() });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ fileName: 'report-v2.xls', result: 'fail' });
    expect(second.body.data.url).toMatch(/\.xls$/);
    expect(await reportRows(productId)).toHaveLength(1);
    expect((await env.t.app.inject({ method: 'GET', url: first.body.data.url })).statusCode).toBe(404);
    expect((await env.t.app.inject({ method: 'GET', url: second.body.data.url })).statusCode).toBe(200);
  });

  it('requires the result (001 §5)', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const file = { name: 'report.xlsx', data: await makeXlsx() };
    expect((await refusedReport(productId, { productId }, file, 422)).msg).toBe('Test result: Choose the test result');
    await refusedReport(productId, { productId, result: 'maybe' }, file, 422);
  });

  it('accepts xls or xlsx only, by the bytes', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const fields = { productId, result: 'pass' };
    expect((await refusedReport(productId, fields, { name: 'report.xlsx', data: makePdf() }, 415)).msg).toBe(
      'This file type is not allowed; allowed: xls, xlsx',
    );
    await refusedReport(productId, fields, { name: 'report.xls', data: makePng(4, 4) }, 415);
    await refusedReport(productId, fields, { name: 'report.csv', data: Buffer.from('No.,Result\n1,pass\n') }, 415);
    expect((await refusedReport(productId, fields, null, 422)).msg).toBe('File: choose a file to upload');
  });

  it('refuses a file over 10M', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const big = Buffer.concat([makeCompoundFile(), Buffer.alloc(10 * 1024 * 1024)]);
    const body = await refusedReport(productId, { productId, result: 'pass' }, { name: 'report.xls', data: big }, 413);
    expect(body.msg).toBe('The file is too large; upload one of at most 10 MB');
  });

  it('stays allowed while the product is published', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId, { status: ProductStatus.Published });
    const response = await uploadReport({ productId, result: 'pass' }, { name: 'r.xlsx', data: await makeXlsx() });
    expect(response.status).toBe(200);
  });

  it("answers 404 for another space's product, storing nothing", async () => {
    const productId = await insertTestProduct(env.t.db, env.dev.tenantId);
    await refusedReport(productId, { productId, result: 'pass' }, { name: 'r.xlsx', data: await makeXlsx() }, 404);
    expect((await env.asDemo('GET', testServicePaths.getTestReportFile, { query: { productId } })).status).toBe(404);
  });

  it('refuses a JSON body', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    expect((await env.asDemo('POST', testServicePaths.uploadTestReport, { body: { productId, result: 'pass' } })).status).toBe(415);
  });
});

// ── App test accounts ────────────────────────────────────────────────────────

const accountRows = (productId: string) => env.t.db.select().from(testAccounts).where(eq(testAccounts.productId, productId));

async function addAccount(productId: string, account: string) {
  return env.asDemo<TestAccount>('POST', testServicePaths.testAccountAdd, { body: { productId, account } });
}

async function refusedAccount(productId: string, account: string, status: number) {
  return (await expectRefusedUnchanged(() => accountRows(productId), () => addAccount(productId, account), status)).body;
}

describe('App test accounts', () => {
  it('adds a phone, an e-mail and an account name, lists and deletes them', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    for (const account of ['13800138000', 'Tester@Example.com', 'qa_tester01']) {
      expect((await addAccount(productId, account)).status).toBe(200);
      env.t.clock.advance(1);
    }
    const list = await env.asDemo<TestAccount[]>('GET', testServicePaths.testAccountList, { query: { productId } });
    expect(list.body.data.map((a) => a.account)).toEqual(['13800138000', 'tester@example.com', 'qa_tester01']);
    const removed = await env.asDemo('POST', testServicePaths.testAccountDelete, { body: { productId, id: list.body.data[1]!.id } });
    expect(removed.status).toBe(200);
    expect((await accountRows(productId)).map((a) => a.account).sort()).toEqual(['13800138000', 'qa_tester01']);
    expect((await env.asDemo('POST', testServicePaths.testAccountDelete, { body: { productId, id: list.body.data[1]!.id } })).status).toBe(404);
  });

  it('refuses what is not a phone, an e-mail or an account name', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    for (const account of ['', '12345', 'not an account', '1tester', 'a@b']) {
      const body = await refusedAccount(productId, account, 422);
      expect(body.msg).toMatch(/^Account: /);
    }
    expect((await refusedAccount(productId, 'x!', 422)).msg).toBe('Account: Enter a phone number, an e-mail address or an account name');
  });

  it('refuses a duplicate (409), e-mails compared without case', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    await addAccount(productId, 'qa@example.com');
    const body = await refusedAccount(productId, 'QA@example.com', 409);
    expect(body).toMatchObject({ code: 32008, msg: 'This account is already a test account of the product' });
    // The same account may test another product.
    expect((await addAccount(await insertTestProduct(env.t.db, env.demo.tenantId), 'qa@example.com')).status).toBe(200);
  });

  it(`refuses a ${TEST_ACCOUNT_LIMIT + 1}st account (001 §5: up to ${TEST_ACCOUNT_LIMIT})`, async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    for (let i = 0; i < TEST_ACCOUNT_LIMIT; i++) expect((await addAccount(productId, `tester_${i}`)).status).toBe(200);
    const body = await refusedAccount(productId, 'tester_extra', 409);
    expect(body).toMatchObject({ code: 32007, msg: `A product can have at most ${TEST_ACCOUNT_LIMIT} App test accounts` });
    expect(await accountRows(productId)).toHaveLength(TEST_ACCOUNT_LIMIT);
  });

  it('stays allowed while published', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId, { status: ProductStatus.Published });
    expect((await addAccount(productId, 'tester_pub')).status).toBe(200);
  });

  it("answers 404 for another space's product or account", async () => {
    const productId = await insertTestProduct(env.t.db, env.dev.tenantId);
    const [row] = await env.t.db.insert(testAccounts).values({ id: 'dev-tester', tenantId: env.dev.tenantId, productId, account: 'dev_tester', createdAt: new Date() }).returning();
    expect((await env.asDemo('GET', testServicePaths.testAccountList, { query: { productId } })).status).toBe(404);
    await refusedAccount(productId, 'intruder', 404);
    expect((await env.asDemo('POST', testServicePaths.testAccountDelete, { body: { productId, id: row!.id } })).status).toBe(404);
    // Another space's account id under one's own product is no account either.
    const own = await insertTestProduct(env.t.db, env.demo.tenantId);
    expect((await env.asDemo('POST', testServicePaths.testAccountDelete, { body: { productId: own, id: row!.id } })).status).toBe(404);
    expect(await accountRows(productId)).toHaveLength(1);
  });
});
