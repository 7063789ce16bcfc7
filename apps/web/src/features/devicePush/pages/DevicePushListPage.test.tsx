import { act } from 'react';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { devicePushPaths } from '@iotc/shared/devicePush';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, search, setupServer, signIn } from '@/features/devices/testSupport';
import { bindFeedback } from '@/lib/feedback';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { pushItem } from '../testData';
import DevicePushListPage from './DevicePushListPage';

const { server, toasts } = setupServer();
const PUSH_PERMS = [Perm.pushAdd, Perm.pushEdit, Perm.pushDelete];
let view: Rendered;
let confirms: ModalFuncProps[];
beforeEach(() => {
  signIn(PUSH_PERMS);
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
});
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="push-row"]')];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const lastListBody = () => bodyOf(callsTo(server(), devicePushPaths.list).at(-1));

describe('DevicePushListPage', { timeout: 20_000 }, () => {
  it('lists push ID, title, product, trigger mode, enabled state and created time, and searches', async () => {
    server().on('POST', api(devicePushPaths.list), () => pageOf([pushItem(), pushItem({ id: 'push-2', pushId: 'P000002', titleZh: '开灯', triggerMode: 'continuous', enabled: false })]));
    view = await render(<DevicePushListPage />, '/device/push/index');
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    expect(cells(rows()[0]!).slice(0, 6)).toEqual(['P000001', '温度过高', 'Smart lamp', '跳变触发', '已启用', '2025-01-01 08:00:00']);
    expect(cells(rows()[1]!).slice(0, 5)).toEqual(['P000002', '开灯', 'Smart lamp', '持续触发', '已停用']);
    expect(lastListBody()).toEqual({ pageNo: 1, pageSize: 10 });
    await search('push-search', ' P0001 ');
    await waitFor(() => expect(lastListBody()).toEqual({ keyword: 'P0001', pageNo: 1, pageSize: 10 }));
  });

  it('says when there is no push yet', async () => {
    server().on('POST', api(devicePushPaths.list), () => pageOf([]));
    view = await render(<DevicePushListPage />, '/device/push/index');
    await waitFor(() => expect(byTestId(view.container, 'push-empty').textContent).toContain('暂无消息推送'));
  });

  it('disables a push only after the confirmation', async () => {
    server().on('POST', api(devicePushPaths.list), () => pageOf([pushItem()]));
    server().on('POST', api(devicePushPaths.enable), () => ({ body: envelope(0, 'ok', pushItem({ enabled: false })) }));
    view = await render(<DevicePushListPage />, '/device/push/index');
    await waitFor(() => expect(rows()).toHaveLength(1), 8000);
    await act(async () => byTestId(view.container, 'push-enabled-P000001').click());
    expect(confirms.map((c) => c.title)).toEqual(['停用该推送？']);
    expect(callsTo(server(), devicePushPaths.enable)).toEqual([]);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), devicePushPaths.enable)[0])).toEqual({ id: 'push-1', enabled: false });
    expect(toasts).toContain('推送已停用');
  });

  it('deletes a push after the confirmation', async () => {
    server().on('POST', api(devicePushPaths.list), () => pageOf([pushItem()]));
    server().on('POST', api(devicePushPaths.delete), () => ({ body: envelope(0, 'ok', null) }));
    view = await render(<DevicePushListPage />, '/device/push/index');
    await waitFor(() => expect(rows()).toHaveLength(1), 8000);
    await act(async () => byTestId(view.container, 'push-delete-P000001').click());
    expect(document.body.textContent).toContain('删除推送 P000001“温度过高”？其触发记录仍保留在监控中。');
    expect(callsTo(server(), devicePushPaths.delete)).toEqual([]);
    await act(async () => document.querySelector<HTMLElement>('[data-testid="push-delete-confirm"]')!.click());
    await waitFor(() => expect(bodyOf(callsTo(server(), devicePushPaths.delete)[0])).toEqual({ id: 'push-1' }));
  });

  it('offers only viewing to a user without the push permissions', async () => {
    signIn([]);
    server().on('POST', api(devicePushPaths.list), () => pageOf([pushItem()]));
    view = await render(<DevicePushListPage />, '/device/push/index');
    await waitFor(() => expect(rows()).toHaveLength(1), 8000);
    expect(view.container.querySelector('[data-testid="push-add"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="push-delete-P000001"]')).toBeNull();
    expect(byTestId(view.container, 'push-enabled-P000001').hasAttribute('disabled')).toBe(true);
    expect(byTestId(view.container, 'push-edit-P000001').textContent).toBe('查看');
  });
});
