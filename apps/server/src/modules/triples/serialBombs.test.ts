import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PATH, translate } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { insertTestProduct } from '../../../test/products.ts';
import { AppError } from '../../core/errors.ts';
import { users } from '../../core/users.tables.ts';
import { demoAccounts } from '../../db/seed/index.ts';
import { devices } from '../devices/tables.ts';
import { makeRawXlsx, repeated } from '../files/testUpload.ts';
import { readSerialChunks, serialFileRefusal } from './serialFile.ts';
import { tripleSerials } from './tables.ts';
import { generate, watchJobs, xlsxUpload, type SerialUpload } from './testGenerate.ts';

/**
 * Decompression bombs (issue 12, item 7): small xlsx files that unpack to millions of rows or to
 * huge strings. Each is refused with its reason while /api/health keeps answering within 100 ms, and
 * three at once leave the server's memory nearly where it was.
 */

let t: TestApp;
let demo: TokenPair;
let productId: string;
let jobs: ReturnType<typeof watchJobs>;

beforeAll(async () => {
  ({ t, demo } = await createDemoApp('demo'));
  productId = await insertTestProduct(t.db, demo.tenantId);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, demoAccounts.demo.account));
  jobs = watchJobs(t.app, user!.id);
});
afterAll(async () => {
  jobs.stop();
  await t.close();
});

const MB = 1024 * 1024;
const HEALTH_EVERY_MS = 10;

/** CPU time of this thread (the server's event loop), in ms. */
function loopCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs `work` while /api/health is asked every 10 ms, and answers the longest the server kept one of
 * those calls waiting: from when it was due (a blocked event loop delays the call itself, not only its
 * answer) to its answer, but at most the event loop's own CPU time over that stretch. Work that blocks
 * the loop burns that CPU and counts in full; a machine busy with other processes, which delays every
 * timer of an idle server alike, does not count against it.
 */
async function slowestHealthDuring<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let running = true;
  let slowestMs = 0;
  const sampling = (async () => {
    let due = performance.now();
    let cpuBefore = loopCpuMs();
    while (running) {
      due += HEALTH_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const response = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
      expect(response.statusCode).toBe(200);
      const [answered, cpu] = [performance.now(), loopCpuMs()];
      slowestMs = Math.max(slowestMs, Math.min(answered - due, cpu - cpuBefore));
      [due, cpuBefore] = [Math.max(due, answered), cpu];
    }
  })();
  try {
    return { result: await work(), slowestMs };
  } finally {
    running = false;
    await sampling;
  }
}

/** Uploads the file and answers why the generation was refused: the request's message, or the failed job's error. */
async function refusal(count: number, file: SerialUpload): Promise<string> {
  const { body } = await generate(t.app, demo, { productId, count, file });
  if (body.code !== 0) return body.msg;
  const job = await jobs.ended(body.data.id);
  expect(job.status).toBe('failed');
  return job.error ?? '';
}

async function nothingStaged() {
  const n = async (table: typeof devices | typeof tripleSerials) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return { devices: await n(devices), staged: await n(tripleSerials) };
}

describe('serial-number files that unpack to far more than they weigh', () => {
  it('refuses a workbook of a million rows at the row past the count, /api/health answering meanwhile', async () => {
    const bomb = await makeRawXlsx({ rows: repeated('<row r="1"><c r="A1"><v>7</v></c></row>', 1_000_000) });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await nothingStaged();

    const { result, slowestMs } = await slowestHealthDuring(() => refusal(3, xlsxUpload(bomb)));
    expect(slowestMs).toBeLessThan(100);
    expect(result).toBe('The serial-number file cannot be used: it holds more serial numbers than the count of 3');
    expect(await nothingStaged()).toEqual(before);
  });

  it('refuses three workbooks of one 64 MB shared string at once, memory and /api/health unmoved', async () => {
    const bomb = await makeRawXlsx({
      sharedStrings: (function* () {
        yield '<si><t>';
        yield* repeated('A', 64 * MB);
        yield '</t></si>';
      })(),
      rows: ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>'],
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
    try {
      const { result, slowestMs } = await slowestHealthDuring(() => Promise.all([1, 2, 3].map(() => refusal(1, xlsxUpload(bomb)))));
      expect(slowestMs).toBeLessThan(100);
      expect(result).toEqual(Array(3).fill('The serial-number file cannot be used: it holds a text of more than 200,000 characters'));
    } finally {
      clearInterval(sampler);
    }
    expect((rssPeak - rssBefore) / MB).toBeLessThan(100);
  });
});

/** Why reading the file fails, as the job's error says it; the serial numbers read before are dropped. */
async function readingRefusal(bytes: Buffer, count: number): Promise<string> {
  const refusal = serialFileRefusal(await readSerialChunks(bytes, count, 100, async () => {}).then(() => null, (error: unknown) => error));
  if (!(refusal instanceof AppError)) throw new Error(`expected a refusal, got ${String(refusal)}`);
  return translate('en-US', refusal.messageKey, refusal.params);
}

describe('every bound of a serial-number file, with its reason', () => {
  const prefix = 'The serial-number file cannot be used: ';

  it('a cell of more than 256 characters', async () => {
    const inline = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'S'.repeat(257)}</t></is></c></row>`;
    expect(await readingRefusal(await makeRawXlsx({ rows: [inline] }), 1)).toBe(`${prefix}a cell in row 1 holds more than 256 characters`);
    // Spaces count: trimmed, the cut cell could pass for a short serial number.
    expect(await readingRefusal(Buffer.from(`SN\n${' '.repeat(300)}SN-1`), 1)).toBe(`${prefix}a cell in row 2 holds more than 256 characters`);
  });

  it('more than 1,000 blank rows', async () => {
    const rows = ['<row r="1"><c r="A1"><v>1</v></c></row>', ...repeated('<row><c r="C1"><v>note</v></c></row>', 1001)];
    expect(await readingRefusal(await makeRawXlsx({ rows }), 1)).toBe(`${prefix}it has more than 1,000 blank rows`);
    expect(await readingRefusal(Buffer.from(`SN-1${'\r\n'.repeat(1002)}`), 1)).toBe(`${prefix}it has more than 1,000 blank rows`);
  });

  it('more than 500,000 shared strings', async () => {
    const bomb = await makeRawXlsx({ sharedStrings: repeated('<si><t>x</t></si>', 500_001), rows: [] });
    expect(await readingRefusal(bomb, 1)).toBe(`${prefix}it holds more than 500,000 different texts`);
  });

  it('more than 50 MB unpacked', async () => {
    const bomb = await makeRawXlsx({ rows: ['<row r="1"><c r="A1"><v>1</v></c>', ...repeated('<c><v>0</v></c>', 3_600_000), '</row>'] });
    expect(await readingRefusal(bomb, 1)).toBe(`${prefix}it unpacks to more than 50 MB`);
  });

  it('csv text that turns out binary past the beginning the request looked at', async () => {
    const csv = Buffer.concat([Buffer.from(`${'SN-1\n'.repeat(20_000)}`), Buffer.from([0x00, 0xff, 0x00])]);
    expect(await readingRefusal(csv, 20_000)).toBe('This file type is not allowed; allowed: xlsx, csv');
  });
});
