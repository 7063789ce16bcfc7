import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Perm } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { appPaths } from '@iotc/shared/apps';
import { productClassPaths } from '@iotc/shared/productClasses';
import { productPaths, ProductStatus } from '@iotc/shared/products';
import { envelope, type FakeCall } from '@/lib/fakeServer';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { FakeSocket, startFakeRealtime } from '@/test/realtime';
import { byTestId, click, render, rowDetails, typeInto, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { classTree, copyScope, productDetail, productItem } from '../testData';
import ProductListPage from './ProductListPage';

let view: Rendered;
const ALL = [Perm.productAdd, Perm.productEdit, Perm.productDelete, Perm.productCopy, Perm.productPublish];
const tokens: TokenPair = { token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200, tenantId: 't1' };

const api = (path: string) => `/api${path}`;
const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="product-row"]')];
const listCalls = () => server.calls.filter((c) => c.path === api(productPaths.list));
const bodyOf = (call: FakeCall | undefined) => JSON.parse(call!.body) as Record<string, unknown>;
const page = (list: unknown[]) => ({ body: envelope(0, 'ok', { list, total: list.length, pageNo: 1, pageSize: 10 }) });

const twoProducts = [
  productItem(),
  productItem({ id: 'p2', name: 'Demo sensor', productKey: 'pk000000000000d2', isDemoProduct: true, status: ProductStatus.Published, networkType: 'zigbee', functionCount: 3 }),
];

function signIn(permissions: string[] = ALL) {
  useSessionStore.getState().setTokens(tokens);
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions }));
}

/** Opens an antd Select and picks the option with this label (antd renders the list in the body). */
async function pick(testId: string, label: string) {
  const select = byTestId(view.container, testId).closest('.ant-select')!;
  await act(async () => {
    select.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = await new Promise<HTMLElement>((resolve, reject) => {
    const until = Date.now() + 3000;
    const look = () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option, .ant-select-tree-node-content-wrapper')].find(
        (o) => o.textContent === label,
      );
      if (found) resolve(found);
      else if (Date.now() > until) reject(new Error(`no option ${label}`));
      else setTimeout(look, 20);
    };
    look();
  });
  await click(option);
}

const { server, toasts } = await fakeServerSuite();

beforeEach(() => {
  signIn();
  server.on('POST', api(productPaths.list), () => page(twoProducts));
  server.on('GET', api(productClassPaths.productTypes), () => ({ body: envelope(0, 'ok', classTree) }));
});
afterEach(() => view.unmount());

describe('ProductListPage', { timeout: 20_000 }, () => {
  it('lists image, name, key, category, network, functions, status and the demo tag', async () => {
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [lamp, sensor] = rows();
    expect(lamp!.querySelector('img')?.getAttribute('src')).toBe('/api/files/product/lamp.png');
    expect(lamp!.textContent).toContain('Smart lamp');
    expect(lamp!.textContent).toContain('pk0000000000001a');
    expect(lamp!.textContent).toContain('智能灯泡');
    expect(lamp!.textContent).toContain('Wi-Fi');
    expect(lamp!.textContent).toContain('开发中');
    // The function count and the last change wait in the row's details, so the table fits a 1440 px screen.
    expect(Object.values(await rowDetails(lamp!)).join(' ')).toContain('2025-01-02');
    expect(lamp!.querySelector('[data-testid="product-demo"]')).toBeNull();
    expect(sensor!.textContent).toContain('Zigbee');
    expect(sensor!.textContent).toContain('已发布');
    expect(sensor!.querySelector('[data-testid="product-demo"]')).not.toBeNull();
    // The name and "continue development" open the settings.
    expect(lamp!.querySelector('[data-testid="product-name-link"]')?.getAttribute('href')).toBe('/product/product/setting/index?productId=p1');
    await click(byTestId(view.container, 'product-develop-p2'));
    expect(byTestId(view.container, 'location').textContent).toBe('/product/product/setting/index?productId=p2');
    expect(bodyOf(listCalls()[0])).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('searches by name or key and filters by category, network protocol and status, each from page 1', async () => {
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));

    const search = byTestId(view.container, 'product-search').querySelector('input') ?? (byTestId(view.container, 'product-search') as HTMLInputElement);
    await typeInto(search, '  lamp ');
    await click(view.container.querySelector('.ant-input-search-button')!);
    await waitFor(() => expect(bodyOf(listCalls().at(-1))).toEqual({ keyword: 'lamp', pageNo: 1, pageSize: 10 }));

    await pick('product-filter-network', 'Zigbee');
    await waitFor(() => expect(bodyOf(listCalls().at(-1))).toMatchObject({ keyword: 'lamp', networkType: 'zigbee' }));

    await pick('product-filter-status', '已发布');
    await waitFor(() => expect(bodyOf(listCalls().at(-1))).toMatchObject({ networkType: 'zigbee', status: ProductStatus.Published }));

    await pick('product-filter-type', '照明');
    await waitFor(() => expect(bodyOf(listCalls().at(-1))).toEqual({ keyword: 'lamp', productType: 'c-light', networkType: 'zigbee', status: 2, pageNo: 1, pageSize: 10 }));
  });

  it('shows an empty state leading to create', async () => {
    server.on('POST', api(productPaths.list), () => page([]));
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(byTestId(view.container, 'product-empty').textContent).toContain('暂无产品'));
    const empty = byTestId(view.container, 'product-empty');
    expect(empty.querySelector('[data-testid="product-create"]')).not.toBeNull();
    await click(empty.querySelector('[data-testid="product-create"]')!.closest('a')!);
    expect(byTestId(view.container, 'location').textContent).toBe('/product/product/create/index');
  });

  it('says why when filters match nothing, and clears them', async () => {
    server.on('POST', api(productPaths.list), (call) => page(bodyOf(call).keyword ? [] : twoProducts));
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await typeInto(byTestId(view.container, 'product-search').querySelector('input') ?? (byTestId(view.container, 'product-search') as HTMLInputElement), 'nothing');
    await click(view.container.querySelector('.ant-input-search-button')!);
    await waitFor(() => expect(byTestId(view.container, 'product-empty').textContent).toContain('没有符合筛选条件的产品'));
    await click(byTestId(view.container, 'product-clear-filters'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    // The rows come from the cache at once; the list is read again in the background. Waiting for that call also
    // keeps it from reaching the next test's server.
    await waitFor(() => expect(bodyOf(listCalls().at(-1))).toEqual({ pageNo: 1, pageSize: 10 }));
  });

  it('shows a retry when the list cannot be loaded', async () => {
    server.on('POST', api(productPaths.list), () => ({ status: 500, body: envelope(500, 'Database unavailable') }));
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(view.container.textContent).toContain('产品列表加载失败'));
    expect(toasts).toEqual(['Database unavailable']);
    server.on('POST', api(productPaths.list), () => page(twoProducts));
    await click([...view.container.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '重试')!);
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('hides create, link, copy and delete from a role without them', async () => {
    signIn([]);
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const ids = [...view.container.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'));
    expect(ids.filter((id) => /^product-(create|link-apps|copy|delete)/.test(id ?? ''))).toEqual([]);
    expect(ids).toContain('product-develop-p1');
  });

  it('deletes after the confirmation; a refusal shows the server’s message and keeps the row', async () => {
    const deleted: unknown[] = [];
    server.on('POST', api(productPaths.delete), (call) => {
      const body = JSON.parse(call.body) as { id: string };
      deleted.push(body);
      return body.id === 'p2'
        ? { status: 409, body: envelope(32002, 'This product has 3 activated devices and cannot be deleted') }
        : { body: envelope(0, 'ok', null) };
    });
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await click(byTestId(view.container, 'product-delete-p2'));
    // Nothing is sent before the confirmation.
    expect(deleted).toEqual([]);
    expect(document.body.textContent).toContain('删除“Demo sensor”');
    await click(byTestId(document.body, 'product-delete-ok'));
    await waitFor(() => expect(toasts).toEqual(['This product has 3 activated devices and cannot be deleted']));
    expect(deleted).toEqual([{ id: 'p2' }]);

    const before = listCalls().length;
    server.on('POST', api(productPaths.list), () => page([twoProducts[1]]));
    await click(byTestId(view.container, 'product-delete-p1'));
    const ok = [...document.body.querySelectorAll<HTMLElement>('[data-testid="product-delete-ok"]')].at(-1)!;
    await click(ok);
    await waitFor(() => expect(toasts).toContain('“Smart lamp”已删除'));
    // The list is read again.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('copy lists what is copied with counts and what is not, and sends the name; then opens the copy', async () => {
    let copyBody: unknown = null;
    server.on('GET', api(productPaths.copyScope), () => ({ body: envelope(0, 'ok', copyScope) }));
    server.on('POST', api(productPaths.copy), (call) => {
      copyBody = JSON.parse(call.body);
      return { body: envelope(0, 'ok', productDetail({ id: 'p9', name: 'Lamp B', productKey: 'pk00000000000009' })) };
    });
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(byTestId(view.container, 'product-copy-p1'));

    await waitFor(() => expect(document.body.querySelectorAll('[data-testid="copy-item"]').length).toBe(6));
    const scopeCall = server.calls.find((c) => c.path === api(productPaths.copyScope))!;
    expect(scopeCall.query.get('id')).toBe('p1');
    const copied = [...document.body.querySelectorAll('[data-testid="copy-item"]')].map((e) => e.textContent);
    expect(copied).toEqual([expect.stringContaining('产品信息'), '标准功能× 2', '自定义功能× 3', '配网引导× 4', '产品说明书× 1', '规则暂无']);
    const notCopied = [...document.body.querySelectorAll('[data-testid="not-copied-item"]')].map((e) => e.textContent);
    expect(notCopied).toEqual(['设备', '设备凭证（三元组）', '测试报告', 'App 测试账号', 'App 关联', 'Mesh 产品 ID', 'OTA 升级发布']);

    const name = byTestId(document.body, 'product-copy-name') as HTMLInputElement;
    expect(name.value).toBe('Smart lamp 副本');
    await typeInto(name, 'Lamp B');
    await click(byTestId(document.body, 'product-copy-ok'));
    await waitFor(() => expect(copyBody).toEqual({ id: 'p1', name: 'Lamp B' }));
    await waitFor(() => expect(document.body.textContent).toContain('pk00000000000009'));
    await click(byTestId(document.body, 'product-copy-open'));
    expect(byTestId(view.container, 'location').textContent).toBe('/product/product/setting/index?productId=p9');
  });

  it('copy refuses an empty name without calling', async () => {
    server.on('GET', api(productPaths.copyScope), () => ({ body: envelope(0, 'ok', copyScope) }));
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(byTestId(view.container, 'product-copy-p1'));
    await waitFor(() => expect(document.body.querySelector('[data-testid="product-copy-name"]')).not.toBeNull());
    await typeInto(byTestId(document.body, 'product-copy-name') as HTMLInputElement, '   ');
    await click(byTestId(document.body, 'product-copy-ok'));
    await waitFor(() => expect(document.body.querySelector('.ant-form-item-explain-error')?.textContent).toBeTruthy());
    expect(server.calls.some((c) => c.path === api(productPaths.copy))).toBe(false);
  });

  it('links apps with checkboxes, and says so when the space has none', async () => {
    let bound: unknown = null;
    server.on('GET', api(appPaths.bindAppList), () => ({
      body: envelope(0, 'ok', [
        { id: 'a1', name: 'Home', appKey: 'ak1', bound: true },
        { id: 'a2', name: 'Lights', appKey: 'ak2', bound: false },
      ]),
    }));
    server.on('POST', api(appPaths.productBindApp), (call) => {
      bound = JSON.parse(call.body);
      return { body: envelope(0, 'ok', null) };
    });
    view = await render(<ProductListPage />, '/product/product/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(byTestId(view.container, 'product-link-apps-p1'));
    await waitFor(() => expect(document.body.querySelectorAll('[data-testid="product-app"]').length).toBe(2));
    expect(server.calls.find((c) => c.path === api(appPaths.bindAppList))!.query.get('productId')).toBe('p1');
    const boxes = [...document.body.querySelectorAll<HTMLInputElement>('[data-testid="product-apps"] input[type="checkbox"]')];
    expect(boxes.map((b) => b.checked)).toEqual([true, false]);
    await click(boxes[0]!);
    await click(boxes[1]!);
    await click(byTestId(document.body, 'product-apps-save'));
    await waitFor(() => expect(bound).toEqual({ productId: 'p1', appIds: ['a2'] }));
    await waitFor(() => expect(toasts).toContain('App 关联已保存'));

    server.on('GET', api(appPaths.bindAppList), () => ({ body: envelope(0, 'ok', []) }));
    await click(byTestId(view.container, 'product-link-apps-p2'));
    await waitFor(() => expect(document.body.querySelector('[data-testid="product-apps-empty"]')?.textContent).toContain('当前空间还没有 App'));
  });
});

describe('ProductListPage and the real-time channel', { timeout: 20_000 }, () => {
  it('reads the list again when a product message arrives (another tab or user changed products)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    // The session is signed in: the channel opens a socket at once.
    const stop = startFakeRealtime(queryClient);
    try {
      expect(FakeSocket.latest()).toBeDefined();
      view = await render(
        <QueryClientProvider client={queryClient}>
          <ProductListPage />
        </QueryClientProvider>,
        '/product/product/index',
      );
      await waitFor(() => expect(rows()).toHaveLength(2));
      const before = listCalls().length;
      server.on('POST', api(productPaths.list), () => page([productItem({ name: 'Renamed lamp' })]));
      act(() => {
        FakeSocket.latest()!.accept();
        FakeSocket.latest()!.push({ channel: 'product/u1', data: { ids: ['p1'] } });
      });
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(listCalls().length).toBe(before + 1);
      expect(rows()[0]!.textContent).toContain('Renamed lamp');
    } finally {
      stop();
    }
  });
});

