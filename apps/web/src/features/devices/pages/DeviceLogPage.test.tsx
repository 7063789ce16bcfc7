import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { functionPaths } from '@iotc/shared/functions';
import { devicePaths } from '@iotc/shared/devices';
import { languageKeys, productLanguagePaths } from '@iotc/shared/productLanguages';
import { byTestId, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { deviceDetail, faultItem, lampFunctions, logItem, pageOf } from '../testData';
import { api, bodyOf, callsTo, envelope, pick, search, setupServer } from '../testSupport';
import DeviceFaultPage from './DeviceFaultPage';
import DeviceLogPage from './DeviceLogPage';
import MeshDeviceListPage from './MeshDeviceListPage';

const { server } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const logRows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="log-row"]')];
const lastLogBody = () => bodyOf(callsTo(server(), devicePaths.logList).at(-1));
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

function answerDevice() {
  server().on('GET', api(devicePaths.detail('did00000000000001')), () => ({ body: envelope(0, 'ok', deviceDetail()) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lampFunctions) }));
}

describe('DeviceLogPage', { timeout: 20_000 }, () => {
  it('asks for a device id when the address has none, then shows its log', async () => {
    answerDevice();
    server().on('POST', api(devicePaths.logList), () => pageOf([logItem()]));
    view = await render(<DeviceLogPage />, '/device/log/index');
    expect(view.container.textContent).toContain('请输入要查看日志的设备 ID');
    expect(callsTo(server(), devicePaths.logList)).toEqual([]);
    await search('log-did', ' did00000000000001 ');
    expect(byTestId(view.container, 'location').textContent).toBe('/device/log/index?did=did00000000000001');
    // The first render of the file loads antd's table: a few seconds on a busy machine.
    await waitFor(() => expect(logRows()).toHaveLength(1), 8000);
  });

  it('lists sort, time in GMT+8, event, function key and name, the scaled value, channel and origin', async () => {
    answerDevice();
    server().on('POST', api(devicePaths.logList), () =>
      pageOf([
        logItem(),
        logItem({ id: 'l2', sort: 2, createdAt: 1_735_689_600 - 60, eventType: 4, eventTypeName: '控制', funcKey: null, funcName: null, value: { dps: { '1': false } }, originChannel: 'console', originDetail: 'demo@example.com' }),
      ]),
    );
    view = await render(<DeviceLogPage />, '/device/log/index?did=did00000000000001');
    await waitFor(() => expect(logRows()).toHaveLength(2));
    // The value is read with the product's functions once they are there.
    await waitFor(() => expect(cells(logRows()[0]!)).toEqual(['1', '2025-01-01 08:00:00', '数据上报', 'temp', '温度', '25.5 ℃', '设备', 'did00000000000001']));
    expect(cells(logRows()[1]!)).toEqual(['2', '2025-01-01 07:59:00', '控制', '', '', '{"dps":{"1":false}}', '控制台', 'demo@example.com']);
    expect(lastLogBody()).toEqual({ did: 'did00000000000001', sort: 'desc', pageNo: 1, pageSize: 10 });
  });

  it("names the functions and their values in the product's texts of the console's language", async () => {
    answerDevice();
    server().on('GET', api(productLanguagePaths.texts), (call) => ({
      body: envelope(0, 'ok', {
        productId: call.query.get('productId'),
        texts: { [languageKeys.functionName('temp')]: { zh: '室温', en: 'Room temperature' }, [languageKeys.enumValue('mode', 'warm')]: { zh: '暖白', en: 'Warm white' } },
      }),
    }));
    server().on('POST', api(devicePaths.logList), () =>
      pageOf([logItem(), logItem({ id: 'l2', sort: 2, funcKey: 'mode', funcName: '模式', value: 'warm' }), logItem({ id: 'l3', sort: 3, funcKey: 'gone', funcName: '旧功能', value: 1 })]),
    );
    view = await render(<DeviceLogPage />, '/device/log/index?did=did00000000000001');
    await waitFor(() => expect(logRows().map((row) => cells(row).slice(3, 6))).toEqual([
      ['temp', '室温', '25.5 ℃'],
      ['mode', '模式', '暖白 (warm)'],
      // A function the product no longer has keeps the name it was logged with.
      ['gone', '旧功能', '1'],
    ]));
    expect(callsTo(server(), productLanguagePaths.texts)[0]!.query.get('productId')).toBe(deviceDetail().productId);
  });

  it('filters by event and function, and sorts oldest first from the column or the order select', async () => {
    answerDevice();
    server().on('POST', api(devicePaths.logList), () => pageOf([logItem()]));
    view = await render(<DeviceLogPage />, '/device/log/index?did=did00000000000001');
    await waitFor(() => expect(logRows()).toHaveLength(1));
    await pick('log-filter-event', '控制应答');
    await waitFor(() => expect(lastLogBody()).toMatchObject({ eventType: 5 }));
    await pick('log-filter-function', '温度 (temp)');
    await waitFor(() => expect(lastLogBody()).toEqual({ did: 'did00000000000001', eventType: 5, funcKey: 'temp', sort: 'desc', pageNo: 1, pageSize: 10 }));
    const timeHeader = [...view.container.querySelectorAll<HTMLElement>('th')].find((th) => th.textContent?.includes('时间（GMT+8）'))!;
    await act(async () => timeHeader.click());
    await waitFor(() => expect(lastLogBody()).toMatchObject({ sort: 'asc' }));
    await pick('log-sort', '最新在前');
    await waitFor(() => expect(lastLogBody()).toMatchObject({ sort: 'desc' }));
  });

  it('says when a device has no log, and when the device does not exist', async () => {
    answerDevice();
    server().on('POST', api(devicePaths.logList), () => pageOf([]));
    view = await render(<DeviceLogPage />, '/device/log/index?did=did00000000000001');
    await waitFor(() => expect(byTestId(view.container, 'log-empty').textContent).toContain('近 7 天没有日志'));
    view.unmount();
    server().on('GET', api(devicePaths.detail('nope')), () => ({ status: 404, body: envelope(10002, 'Not found') }));
    view = await render(<DeviceLogPage />, '/device/log/index?did=nope');
    await waitFor(() => expect(byTestId(view.container, 'log-not-found').textContent).toContain('设备不存在'));
    expect(callsTo(server(), devicePaths.logList).filter((c) => bodyOf(c).did === 'nope')).toEqual([]);
  });
});

describe('DeviceFaultPage', { timeout: 20_000 }, () => {
  it('lists time, device, code, description, origin, type and the parameter as JSON; filters by product and device', async () => {
    server().on('POST', api(devicePaths.failLogList), () => pageOf([faultItem()]));
    view = await render(<DeviceFaultPage />, '/device/malfunction/index');
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="fault-row"]')).toHaveLength(1));
    const row = view.container.querySelector<HTMLElement>('[data-testid="fault-row"]')!;
    for (const value of ['2025-01-01 08:00:00', 'did00000000000001', 'device.problem.range', '取值 5000 超出 0-1000', '已拒绝']) {
      expect(row.textContent).toContain(value);
    }
    // The origin and the parameter wait in the row's details, so the table fits a 1440 px screen.
    const details = Object.values(await rowDetails(row));
    expect(details[0]).toBe('pk0000000000001a/did00000000000001/report');
    expect(JSON.parse(details[1]!)).toEqual({ dps: { '101': 5000 } });
    await pick('fault-filter-product', 'Smart lamp');
    await search('fault-search-did', 'did00000000000001');
    await waitFor(() => expect(bodyOf(callsTo(server(), devicePaths.failLogList).at(-1))).toEqual({ did: 'did00000000000001', productId: 'p1', pageNo: 1, pageSize: 10 }));
  });

  it('shows one device’s malfunctions with ?did=, and an empty state', async () => {
    server().on('POST', api(devicePaths.failLogList), () => pageOf([]));
    view = await render(<DeviceFaultPage />, '/device/malfunction/index?did=did00000000000001');
    await waitFor(() => expect(byTestId(view.container, 'fault-empty').textContent).toContain('近 7 天没有故障'));
    expect(bodyOf(callsTo(server(), devicePaths.failLogList)[0])).toEqual({ did: 'did00000000000001', pageNo: 1, pageSize: 10 });
    expect(byTestId(view.container, 'fault-device-link').getAttribute('href')).toBe('/device/detail/index?id=did00000000000001');
  });
});

describe('MeshDeviceListPage', { timeout: 20_000 }, () => {
  it('lists device key, company id, mesh product id and version, and searches', async () => {
    const mesh = { id: 'm1', did: 'did00000000000009', deviceKey: 'dk-01', companyId: '0x07D0', productId: 'mesh-p1', productName: 'Mesh bulb', version: '1.0.0', onlineStatus: 1 };
    server().on('GET', api(devicePaths.meshList), (call) => pageOf(call.query.get('keyword') ? [] : [mesh]));
    view = await render(<MeshDeviceListPage />, '/device/mesh/index');
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="mesh-row"]')).toHaveLength(1));
    for (const value of ['dk-01', '0x07D0', 'mesh-p1', 'Mesh bulb', '1.0.0', '在线']) expect(view.container.querySelector('[data-testid="mesh-row"]')!.textContent).toContain(value);
    await search('mesh-search', 'zz');
    await waitFor(() => expect(byTestId(view.container, 'mesh-empty').textContent).toContain('没有符合筛选条件的 Mesh 设备'));
    expect(callsTo(server(), devicePaths.meshList).at(-1)!.query.get('keyword')).toBe('zz');
  });
});
