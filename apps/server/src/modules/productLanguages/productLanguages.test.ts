import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, Lang, PageResult } from '@iotc/shared';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { networkGuidePaths } from '@iotc/shared/networkGuide';
import { panelPaths, type PanelComponent, type PanelDetail, type PanelDocument } from '@iotc/shared/panels';
import {
  LANGUAGE_PACK_HEADER,
  productLanguagePaths,
  type LanguageEntry,
  type LanguageImportCheck,
  type LanguagePackRefusal,
  type LanguageTab,
  type ProductTexts,
} from '@iotc/shared/productLanguages';
import { productPaths, type CopyScope, type ProductDetail } from '@iotc/shared/products';
import { expectRefusedUnchanged, loginAs, useDemoApp } from '../../../test/helpers.ts';
import { customFunctions, insertProduct, publish, seedTestClasses } from '../functions/testFixtures.ts';
import { makeCompoundFile, makePng, makeRawXlsx, multipartBody, repeated } from '../files/testUpload.ts';
import { languagePackExports, productTexts } from './tables.ts';

const env = useDemoApp('demo', 'dev');

beforeAll(async () => {
  await seedTestClasses(env.t.db, env.t.clock.now());
});

/** A developing product of the demo space: the test class's default functions (switch_led, bright_value) and the custom enum `scene`. */
async function newProduct(): Promise<string> {
  const productId = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
  const added = await env.asDemo('POST', functionPaths.addFunc, { body: { productId, functions: [customFunctions.scene] } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return productId;
}

async function entries(productId: string, tab: LanguageTab, query: Record<string, string> = {}): Promise<PageResult<LanguageEntry>> {
  const r = await env.asDemo<PageResult<LanguageEntry>>('GET', productLanguagePaths.list, { query: { productId, tab, pageSize: '100', ...query } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

const entryOf = async (productId: string, tab: LanguageTab, key: string) => (await entries(productId, tab)).list.find((e) => e.key === key);

async function texts(productId: string): Promise<ProductTexts['texts']> {
  const r = await env.asDemo<ProductTexts>('GET', productLanguagePaths.texts, { query: { productId } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.texts;
}

const save = (productId: string, list: { key: string; zh: string; en: string }[], lang: Lang = 'en-US') =>
  env.asDemo('POST', productLanguagePaths.save, { body: { productId, entries: list }, lang });

/** Moves the app's clock, signing the demo accounts in again (their access tokens expire with time). */
async function advance(seconds: number): Promise<void> {
  env.t.clock.advance(seconds);
  Object.assign(env.demo, await loginAs(env.t.app, 'demo'));
  Object.assign(env.dev, await loginAs(env.t.app, 'dev'));
}

const savedRows = (productId: string) => env.t.db.select().from(productTexts).where(eq(productTexts.productId, productId)).orderBy(productTexts.key);

async function exportPack(productId: string, lang: Lang = 'en-US') {
  return env.t.app.inject({ method: 'GET', url: `/api${productLanguagePaths.export}`, query: { productId }, headers: { authorization: `Bearer ${env.demo.token}`, lang } });
}

/** The pack's rows as exceljs reads them (the first is the header). */
async function packRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: LANGUAGE_PACK_HEADER.length }, (_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}

/** A pack written by exceljs from these rows (header first). */
async function packOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importCheck<T = LanguageImportCheck>(productId: string, file: { name: string; data: Buffer }, lang: Lang = 'en-US') {
  const { payload, headers } = multipartBody([
    { name: 'productId', value: productId },
    { name: 'file', filename: file.name, contentType: 'application/octet-stream', data: file.data },
  ]);
  const response = await env.t.app.inject({
    method: 'POST',
    url: `/api${productLanguagePaths.importCheck}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${env.demo.token}`, lang },
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<T>>() };
}

describe('the language entries of a product', () => {
  it("computes each tab from the product's content, in its order, with the sources in both languages", async () => {
    const productId = await newProduct();

    expect((await entries(productId, 'productName')).list).toEqual([
      { key: 'product.name', tab: 'productName', identifier: '', pairingStep: null, pairingMethod: null, zh: 'Smart bulb', en: 'Smart bulb', sourceZh: 'Smart bulb', sourceEn: 'Smart bulb', edited: false },
    ]);

    // Standard functions read the catalogue's texts in each language; the custom one its stored texts in both.
    const functions = (await entries(productId, 'function')).list;
    expect(functions.map((e) => [e.key, e.identifier, e.sourceZh, e.sourceEn])).toEqual([
      ['function.switch_led.name', 'switch_led', '开关', 'Switch'],
      ['function.bright_value.name', 'bright_value', '亮度', 'Brightness'],
      ['function.scene.name', 'scene', '场景', '场景'],
      ['function.scene.enum.read', 'scene', '阅读', '阅读'],
      ['function.scene.enum.night', 'scene', '夜灯', '夜灯'],
    ]);
    expect(functions.every((e) => !e.edited && e.zh === e.sourceZh && e.en === e.sourceEn && e.pairingStep === null)).toBe(true);

    // The default pairing guide of Wi-Fi has 4 steps.
    const pairing = (await entries(productId, 'pairing')).list;
    expect(pairing.map((e) => [e.key, e.pairingStep, e.pairingMethod, e.sourceZh, e.sourceEn])).toEqual([
      ['pairing.method', null, 'wifi', 'Wi-Fi', 'Wi-Fi'],
      ['pairing.step.1', 1, 'wifi', '第 1 步', 'Step 1'],
      ['pairing.step.2', 2, 'wifi', '第 2 步', 'Step 2'],
      ['pairing.step.3', 3, 'wifi', '第 3 步', 'Step 3'],
      ['pairing.step.4', 4, 'wifi', '第 4 步', 'Step 4'],
    ]);

    // The default panel: its page named per language, a component per function labelled by the function.
    const panel = (await entries(productId, 'panel')).list;
    expect(panel.map((e) => [e.key, e.sourceZh, e.sourceEn])).toEqual([
      ['panel.page.home', '主页', 'Home'],
      ['panel.component.switch_led', '开关', 'Switch'],
      ['panel.component.bright_value', '亮度', 'Brightness'],
      ['panel.component.scene', '场景', '场景'],
    ]);
  });

  it('follows the pairing guide the product saved and its network type', async () => {
    const productId = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
    const saved = await env.asDemo('POST', networkGuidePaths.saveNetworkGuide, {
      body: { productId, steps: [1, 2].map((n) => ({ textZh: `步骤${n}`, textEn: `Step text ${n}`, mediaType: 'image', mediaUrl: '/network-guide/power-on.svg' })) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await entries(productId, 'pairing')).list.map((e) => e.key)).toEqual(['pairing.method', 'pairing.step.1', 'pairing.step.2']);
  });

  it('searches a tab by key, identifier or text, and pages it', async () => {
    const productId = await newProduct();
    expect((await entries(productId, 'function', { keyword: 'SCENE.enum' })).list.map((e) => e.key)).toEqual(['function.scene.enum.read', 'function.scene.enum.night']);
    expect((await entries(productId, 'function', { keyword: 'bright' })).list.map((e) => e.key)).toEqual(['function.bright_value.name']);
    expect((await entries(productId, 'function', { keyword: '夜灯' })).list.map((e) => e.key)).toEqual(['function.scene.enum.night']);
    const second = await entries(productId, 'function', { pageNo: '2', pageSize: '2' });
    expect(second).toMatchObject({ total: 5, pageNo: 2, pageSize: 2 });
    expect(second.list.map((e) => e.key)).toEqual(['function.scene.name', 'function.scene.enum.read']);
  });

  it("reads the studio panel the product shows: page names, labels, texts and group titles, and a value button's enum value", async () => {
    const productId = await newProduct();
    const created = await env.asDemo<PanelDetail>('POST', panelPaths.save, { body: { productId, name: 'Living room' } });
    const draft = created.body.data.draft as PanelDocument;
    const part = (over: Partial<PanelComponent> & Pick<PanelComponent, 'type' | 'name'>): PanelComponent => ({ id: over.name, layout: { w: 2, h: 1 }, style: {}, props: {}, binding: null, ...over });
    const document: PanelDocument = {
      ...draft,
      pages: [
        {
          id: 'main',
          name: 'Lounge',
          components: [
            part({ type: 'switch', name: 'power', binding: { identifier: 'switch_led' }, props: { label: { zh: '', en: 'Power' } } }),
            part({ type: 'valueButton', name: 'reading', binding: { identifier: 'scene' }, props: { value: 'read' } }),
            part({ type: 'group', name: 'box', props: { title: { zh: '更多', en: '' } }, children: [part({ type: 'text', name: 'hint', props: { text: { zh: '提示', en: 'Hint' } } })] }),
            part({ type: 'text', name: 'blank', props: { text: { zh: '', en: '' } } }),
            part({ type: 'icon', name: 'bulb', props: { icon: 'bulb' } }),
          ],
        },
      ],
    };
    expect((await env.asDemo('POST', panelPaths.edit, { body: { id: created.body.data.id, name: 'Living room', document } })).status).toBe(200);
    expect((await env.asDemo('POST', panelPaths.publish, { body: { id: created.body.data.id, note: 'v1' } })).status).toBe(200);
    expect((await env.asDemo('POST', panelPaths.selectControlPanel, { body: { productId, kind: 'custom', ref: created.body.data.id } })).status).toBe(200);

    expect((await entries(productId, 'panel')).list.map((e) => [e.key, e.sourceZh, e.sourceEn])).toEqual([
      ['panel.page.main', 'Lounge', 'Lounge'],
      // Its own English label; no Chinese one, so the function's name.
      ['panel.component.power', '开关', 'Power'],
      ['panel.component.reading', '阅读', '阅读'],
      // No English title and nothing bound: the Chinese one in both.
      ['panel.component.box', '更多', '更多'],
      ['panel.component.hint', '提示', 'Hint'],
    ]);
  });
});

describe('saving and resetting texts', () => {
  it('saves texts over the sources, which texts answers and the list marks, and resets them', async () => {
    const productId = await newProduct();
    const r = await save(productId, [
      { key: 'function.scene.name', zh: '场景模式', en: 'Scene' },
      { key: 'product.name', zh: '智能灯泡', en: 'Smart bulb' },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await entryOf(productId, 'function', 'function.scene.name')).toMatchObject({ zh: '场景模式', en: 'Scene', sourceZh: '场景', sourceEn: '场景', edited: true });
    const all = await texts(productId);
    expect(all['function.scene.name']).toEqual({ zh: '场景模式', en: 'Scene' });
    expect(all['product.name']).toEqual({ zh: '智能灯泡', en: 'Smart bulb' });
    expect(all['function.switch_led.name']).toEqual({ zh: '开关', en: 'Switch' });
    expect(Object.keys(all)).toContain('panel.component.scene');

    expect((await env.asDemo('POST', productLanguagePaths.reset, { body: { productId, keys: ['function.scene.name'] } })).status).toBe(200);
    expect(await entryOf(productId, 'function', 'function.scene.name')).toMatchObject({ zh: '场景', en: '场景', edited: false });
    expect((await savedRows(productId)).map((row) => row.key)).toEqual(['product.name']);
  });

  it('refuses unknown or repeated keys and texts breaking the rule, listing each, and stores nothing', async () => {
    const productId = await newProduct();
    const unknown = await expectRefusedUnchanged(
      () => savedRows(productId),
      () => save(productId, [{ key: 'function.scene.name', zh: '场景', en: 'Scene' }, { key: 'function.ghost.name', zh: '幽灵', en: 'Ghost' }, { key: 'pairing.step.9', zh: '九', en: 'Nine' }]),
      422,
    );
    expect(unknown.body.msg).toBe('The language key "function.ghost.name" is not a text of this product');
    expect(unknown.body.data).toEqual({
      errors: [
        { field: 'entries.1', msg: 'The language key "function.ghost.name" is not a text of this product' },
        { field: 'entries.2', msg: 'The language key "pairing.step.9" is not a text of this product' },
      ],
    });
    const twice = await expectRefusedUnchanged(() => savedRows(productId), () => save(productId, [{ key: 'product.name', zh: '甲', en: 'A' }, { key: 'product.name', zh: '乙', en: 'B' }], 'zh-CN'), 422);
    expect(twice.body.msg).toBe('语言 Key“product.name”重复');

    const malformed = await expectRefusedUnchanged(() => savedRows(productId), () => save(productId, [{ key: 'product name', zh: '灯', en: 'Lamp' }], 'zh-CN'), 422);
    expect(malformed.body.msg).toBe('语言 Key：语言 Key 须以字母开头，由字母、数字、点、下划线和连字符组成（最多 200 个字符）');
    const resetUnknown = await expectRefusedUnchanged(() => savedRows(productId), () => env.asDemo('POST', productLanguagePaths.reset, { body: { productId, keys: ['product.name', 'panel.page.nowhere'] } }), 422);
    expect(resetUnknown.body.data).toEqual({ errors: [{ field: 'keys.1', msg: 'The language key "panel.page.nowhere" is not a text of this product' }] });

    const long = await expectRefusedUnchanged(() => savedRows(productId), () => save(productId, [{ key: 'product.name', zh: '灯', en: 'x'.repeat(21) }]), 422);
    expect(long.body.msg).toBe('English: Enter 1-20 characters');
    const empty = await expectRefusedUnchanged(() => savedRows(productId), () => save(productId, [{ key: 'product.name', zh: ' ', en: 'Lamp' }], 'zh-CN'), 422);
    expect(empty.body.msg).toBe('简体中文：此项为必填项');
  });

  it('refuses saving and resetting while the product is published', async () => {
    const productId = await newProduct();
    expect((await save(productId, [{ key: 'product.name', zh: '灯', en: 'Lamp' }])).status).toBe(200);
    await publish(env.t.db, productId);
    const refused = await expectRefusedUnchanged(() => savedRows(productId), () => save(productId, [{ key: 'product.name', zh: '新灯', en: 'New lamp' }]), 409);
    expect(refused.body.code).toBe(32001);
    await expectRefusedUnchanged(() => savedRows(productId), () => env.asDemo('POST', productLanguagePaths.reset, { body: { productId, keys: ['product.name'] } }), 409);
    // Reading and exporting go on.
    expect((await texts(productId))['product.name']).toEqual({ zh: '灯', en: 'Lamp' });
    expect((await exportPack(productId)).statusCode).toBe(200);
  });

  it("ignores texts of keys the product no longer has, and keeps them for when it has them again", async () => {
    const productId = await newProduct();
    expect((await save(productId, [{ key: 'function.scene.enum.night', zh: '夜', en: 'Night' }])).status).toBe(200);
    const scene = (await env.asDemo<ProductFunction[]>('GET', functionPaths.functions, { query: { productId } })).body.data.find((f) => f.identifier === 'scene')!;
    expect((await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [scene.id] } })).status).toBe(200);
    expect(Object.keys(await texts(productId)).filter((key) => key.startsWith('function.scene'))).toEqual([]);
    expect((await savedRows(productId)).map((row) => row.key)).toEqual(['function.scene.enum.night']);
    expect((await save(productId, [{ key: 'product.name', zh: '灯', en: 'Lamp' }])).status).toBe(200);
    expect((await savedRows(productId)).map((row) => row.key).sort()).toEqual(['function.scene.enum.night', 'product.name']);
    expect(Object.keys(await texts(productId)).filter((key) => key.startsWith('function.scene'))).toEqual([]);
  });

  it("answers 404 for another space's product, whatever the call", async () => {
    const productId = await newProduct();
    expect((await save(productId, [{ key: 'product.name', zh: '灯', en: 'Lamp' }])).status).toBe(200);
    const asDev = env.asDev;
    for (const [method, path, options] of [
      ['GET', productLanguagePaths.list, { query: { productId, tab: 'productName' } }],
      ['GET', productLanguagePaths.texts, { query: { productId } }],
      ['GET', productLanguagePaths.export, { query: { productId } }],
      ['POST', productLanguagePaths.save, { body: { productId, entries: [{ key: 'product.name', zh: '偷', en: 'Stolen' }] } }],
      ['POST', productLanguagePaths.reset, { body: { productId, keys: ['product.name'] } }],
    ] as const) {
      const r = await asDev(method, path, options);
      expect([r.status, JSON.stringify(r.body)], path).toEqual([404, expect.not.stringContaining('Lamp')]);
    }
    expect((await savedRows(productId)).map((row) => [row.zh, row.en])).toEqual([['灯', 'Lamp']]);
  });
});

describe('the language pack', () => {
  it('exports every entry, and a pack edited in a spreadsheet comes back as exactly its change, saved on confirmation', async () => {
    const productId = await newProduct();
    const exported = await exportPack(productId);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(exported.headers['content-disposition']).toContain(encodeURIComponent('Smart bulb language pack.xlsx'));
    const rows = await packRows(exported.rawPayload);
    expect(rows[0]).toEqual([...LANGUAGE_PACK_HEADER]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'product.name',
      'function.switch_led.name',
      'function.bright_value.name',
      'function.scene.name',
      'function.scene.enum.read',
      'function.scene.enum.night',
      'pairing.method',
      'pairing.step.1',
      'pairing.step.2',
      'pairing.step.3',
      'pairing.step.4',
      'panel.page.home',
      'panel.component.switch_led',
      'panel.component.bright_value',
      'panel.component.scene',
    ]);
    expect(rows.find((row) => row[0] === 'function.scene.name')).toEqual(['function.scene.name', 'function', 'scene', '', '', '场景', '场景']);
    expect(rows.find((row) => row[0] === 'pairing.step.2')).toEqual(['pairing.step.2', 'pairing', '', '2', 'wifi', '第 2 步', 'Step 2']);

    // Edited in a spreadsheet library: the custom function's English name.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'function.scene.name') row.getCell(7).value = 'Scene';
    });
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());

    const checked = await importCheck(productId, { name: 'pack.xlsx', data: edited });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data).toEqual({
      changes: [{ key: 'function.scene.name', tab: 'function', identifier: 'scene', zh: '场景', en: 'Scene', beforeZh: '场景', beforeEn: '场景' }],
      unchanged: 14,
    });
    expect(await savedRows(productId)).toEqual([]);

    // The console confirms with save.
    const { changes } = checked.body.data;
    expect((await save(productId, changes.map(({ key, zh, en }) => ({ key, zh, en })))).status).toBe(200);
    expect((await texts(productId))['function.scene.name']).toEqual({ zh: '场景', en: 'Scene' });
    expect(await entryOf(productId, 'function', 'function.scene.name')).toMatchObject({ en: 'Scene', edited: true });
    // The panel's component bound to it, without a label of its own, reads what the function reads.
    expect((await texts(productId))['panel.component.scene']).toEqual({ zh: '场景', en: 'Scene' });
    expect(await entryOf(productId, 'panel', 'panel.component.scene')).toMatchObject({ en: 'Scene', sourceEn: 'Scene', edited: false });

    // A pack exported now changes nothing; the one exported before the save would set the component's own text.
    expect((await importCheck(productId, { name: 'pack.xlsx', data: (await exportPack(productId)).rawPayload })).body.data).toEqual({ changes: [], unchanged: 15 });
    expect((await importCheck(productId, { name: 'pack.xlsx', data: edited })).body.data.changes.map((c) => [c.key, c.en, c.beforeEn])).toEqual([['panel.component.scene', '场景', 'Scene']]);
  });

  it('refuses a pack whose first row was changed with the spec message', async () => {
    const productId = await newProduct();
    const header: string[] = [...LANGUAGE_PACK_HEADER];
    header[6] = 'Englisch';
    const changed = await packOf([header, ['product.name', 'productName', '', '', '', '灯', 'Lamp']]);
    const en = await importCheck(productId, { name: 'pack.xlsx', data: changed });
    expect([en.status, en.body.msg]).toEqual([422, 'Please upload a file in the correct format: do not change the language names in the first row']);
    const zh = await importCheck(productId, { name: 'pack.xlsx', data: changed }, 'zh-CN');
    expect(zh.body.msg).toBe('请上传正确格式的文件：请勿修改第一行的语言名称');
    // A column added to it, or a first row left empty, changes it too.
    expect((await importCheck(productId, { name: 'pack.xlsx', data: await packOf([[...LANGUAGE_PACK_HEADER, 'Deutsch']]) })).status).toBe(422);
    expect((await importCheck(productId, { name: 'pack.xlsx', data: await packOf([[], [...LANGUAGE_PACK_HEADER]]) })).body.msg).toMatch(/first row/);
    expect((await importCheck(productId, { name: 'pack.xlsx', data: await packOf([]) })).body.msg).toMatch(/first row/);
  });

  it('refuses a file over 2M with the spec message', async () => {
    const productId = await newProduct();
    const big = Buffer.concat([await packOf([[...LANGUAGE_PACK_HEADER]]), Buffer.alloc(2 * 1024 * 1024)]);
    const r = await importCheck(productId, { name: 'pack.xlsx', data: big });
    expect([r.status, r.body.msg]).toEqual([413, 'Wrong file size: a language pack may not exceed 2M']);
    expect((await importCheck(productId, { name: 'pack.xlsx', data: big }, 'zh-CN')).body.msg).toBe('文件大小错误：语言包不能超过 2M');
  });

  it('refuses what is not an xlsx workbook by its name or its bytes, a legacy binary .xls included', async () => {
    const productId = await newProduct();
    const pack = await packOf([[...LANGUAGE_PACK_HEADER]]);
    for (const file of [
      { name: 'picture.xlsx', data: makePng(4, 4) },
      { name: 'legacy.xls', data: makeCompoundFile() },
      { name: 'legacy.xlsx', data: makeCompoundFile() },
      { name: 'pack.csv', data: pack },
      { name: 'pack', data: pack },
      { name: 'broken.xlsx', data: pack.subarray(0, pack.length - 200) },
      { name: 'text.xlsx', data: Buffer.from('Language key,Tab\n') },
    ]) {
      const r = await importCheck(productId, file);
      expect([r.status, r.body.msg], file.name).toEqual([415, 'Please upload a file in the correct format']);
    }
    // A workbook named .xls is read by its bytes.
    expect((await importCheck(productId, { name: 'pack.xls', data: pack })).body.data).toEqual({ changes: [], unchanged: 0 });
  });

  it("lists every problem of a pack's rows: a long text, a missing or wrong identifier, an unknown key, a repeated key", async () => {
    const productId = await newProduct();
    const pack = await packOf([
      [...LANGUAGE_PACK_HEADER],
      ['product.name', 'productName', '', '', '', '灯', 'L'.repeat(21)],
      ['function.scene.name', 'function', '', '', '', '场景', 'Scene'],
      ['function.ghost.name', 'function', 'ghost', '', '', '幽灵', 'Ghost'],
      [],
      ['function.scene.enum.read', 'function', 'switch_led', '', '', '阅读', 'Reading'],
      ['product.name', 'productName', '', '', '', '灯', 'Lamp'],
      ['pairing.step.1', 'pairing', '', 1, 'wifi', '', 'Step one'],
      ['', '', '', '', '', '无', 'None'],
    ]);
    const r = await importCheck<LanguagePackRefusal>(productId, { name: 'pack.xlsx', data: pack });
    expect(r.status).toBe(422);
    expect(r.body.msg).toBe('The language pack has 7 problem(s): Row 2: English: Enter 1-20 characters');
    expect(r.body.data.problems.map(({ row, column, key, message }) => [row, column, key, message])).toEqual([
      [2, 'G', 'validation.lengthRange', 'Row 2: English: Enter 1-20 characters'],
      [3, 'C', 'productLanguage.identifierRequired', 'Row 3: The function identifier is required'],
      [4, 'A', 'productLanguage.keyUnknown', 'Row 4: The language key "function.ghost.name" is not a text of this product'],
      [6, 'C', 'productLanguage.identifierMismatch', 'Row 6: The function identifier does not match the language key'],
      [7, 'A', 'productLanguage.keyTwice', 'Row 7: The language key "product.name" appears twice'],
      [8, 'F', 'validation.required', 'Row 8: Simplified Chinese: This field is required'],
      [9, 'A', 'validation.required', 'Row 9: Language key: This field is required'],
    ]);
    const zh = await importCheck<LanguagePackRefusal>(productId, { name: 'pack.xlsx', data: pack }, 'zh-CN');
    expect(zh.body.msg).toBe('语言包有 7 处问题：第 2 行：English：长度须为 1-20 个字符');
    expect(await savedRows(productId)).toEqual([]);
  });

  it('reads a pack within bounds: at most 2,000 rows, and a file that unpacks to too much is refused as it is read', async () => {
    const productId = await newProduct();
    const rows = Array.from({ length: 2001 }, () => ['product.name', 'productName', '', '', '', '灯', 'Lamp']);
    const long = await importCheck(productId, { name: 'pack.xlsx', data: await packOf([[...LANGUAGE_PACK_HEADER], ...rows]) });
    expect([long.status, long.body.msg]).toEqual([422, 'A language pack holds at most 2000 rows']);

    // The header, then two million blank rows: a small file that would unpack to 22 MB.
    const cell = (column: string, text: string) => `<c r="${column}1" t="inlineStr"><is><t>${text}</t></is></c>`;
    const header = `<row r="1">${LANGUAGE_PACK_HEADER.map((text, i) => cell('ABCDEFG'[i]!, text)).join('')}</row>`;
    const bomb = await makeRawXlsx({ rows: [header, ...repeated('<row></row>', 2_000_000)] });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const r = await importCheck(productId, { name: 'bomb.xlsx', data: bomb });
    expect([r.status, r.body.msg]).toEqual([415, 'Please upload a file in the correct format']);
    // The same header alone is a pack.
    expect((await importCheck(productId, { name: 'pack.xlsx', data: await makeRawXlsx({ rows: [header] }) })).body.data).toEqual({ changes: [], unchanged: 0 });
  });

  it('refuses a pack for a published product', async () => {
    const productId = await newProduct();
    await publish(env.t.db, productId);
    const r = await importCheck(productId, { name: 'pack.xlsx', data: await packOf([[...LANGUAGE_PACK_HEADER]]) });
    expect([r.status, r.body.code]).toEqual([409, 32001]);
  });

  it('exports 3 packs of a product in 24 hours and refuses the 4th, saying when it frees up', async () => {
    const productId = await newProduct();
    const other = await newProduct();
    const started = env.t.clock.now();
    for (let i = 0; i < 3; i++) {
      expect((await exportPack(productId)).statusCode).toBe(200);
      await advance(60 * 60);
    }
    // Another product has its own count.
    expect((await exportPack(other)).statusCode).toBe(200);
    const refused = await exportPack(productId);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<ApiEnvelope<{ seconds: number }>>();
    // The first export stops counting 24 hours after it was made: 21 hours from now.
    const frees = new Date(started.getTime() + 24 * 3600 * 1000);
    const shanghai = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(frees);
    expect(body.msg).toBe(`A product's language pack can be exported 3 times in 24 hours; try again after ${shanghai}`);
    expect(body.data.seconds).toBe(21 * 3600);
    expect(refused.headers['retry-after']).toBe(String(21 * 3600));
    const zh = await exportPack(productId, 'zh-CN');
    expect(zh.json<ApiEnvelope<null>>().msg).toBe(`每个产品 24 小时内最多导出 3 次语言包，请于 ${shanghai} 后再试`);

    await advance(21 * 3600);
    expect((await exportPack(productId)).statusCode).toBe(200);
    expect((await exportPack(productId)).statusCode).toBe(429);
  });
});

describe('the product part', () => {
  it('copies the saved texts with the product, and counts them in the copy confirmation', async () => {
    const productId = await newProduct();
    expect((await save(productId, [{ key: 'function.scene.name', zh: '场景模式', en: 'Scene' }, { key: 'panel.page.home', zh: '首页', en: 'Start' }])).status).toBe(200);
    const scope = await env.asDemo<CopyScope>('GET', productPaths.copyScope, { query: { id: productId } });
    expect(scope.body.data.copied.find((c) => c.item === 'languages')).toEqual({ item: 'languages', count: 2 });
    const copy = await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: productId, name: 'Copied bulb' } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const copied = await texts(copy.body.data.id);
    expect(copied['function.scene.name']).toEqual({ zh: '场景模式', en: 'Scene' });
    expect(copied['panel.page.home']).toEqual({ zh: '首页', en: 'Start' });
    expect(copied['product.name']).toEqual({ zh: 'Copied bulb', en: 'Copied bulb' });

    // Deleting a product takes its texts and its export count with it.
    expect((await exportPack(copy.body.data.id)).statusCode).toBe(200);
    expect((await env.asDemo('POST', productPaths.delete, { body: { id: copy.body.data.id } })).status).toBe(200);
    expect(await savedRows(copy.body.data.id)).toEqual([]);
    expect(await env.t.db.select().from(languagePackExports).where(eq(languagePackExports.productId, copy.body.data.id))).toEqual([]);
    expect(await savedRows(productId)).toHaveLength(2);
  });
});
