import { afterEach, describe, expect, it } from 'vitest';
import { productPaths } from '@iotc/shared/products';
import { devicePaths } from '@iotc/shared/devices';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { deviceItem, pageOf } from '../testData';
import { api, bodyOf, callsTo, envelope, setupServer } from '../testSupport';
import DeviceManageDetailPage from './DeviceManageDetailPage';
import DeviceManagePage from './DeviceManagePage';

const { server } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const COUNTS: Record<string, { total: number; active: number; online: number }> = { p1: { total: 5, active: 3, online: 2 }, p2: { total: 0, active: 0, online: 0 } };

describe('DeviceManagePage', { timeout: 20_000 }, () => {
  it('lists the products with their own device counts, each leading to its devices', async () => {
    server().on('POST', api(devicePaths.count), (call) => ({ body: envelope(0, 'ok', COUNTS[bodyOf(call).productId as string]) }));
    view = await render(<DeviceManagePage />, '/device/manage/index');
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="manage-row"]')).toHaveLength(2), 8000);
    const [lamp, sensor] = [...view.container.querySelectorAll<HTMLElement>('[data-testid="manage-row"]')];
    await waitFor(() => expect(lamp!.querySelector('[data-testid="manage-count-total"]')!.textContent).toBe('5'));
    expect(lamp!.querySelector('[data-testid="manage-count-active"]')!.textContent).toBe('3');
    expect(lamp!.querySelector('[data-testid="manage-count-online"]')!.textContent).toBe('2');
    await waitFor(() => expect(sensor!.querySelector('[data-testid="manage-count-total"]')!.textContent).toBe('0'));
    expect(callsTo(server(), devicePaths.count).map((c) => bodyOf(c).productId).sort()).toEqual(['p1', 'p2']);
    await click(byTestId(view.container, 'manage-open-p1'));
    expect(byTestId(view.container, 'location').textContent).toBe('/device/manage/detail/index?productId=p1');
  });

  it('shows the devices of one product with the same filters, always of that product', async () => {
    server().on('GET', api(productPaths.detail('p1')), () => ({ body: envelope(0, 'ok', { id: 'p1', name: 'Smart lamp', productKey: 'pk0000000000001a' }) }));
    server().on('POST', api(devicePaths.count), () => ({ body: envelope(0, 'ok', COUNTS.p1) }));
    server().on('POST', api(devicePaths.list), () => pageOf([deviceItem()]));
    view = await render(<DeviceManageDetailPage />, '/device/manage/detail/index?productId=p1');
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="device-row"]')).toHaveLength(1), 8000);
    expect(byTestId(view.container, 'manage-product-name').textContent).toBe('Smart lamp');
    expect(view.container.querySelector('[data-testid="device-filter-product"]')).toBeNull();
    expect(bodyOf(callsTo(server(), devicePaths.list)[0])).toEqual({ productId: 'p1', pageNo: 1, pageSize: 10 });
    expect(bodyOf(callsTo(server(), devicePaths.count)[0])).toEqual({ productId: 'p1' });
  });
});
