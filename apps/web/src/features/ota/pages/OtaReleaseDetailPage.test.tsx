import { act } from 'react';
import type { ModalFuncProps } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { type OtaProgressEvent, otaPaths } from '@iotc/shared/ota';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, search, setupServer } from '@/features/devices/testSupport';
import { bindFeedback } from '@/lib/feedback';
import { FakeSocket, startFakeRealtime } from '@/test/realtime';
import { byTestId, cellTexts, render, waitFor, type Rendered } from '@/test/render';
import { countsOf, recordItem, releaseItem, taskItem } from '../testData';
import { LIVE_REFETCH_MS } from '../hooks';
import OtaReleaseDetailPage from './OtaReleaseDetailPage';

const { server, toasts } = setupServer();
let view: Rendered;
let confirms: ModalFuncProps[];
let stopRealtime: () => void = () => undefined;
const saved: string[] = [];

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
  server().on('GET', api(otaPaths.releaseDetail('rel-1')), () => ({ body: envelope(0, 'ok', releaseItem()) }));
  server().on('GET', api(otaPaths.releaseRecords('rel-1')), () => ({
    body: envelope(0, 'ok', [recordItem(), recordItem({ id: 'rec-2', action: 'halt', status: 'halted', by: null, detail: { rate: 30, threshold: 20 }, at: 1_735_689_900 })]),
  }));
  server().on('GET', api(otaPaths.releaseTimeline('rel-1')), () => ({
    body: envelope(0, 'ok', { points: [0, 1, 2].map((i) => ({ at: 1_735_689_600 + i * 60, counts: countsOf({ succeeded: i, downloading: 2 - i }) })) }),
  }));
  server().on('POST', api(otaPaths.taskList), () => pageOf([taskItem(), taskItem({ id: 'task-2', did: 'did00000000000002', deviceName: 'Lamp 2', status: 'failed', progress: 20, reason: 'sha256 mismatch' })]));
});
afterEach(() => {
  view.unmount();
  stopRealtime();
  saved.length = 0;
});

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="ota-task-row"]')];
const detailCalls = () => callsTo(server(), otaPaths.releaseDetail('rel-1')).length;

async function open() {
  view = await render(<OtaReleaseDetailPage />, '/firmware/ota/detail/index?id=rel-1');
  await waitFor(() => expect(rows()).toHaveLength(2), 8000);
}

describe('OtaReleaseDetailPage', { timeout: 30_000 }, () => {
  it('shows the release, its counts, stages, chart, device tasks and records', async () => {
    await open();
    expect(byTestId(view.container, 'ota-release-status').textContent).toBe('发布中');
    expect(byTestId(view.container, 'ota-count-total').textContent).toContain('100');
    expect(byTestId(view.container, 'ota-count-inProgress').textContent).toContain('2');
    expect(byTestId(view.container, 'ota-count-skipped').textContent).toContain('1');
    expect(byTestId(view.container, 'ota-stages-timeline').textContent).toContain('阶段 1 灰度 10%');
    expect(byTestId(view.container, 'ota-stages-timeline').textContent).toContain('设备 10 台，完成 3，失败 0');
    await waitFor(() => expect(byTestId(view.container, 'ota-chart-succeeded').getAttribute('points')?.split(' ')).toHaveLength(3));
    expect(byTestId(view.container, 'ota-chart').textContent).toContain('08:00');
    expect(cellTexts(rows()[1]!).slice(0, 4)).toEqual(['did00000000000002', 'Lamp 2', '阶段 1 灰度 10%', '失败']);
    const records = [...view.container.querySelectorAll('[data-testid="ota-record"]')].map((r) => r.textContent);
    expect(records[0]).toContain('demo@example.com');
    expect(records[1]).toContain('失败率 30% > 阈值 20%');
    expect(records[1]).toContain('系统');
    expect(view.container.querySelector('[data-testid="ota-restore"]')).toBeNull();
  });

  it('pauses only after the confirmation, and stops with the warning that queued devices are cancelled', async () => {
    server().on('POST', api(otaPaths.releasePause), () => ({ body: envelope(0, 'ok', releaseItem({ status: 'paused' })) }));
    server().on('POST', api(otaPaths.releaseStop), () => ({ body: envelope(0, 'ok', releaseItem({ status: 'stopped' })) }));
    await open();
    await act(async () => byTestId(view.container, 'ota-pause').click());
    expect(confirms.map((c) => c.title)).toEqual(['暂停该发布？']);
    expect(callsTo(server(), otaPaths.releasePause)).toEqual([]);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), otaPaths.releasePause)[0])).toEqual({ id: 'rel-1' });
    expect(toasts).toContain('发布已暂停');

    await act(async () => byTestId(view.container, 'ota-stop').click());
    expect(confirms[1]!.title).toBe('停止该发布？');
    expect(String(confirms[1]!.content)).toContain('取消所有排队中的设备');
    await act(async () => {
      await (confirms[1]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), otaPaths.releaseStop)[0])).toEqual({ id: 'rel-1' });
  });

  it('restores a halted release', async () => {
    server().on('GET', api(otaPaths.releaseDetail('rel-1')), () => ({ body: envelope(0, 'ok', releaseItem({ status: 'halted' })) }));
    server().on('POST', api(otaPaths.releaseRestore), () => ({ body: envelope(0, 'ok', releaseItem()) }));
    await open();
    expect(view.container.querySelector('[data-testid="ota-pause"]')).toBeNull();
    await act(async () => byTestId(view.container, 'ota-restore').click());
    expect(confirms.map((c) => c.title)).toEqual(['恢复该发布？']);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), otaPaths.releaseRestore)[0])).toEqual({ id: 'rel-1' });
  });

  it('filters and exports the device tasks', async () => {
    server().on('POST', api(otaPaths.taskExport), () => ({ raw: 'did\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ota-tasks.csv"' } }));
    await open();
    await search('ota-task-search', ' 0002 ');
    await waitFor(() => expect(bodyOf(callsTo(server(), otaPaths.taskList).at(-1))).toEqual({ releaseId: 'rel-1', keyword: '0002', pageNo: 1, pageSize: 10 }));
    await act(async () => byTestId(view.container, 'ota-task-export').click());
    await waitFor(() => expect(saved).toEqual(['ota-tasks.csv']));
    expect(bodyOf(callsTo(server(), otaPaths.taskExport)[0])).toEqual({ releaseId: 'rel-1', keyword: '0002' });
  });

  it("refetches the release, chart and tasks on its progress messages, at most once per interval, and ignores other releases'", async () => {
    stopRealtime = startFakeRealtime(new QueryClient());
    act(() => FakeSocket.latest()!.accept());
    await open();
    await waitFor(() => expect(callsTo(server(), otaPaths.releaseTimeline('rel-1'))).toHaveLength(1));
    const before = { detail: detailCalls(), tasks: callsTo(server(), otaPaths.taskList).length };
    const progress = (releaseId: string): OtaProgressEvent => ({ releaseId, status: 'published', currentStage: 0, counts: countsOf({ succeeded: 5 }), at: Date.now() });
    const push = (releaseId: string) => act(() => FakeSocket.latest()!.push({ channel: 'ota/u1', data: progress(releaseId) }));

    await push('rel-other');
    await push('rel-1');
    await waitFor(() => expect(detailCalls()).toBe(before.detail + 1));
    await waitFor(() => expect(callsTo(server(), otaPaths.releaseTimeline('rel-1'))).toHaveLength(2));
    await waitFor(() => expect(callsTo(server(), otaPaths.taskList).length).toBe(before.tasks + 1));
    // Two more inside the interval: one refetch at its end.
    await push('rel-1');
    await push('rel-1');
    expect(detailCalls()).toBe(before.detail + 1);
    await waitFor(() => expect(detailCalls()).toBe(before.detail + 2), LIVE_REFETCH_MS + 3000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(detailCalls()).toBe(before.detail + 2);
  });
});
