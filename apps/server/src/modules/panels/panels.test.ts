import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, PageResult } from '@iotc/shared';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import {
  panelPaths,
  type ControlPanelList,
  type LivePanel,
  type PanelAsset,
  type PanelCheckResult,
  type PanelComponent,
  type PanelDetail,
  type PanelDocument,
  type PanelSummary,
  type PanelVersion,
} from '@iotc/shared/panels';
import { productPaths, type DevelopmentChecks, type ProductDetail } from '@iotc/shared/products';
import { expectRefusedUnchanged, useDemoApp } from '../../../test/helpers.ts';
import { customFunctions, insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { makePng, multipartBody } from '../files/testUpload.ts';

const env = useDemoApp('demo', 'dev');

beforeAll(async () => {
  await seedTestClasses(env.t.db, env.t.clock.now());
});

const newProduct = () => insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());

const choices = async (productId: string) => (await env.asDemo<ControlPanelList>('GET', panelPaths.controlPanelList, { query: { productId } })).body.data;
const live = async (productId: string) => (await env.asDemo<LivePanel>('GET', panelPaths.live, { query: { productId } })).body.data;
const detail = async (id: string) => (await env.asDemo<PanelDetail>('GET', panelPaths.detail(id))).body.data;
const select = (productId: string, kind: string, ref: string | null) => env.asDemo<ControlPanelList>('POST', panelPaths.selectControlPanel, { body: { productId, kind, ref } });

async function studioPanel(productId: string, name = 'Living room'): Promise<PanelDetail> {
  const r = await env.asDemo<PanelDetail>('POST', panelPaths.save, { body: { productId, name } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

async function published(productId: string): Promise<PanelDetail> {
  const panel = await studioPanel(productId);
  const r = await env.asDemo<PanelVersion>('POST', panelPaths.publish, { body: { id: panel.id, note: 'first' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return detail(panel.id);
}

const component = (over: Partial<PanelComponent> & Pick<PanelComponent, 'type' | 'name'>): PanelComponent => ({
  id: over.name,
  layout: { w: 2, h: 1 },
  style: {},
  props: {},
  binding: null,
  ...over,
});

const withComponents = (doc: PanelDocument, components: PanelComponent[]): PanelDocument => ({
  ...doc,
  pages: [{ ...doc.pages[0]!, components: [...doc.pages[0]!.components, ...components] }, ...doc.pages.slice(1)],
});

const checksOf = async (id: string) => (await env.asDemo<DevelopmentChecks>('GET', productPaths.completeDevelopDetailed, { query: { id } })).body.data;
const panelCheck = async (id: string) => (await checksOf(id)).checks.find((c) => c.key === 'panel');

describe('the product panel choice', () => {
  it('lists the default panel, chosen and live, for a new product, and reminds to choose', async () => {
    const productId = await newProduct();
    const list = await choices(productId);
    expect(list.choices[0]).toMatchObject({ kind: 'default', ref: null, name: 'Default panel', selected: true, blockedReason: null });
    expect(list.choices.filter((c) => c.kind === 'template').map((c) => c.ref)).toEqual(['lighting', 'plug', 'sensor', 'climate', 'curtain']);
    expect(list.reminder).toBe('choose');
    const shown = await live(productId);
    expect(shown).toMatchObject({ kind: 'default', ref: null, offline: null });
    expect(JSON.stringify(shown.document)).toContain('switch_led');
  });

  it('chooses a public template, refuses an unknown one, and reminds once the functions change', async () => {
    const productId = await newProduct();
    const unknown = await select(productId, 'template', 'rocket');
    expect([unknown.status, unknown.body.msg]).toEqual([422, 'There is no public template "rocket"']);
    const r = await select(productId, 'template', 'lighting');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.choices.find((c) => c.selected)).toMatchObject({ kind: 'template', ref: 'lighting', name: 'Lighting' });
    expect(r.body.data.reminder).toBeNull();
    expect(await live(productId)).toMatchObject({ kind: 'template', ref: 'lighting', name: 'Lighting' });

    env.t.clock.advance(60);
    await env.asDemo('POST', functionPaths.addFunc, { body: { productId, functions: [customFunctions.child] } });
    expect((await choices(productId)).reminder).toBe('functionsChanged');
    expect((await env.asDemo('POST', panelPaths.cancelReminder, { body: { productId } })).status).toBe(200);
    expect((await choices(productId)).reminder).toBeNull();
  });
});

describe('studio panels', () => {
  it('refuses a draft with every broken rule listed and stores nothing', async () => {
    const productId = await newProduct();
    await env.asDemo('POST', functionPaths.addFunc, { body: { productId, functions: [customFunctions.power] } });
    const panel = await studioPanel(productId);
    const draft = panel.draft as PanelDocument;

    const broken = withComponents(draft, [
      component({ type: 'switch', name: 'ghost', binding: { identifier: 'missing_dp' } }),
      component({ type: 'slider', name: 'watts', binding: { identifier: 'power' } }),
      component({ type: 'text', name: 'dup' }),
      component({ type: 'text', name: 'dup' }),
      component({ type: 'link', name: 'help', props: { href: 'ftp://example.com' } }),
    ]);
    const edit = (document: unknown) => env.asDemo<PanelCheckResult>('POST', panelPaths.edit, { body: { id: panel.id, name: 'Changed', document } });
    const r = await expectRefusedUnchanged(() => detail(panel.id), () => edit(broken), 422);
    expect(r.body.msg).toMatch(/^The panel has 4 problem\(s\): /);
    expect(r.body.data.problems.map((p) => p.key)).toEqual([
      'validation.panelBindingMissing',
      'validation.panelBindingReadOnly',
      'validation.panelVariableNameDuplicate',
      'validation.panelLink',
    ]);
    expect(r.body.data.problems.map((p) => p.message).join(' | ')).toContain('The product has no function "missing_dp"');

    const badShape = { ...draft, pages: [{ ...draft.pages[0]!, name: ' ' }], fonts: [{ name: '9font', assetId: 'x' }] };
    const shape = await expectRefusedUnchanged(() => detail(panel.id), () => edit(badShape), 422);
    expect(shape.body.data.problems.map((p) => p.key)).toEqual(['validation.panelPageName', 'validation.panelFontName']);

    // The studio's import check answers the same problems without storing.
    const checked = await env.asDemo<PanelCheckResult>('POST', panelPaths.check, { body: { productId, document: broken } });
    expect(checked.body.data.problems).toHaveLength(4);

    // Groups nested a thousand deep (85 KB) are refused by their depth (the request guard), before anything parses them.
    let deep: object = component({ type: 'group', name: 'g0' });
    for (let i = 1; i < 1000; i += 1) deep = component({ type: 'group', name: `g${i}`, children: [deep as never] });
    const nested = { ...draft, pages: [{ ...draft.pages[0]!, components: [deep] }] };
    const tooDeep = await expectRefusedUnchanged(() => detail(panel.id), () => edit(nested), 422);
    expect(tooDeep.body.msg).toMatch(/nested too deeply/);
  });

  it('publishes versions, shows the live one, rolls back, and refuses to delete a panel in use', async () => {
    const productId = await newProduct();
    const panel = await studioPanel(productId);
    const blocked = await select(productId, 'custom', panel.id);
    expect([blocked.status, blocked.body.msg]).toEqual([422, 'Publish the panel before choosing it']);

    expect((await env.asDemo<PanelVersion>('POST', panelPaths.publish, { body: { id: panel.id, note: 'first' } })).body.data).toMatchObject({ version: 1, live: true, note: 'first', publishedBy: 'demo@example.com' });
    const draft = panel.draft as PanelDocument;
    const second = withComponents(draft, [component({ type: 'text', name: 'greeting', props: { text: { zh: '你好', en: 'Hello' } } })]);
    expect((await env.asDemo('POST', panelPaths.edit, { body: { id: panel.id, name: 'Living room', document: second } })).status).toBe(200);
    expect((await detail(panel.id)).draftChanged).toBe(true);
    expect((await env.asDemo<PanelVersion>('POST', panelPaths.publish, { body: { id: panel.id } })).body.data.version).toBe(2);

    expect((await select(productId, 'custom', panel.id)).status).toBe(200);
    const shown = await live(productId);
    expect(shown).toMatchObject({ kind: 'custom', ref: panel.id, name: 'Living room', version: 2 });
    expect(JSON.stringify(shown.document)).toContain('greeting');

    expect((await env.asDemo('POST', panelPaths.rollback, { body: { id: panel.id, version: 1 } })).status).toBe(200);
    expect(await live(productId)).toMatchObject({ version: 1 });
    expect(JSON.stringify((await live(productId)).document)).not.toContain('greeting');
    const unknown = await env.asDemo('POST', panelPaths.rollback, { body: { id: panel.id, version: 9 } });
    expect([unknown.status, unknown.body.msg]).toEqual([422, 'The panel has no published version 9']);
    const versions = (await env.asDemo<PanelVersion[]>('GET', panelPaths.versions, { query: { id: panel.id } })).body.data;
    expect(versions.map((v) => [v.version, v.live])).toEqual([[2, false], [1, true]]);

    const inUse = await expectRefusedUnchanged(() => detail(panel.id), () => env.asDemo('POST', panelPaths.delete, { body: { id: panel.id } }), 409);
    expect(inUse.body.msg).toBe('This panel is in use by a product and cannot be deleted');
    expect((await env.asDemo<PageResult<PanelSummary>>('POST', panelPaths.list, { body: { productId } })).body.data.list[0]).toMatchObject({ usedBy: 1, status: 'published' });

    // Disabled: the devices show the default panel again, and the product cannot complete development on it.
    expect((await env.asDemo('POST', panelPaths.enable, { body: { id: panel.id, enabled: false } })).status).toBe(200);
    expect((await live(productId)).kind).toBe('default');
    expect(await panelCheck(productId)).toEqual({ key: 'panel', passed: false, required: true, coming: false });

    expect((await select(productId, 'default', null)).status).toBe(200);
    expect((await env.asDemo('POST', panelPaths.delete, { body: { id: panel.id } })).status).toBe(200);
  });

  it('passes the development check only with a panel that controls something', async () => {
    const productId = await newProduct();
    expect(await panelCheck(productId)).toEqual({ key: 'panel', passed: true, required: true, coming: false });

    const readOnly = await newProduct();
    const functions = (await env.asDemo<ProductFunction[]>('GET', functionPaths.functions, { query: { productId: readOnly } })).body.data;
    await env.asDemo('POST', functionPaths.addFunc, { body: { productId: readOnly, functions: [customFunctions.power] } });
    await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId: readOnly, ids: functions.map((f) => f.id) } });
    expect(await panelCheck(readOnly)).toMatchObject({ passed: false });
    const complete = await env.asDemo('POST', productPaths.completeDevelop, { body: { id: readOnly } });
    expect(complete.status).toBe(409);
    expect(complete.body.msg).toContain('Device panel');
  });

  it('copies the product with its studio panel and its choice', async () => {
    const productId = await newProduct();
    const panel = await published(productId);
    await select(productId, 'custom', panel.id);
    const scope = (await env.asDemo<{ copied: { item: string; count: number }[] }>('GET', productPaths.copyScope, { query: { id: productId } })).body.data;
    expect(scope.copied).toContainEqual({ item: 'panel', count: 1 });

    const copy = (await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: productId, name: 'Copied bulb' } })).body.data;
    const copied = (await choices(copy.id)).choices.find((c) => c.selected);
    expect(copied).toMatchObject({ kind: 'custom', name: 'Living room', version: 1 });
    expect(copied!.ref).not.toBe(panel.id);
    expect(await live(copy.id)).toMatchObject({ kind: 'custom', ref: copied!.ref, version: 1 });
  });

  it('shows another space nothing', async () => {
    const productId = await newProduct();
    const panel = await published(productId);
    const asDev = env.asDev;
    expect((await asDev('GET', panelPaths.detail(panel.id))).status).toBe(404);
    expect((await asDev('GET', panelPaths.controlPanelList, { query: { productId } })).status).toBe(404);
    expect((await asDev('GET', panelPaths.live, { query: { productId } })).status).toBe(404);
    expect((await asDev<PageResult<PanelSummary>>('POST', panelPaths.list, { body: {} })).body.data.total).toBe(0);
    expect((await asDev('POST', panelPaths.publish, { body: { id: panel.id } })).status).toBe(404);
    expect((await asDev('POST', panelPaths.delete, { body: { id: panel.id } })).status).toBe(404);
    expect((await detail(panel.id)).liveVersion).toBe(1);
  });
});

describe('icons and fonts', () => {
  async function upload(fields: Record<string, string>, file: { name: string; data: Buffer }, token = env.demo.token) {
    const { payload, headers } = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename: file.name, contentType: 'application/octet-stream', data: file.data },
    ]);
    const response = await env.t.app.inject({ method: 'POST', url: `/api${panelPaths.assetUpload}`, payload, headers: { ...headers, authorization: `Bearer ${token}`, lang: 'en-US' } });
    return { status: response.statusCode, body: response.json<ApiEnvelope<PanelAsset>>() };
  }
  const assets = async (kind: string) => (await env.asDemo<PanelAsset[]>('GET', panelPaths.assetList, { query: { kind } })).body.data;
  /** A WOFF font's head: enough for detection by its bytes. */
  const woff = () => Buffer.concat([Buffer.from('wOFF'), Buffer.from([0, 1, 0, 0]), Buffer.alloc(200)]);

  it('refuses an icon over 100kb or not square, and serves a good one', async () => {
    const large = Buffer.concat([makePng(64, 64), Buffer.alloc(101 * 1024)]);
    const tooLarge = await upload({ kind: 'icon' }, { name: 'big.png', data: large });
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([413, 'The icon may not exceed 100kb']);
    const wide = await upload({ kind: 'icon' }, { name: 'wide.png', data: makePng(64, 32) });
    expect([wide.status, wide.body.msg]).toEqual([422, 'The icon must be square (1:1)']);
    const notPng = await upload({ kind: 'icon' }, { name: 'fake.png', data: woff() });
    expect([notPng.status, notPng.body.msg]).toEqual([415, 'The icon must be a PNG image']);
    expect(await assets('icon')).toEqual([]);

    const good = await upload({ kind: 'icon', name: 'Bulb' }, { name: 'bulb.png', data: makePng(48, 48) });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ kind: 'icon', name: 'Bulb' });
    const served = await env.t.app.inject({ method: 'GET', url: good.body.data.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(makePng(48, 48))).toBe(true);
  });

  it('names fonts by the font name rule, once per space, and keeps one a panel uses', async () => {
    const badName = await upload({ kind: 'font', name: '9Sans' }, { name: 'sans.woff', data: woff() });
    expect(badName.status).toBe(422);
    expect(badName.body.msg).toContain('The font name uses letters, underscores and digits');
    const notFont = await upload({ kind: 'font', name: 'Sans' }, { name: 'sans.woff', data: makePng(8, 8) });
    expect([notFont.status, notFont.body.msg]).toEqual([415, 'Only ttf or woff fonts are accepted']);

    const font = await upload({ kind: 'font', name: '_Brand_Sans2' }, { name: 'sans.woff', data: woff() });
    expect(font.status, JSON.stringify(font.body)).toBe(200);
    const again = await upload({ kind: 'font', name: '_Brand_Sans2' }, { name: 'other.woff', data: woff() });
    expect([again.status, again.body.msg]).toEqual([409, 'A font named "_Brand_Sans2" already exists']);

    const productId = await newProduct();
    const panel = await studioPanel(productId);
    const draft = panel.draft as PanelDocument;
    const document = { ...draft, fonts: [{ name: '_Brand_Sans2', assetId: font.body.data.id }], theme: { ...draft.theme, fontFamily: '_Brand_Sans2' } };
    expect((await env.asDemo('POST', panelPaths.edit, { body: { id: panel.id, name: panel.name, document } })).status).toBe(200);
    const inUse = await env.asDemo('POST', panelPaths.assetDelete, { body: { id: font.body.data.id } });
    expect([inUse.status, inUse.body.msg]).toEqual([409, 'This file is used by a panel and cannot be deleted']);
    expect(await assets('font')).toHaveLength(1);
    expect((await env.asDev<PanelAsset[]>('GET', panelPaths.assetList, { query: { kind: 'font' } })).body.data).toEqual([]);
  });
});
