import { act } from 'react';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otaPaths } from '@iotc/shared/ota';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, setupServer } from '@/features/devices/testSupport';
import { bindFeedback } from '@/lib/feedback';
import { byTestId, cellTexts, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { releaseItem } from '../testData';
import OtaReleaseListPage from './OtaReleaseListPage';

const { server, toasts } = setupServer();
let view: Rendered;
let confirms: ModalFuncProps[];
beforeEach(() => {
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
});
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="ota-release-row"]')];
const lastListBody = () => bodyOf(callsTo(server(), otaPaths.releaseList).at(-1));

describe('OtaReleaseListPage', { timeout: 30_000 }, () => {
  it('lists product, firmware, version, mode, status, progress and created time, filtered by the address and status', async () => {
    server().on('POST', api(otaPaths.releaseList), () => pageOf([releaseItem(), releaseItem({ id: 'rel-2', status: 'completed', releaseMode: 'full' })]));
    view = await render(<OtaReleaseListPage />, '/firmware/ota/index?productId=p1');
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    expect(cellTexts(rows()[0]!).slice(0, 6)).toEqual(['Smart lamp', 'Lamp module (fwabcdefghijklmn)', '1.2.0', '发布中', '4 / 100', '2025-01-0108:00:00']);
    expect(await rowDetails(rows()[0]!)).toEqual({ 发布方式: '灰度发布' });
    expect(lastListBody()).toEqual({ productId: 'p1', pageNo: 1, pageSize: 10 });
    // A completed release has nothing left to pause, restore or stop.
    expect(rows()[1]!.querySelector('[data-testid^="ota-stop"]')).toBeNull();
    await pick('ota-filter-status', '已完成');
    await waitFor(() => expect(lastListBody()).toEqual({ productId: 'p1', status: 'completed', pageNo: 1, pageSize: 10 }));
    await act(async () => byTestId(view.container, 'ota-add').click());
    expect(byTestId(document.body, 'location').textContent).toBe('/firmware/ota/create/index?productId=p1');
  });

  it('says when there is no release yet', async () => {
    server().on('POST', api(otaPaths.releaseList), () => pageOf([]));
    view = await render(<OtaReleaseListPage />, '/firmware/ota/index');
    await waitFor(() => expect(byTestId(view.container, 'ota-release-empty').textContent).toContain('暂无发布'));
  });

  it('stops a release from its row after the confirmation', async () => {
    server().on('POST', api(otaPaths.releaseList), () => pageOf([releaseItem()]));
    server().on('POST', api(otaPaths.releaseStop), () => ({ body: envelope(0, 'ok', releaseItem({ status: 'stopped' })) }));
    view = await render(<OtaReleaseListPage />, '/firmware/ota/index');
    await waitFor(() => expect(rows()).toHaveLength(1), 8000);
    await act(async () => byTestId(view.container, 'ota-stop-rel-1').click());
    expect(confirms.map((c) => c.title)).toEqual(['停止该发布？']);
    expect(callsTo(server(), otaPaths.releaseStop)).toEqual([]);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), otaPaths.releaseStop)[0])).toEqual({ id: 'rel-1' });
    expect(toasts).toContain('发布已停止');
  });
});
