import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMessage } from '@iotc/shared';
import { devicePaths } from '@iotc/shared/devices';
import { functionPaths } from '@iotc/shared/functions';
import DeviceLogPage from '@/features/devices/pages/DeviceLogPage';
import { deviceDetail, lampFunctions, logItem, pageOf } from '@/features/devices/testData';
import { api, envelope, setupServer } from '@/features/devices/testSupport';
import { setTimeZone } from '@/lib/format';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { DebugSession } from '../debugSession';
import { DebugLogView } from './DebugLogView';

const DID = 'did00000000000001';
/** One event: 2025-01-01 05:25:00 UTC, 13:25:00 in GMT+8. */
const AT_S = 1_735_709_100;

const { server } = setupServer();
let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The time the debug page's live log shows for a report received at the instant. */
async function debugLogTime(): Promise<string> {
  const session = new DebugSession(() => lampFunctions, { values: {}, online: true }, () => AT_S * 1000);
  session.received({ topic: 'report', message: buildMessage('report', 'report', DID, { dps: { '106': 300 } }), raw: '', problem: null });
  view = await render(<DebugLogView session={session} />);
  const row = byTestId(view.container, 'log-row');
  const title = view.container.querySelector('h5')!.textContent!;
  view.unmount();
  view = null;
  return `${title} ${row.querySelector('span')!.textContent}`;
}

/** The time the device log page shows for the same event stored by the server. */
async function deviceLogTime(): Promise<string> {
  server().on('GET', api(devicePaths.detail(DID)), () => ({ body: envelope(0, 'ok', deviceDetail()) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lampFunctions) }));
  server().on('POST', api(devicePaths.logList), () => pageOf([logItem({ createdAt: AT_S })]));
  view = await render(<DeviceLogPage />, `/device/log/index?did=${DID}`);
  await waitFor(() => expect(view!.container.querySelectorAll('[data-testid="log-row"]')).toHaveLength(1), 8000);
  const header = [...view.container.querySelectorAll('th')].map((th) => th.textContent).find((text) => text?.startsWith('时间'));
  const cell = view.container.querySelectorAll('[data-testid="log-row"] td')[1]!.textContent;
  view.unmount();
  view = null;
  return `${header} ${cell}`;
}

describe('one instant in both logs', { timeout: 30_000 }, () => {
  it('shows a reported event at the same clock time, in the named zone, in the debug log and the device log', async () => {
    expect(await debugLogTime()).toBe('消息日志（GMT+8） 13:25:00.000');
    expect(await deviceLogTime()).toBe('时间（GMT+8） 2025-01-01 13:25:00');
  });

  it('moves both to the zone the user chooses', async () => {
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    setTimeZone('UTC');
    try {
      expect(await debugLogTime()).toBe('消息日志（GMT） 05:25:00.000');
      expect(await deviceLogTime()).toBe('时间（GMT） 2025-01-01 05:25:00');
    } finally {
      setTimeZone('Asia/Shanghai');
    }
  });
});
