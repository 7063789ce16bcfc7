import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { deviceDetail, fnBase, lampFunctions } from '@/features/devices/testData';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { DeviceNature, devicePaths, OnlineStatus } from '@iotc/shared/devices';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { defaultPanel, panelPaths } from '@iotc/shared/panels';
import type { PanelViewProps } from '@iotc/panel';
import { api, bodyOf, callsTo, envelope, setupServer } from '@/features/devices/testSupport';
import { byTestId, click, render, setScreenWidth, typeInto, waitFor, type Rendered } from '@/test/render';
import { clients, deviceMessage, lastClient } from '../testMqtt';
import DebugDetailsPage from './DebugDetailsPage';

vi.mock('mqtt', async () => (await import('../testMqtt')).mqttModule);
// The renderer stands in as a probe: it shows what the page hands it and turns the first function over through the transport.
vi.mock('@iotc/panel', () => ({
  PanelView: ({ document, values, online, transport, functions }: PanelViewProps) => (
    <div data-testid="panel-probe" data-page={document.pages[0]!.name} data-online={String(online)} data-switch={String(values[1])}>
      <button type="button" data-testid="panel-probe-toggle" onClick={() => transport.control(functions[0]!, !values[1])} />
    </div>
  ),
}));

const PK = 'pk0000000000001a';
const DID = 'did00000000000001';
const ROUTE = `/product/deviceDebugging/debugDetails/index?productKey=${PK}&productId=p1&did=${DID}&type=2`;

const [switchFn, tempFn, modeFn, faultFn] = lampFunctions;
/** One function of every type, and the three directions: the lamp's, with a brightness, a name, a blob and a beep. */
const functions: ProductFunction[] = [
  switchFn!,
  { ...fnBase, id: 'f22', dpId: 22, name: '亮度', identifier: 'bright', rwFlag: 'rw', dataType: 'value', min: 10, max: 1000, step: 5, multiple: 1, unit: '%', defaultValue: null },
  modeFn!,
  faultFn!,
  { ...fnBase, id: 'f104', dpId: 104, name: '名称', identifier: 'label', rwFlag: 'rw', dataType: 'string', maxLength: 4, defaultValue: null },
  { ...fnBase, id: 'f105', dpId: 105, name: '透传', identifier: 'blob', rwFlag: 'rw', dataType: 'raw', maxLength: 2, defaultValue: null },
  { ...tempFn!, dpId: 106 },
  { ...fnBase, id: 'f107', dpId: 107, name: '蜂鸣', identifier: 'beep', rwFlag: 'wo', dataType: 'bool', defaultValue: null },
];

const { server } = setupServer();
let view: Rendered;

beforeEach(() => {
  clients.length = 0;
});
afterEach(() => {
  view.unmount();
  setScreenWidth('reset');
});

const q = <T extends HTMLElement = HTMLElement>(selector: string) => view.container.querySelector<T>(selector);
const text = (id: string) => byTestId(view.container, id).textContent ?? '';
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function open(over: Parameters<typeof deviceDetail>[0] = {}) {
  const device = deviceDetail({
    deviceNature: DeviceNature.Virtual,
    onlineStatus: OnlineStatus.Offline,
    state: { '1': true, '22': 255, '102': 'warm', '103': 1, '106': 215 },
    ...over,
  });
  server().on('GET', api(devicePaths.detail(DID)), () => ({ body: envelope(0, 'ok', device) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', functions) }));
  view = await render(<DebugDetailsPage />, ROUTE);
  await waitFor(() => expect(view.container.querySelectorAll('[data-testid="debug-function"]')).toHaveLength(functions.length));
  return lastClient();
}

/** Opens the page with the connection up and the entry queryAll sent. */
async function openConnected() {
  const client = await open();
  await client.ready();
  await waitFor(() => expect(byTestId(view.container, 'debug-connection').dataset.status).toBe('connected'));
  return client;
}

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="log-row"]')];

describe('DebugDetailsPage', { timeout: 20_000 }, () => {
  it('shows the device, its product and nature, the connection and online state', async () => {
    await open();
    expect(text('debug-device-name')).toBe('Lamp 1');
    expect(text('debug-header')).toContain(DID);
    expect(text('debug-header')).toContain('Smart lamp');
    expect(text('debug-header')).toContain('虚拟设备');
    expect(text('debug-connection')).toContain('连接中');
    expect(text('debug-online')).toBe('设备离线');
    expect(server().calls.find((c) => c.path === api(functionPaths.functions))!.query.get('productId')).toBe('p1');
  });

  it('on a phone shows the functions and the log as tabs, the log one tap away with every message', async () => {
    setScreenWidth(390);
    await openConnected();
    const tabs = [...view.container.querySelectorAll<HTMLElement>('[data-testid="debug-tabs"] [role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['功能', '面板', '消息日志']);
    expect(q('[data-testid="debug-log"]')).toBeNull();
    await click(tabs[2]!);
    expect(byTestId(view.container, 'debug-log')).toBeTruthy();
    // The entry queryAll the page sent while the log was out of sight is in it.
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('generates a control for every function from the model, with the last known value', async () => {
    await openConnected();
    expect(q<HTMLButtonElement>('[data-testid="control-switch-1"]')!.getAttribute('aria-checked')).toBe('true');
    expect(q('[data-testid="control-value-22"] .ant-slider-handle')!.getAttribute('aria-valuenow')).toBe('255');
    expect(q<HTMLInputElement>('[data-testid="control-number-22"] input, input[data-testid="control-number-22"]')!.value).toBe('25.5');
    expect(text('reported-value-22')).toBe('25.5 %');
    expect(text('reported-value-102')).toBe('暖光 (warm)');
    expect(q('[data-testid="control-select-102"]')).not.toBeNull();
    // Fault bits by name; report-only functions cannot be used; send-only ones have no reported value.
    expect(text('reported-103')).toBe('过热');
    expect(q('[data-testid="control-value-106"] .ant-slider')!.className).toContain('ant-slider-disabled');
    expect(text('reported-value-106')).toBe('21.5 ℃');
    expect(q<HTMLButtonElement>('[data-testid="control-switch-107"]')!.disabled).toBe(false);
    expect(text('reported-107')).toBe('只下发：设备不上报');
    expect(text('reported-104')).toContain('尚未上报');
  });

  it('keeps every control disabled until the connection is up', async () => {
    await open();
    expect(q<HTMLButtonElement>('[data-testid="control-switch-1"]')!.disabled).toBe(true);
    expect(q<HTMLButtonElement>('[data-testid="debug-query-all"]')!.disabled).toBe(true);
  });

  it('shows the state the device answers to the queryAll sent on connect', async () => {
    const client = await openConnected();
    const [queryAll] = client.sent('queryAll');
    const ack = deviceMessage(PK, DID, 'query/ack', 'queryAll', { code: 0, dps: { '1': false, '22': 500, '103': 3 } }, queryAll!.header.mid);
    await client.deliver(ack.topic, ack.message);
    await waitFor(() => expect(text('reported-value-22')).toBe('50.0 %'));
    expect(q('[data-testid="control-switch-1"]')!.getAttribute('aria-checked')).toBe('false');
    expect(text('reported-103')).toBe('过热断线');
    expect(text('debug-online')).toBe('设备在线');
  });

  it('sends a toggle once the debounce rests, at qos 2, and shows it pending until the ack', async () => {
    const client = await openConnected();
    await click(q('[data-testid="control-switch-1"]')!);
    // The switch shows the new position at once; nothing is sent before 400 ms.
    expect(q('[data-testid="control-switch-1"]')!.getAttribute('aria-checked')).toBe('false');
    expect(client.sent('control')).toHaveLength(0);
    await sleep(450);
    const [control] = client.published.filter((p) => p.message.header.name === 'control');
    expect(control).toMatchObject({ topic: `${PK}/${DID}/control`, qos: 2, message: { payload: { dps: { '1': false } } } });
    await waitFor(() => expect(byTestId(view.container, 'control-status-1').dataset.state).toBe('pending'));

    const ack = deviceMessage(PK, DID, 'control/ack', 'control', { code: 0, dps: { '1': false } }, control!.message.header.mid);
    await client.deliver(ack.topic, ack.message);
    await waitFor(() => expect(byTestId(view.container, 'control-status-1').dataset.state).toBe('ok'));
    expect(text('reported-value-1')).toBe('false');
  });

  it('sends the last value of a slider drag once', async () => {
    const client = await openConnected();
    // A busy machine must not stretch the drag beyond the debounce: the clock is the test's from here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const handle = q('[data-testid="control-value-22"] .ant-slider-handle')!;
      for (let i = 0; i < 4; i += 1) {
        await act(async () => {
          handle.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, keyCode: 39, which: 39 } as KeyboardEventInit));
          vi.advanceTimersByTime(100);
        });
      }
      expect(handle.getAttribute('aria-valuenow')).toBe('275');
      await act(async () => vi.advanceTimersByTime(399 - 100));
      expect(client.sent('control')).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
      expect(client.sent('control').map((m) => m.payload)).toEqual([{ dps: { '22': 275 } }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the integer of a scaled number typed in', async () => {
    const client = await openConnected();
    const input = q<HTMLInputElement>('[data-testid="control-number-22"] input, input[data-testid="control-number-22"]')!;
    await typeInto(input, '42.5');
    await sleep(450);
    expect(client.sent('control').map((m) => m.payload)).toEqual([{ dps: { '22': 425 } }]);
  });

  it("shows the device's refusal in words", async () => {
    const client = await openConnected();
    await click(q('[data-testid="control-switch-1"]')!);
    await sleep(450);
    const [control] = client.sent('control');
    const ack = deviceMessage(PK, DID, 'control/ack', 'control', { code: 1, msg: 'device.problem.reportOnly' }, control!.header.mid);
    await client.deliver(ack.topic, ack.message);
    await waitFor(() => expect(text('control-status-1')).toBe('被拒绝：该功能点只上报，不能下发'));
    // The switch goes back to what the device says.
    expect(q('[data-testid="control-switch-1"]')!.getAttribute('aria-checked')).toBe('true');
  });

  it('checks a value against the model before it sends, and keeps text within the byte limit', async () => {
    const client = await openConnected();
    await typeInto(q<HTMLInputElement>('[data-testid="control-text-105"]')!, 'abc');
    expect(q<HTMLInputElement>('[data-testid="control-text-105"]')!.value).toBe('ABC');
    await click(q('[data-testid="control-send-105"]')!);
    await sleep(450);
    expect(client.sent('control')).toHaveLength(0);
    await waitFor(() => expect(text('control-status-105')).toContain('取值类型须为 raw'));

    await typeInto(q<HTMLInputElement>('[data-testid="control-text-104"]')!, '灯光好');
    expect(q<HTMLInputElement>('[data-testid="control-text-104"]')!.value).toBe('灯');
    await click(q('[data-testid="control-send-104"]')!);
    await sleep(450);
    expect(client.sent('control').map((m) => m.payload)).toEqual([{ dps: { '104': '灯' } }]);
  });

  it('follows the online messages of the device', async () => {
    const client = await openConnected();
    const online = deviceMessage(PK, DID, 'online', 'online', { online: true });
    await client.deliver(online.topic, online.message);
    await waitFor(() => expect(text('debug-online')).toBe('设备在线'));
    const offline = deviceMessage(PK, DID, 'online', 'online', { online: false });
    await client.deliver(offline.topic, offline.message);
    await waitFor(() => expect(text('debug-online')).toBe('设备离线'));
  });

  it('asks before a reboot, then sends it and shows its ack', async () => {
    const client = await openConnected();
    await click(q('[data-testid="debug-reboot"]')!);
    expect(client.sent('reboot')).toHaveLength(0);
    await click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    const [reboot] = client.sent('reboot');
    expect(client.published.find((p) => p.message === reboot)).toMatchObject({ topic: `${PK}/${DID}/control`, qos: 2 });
    await waitFor(() => expect(rows()[0]!.dataset.name).toBe('reboot'));
    const ack = deviceMessage(PK, DID, 'control/ack', 'reboot', { code: 0 }, reboot!.header.mid);
    await client.deliver(ack.topic, ack.message);
    await waitFor(() => expect(rows().find((r) => r.dataset.name === 'reboot' && r.dataset.direction === 'down')!.textContent).toContain('已应答'));
  });

  it('logs every message in and out, newest first, with time, direction, topic and kind', async () => {
    const client = await openConnected();
    const report = deviceMessage(PK, DID, 'report', 'report', { dps: { '106': 300 } });
    await client.deliver(report.topic, report.message);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [newest, oldest] = rows();
    expect(newest!.dataset).toMatchObject({ direction: 'up', topic: 'report', name: 'report' });
    expect(newest!.textContent).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}↑reportreport/);
    expect(newest!.textContent).toContain('{"dps":{"106":300}}');
    expect(oldest!.dataset).toMatchObject({ direction: 'down', topic: 'query', name: 'queryAll' });
    expect(oldest!.textContent).toContain('等待设备应答');
  });

  it('filters the log by direction, topic and text', async () => {
    const client = await openConnected();
    for (const value of [300, 301]) {
      const report = deviceMessage(PK, DID, 'report', 'report', { dps: { '106': value } });
      await client.deliver(report.topic, report.message);
    }
    await waitFor(() => expect(rows()).toHaveLength(3));
    await typeInto(q<HTMLInputElement>('[data-testid="log-search"] input, input[data-testid="log-search"]')!, '301');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('301');
    await typeInto(q<HTMLInputElement>('[data-testid="log-search"] input, input[data-testid="log-search"]')!, '');
    const { pick } = await import('@/features/devices/testSupport');
    await pick('log-direction', '↓ 下发设备');
    await waitFor(() => expect(rows().map((r) => r.dataset.name)).toEqual(['queryAll']));
    await pick('log-direction', '全部方向');
    await pick('log-topic', 'report');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('holds new messages while paused and counts them, shows them on resume, and clears', async () => {
    const client = await openConnected();
    await click(byTestId(view.container, 'log-pause'));
    for (const value of [300, 301, 302]) {
      const report = deviceMessage(PK, DID, 'report', 'report', { dps: { '106': value } });
      await client.deliver(report.topic, report.message);
    }
    await waitFor(() => expect(text('log-held')).toBe('暂停期间新增 3 条'));
    expect(rows()).toHaveLength(1);
    // The values still follow the device while the log is paused.
    expect(text('reported-value-106')).toBe('30.2 ℃');
    await click(byTestId(view.container, 'log-resume'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    await click(byTestId(view.container, 'log-clear'));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(text('log-view')).toContain('暂无消息');
  });

  it("shows the product's live panel in the Panel tab, driven by the same session: values, online state and debounced controls", async () => {
    server().on('GET', api(panelPaths.live), () => ({
      body: envelope(0, 'ok', { kind: 'custom', ref: 'pn-1', name: 'Lamp panel', version: 3, document: defaultPanel(functions, 'en-US'), offline: null }),
    }));
    const client = await openConnected();
    await click([...view.container.querySelectorAll<HTMLElement>('[data-testid="debug-control-tabs"] [role="tab"]')].find((tab) => tab.textContent === '面板')!);
    await waitFor(() => expect(byTestId(view.container, 'panel-probe').dataset).toMatchObject({ page: 'Home', switch: 'true', online: 'false' }));
    expect(server().calls.find((c) => c.path === api(panelPaths.live))!.query.get('productId')).toBe('p1');
    expect(text('live-panel-name')).toBe('Lamp panel');
    expect(text('live-panel')).toContain('v3');

    const online = deviceMessage(PK, DID, 'online', 'online', { online: true });
    await client.deliver(online.topic, online.message);
    await waitFor(() => expect(byTestId(view.container, 'panel-probe').dataset.online).toBe('true'));
    await click(byTestId(view.container, 'panel-probe-toggle'));
    // The panel shows the new value at once, and it goes out once the debounce rests, as a function control's does.
    expect(byTestId(view.container, 'panel-probe').dataset.switch).toBe('false');
    expect(client.sent('control')).toHaveLength(0);
    await sleep(450);
    expect(client.sent('control').map((m) => m.payload)).toEqual([{ dps: { '1': false } }]);
  });

  it('says the user has no access when the device is not theirs (the API answers 404)', async () => {
    server().on('GET', api(devicePaths.detail(DID)), () => ({ status: 404, body: envelope(ErrorCode.NotFound, 'Not found') }));
    view = await render(<DebugDetailsPage />, ROUTE);
    await waitFor(() => expect(view.container.textContent).toContain('无权访问该设备'));
    expect(clients).toHaveLength(0);
  });

  it('says the user has no access when the broker refuses the subscription', async () => {
    const client = await open();
    await client.connect();
    await client.grant(true);
    await waitFor(() => expect(text('debug-no-access')).toContain('无权访问该设备'));
    expect(client.ended).toBe(true);
  });

  it('disconnects when the page goes', async () => {
    const client = await openConnected();
    view.unmount();
    expect(client.ended).toBe(true);
    view = await render(<output />);
  });

  describe('report a value (a virtual device)', () => {
    /** Opens the choice and picks the option whose text starts with `label`; answers every option's text. */
    async function choose(testId: string, label: string) {
      const select = byTestId(document.body, testId).closest('.ant-select')!;
      await act(async () => {
        select.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      });
      const options = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
      const offered = options.map((o) => o.textContent);
      await click(options.find((o) => o.textContent?.startsWith(label))!);
      return offered;
    }
    const formErrors = () => [...document.querySelectorAll('.ant-modal .ant-form-item-explain-error')].map((e) => e.textContent);
    const numberInput = () => document.querySelector<HTMLInputElement>('.ant-modal [data-testid="report-number"] input, .ant-modal input[data-testid="report-number"]')!;

    it('checks the value against the thing model in the shown unit, then has the server make the device report it', async () => {
      server().on('POST', api(virtualDevicePaths.report), () => ({ body: envelope(0, 'ok', null) }));
      await open({ onlineStatus: OnlineStatus.Online });
      await click(byTestId(view.container, 'debug-report'));
      await choose('report-dp', '22 ');
      // It starts from the last reported value, scaled: 255 is 25.5 %.
      expect(numberInput().value).toBe('25.5');
      await typeInto(numberInput(), '100.5');
      await click(byTestId(document.body, 'report-ok'));
      await waitFor(() => expect(formErrors()).toEqual(['取值 100.5 超出 1-100']));
      await typeInto(numberInput(), '42.25');
      await click(byTestId(document.body, 'report-ok'));
      await waitFor(() => expect(formErrors()).toEqual(['取值 42.25 不符合步长 0.5']));
      expect(callsTo(server(), virtualDevicePaths.report)).toHaveLength(0);

      await typeInto(numberInput(), '42.5');
      await click(byTestId(document.body, 'report-ok'));
      await waitFor(() => expect(callsTo(server(), virtualDevicePaths.report)).toHaveLength(1));
      expect(bodyOf(callsTo(server(), virtualDevicePaths.report)[0])).toEqual({ productId: 'p1', did: DID, dpId: 22, value: 425 });
    });

    it('offers every reportable data point, and the bits of a fault, sent as their mask', async () => {
      server().on('POST', api(virtualDevicePaths.report), () => ({ body: envelope(0, 'ok', null) }));
      await open({ onlineStatus: OnlineStatus.Online });
      await click(byTestId(view.container, 'debug-report'));
      const offered = await choose('report-dp', '103 ');
      // Every function but the send-only beep.
      expect(offered).toEqual(['1 开关 (switch)', '22 亮度 (bright)', '102 模式 (mode)', '103 故障 (fault)', '104 名称 (label)', '105 透传 (blob)', '106 温度 (temp)']);
      // The device reported bit 0 (过热): it starts checked; checking the second too sends 3.
      const boxes = () => [...document.querySelectorAll<HTMLInputElement>('.ant-modal [data-testid="report-fault"] input[type="checkbox"]')];
      expect(boxes().map((b) => b.checked)).toEqual([true, false]);
      await click(boxes()[1]!);
      await click(byTestId(document.body, 'report-ok'));
      await waitFor(() => expect(callsTo(server(), virtualDevicePaths.report)).toHaveLength(1));
      expect(bodyOf(callsTo(server(), virtualDevicePaths.report)[0])).toMatchObject({ dpId: 103, value: 3 });
    });

    it('is offered for an online virtual device only', async () => {
      await open({ onlineStatus: OnlineStatus.Offline });
      expect(byTestId(view.container, 'debug-report').closest('button')!.disabled).toBe(true);
      view.unmount();
      await open({ deviceNature: DeviceNature.Real, onlineStatus: OnlineStatus.Online });
      expect(view.container.querySelector('[data-testid="debug-report"]')).toBeNull();
    });
  });
});
