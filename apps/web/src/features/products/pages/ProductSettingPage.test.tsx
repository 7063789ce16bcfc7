import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { hardwareModulePaths } from '@iotc/shared/hardwareModules';
import { type ProductDetail, productPaths, ProductStatus } from '@iotc/shared/products';
import { envelope } from '@/lib/fakeServer';
import { recentProductId } from '@/lib/recentProduct';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import type { ProductTabProps } from '../components/settingsTab';
import { developmentChecks, modulesAnswer, productDetail } from '../testData';
import ProductSettingPage from './ProductSettingPage';

// The other features' views stand in as probes: the page hands them the product and the read-only flag.
const { probe } = vi.hoisted(() => ({
  probe: (name: string) => ({
    [name]: ({ product, readOnly }: ProductTabProps) => (
      <div data-testid={`probe-${name}`} data-product={product.id} data-read-only={String(readOnly)} />
    ),
  }),
}));
vi.mock('@/features/functions/components/FunctionDefinitionTab', () => probe('FunctionDefinitionTab'));
vi.mock('@/features/functions/components/SceneLinkageTab', () => probe('SceneLinkageTab'));
vi.mock('@/features/functions/components/TimerConfigTab', () => probe('TimerConfigTab'));
vi.mock('@/features/manuals/components/ManualTab', () => probe('ManualTab'));
vi.mock('@/features/networkGuide/components/NetworkGuideTab', () => probe('NetworkGuideTab'));
vi.mock('@/features/productRules/components/RuleConfigTab', () => probe('RuleConfigTab'));
vi.mock('@/features/testService/components/TestServiceTab', () => probe('TestServiceTab'));
vi.mock('@/features/firmware/components/ProductFirmwareCard', () => probe('ProductFirmwareCard'));
vi.mock('@/features/panels/components/ProductPanelsTab', () => probe('ProductPanelsTab'));
vi.mock('@/features/voice/components/VoiceControlTab', () => probe('VoiceControlTab'));

let view: Rendered;
const tokens: TokenPair = { token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200, tenantId: 't1' };
const ALL = [Perm.productEdit, Perm.productPublish];
const api = (path: string) => `/api${path}`;
const el = (testId: string) => byTestId(document.body, testId);
const has = (testId: string) => document.body.querySelector(`[data-testid="${testId}"]`) !== null;
const posted = (path: string) => server.calls.filter((c) => c.path === api(path)).map((c) => JSON.parse(c.body) as unknown);
let product: ProductDetail;

const open = (search: string) => render(<ProductSettingPage />, `/product/product/setting/index${search}`);

const { server, toasts } = await fakeServerSuite();

beforeEach(() => {
  product = productDetail();
  useSessionStore.getState().setTokens(tokens);
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: ALL }));
  server.on('GET', api(productPaths.detail('p1')), () => ({ body: envelope(0, 'ok', product) }));
  server.on('GET', api(hardwareModulePaths.queryModules), (call) => ({ body: envelope(0, 'ok', modulesAnswer(call.query)) }));
});
afterEach(() => view.unmount());

describe('ProductSettingPage', { timeout: 20_000 }, () => {
  it('shows the product and its eleven views as tabs; the tab follows the address', async () => {
    view = await open('?productId=p1');
    await waitFor(() => expect(has('product-header')).toBe(true));
    const header = el('product-header').textContent;
    for (const text of ['Smart lamp', 'pk0000000000001a', '智能灯泡', 'Wi-Fi', '零代码', '开发中']) expect(header).toContain(text);
    const tabs = [...view.container.querySelectorAll('[data-testid^="setting-tab-"]')].map((e) => e.textContent);
    expect(tabs).toEqual(['功能定义', '硬件开发', '设备面板', '基础配置', '测试服务', '配网信息', '产品说明书', '规则配置', '场景联动', '定时配置', '语音控制']);
    expect(el('probe-FunctionDefinitionTab').dataset).toMatchObject({ product: 'p1', readOnly: 'false' });
    expect(has('published-banner')).toBe(false);

    await click(el('setting-tab-network'));
    expect(el('location').textContent).toBe('/product/product/setting/index?productId=p1&tab=network');
    expect(has('probe-NetworkGuideTab')).toBe(true);

    await click(el('setting-tab-panel'));
    await waitFor(() => expect(el('probe-ProductPanelsTab').dataset).toMatchObject({ product: 'p1', readOnly: 'false' }));

    await click(el('setting-tab-voice'));
    await waitFor(() => expect(el('probe-VoiceControlTab').dataset).toMatchObject({ product: 'p1', readOnly: 'false' }));
  });

  it('is remembered as the product the user works on, for pages opened without one (debugging)', async () => {
    localStorage.clear();
    view = await open('?productId=p1');
    await waitFor(() => expect(has('product-header')).toBe(true));
    expect(recentProductId()).toBe('p1');
  });

  it('opens the tab the address names', async () => {
    view = await open('?productId=p1&tab=hardware');
    await waitFor(() => expect(has('hardware-module')).toBe(true));
    await waitFor(() => expect(el('hardware-module').textContent).toContain('BK7231T'));
    expect(el('probe-ProductFirmwareCard').dataset).toMatchObject({ product: 'p1', readOnly: 'false' });

    server.on('POST', api(hardwareModulePaths.selectModule), () => ({ body: envelope(0, 'ok', null) }));
    await click(el('hardware-change'));
    await waitFor(() => expect(document.body.querySelectorAll('.ant-modal [data-testid="module-card"]')).toHaveLength(2));
    await click(document.body.querySelectorAll<HTMLElement>('.ant-modal [data-testid="module-card"]')[1]!);
    await click(el('hardware-change-save'));
    await waitFor(() => expect(posted(hardwareModulePaths.selectModule)).toEqual([{ productId: 'p1', moduleId: 'm-wifi-2' }]));
  });

  it('published: a read-only banner, read-only views and basic config, and no complete button', async () => {
    product = productDetail({ status: ProductStatus.Published, publishedAt: 1_735_862_400 });
    view = await open('?productId=p1&tab=basic');
    await waitFor(() => expect(has('published-banner')).toBe(true));
    expect(el('published-banner').textContent).toContain('只读');
    expect(el('published-banner').textContent).toContain('2025-01-03');
    expect(has('complete-develop')).toBe(false);
    expect(has('basic-read-only')).toBe(true);
    expect(has('basic-save')).toBe(false);
    expect((el('product-name') as HTMLInputElement).disabled).toBe(true);

    await click(el('setting-tab-function'));
    expect(el('probe-FunctionDefinitionTab').dataset.readOnly).toBe('true');
  });

  it('return to development shows the warnings and needs the checkbox before it calls', async () => {
    product = productDetail({ status: ProductStatus.Published });
    server.on('POST', api(productPaths.returnDevelop), () => {
      product = productDetail({ status: ProductStatus.Developing });
      return { body: envelope(0, 'ok', null) };
    });
    view = await open('?productId=p1');
    await waitFor(() => expect(has('return-develop')).toBe(true));
    await click(el('return-develop'));

    const warnings = [...el('return-develop-warnings').querySelectorAll('li')].map((li) => li.dataset.key);
    expect(warnings).toEqual(['editable', 'devicesKeepModel', 'appsSeeChanges', 'completeAgain']);
    expect(el('return-develop-warnings').textContent).toContain('重新可编辑');
    const ok = el('return-develop-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    await click(ok);
    expect(posted(productPaths.returnDevelop)).toEqual([]);

    const box = el('return-develop-confirm');
    await click(box.tagName === 'INPUT' ? box : box.querySelector('input')!);
    expect((el('return-develop-ok') as HTMLButtonElement).disabled).toBe(false);
    await click(el('return-develop-ok'));
    await waitFor(() => expect(posted(productPaths.returnDevelop)).toEqual([{ id: 'p1', confirm: true }]));
    // The product is read again and editable.
    await waitFor(() => expect(has('complete-develop')).toBe(true));
    expect(has('published-banner')).toBe(false);
    expect(toasts).toContain('产品已返回开发状态，可以编辑');
  });

  it('complete development lists the checks and completes only when the required ones pass', async () => {
    let checks = developmentChecks();
    server.on('GET', api(productPaths.completeDevelopDetailed), () => ({ body: envelope(0, 'ok', checks) }));
    server.on('POST', api(productPaths.completeDevelop), () => ({ body: envelope(0, 'ok', null) }));
    view = await open('?productId=p1');
    await waitFor(() => expect(has('complete-develop')).toBe(true));
    await click(el('complete-develop'));
    await waitFor(() => expect(document.body.querySelectorAll('[data-testid="development-check"]')).toHaveLength(6));
    expect(server.calls.find((c) => c.path === api(productPaths.completeDevelopDetailed))!.query.get('id')).toBe('p1');
    const states = [...document.body.querySelectorAll<HTMLElement>('[data-testid="development-check"]')].map((e) => [e.dataset.key, e.dataset.state]);
    expect(states).toEqual([
      ['functions', 'missing'],
      ['networkGuide', 'byDefault'],
      ['module', 'passed'],
      ['panel', 'coming'],
      ['manual', 'advice'],
      ['testReport', 'advice'],
    ]);
    expect(el('development-not-ready').textContent).toContain('请先完成必选项');
    expect((el('development-complete') as HTMLButtonElement).disabled).toBe(true);

    // The default pairing guide counts, as its tab says (the App shows it until the product saves its own).
    const guide = document.body.querySelector<HTMLElement>('[data-testid="development-check"][data-key="networkGuide"]')!;
    expect(guide.textContent).toContain(t('products.develop.state.byDefault'));
    // "Go to" opens the view where the missing item is done.
    const functions = document.body.querySelector<HTMLElement>('[data-testid="development-check"][data-key="functions"]')!;
    await click([...functions.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '去完成')!);
    expect(el('location').textContent).toContain('tab=function');

    checks = developmentChecks({ canComplete: true, checks: developmentChecks().checks.map((c) => (c.key === 'functions' ? { ...c, passed: true } : c)) });
    await click(el('complete-develop'));
    await waitFor(() => expect((el('development-complete') as HTMLButtonElement).disabled).toBe(false));
    await click(el('development-complete'));
    await waitFor(() => expect(posted(productPaths.completeDevelop)).toEqual([{ id: 'p1' }]));
    await waitFor(() => expect(toasts).toContain('已完成开发：产品已发布，信息为只读'));
  });

  it('saves the basic config with the shared rules, and the mesh product id of a mesh product', async () => {
    product = productDetail({ networkType: 'ble_mesh' });
    server.on('POST', api(productPaths.edit), () => ({ body: envelope(0, 'ok', product) }));
    server.on('POST', api(productPaths.setMeshProductCode), () => ({ body: envelope(0, 'ok', null) }));
    view = await open('?productId=p1&tab=basic');
    await waitFor(() => expect(has('basic-save')).toBe(true));

    await typeInto(el('product-name') as HTMLInputElement, '');
    await click(el('basic-save'));
    await waitFor(() => expect(view.container.querySelector('.ant-form-item-explain-error')?.textContent).toBeTruthy());
    expect(posted(productPaths.edit)).toEqual([]);

    await typeInto(el('product-name') as HTMLInputElement, 'Smart lamp 2');
    await click(el('basic-save'));
    await waitFor(() => expect(toasts).toContain('产品信息已保存'));
    expect(posted(productPaths.edit)[0]).toEqual({
      id: 'p1',
      name: 'Smart lamp 2',
      model: 'DL-100',
      imageUrl: '/api/files/product/lamp.png',
      image: 'lamp.png',
      networkType: 'ble_mesh',
      powerConsumeType: 'mains',
      activeType: 'app_pairing',
    });

    await typeInto(el('basic-mesh-input') as HTMLInputElement, 'xyz');
    await click(el('basic-mesh-save'));
    await waitFor(() => expect(el('basic-mesh').textContent).toContain('请输入 4 位十六进制数'));
    await typeInto(el('basic-mesh-input') as HTMLInputElement, '01a2');
    await click(el('basic-mesh-save'));
    await waitFor(() => expect(posted(productPaths.setMeshProductCode)).toEqual([{ id: 'p1', meshProductId: '01A2' }]));
    await waitFor(() => expect(toasts).toContain('Mesh 产品 ID 已保存'));
  });

  it('answers an unknown or other-space product with not found and a way back', async () => {
    server.on('GET', api(productPaths.detail('p404')), () => ({ status: 404, body: envelope(ErrorCode.NotFound, 'Not found') }));
    view = await open('?productId=p404');
    await waitFor(() => expect(has('product-not-found')).toBe(true));
    expect(el('product-not-found').textContent).toContain('该产品不存在');
    // The page says it itself: no toast.
    expect(toasts).toEqual([]);
    await click(el('product-not-found').querySelector('a')!);
    expect(el('location').textContent).toBe('/product/product/index');
    view.unmount();

    // No id at all: not found without asking the server.
    const calls = server.calls.length;
    view = await open('');
    expect(has('product-not-found')).toBe(true);
    await act(async () => undefined);
    expect(server.calls).toHaveLength(calls);
  });
});
