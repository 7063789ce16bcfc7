import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debugDevicePaths } from '@iotc/shared/debugDevices';
import { DeviceNature, devicePaths, OnlineStatus } from '@iotc/shared/devices';
import { functionPaths } from '@iotc/shared/functions';
import { defaultPanel, type LivePanel, panelPaths } from '@iotc/shared/panels';
import { offlinePanelPaths } from '@iotc/shared/offlinePanels';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import type { PanelViewProps } from '@iotc/panel';
import { deviceDetail, deviceItem, lampFunctions, pageOf } from '@/features/devices/testData';
import { api, callsTo, envelope, setupServer } from '@/features/devices/testSupport';
import { clients, deviceMessage } from '@/features/debugging/testMqtt';
import { act } from 'react';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import PanelPreviewPage from './PanelPreviewPage';

vi.mock('mqtt', async () => (await import('@/features/debugging/testMqtt')).mqttModule);
// The renderer stands in as a probe: what the page hands it, and a switch that turns the first function over.
vi.mock('@iotc/panel', () => ({
  PanelView: ({ values, online, transport, functions }: PanelViewProps) => (
    <div data-testid="panel-probe" data-online={String(online)} data-switch={String(values[1])}>
      <button type="button" data-testid="panel-probe-toggle" onClick={() => transport.control(functions[0]!, !values[1])} />
    </div>
  ),
}));

const PK = 'pk0000000000001a';
const VIRTUAL = 'vdid000000000001';
const DEBUG = 'did00000000000001';
const ROUTE = '/product/panel/preview/index?productId=p1';

const { server, toasts } = setupServer();
let view: Rendered;
let live: LivePanel;
beforeEach(() => {
  clients.length = 0;
  live = { kind: 'template', ref: 'lighting', name: '照明', version: null, document: defaultPanel(lampFunctions), offline: null };
  server().on('GET', api(panelPaths.live), () => ({ body: envelope(0, 'ok', live) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lampFunctions) }));
  server().on('POST', api(debugDevicePaths.list), () => pageOf([{ ...deviceItem(), id: 'dd-1', appName: 'Demo', userAccount: 'demo@example.com' }]));
  for (const did of [VIRTUAL, DEBUG]) {
    const nature = did === VIRTUAL ? DeviceNature.Virtual : DeviceNature.Real;
    server().on('GET', api(devicePaths.detail(did)), () => ({ body: envelope(0, 'ok', deviceDetail({ did, deviceNature: nature, onlineStatus: OnlineStatus.Online, state: { '1': true } })) }));
  }
});
afterEach(() => view.unmount());

const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('PanelPreviewPage', { timeout: 30_000 }, () => {
  it("draws the product's live panel against its first virtual device, sends the panel's controls and logs the device's answers", async () => {
    server().on('POST', api(virtualDevicePaths.list), () => ({ body: envelope(0, 'ok', { list: [{ ...deviceItem({ did: VIRTUAL, name: 'Virtual lamp' }), userAccount: 'demo' }] }) }));
    view = await render(<PanelPreviewPage />, ROUTE);
    await waitFor(() => expect(q('live-panel-name')?.textContent).toBe('照明'), 8000);
    expect(byTestId(view.container, 'live-panel').textContent).toContain('公版模板');
    expect(q('preview-device')!.closest('.ant-select')!.textContent).toBe(`Virtual lamp (${VIRTUAL})`);
    await waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    await client.ready();
    await waitFor(() => expect(byTestId(view.container, 'panel-probe').dataset).toMatchObject({ online: 'true', switch: 'true' }));

    await click(byTestId(view.container, 'panel-probe-toggle'));
    await sleep(450);
    const [control] = client.sent('control');
    expect(control!.payload).toEqual({ dps: { '1': false } });
    expect(client.published.find((p) => p.message === control)!.topic).toBe(`${PK}/${VIRTUAL}/control`);
    const ack = deviceMessage(PK, VIRTUAL, 'control/ack', 'control', { code: 0, dps: { '1': false } }, control!.header.mid);
    await client.deliver(ack.topic, ack.message);
    // The log beside the panel shows the control and its acknowledgement.
    await waitFor(() => expect(view.container.querySelector('[data-testid="log-row"][data-topic="control/ack"]')).not.toBeNull());
    expect(view.container.querySelector('[data-testid="log-row"][data-topic="control"][data-direction="down"]')).not.toBeNull();
    expect(byTestId(view.container, 'panel-probe').dataset.switch).toBe('false');
  });

  it('offers to create a virtual device when the product has none, then previews against it', async () => {
    let created = false;
    const virtualList = () => (created ? [{ ...deviceItem({ did: VIRTUAL, name: 'Virtual lamp' }), userAccount: 'demo' }] : []);
    server().on('POST', api(virtualDevicePaths.list), () => ({ body: envelope(0, 'ok', { list: virtualList() }) }));
    server().on('POST', api(debugDevicePaths.list), () => pageOf([]));
    server().on('POST', api(virtualDevicePaths.generate), () => {
      created = true;
      return { body: envelope(0, 'ok', { ...deviceItem({ did: VIRTUAL }), userAccount: 'demo' }) };
    });
    view = await render(<PanelPreviewPage />, ROUTE);
    await waitFor(() => expect(q('preview-no-device')).not.toBeNull(), 8000);
    // Until then the panel shows, sending nothing.
    await waitFor(() => expect(byTestId(view.container, 'panel-probe').dataset.online).toBe('false'));
    expect(clients).toHaveLength(0);
    await click(byTestId(view.container, 'preview-create-virtual'));
    await waitFor(() => expect(callsTo(server(), virtualDevicePaths.generate)).toHaveLength(1));
    await waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0]!.subscribed.every((topic) => topic.startsWith(`${PK}/${VIRTUAL}/`))).toBe(true);
    expect(toasts).toContain(`已创建虚拟设备 ${VIRTUAL}`);
  });

  it("shows an offline panel's preview image and its package in a sandboxed frame", async () => {
    live = { kind: 'offline', ref: 'op-1', name: 'Lamp H5', version: null, document: null, offline: { id: 'op-1', previewUrl: '/files/op-1/preview.png', panelType: 'h5' } };
    server().on('POST', api(virtualDevicePaths.list), () => ({ body: envelope(0, 'ok', { list: [] }) }));
    server().on('GET', api(offlinePanelPaths.previewUrl('op-1')), () => ({ body: envelope(0, 'ok', { url: 'http://files.test/op-1/index.html', expiresAt: 1 }) }));
    view = await render(<PanelPreviewPage />, ROUTE);
    await waitFor(() => expect(q('offline-frame')).not.toBeNull(), 8000);
    expect(q('offline-frame')!.getAttribute('src')).toBe('http://files.test/op-1/index.html');
    expect(q('offline-frame')!.getAttribute('sandbox')).toBe('allow-scripts');
    expect(byTestId(view.container, 'live-panel').textContent).toContain('离线面板');
    expect(view.container.querySelector('[data-testid="live-panel"] img')!.getAttribute('src')).toBe('/files/op-1/preview.png');
    // The debug device is chosen: there is no virtual one.
    await waitFor(() => expect(q('preview-device')!.closest('.ant-select')!.textContent).toBe(`Lamp 1 (${DEBUG})`));
  });

  it('says the chosen device could not be loaded instead of loading for ever, and tries again', async () => {
    let failing = true;
    server().on('POST', api(virtualDevicePaths.list), () => ({ body: envelope(0, 'ok', { list: [{ ...deviceItem({ did: VIRTUAL, name: 'Virtual lamp' }), userAccount: 'demo' }] }) }));
    const detail = deviceDetail({ did: VIRTUAL, deviceNature: DeviceNature.Virtual, onlineStatus: OnlineStatus.Online, state: { '1': true } });
    server().on('GET', api(devicePaths.detail(VIRTUAL)), () => (failing ? { status: 500, body: envelope(500, 'boom', null) } : { body: envelope(0, 'ok', detail) }));
    view = await render(<PanelPreviewPage />, ROUTE);
    await waitFor(() => expect(q('preview-device-failed')?.textContent).toContain(VIRTUAL), 8000);
    expect(q('panel-probe')).toBeNull();

    failing = false;
    await click(q('preview-device-failed')!.querySelector('button')!);
    await waitFor(() => expect(q('panel-probe')).not.toBeNull());
    expect(q('preview-device-failed')).toBeNull();
  });
});
