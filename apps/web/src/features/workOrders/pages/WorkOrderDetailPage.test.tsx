import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModalFuncProps } from 'antd';
import { WorkOrderStatus } from '@iotc/shared/workOrders';
import { confirm, toast } from '@/lib/feedback';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { byTestId, click, render, settle, waitFor, type Rendered } from '@/test/render';
import { closeWorkOrder, getDict, getWorkOrder, getWorkOrderUnread, remindWorkOrder, replyWorkOrder } from '../api';
import { dictFixture, orderFixture } from '../testData';
import WorkOrderDetailPage from './WorkOrderDetailPage';

vi.mock('../api', () => ({
  getWorkOrder: vi.fn(),
  getWorkOrderUnread: vi.fn(),
  remindWorkOrder: vi.fn(),
  closeWorkOrder: vi.fn(),
  replyWorkOrder: vi.fn(),
  updateWorkOrderPhone: vi.fn(),
  getDict: vi.fn(),
}));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, confirm: vi.fn() }));

let view: Rendered;
const page = '/workOrder/detail/index?id=o1';
const button = (id: string) => byTestId(view.container, id) as HTMLButtonElement;

beforeEach(() => {
  vi.mocked(getWorkOrder).mockReset().mockResolvedValue(orderFixture());
  vi.mocked(getWorkOrderUnread).mockReset().mockResolvedValue({ unread: 0 });
  vi.mocked(getDict).mockImplementation(async (type) => dictFixture[type] ?? []);
  vi.mocked(toast.success).mockReset();
  vi.mocked(confirm).mockReset();
  useSessionStore.setState({ workOrderUnread: 1 });
});
afterEach(() => view.unmount());

describe('WorkOrderDetailPage', { timeout: 15_000 }, () => {
  it('shows the order as a conversation and clears the red dot once opened', async () => {
    view = await render(<WorkOrderDetailPage />, page);
    await waitFor(() => expect(byTestId(view.container, 'work-order-number').textContent).toBe('WO202501310001'));
    const bubbles = [...view.container.querySelectorAll('[data-testid="work-order-message"]')];
    expect(bubbles.map((b) => b.getAttribute('data-author'))).toEqual(['user', 'support']);
    expect(bubbles[0]!.textContent).toContain('The gateway drops offline at night');
    expect(bubbles[0]!.querySelector('img')?.getAttribute('src')).toBe('/api/files/t1/workOrder/202501/a.png');
    expect(bubbles[1]!.querySelector('video')?.getAttribute('src')).toBe('/api/files/t1/workOrder/202501/b.mp4');
    // Labels come from the dictionaries.
    await waitFor(() => expect(view.container.textContent).toContain('设备接入与调试'));
    expect(getWorkOrder).toHaveBeenCalledWith('o1');
    await waitFor(() => expect(useSessionStore.getState().workOrderUnread).toBe(0));
  });

  it('fetches the order again when a live answer raises the unread count', async () => {
    view = await render(<WorkOrderDetailPage />, page);
    await waitFor(() => expect(useSessionStore.getState().workOrderUnread).toBe(0));
    const calls = vi.mocked(getWorkOrder).mock.calls.length;
    vi.mocked(getWorkOrder).mockResolvedValue(
      orderFixture({ messages: [...orderFixture().messages, { id: 'm2', author: 2, content: 'Try 1.2.1', media: [], createdAt: 1_738_310_000 }] }),
    );
    act(() => useSessionStore.getState().setWorkOrderUnread(1));
    await waitFor(() => expect(view.container.textContent).toContain('Try 1.2.1'));
    expect(vi.mocked(getWorkOrder).mock.calls.length).toBeGreaterThan(calls);
  });

  it('reminds support and says it was notified', async () => {
    vi.mocked(remindWorkOrder).mockResolvedValue({ remindAfter: Math.floor(Date.now() / 1000) + 600 });
    view = await render(<WorkOrderDetailPage />, page);
    await waitFor(() => expect(button('work-order-remind').disabled).toBe(false));
    await click(button('work-order-remind'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已通知客服'));
    // Not again before the server would allow it.
    await waitFor(() => expect(button('work-order-remind').disabled).toBe(true));
  });

  it('asks before closing, warning that support cannot reply, then shows the closed state', async () => {
    vi.mocked(closeWorkOrder).mockResolvedValue(orderFixture({ status: WorkOrderStatus.Closed, closedAt: 1_738_320_000 }));
    view = await render(<WorkOrderDetailPage />, page);
    await waitFor(() => expect(button('work-order-close').disabled).toBe(false));
    await click(button('work-order-close'));
    const asked = vi.mocked(confirm).mock.calls[0]![0] as ModalFuncProps;
    expect(asked.content).toBe('关闭后，客服将无法回复。');
    expect(closeWorkOrder).not.toHaveBeenCalled();
    await (asked.onOk as () => Promise<void>)();
    await settle();
    expect(closeWorkOrder).toHaveBeenCalled();
    await waitFor(() => expect(byTestId(view.container, 'work-order-closed')).toBeTruthy());
    expect(button('work-order-close').disabled).toBe(true);
    expect(button('work-order-remind').disabled).toBe(true);
    expect(view.container.querySelector('[data-testid="work-order-reply"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="work-order-phone-edit"]')).toBeNull();
  });

  it('sends a follow-up question and shows a refusal from the server', async () => {
    vi.mocked(replyWorkOrder).mockRejectedValueOnce(
      new ApiError({ code: 31002, msg: '该工单已关闭，无法继续回复', data: null, httpStatus: 409, notified: false }),
    );
    view = await render(<WorkOrderDetailPage />, page);
    await waitFor(() => byTestId(view.container, 'work-order-reply-content'));
    const area = byTestId(view.container, 'work-order-reply-content') as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(area, 'It runs 1.2.0');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button('work-order-reply-send'));
    await waitFor(() => expect(byTestId(view.container, 'work-order-reply-error').textContent).toContain('该工单已关闭'));
    expect(replyWorkOrder).toHaveBeenCalledWith('o1', 'It runs 1.2.0', [], expect.any(Object));
  });
});
