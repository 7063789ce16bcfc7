import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModalFuncProps } from 'antd';
import { Perm } from '@iotc/shared';
import { type SupportWorkOrderDetail, WorkOrderStatus } from '@iotc/shared/workOrders';
import { confirm } from '@/lib/feedback';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, settle, waitFor, type Rendered } from '@/test/render';
import { getDict, getSupportWorkOrder, supportClose } from '../api';
import { dictFixture, orderFixture } from '../testData';
import SupportDetailPage from './SupportDetailPage';

vi.mock('../api', () => ({ getSupportWorkOrder: vi.fn(), supportClose: vi.fn(), supportClassify: vi.fn(), supportReply: vi.fn(), getDict: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, confirm: vi.fn() }));

let view: Rendered;
const page = '/system/workOrder/detail/index?id=o1';
const order = (over: Partial<SupportWorkOrderDetail> = {}): SupportWorkOrderDetail => ({
  ...orderFixture(),
  userId: 'u9',
  account: 'asker@example.com',
  userName: 'Asker',
  remindedAt: null,
  ...over,
});
const has = (id: string) => view.container.querySelector(`[data-testid="${id}"]`) !== null;
const signIn = (permissions: string[]) => useSessionStore.getState().setUserInfo(userInfoFixture({ permissions, isOperator: true }));

beforeEach(() => {
  vi.mocked(getSupportWorkOrder).mockReset().mockResolvedValue(order());
  vi.mocked(getDict).mockImplementation(async (type) => dictFixture[type] ?? []);
  vi.mocked(confirm).mockReset();
});
afterEach(() => view.unmount());

describe('SupportDetailPage', { timeout: 15_000 }, () => {
  it('shows the asker and the conversation from support\'s side, with only the actions the operator holds', async () => {
    signIn([Perm.supportList]);
    view = await render(<SupportDetailPage />, page);
    await waitFor(() => expect(byTestId(view.container, 'support-detail').textContent).toContain('asker@example.com'));
    const authors = [...view.container.querySelectorAll('[data-testid="work-order-message"]')].map((b) => b.getAttribute('data-author'));
    expect(authors).toEqual(['user', 'support']);
    expect(has('support-close')).toBe(false);
    expect(has('work-order-reply')).toBe(false);
    expect(has('support-classify')).toBe(false);
  });

  it('lets an operator with every permission answer, classify and close (after confirming)', async () => {
    signIn([Perm.supportList, Perm.supportReply, Perm.supportClassify, Perm.supportClose]);
    vi.mocked(supportClose).mockResolvedValue(order({ status: WorkOrderStatus.Closed, closedAt: 1_738_400_000 }));
    view = await render(<SupportDetailPage />, page);
    await waitFor(() => expect(has('work-order-reply')).toBe(true));
    expect(has('support-classify')).toBe(true);
    await click(byTestId(view.container, 'support-close'));
    await (vi.mocked(confirm).mock.calls[0]![0] as ModalFuncProps & { onOk: () => Promise<void> }).onOk();
    await settle();
    expect(supportClose).toHaveBeenCalledWith('o1');
    await waitFor(() => expect(has('work-order-closed')).toBe(true));
    expect(has('work-order-reply')).toBe(false);
  });
});
