import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { functionPaths } from '@iotc/shared/functions';
import { devicePaths } from '@iotc/shared/devices';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { deviceDetail, faultItem, lampFunctions, logItem, pageOf } from '../testData';
import { api, callsTo, envelope, setupServer } from '../testSupport';
import DeviceDetailPage from './DeviceDetailPage';

const { server } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const text = (id: string) => byTestId(view.container, id).textContent ?? '';

function answer() {
  server().on('GET', api(devicePaths.detail('did00000000000001')), () => ({ body: envelope(0, 'ok', deviceDetail()) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lampFunctions) }));
}

describe('DeviceDetailPage', { timeout: 20_000 }, () => {
  it('groups every field of the device: identity, state, firmware and serials, binding and location', async () => {
    answer();
    view = await render(<DeviceDetailPage />, '/device/detail/index?id=did00000000000001');
    await waitFor(() => expect(text('device-name')).toBe('Lamp 1'));
    for (const value of ['did00000000000001', 'Smart lamp', 'pk0000000000001a', '真实设备', 'SN-0001', 'AA:BB:CC:00:00:01', 'B1']) expect(text('device-identity')).toContain(value);
    for (const value of ['已激活', '在线', '2025-01-01']) expect(text('device-state')).toContain(value);
    for (const value of ['uuid-0001', 'wb2s / 1.2.3', 'mcu-lamp / 2.0.0', 'MSN-1', 'DSN-1']) expect(text('device-firmware')).toContain(value);
    for (const value of ['alice@example.com', 'Home', 'Shenzhen', 'Asia/Shanghai', 'demo@example.com', '否']) expect(text('device-binding')).toContain(value);
  });

  it('shows the current state per function with names, scaled values and units', async () => {
    answer();
    view = await render(<DeviceDetailPage />, '/device/detail/index?id=did00000000000001');
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="state-row"]')).toHaveLength(4));
    expect(server().calls.find((c) => c.path === api(functionPaths.functions))!.query.get('productId')).toBe('p1');
    expect(text('state-value-1')).toBe('true');
    expect(text('state-value-101')).toBe('25.5 ℃');
    expect(text('state-value-102')).toBe('暖光 (warm)');
    const faultRow = view.container.querySelector('[data-testid="state-row"][data-id="103"]')!;
    expect(faultRow.textContent).toContain('故障');
    expect(faultRow.textContent).toContain('未上报');
  });

  it('has tabs with the device log and its malfunctions', async () => {
    answer();
    server().on('POST', api(devicePaths.logList), () => pageOf([logItem()]));
    server().on('POST', api(devicePaths.failLogList), () => pageOf([faultItem()]));
    view = await render(<DeviceDetailPage />, '/device/detail/index?id=did00000000000001');
    await waitFor(() => expect(text('device-name')).toBe('Lamp 1'));
    const tab = (label: string) => [...view.container.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((b) => b.textContent === label)!;
    await click(tab('日志'));
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="log-row"]')).toHaveLength(1));
    expect(JSON.parse(callsTo(server(), devicePaths.logList)[0]!.body)).toEqual({ did: 'did00000000000001', sort: 'desc', pageNo: 1, pageSize: 10 });
    await click(tab('故障'));
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="fault-row"]')).toHaveLength(1));
    expect(JSON.parse(callsTo(server(), devicePaths.failLogList)[0]!.body)).toEqual({ did: 'did00000000000001', pageNo: 1, pageSize: 10 });
  });

  it('says so when the device is not found (another space, or deleted)', async () => {
    server().on('GET', api(devicePaths.detail('gone')), () => ({ status: 404, body: envelope(ErrorCode.NotFound, 'Not found') }));
    view = await render(<DeviceDetailPage />, '/device/detail/index?id=gone');
    await waitFor(() => expect(view.container.textContent).toContain('设备不存在'));
  });
});
