import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { appPaths } from '@iotc/shared/apps';
import { guidePaths } from '@iotc/shared/guide';
import { productPaths } from '@iotc/shared/products';
import { type AppAccount, type DebugDevice, debugDevicePaths } from '@iotc/shared/debugDevices';
import { DeviceNature, OnlineStatus } from '@iotc/shared/devices';
import { type VirtualDevice, virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { productItem } from '@/features/products/testData';
import { deviceItem, pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, setupServer, signIn } from '@/features/devices/testSupport';
import { rememberProduct } from '@/lib/recentProduct';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import DeviceDebuggingPage from './DeviceDebuggingPage';

const { server, toasts } = setupServer();
let view: Rendered;
beforeEach(() => localStorage.clear());
afterEach(() => view.unmount());

const ALL = [Perm.debugDeviceAdd, Perm.debugDeviceDelete, Perm.virtualDeviceAdd, Perm.virtualDeviceDelete];

function debugDevice(over: Partial<DebugDevice> = {}): DebugDevice {
  return {
    id: 'dbg1',
    did: 'did00000000000001',
    name: 'Lamp 1',
    onlineStatus: OnlineStatus.Online,
    productId: 'p1',
    appId: 'app1',
    appName: 'Demo Smart Home',
    appKey: 'appkey0000000000001',
    regionServerId: 'eu',
    userAccount: 'tester@example.com',
    userId: 'u1',
    createdAt: 1_735_689_600,
    ...over,
  };
}

const virtualDevice: VirtualDevice = {
  ...deviceItem({ id: 'vd1', did: 'vd1', name: 'Smart lamp virtual 1', deviceNature: DeviceNature.Virtual, sn: null, batchId: null }),
  productKey: 'pk0000000000001a',
  userAccount: 'demo@example.com',
};

const accounts: AppAccount[] = [{ id: 'acc1', appId: 'app1', account: 'tester@example.com', createdAt: 1_735_689_600 }];

/** The calls of the page answered: p1's real and virtual devices, the space's app and its accounts. */
function answer({ real = [debugDevice()], virtual = [virtualDevice] }: { real?: DebugDevice[]; virtual?: VirtualDevice[] } = {}) {
  server().on('POST', api(debugDevicePaths.list), (call) => pageOf(bodyOf(call).productId === 'p1' ? real : []));
  server().on('POST', api(virtualDevicePaths.list), (call) => ({ body: envelope(0, 'ok', { list: bodyOf(call).productId === 'p1' ? virtual : [] }) }));
  server().on('GET', api(appPaths.bindAppList), () => ({ body: envelope(0, 'ok', [{ id: 'app1', name: 'Demo Smart Home', appKey: 'k', bound: false }]) }));
  server().on('GET', api(debugDevicePaths.appAccountList), () => ({ body: envelope(0, 'ok', accounts) }));
  server().on('GET', api(guidePaths.appDownloadUrl), () => ({ body: envelope(0, 'ok', { url: 'https://console.test/app' }) }));
}

const rows = (kind: 'real' | 'virtual') => [...view.container.querySelectorAll<HTMLElement>(`[data-testid="debug-${kind}-row"]`)];
const location = () => byTestId(view.container, 'location').textContent;

async function open(route = '/product/deviceDebugging/index?productId=p1') {
  view = await render(<DeviceDebuggingPage />, route);
  const shown = '[data-testid="debug-real-row"], [data-testid="debug-real-empty"], [data-testid="debug-virtual-row"], [data-testid="debug-virtual-empty"]';
  await waitFor(() => expect(view.container.querySelectorAll(shown).length).toBeGreaterThan(0), 8000);
}

async function typeText(testId: string, value: string) {
  const element = byTestId(document.body, testId);
  const input = (element.matches('input, textarea') ? element : element.querySelector('input, textarea')) as HTMLInputElement | HTMLTextAreaElement;
  if (input instanceof HTMLInputElement) return typeInto(input, value);
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The form's messages under its fields. */
const formErrors = () => [...document.body.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

async function openCreate() {
  await click(byTestId(view.container, 'debug-real-create'));
  await waitFor(() => byTestId(document.body, 'debug-real-create-ok'));
}

async function fillBinding() {
  await pick('debug-app', 'Demo Smart Home');
  await pick('debug-region', '欧洲');
  await pick('debug-account', 'tester@example.com');
}

describe('DeviceDebuggingPage', { timeout: 30_000 }, () => {
  it("shows the product's real debug devices, each linked to its debug page", async () => {
    signIn(ALL);
    answer();
    await open();
    const [row] = rows('real');
    for (const text of ['did00000000000001', 'Lamp 1', 'Demo Smart Home', 'tester@example.com', '欧洲', '在线', '2025-01-01']) expect(row!.textContent).toContain(text);
    expect(row!.querySelector('[data-testid="debug-open"]')!.getAttribute('href')).toBe(
      '/product/deviceDebugging/debugDetails/index?productKey=pk0000000000001a&productId=p1&did=did00000000000001&type=2',
    );
    expect(bodyOf(callsTo(server(), debugDevicePaths.list)[0])).toEqual({ productId: 'p1', pageNo: 1, pageSize: 10 });
    expect(byTestId(view.container, 'debug-product-key').textContent).toBe('pk0000000000001a');
  });

  it('opens the demo product when the address names none, then the product chosen last, without a new address', async () => {
    signIn(ALL);
    server().on('POST', api(productPaths.list), () => pageOf([productItem(), productItem({ id: 'p2', name: 'Demo bulb', productKey: 'pk000000000000d2', isDemoProduct: true })]));
    answer();
    await open('/product/deviceDebugging/index');
    expect(bodyOf(callsTo(server(), debugDevicePaths.list).at(-1))).toMatchObject({ productId: 'p2' });
    expect(byTestId(view.container, 'debug-product-key').textContent).toBe('pk000000000000d2');
    await pick('debug-product', 'Smart lamp');
    await waitFor(() => expect(rows('real')).toHaveLength(1));
    // The tab bar keys tabs by address: choosing a product must not open another tab.
    expect(location()).toBe('/product/deviceDebugging/index');
    view.unmount();
    await open('/product/deviceDebugging/index');
    await waitFor(() => expect(rows('real')).toHaveLength(1));
    expect(byTestId(view.container, 'debug-product-key').textContent).toBe('pk0000000000001a');
  });

  it('opens on the product the user came from, and on it again from the menu, not on the demo product', async () => {
    signIn(ALL);
    server().on('POST', api(productPaths.list), () => pageOf([productItem(), productItem({ id: 'p2', name: 'Demo bulb', productKey: 'pk000000000000d2', isDemoProduct: true })]));
    answer();
    // From a link that names the product (the way back from a device, the tour).
    await open('/product/deviceDebugging/index?productId=p1');
    view.unmount();
    await open('/product/deviceDebugging/index');
    expect(byTestId(view.container, 'debug-product-key').textContent).toBe('pk0000000000001a');
    view.unmount();
    // From the product's settings (lib/recentProduct, which they write).
    rememberProduct('p2');
    await open('/product/deviceDebugging/index');
    expect(byTestId(view.container, 'debug-product-key').textContent).toBe('pk000000000000d2');
  });

  it('says so when the address names a product the space does not have', async () => {
    signIn(ALL);
    answer();
    view = await render(<DeviceDebuggingPage />, '/product/deviceDebugging/index?productId=gone');
    await waitFor(() => byTestId(view.container, 'debug-product-not-found'));
    expect(callsTo(server(), debugDevicePaths.list)).toEqual([]);
  });

  it('lists the virtual devices (isVirtual=1), creates one for the product and deletes one after the confirmation', async () => {
    signIn(ALL);
    answer();
    const generated: unknown[] = [];
    const deleted: unknown[] = [];
    server().on('POST', api(virtualDevicePaths.generate), (call) => {
      generated.push(bodyOf(call));
      return { body: envelope(0, 'ok', { ...virtualDevice, did: 'vd2' }) };
    });
    server().on('POST', api(virtualDevicePaths.delete), (call) => {
      deleted.push(bodyOf(call));
      return { body: envelope(0, 'ok', null) };
    });
    await open('/product/deviceDebugging/index?productId=p1&tab=virtual');
    await waitFor(() => expect(rows('virtual')).toHaveLength(1));
    const [row] = rows('virtual');
    for (const text of ['vd1', 'Smart lamp virtual 1', 'demo@example.com', '在线']) expect(row!.textContent).toContain(text);
    expect(row!.querySelector('[data-testid="debug-open"]')!.getAttribute('href')).toBe(
      '/product/deviceDebugging/debugDetails/index?productKey=pk0000000000001a&productId=p1&did=vd1&type=2',
    );
    expect(bodyOf(callsTo(server(), virtualDevicePaths.list)[0])).toEqual({ productId: 'p1', isVirtual: 1 });

    await click(byTestId(view.container, 'debug-virtual-create'));
    await waitFor(() => expect(toasts).toContain('已创建虚拟设备 vd2'));
    expect(generated).toEqual([{ productId: 'p1' }]);

    await click(byTestId(view.container, 'debug-virtual-delete-vd1'));
    expect(deleted).toEqual([]);
    await click(byTestId(document.body, 'debug-virtual-delete-ok'));
    await waitFor(() => expect(toasts).toContain('已删除虚拟设备 vd1'));
    expect(deleted).toEqual([{ productId: 'p1', dids: ['vd1'] }]);
  });

  it('switches between the tabs through the address', async () => {
    signIn(ALL);
    answer();
    await open();
    await click(byTestId(view.container, 'debug-tab-virtual'));
    await waitFor(() => expect(rows('virtual')).toHaveLength(1));
    expect(location()).toBe('/product/deviceDebugging/index?productId=p1&tab=virtual');
  });

  it('creates one real debug device after checking the form with the shared rules', async () => {
    signIn(ALL);
    answer({ real: [] });
    const added: unknown[] = [];
    server().on('POST', api(debugDevicePaths.add), (call) => {
      added.push(bodyOf(call));
      return { body: envelope(0, 'ok', debugDevice()) };
    });
    await open();
    expect(byTestId(view.container, 'debug-real-empty')).toBeTruthy();
    await openCreate();
    await click(byTestId(document.body, 'debug-real-create-ok'));
    await waitFor(() => expect(formErrors()).toHaveLength(4));
    expect(added).toEqual([]);

    await fillBinding();
    await typeText('debug-did', ' did00000000000001 ');
    await click(byTestId(document.body, 'debug-real-create-ok'));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({ productId: 'p1', appId: 'app1', regionServerId: 'eu', userAccount: 'tester@example.com', did: 'did00000000000001' });
    await waitFor(() => expect(toasts).toContain('已创建 1 个调试设备'));
  });

  it('adds an App account inline, refusing one that breaks the account rule without a call', async () => {
    signIn(ALL);
    answer();
    const added: unknown[] = [];
    server().on('POST', api(debugDevicePaths.addAppAccount), (call) => {
      added.push(bodyOf(call));
      return { body: envelope(0, 'ok', { id: 'acc2', appId: 'app1', account: '13800138000', createdAt: 1 }) };
    });
    await open();
    await openCreate();
    expect(byTestId(document.body, 'debug-account-add').hasAttribute('disabled')).toBe(true);
    await pick('debug-app', 'Demo Smart Home');
    await click(byTestId(document.body, 'debug-account-add'));
    await typeText('debug-account-new', 'not an account!');
    await click(byTestId(document.body, 'debug-account-add-ok'));
    expect(byTestId(document.body, 'debug-account-problem').textContent).toBe('请输入手机号、邮箱或账号名');
    expect(added).toEqual([]);
    await typeText('debug-account-new', '13800138000');
    await click(byTestId(document.body, 'debug-account-add-ok'));
    await waitFor(() => expect(added).toEqual([{ appId: 'app1', account: '13800138000' }]));
    await waitFor(() => expect(document.body.querySelector('[data-testid="debug-account"]')!.closest('.ant-select')!.textContent).toContain('13800138000'));
  });

  it('needs a batch count equal to the number of device IDs before it calls, then sends the IDs', async () => {
    signIn(ALL);
    answer();
    const batches: unknown[] = [];
    server().on('POST', api(debugDevicePaths.batchAdd), (call) => {
      batches.push(bodyOf(call));
      return { body: envelope(0, 'ok', [debugDevice(), debugDevice({ id: 'dbg2', did: 'did2' })]) };
    });
    await open();
    await openCreate();
    await click(byTestId(document.body, 'debug-real-mode').querySelectorAll<HTMLElement>('input[type="radio"]')[1]!);
    await fillBinding();
    await typeText('debug-count', '3');
    await typeText('debug-dids', 'did00000000000001\ndid2');
    await click(byTestId(document.body, 'debug-real-create-ok'));
    await waitFor(() => expect(formErrors()).toContain('数量须与设备 ID 的个数（2）一致'));
    expect(batches).toEqual([]);

    await typeText('debug-count', '2');
    await click(byTestId(document.body, 'debug-real-create-ok'));
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toEqual({ productId: 'p1', appId: 'app1', regionServerId: 'eu', userAccount: 'tester@example.com', count: 2, dids: ['did00000000000001', 'did2'] });
    await waitFor(() => expect(toasts).toContain('已创建 2 个调试设备'));
  });

  it('removes a real debug device after the confirmation', async () => {
    signIn(ALL);
    answer();
    const deleted: unknown[] = [];
    server().on('POST', api(debugDevicePaths.delete), (call) => {
      deleted.push(bodyOf(call));
      return { body: envelope(0, 'ok', null) };
    });
    await open();
    await click(byTestId(view.container, 'debug-real-delete-did00000000000001'));
    await click(byTestId(document.body, 'debug-real-delete-ok'));
    await waitFor(() => expect(deleted).toEqual([{ productId: 'p1', ids: ['dbg1'] }]));
  });

  it('hides the create and delete buttons from a role without them; the debug links stay', async () => {
    signIn([]);
    answer();
    await open();
    expect(view.container.querySelector('[data-testid="debug-real-create"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="debug-real-delete-did00000000000001"]')).toBeNull();
    expect(rows('real')[0]!.querySelector('[data-testid="debug-open"]')).not.toBeNull();
    await click(byTestId(view.container, 'debug-tab-virtual'));
    await waitFor(() => expect(rows('virtual')).toHaveLength(1));
    expect(view.container.querySelector('[data-testid="debug-virtual-create"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="debug-virtual-delete-vd1"]')).toBeNull();
  });

  it('leads to creating a product when the space has none, and offers the App download', async () => {
    signIn(ALL);
    server().on('POST', api(productPaths.list), () => pageOf([]));
    answer();
    view = await render(<DeviceDebuggingPage />, '/product/deviceDebugging/index');
    await waitFor(() => byTestId(view.container, 'debug-no-products'));
    await waitFor(() => byTestId(view.container, 'debug-app-download'));
    await click(byTestId(view.container, 'debug-app-download'));
    await waitFor(() => expect(byTestId(document.body, 'debug-app-download-link').getAttribute('href')).toBe('https://console.test/app'));
  });
});
