import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { jobPaths, type JobInfo } from '@iotc/shared/jobs';
import { TRIPLE_EXPORT_COLUMNS, triplePaths, type Triple } from '@iotc/shared/triples';
import { callPlatform, newUser } from './support/accounts.ts';
import { answerTime } from './support/deviceLog.ts';
import { expectDashboard, signIn } from './support/session.ts';

/**
 * The debug details page against the real server and broker: a virtual device run by the server,
 * an SDK device run by the CLI in a process of its own, and a user of another space. Each journey
 * debugs in a space of its own.
 */

const root = new URL('..', import.meta.url).pathname;
/** The demo product's class functions: switch_led and bright_value. */
const SWITCH_DP = 20;
const BRIGHTNESS_DP = 22;
/** The spec's answer time: the device's ack is in the log within a second of the control. */
const ANSWER_MS = 1_000;

interface DemoProduct {
  id: string;
  productKey: string;
}

interface DemoDevice {
  product: DemoProduct;
  did: string;
}

/** Calls the API with the signed-in page's token (kept in the console's cookie). */
async function call<T>(page: Page, method: 'get' | 'post', path: string, body?: object): Promise<T> {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'iotc_token')?.value ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const res = method === 'get' ? await page.request.get(`/api${path}`, { headers, params: body as Record<string, string> }) : await page.request.post(`/api${path}`, { headers, data: body });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** A new user's space with the tour's demo product and an online virtual device of it, made through the tour's call. */
async function demoSpace(request: APIRequestContext): Promise<{ account: string; password: string; device: DemoDevice }> {
  const user = await newUser(request, 'debug');
  const made = await callPlatform<{ productKey: string; productId: string; did: string }>(request, 'post', 'open/product/guideDemo', { token: user.token, timeout: 40_000 });
  return { account: user.account, password: user.password, device: { product: { id: made.productId, productKey: made.productKey }, did: made.did } };
}

const detailsUrl = (productKey: string, productId: string, did: string) =>
  `/product/deviceDebugging/debugDetails/index?${new URLSearchParams({ productKey, productId, did, type: '2' }).toString()}`;

async function signInWithDemo(page: Page, request: APIRequestContext): Promise<DemoDevice> {
  const { account, password, device } = await demoSpace(request);
  await signIn(page, account, password);
  await expectDashboard(page);
  return device;
}

async function openDetails(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('debug-connection')).toHaveAttribute('data-status', 'connected');
}

/** The log's newest row of a topic and kind whose payload contains `text`. */
const logRow = (page: Page, topic: string, name: string, text: string): Locator =>
  page.locator(`[data-testid="log-row"][data-topic="${topic}"][data-name="${name}"]`).filter({ hasText: text }).first();

test('a virtual device: controls reach it, its ack and report appear in the log within a second, and a new tab reads the same state', async ({ page, context, request }) => {
  const { product, did } = await signInWithDemo(page, request);
  const url = detailsUrl(product.productKey, product.id, did);
  await openDetails(page, url);
  await expect(page.getByTestId('debug-online')).toHaveAttribute('data-online', 'true');
  // queryAll on connect: the device's whole state arrives.
  await expect(page.getByTestId(`reported-value-${BRIGHTNESS_DP}`)).not.toBeEmpty();

  const toggle = page.getByTestId(`control-switch-${SWITCH_DP}`);
  const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
  await toggle.click();
  const value = String(!wasOn);
  const control = logRow(page, 'control', 'control', `"${SWITCH_DP}":${value}`);
  await expect(control).toBeVisible();
  const ack = logRow(page, 'control/ack', 'control', `"${SWITCH_DP}":${value}`);
  await expect(ack).toBeVisible();
  await expect(logRow(page, 'report', 'report', `"${SWITCH_DP}":${value}`)).toBeVisible();
  // The round trip: the ack arrives within a second of the send (the debounce runs before the send).
  expect(await answerTime(control, ack)).toBeLessThan(ANSWER_MS);
  await expect(control.locator('[data-state="ok"]')).toBeVisible();
  await expect(page.getByTestId(`control-status-${SWITCH_DP}`)).toHaveAttribute('data-state', 'ok');

  // A slider moved five steps down within the debounce: one control with the last value.
  const handle = page.getByTestId(`control-value-${BRIGHTNESS_DP}`).locator('.ant-slider-handle');
  const before = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  // The five key presses run in the page one after the other, each once the page has taken the one
  // before (the next step starts from its value): pressed from here instead, each could come later than
  // 400 ms after the last on a slow machine. Between two presses the page only lets a zero timer run,
  // which is due before the debounce's, so the debounce cannot end between them.
  await handle.evaluate(async (element) => {
    const { KeyboardEvent } = globalThis as unknown as { KeyboardEvent: new (type: string, init: object) => Event };
    for (let i = 0; i < 5; i += 1) {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', keyCode: 37, which: 37, bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
  const target = before - 5;
  await expect(handle).toHaveAttribute('aria-valuenow', String(target));
  // The last value's ack: any control for the steps before it would have been sent before it.
  await expect(logRow(page, 'control/ack', 'control', `"${BRIGHTNESS_DP}":${target}`)).toBeVisible();
  await expect(logRow(page, 'report', 'report', `"${BRIGHTNESS_DP}":${target}`)).toBeVisible();
  // Debounced: the slider's one control beside the switch's one.
  await expect(page.locator('[data-testid="log-row"][data-topic="control"][data-name="control"]')).toHaveCount(2);

  // A fresh tab reads the same state back from the device.
  const fresh = await context.newPage();
  await openDetails(fresh, url);
  await expect(fresh.getByTestId(`control-switch-${SWITCH_DP}`)).toHaveAttribute('aria-checked', value);
  await expect(fresh.getByTestId(`control-value-${BRIGHTNESS_DP}`).locator('.ant-slider-handle')).toHaveAttribute('aria-valuenow', String(target));
  await fresh.close();
});

/** One new triple of the product: generated from a one-SN csv, read back from its generation. */
async function newTriple(page: Page, product: DemoProduct): Promise<Triple> {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'iotc_token')?.value ?? '');
  const sn = `E2E${Date.now()}`;
  const res = await page.request.post(`/api${triplePaths.generate}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { productId: product.id, count: '1', file: { name: 'sn.csv', mimeType: 'text/csv', buffer: Buffer.from(`SN\n${sn}\n`) } },
  });
  const started = (await res.json()) as { code: number; msg: string; data: JobInfo };
  expect(started.code, started.msg).toBe(0);
  let job = started.data;
  await expect
    .poll(async () => {
      job = await call<JobInfo>(page, 'get', jobPaths.detail(job.id));
      return job.status;
    })
    .toBe('done');
  const { list } = await call<{ list: Triple[] }>(page, 'post', triplePaths.list, { generationId: String(job.result!.generationId), pageNo: 1, pageSize: 10 });
  expect(list).toHaveLength(1);
  return list[0]!;
}

/** The triple file and the model file the CLI reads: the export's columns, and the functions in the ThingModel export shape. */
function deviceFiles(product: DemoProduct, triple: Triple, functions: ProductFunction[]): { file: string; model: string } {
  const dir = mkdtempSync(join(tmpdir(), 'iotc-e2e-device-'));
  const row: Record<(typeof TRIPLE_EXPORT_COLUMNS)[number], string> = {
    productKey: product.productKey,
    deviceId: triple.deviceId,
    username: triple.username,
    password: triple.password,
    sn: triple.sn ?? '',
    mac: triple.mac ?? '',
    batch: triple.batch ?? '',
    createdAt: String(triple.createdAt),
  };
  const file = join(dir, 'triples.csv');
  writeFileSync(file, `${TRIPLE_EXPORT_COLUMNS.join(',')}\n${TRIPLE_EXPORT_COLUMNS.map((c) => row[c]).join(',')}\n`);
  // The server's bookkeeping (id, product, scene flags, times) is not part of a model.
  const definitions = functions.map(({ id: _id, productId: _p, templateId: _t, sceneCondition: _sc, sceneAction: _sa, timer: _ti, createdAt: _c, updatedAt: _u, ...fn }) => fn);
  const model = join(dir, 'model.json');
  writeFileSync(model, JSON.stringify({ version: 1, productKey: product.productKey, functions: definitions }));
  return { file, model };
}

test('an SDK device run by the CLI appears online on the page and receives its controls', async ({ page, request }) => {
  const { product } = await signInWithDemo(page, request);
  const triple = await newTriple(page, product);
  const functions = await call<ProductFunction[]>(page, 'get', functionPaths.functions, { productId: product.id });
  const { file, model } = deviceFiles(product, triple, functions);

  await openDetails(page, detailsUrl(product.productKey, product.id, triple.deviceId));
  await expect(page.getByTestId('debug-online')).toHaveAttribute('data-online', 'false');

  let output = '';
  const cli: ChildProcess = spawn(
    process.execPath,
    ['packages/device-sdk/bin/iotc-device.js', '--url', `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`, '--file', file, '--model', model],
    { cwd: root, env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: '' } },
  );
  cli.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cli.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect(page.getByTestId('debug-online')).toHaveAttribute('data-online', 'true');
    await expect(logRow(page, 'online', 'online', 'true')).toBeVisible();
    const toggle = page.getByTestId(`control-switch-${SWITCH_DP}`);
    const value = String((await toggle.getAttribute('aria-checked')) !== 'true');
    await toggle.click();
    await expect(page.getByTestId(`control-status-${SWITCH_DP}`)).toHaveAttribute('data-state', 'ok');
    // The device printed the control it received.
    await expect.poll(() => output).toContain(`received control {"dps":{"${SWITCH_DP}":${value}}}`);
  } finally {
    cli.kill('SIGINT');
  }
  await expect(page.getByTestId('debug-online')).toHaveAttribute('data-online', 'false');
});

test("a user of another space cannot debug this space's device", async ({ browser, request }) => {
  const { device } = await demoSpace(request);
  const url = detailsUrl(device.product.productKey, device.product.id, device.did);

  const other = await browser.newContext({ locale: 'en-US' });
  const stranger = await other.newPage();
  const { account, password } = await newUser(request, 'stranger', { accountType: 0 });
  await signIn(stranger, account, password);
  await expectDashboard(stranger);
  await stranger.goto(url);
  await expect(stranger.getByTestId('debug-details')).toContainText(/No access to this device|无权访问该设备/);
  await expect(stranger.getByTestId('debug-controls')).toHaveCount(0);
  await other.close();
});
