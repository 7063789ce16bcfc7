import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DeviceNature, devicePaths, OnlineStatus } from '@iotc/shared/devices';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { byTestId, click, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { FakeSocket, startFakeRealtime } from '@/test/realtime';
import { deviceItem, pageOf } from '../testData';
import { api, bodyOf, callsTo, envelope, pick, search, setupServer, signIn } from '../testSupport';
import DeviceListPage from './DeviceListPage';

const { server, toasts } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="device-row"]')];
const lastListBody = () => bodyOf(callsTo(server(), devicePaths.list).at(-1));
const virtual = deviceItem({ id: 'vd1', did: 'vd1', name: 'Virtual lamp', deviceNature: DeviceNature.Virtual, sn: null, batchId: null, onlineStatus: OnlineStatus.Offline });
const twoDevices = [deviceItem(), virtual];

function answer(list = twoDevices, count = { total: 2, active: 2, online: 1 }) {
  server().on('POST', api(devicePaths.list), () => pageOf(list));
  server().on('POST', api(devicePaths.count), () => ({ body: envelope(0, 'ok', count) }));
}

async function open() {
  view = await render(<DeviceListPage />, '/device/list/index');
  await waitFor(() => expect(rows().length + view.container.querySelectorAll('[data-testid="device-empty"]').length).toBeGreaterThan(0));
}

describe('DeviceListPage', { timeout: 20_000 }, () => {
  it('shows the counts and each device with its product, nature, tags and times, linked to its details and log', async () => {
    answer();
    await open();
    await waitFor(() => expect(byTestId(view.container, 'device-count-online').textContent).toContain('1'));
    expect(byTestId(view.container, 'device-count-total').textContent).toContain('2');
    const [real, virt] = rows();
    for (const text of ['did00000000000001', 'Lamp 1', 'Smart lamp', 'SN-0001', '已激活', '在线']) expect(real!.textContent).toContain(text);
    // Nature, batch and activation time wait in the row's details, so the table fits a 1440 px screen.
    const details = Object.values(await rowDetails(real!)).join(' ');
    for (const text of ['真实设备', 'B1', '2025-01-01']) expect(details).toContain(text);
    expect(Object.values(await rowDetails(virt!)).join(' ')).toContain('虚拟设备');
    expect(virt!.textContent).toContain('离线');
    expect(real!.querySelector('[data-testid="device-did-link"]')!.getAttribute('href')).toBe('/device/detail/index?id=did00000000000001');
    expect(byTestId(view.container, 'device-log-did00000000000001').getAttribute('href')).toBe('/device/log/index?did=did00000000000001');
    expect(lastListBody()).toEqual({ pageNo: 1, pageSize: 10 });
    expect(bodyOf(callsTo(server(), devicePaths.count)[0])).toEqual({});
  });

  it('sends each filter from page 1, and the counts follow the product', async () => {
    answer();
    await open();
    await pick('device-filter-product', 'Door sensor');
    await waitFor(() => expect(lastListBody()).toEqual({ productId: 'p2', pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(bodyOf(callsTo(server(), devicePaths.count).at(-1))).toEqual({ productId: 'p2' }));
    await pick('device-filter-active', '未激活');
    await pick('device-filter-online', '在线');
    await pick('device-filter-nature', '虚拟设备');
    await search('device-search-did', ' did0001 ');
    await search('device-search-sn', 'SN-9');
    await search('device-search-batch', 'B7');
    await waitFor(() =>
      expect(lastListBody()).toEqual({ productId: 'p2', status: 0, online: 1, deviceNature: 2, did: 'did0001', sn: 'SN-9', batch: 'B7', pageNo: 1, pageSize: 10 }),
    );
  });

  it('says when nothing matches and clears the filters; an empty space leads to creating a virtual device', async () => {
    server().on('POST', api(devicePaths.list), (call) => pageOf(bodyOf(call).did ? [] : twoDevices));
    server().on('POST', api(devicePaths.count), () => ({ body: envelope(0, 'ok', { total: 2, active: 2, online: 1 }) }));
    await open();
    await search('device-search-did', 'nothing');
    await waitFor(() => expect(byTestId(view.container, 'device-empty').textContent).toContain('没有符合筛选条件的设备'));
    await click(byTestId(view.container, 'device-clear-filters'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    // The rows come from the cache at once; the list is read again in the background (before the next page asks).
    await waitFor(() => expect(lastListBody()).toEqual({ pageNo: 1, pageSize: 10 }));
    view.unmount();

    answer([], { total: 0, active: 0, online: 0 });
    await open();
    await waitFor(() => expect(byTestId(view.container, 'device-empty').textContent).toContain('暂无设备'));
    expect(byTestId(view.container, 'device-empty').querySelector('[data-testid="virtual-create"]')).not.toBeNull();
  });

  it('creates a virtual device for the chosen product, and refuses without one', async () => {
    answer();
    const created: unknown[] = [];
    server().on('POST', api(virtualDevicePaths.generate), (call) => {
      created.push(bodyOf(call));
      return { body: envelope(0, 'ok', { ...virtual, did: 'vd2', userAccount: 'demo@example.com' }) };
    });
    await open();
    await click(byTestId(view.container, 'virtual-create'));
    await click(byTestId(document.body, 'virtual-create-ok'));
    await waitFor(() => expect(document.body.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请选择产品'));
    expect(created).toEqual([]);
    await pick('virtual-product', 'Smart lamp');
    const before = callsTo(server(), devicePaths.list).length;
    await click(byTestId(document.body, 'virtual-create-ok'));
    await waitFor(() => expect(toasts).toContain('虚拟设备 vd2 已创建'));
    expect(created).toEqual([{ productId: 'p1' }]);
    // The registry is read again.
    await waitFor(() => expect(callsTo(server(), devicePaths.list).length).toBeGreaterThan(before));
  });

  it('deletes a virtual device after the confirmation; real devices have no delete', async () => {
    answer();
    const deleted: unknown[] = [];
    server().on('POST', api(virtualDevicePaths.delete), (call) => {
      deleted.push(bodyOf(call));
      return { body: envelope(0, 'ok', null) };
    });
    await open();
    expect(view.container.querySelector('[data-testid="device-delete-did00000000000001"]')).toBeNull();
    await click(byTestId(view.container, 'device-delete-vd1'));
    expect(deleted).toEqual([]);
    await click(byTestId(document.body, 'device-delete-ok'));
    await waitFor(() => expect(toasts).toContain('虚拟设备 vd1 已删除'));
    expect(deleted).toEqual([{ productId: 'p1', dids: ['vd1'] }]);
  });

  it('hides the virtual-device actions from a role without them', async () => {
    signIn([]);
    answer();
    await open();
    expect(view.container.querySelector('[data-testid="virtual-create"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="device-delete-vd1"]')).toBeNull();
  });

  it('reads the devices and counts again when a device message arrives', async () => {
    answer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const stop = startFakeRealtime(queryClient);
    try {
      view = await render(
        <QueryClientProvider client={queryClient}>
          <DeviceListPage />
        </QueryClientProvider>,
        '/device/list/index',
      );
      await waitFor(() => expect(rows()).toHaveLength(2));
      const lists = callsTo(server(), devicePaths.list).length;
      const counts = callsTo(server(), devicePaths.count).length;
      answer([deviceItem({ onlineStatus: OnlineStatus.Offline })], { total: 1, active: 1, online: 0 });
      act(() => {
        FakeSocket.latest()!.accept();
        FakeSocket.latest()!.push({ channel: 'device/u1', data: { ids: ['did00000000000001'] } });
      });
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(rows()[0]!.textContent).toContain('离线');
      expect(callsTo(server(), devicePaths.list).length).toBe(lists + 1);
      expect(callsTo(server(), devicePaths.count).length).toBe(counts + 1);
      await waitFor(() => expect(byTestId(view.container, 'device-count-online').textContent).toContain('0'));
    } finally {
      stop();
    }
  });
});
