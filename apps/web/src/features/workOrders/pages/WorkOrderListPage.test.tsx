import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkOrderStatus } from '@iotc/shared/workOrders';
import { useSessionStore } from '@/lib/session';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { getDict, listWorkOrders } from '../api';
import { dictFixture, orderFixture } from '../testData';
import WorkOrderListPage from './WorkOrderListPage';

vi.mock('../api', () => ({ listWorkOrders: vi.fn(), getDict: vi.fn() }));

let view: Rendered;
const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="work-order-row"]')];

beforeEach(() => {
  const { messages: _m, media: _media, email: _e, phone: _p, closedAt: _c, remindAfter: _r, ...item } = orderFixture();
  vi.mocked(listWorkOrders)
    .mockReset()
    .mockResolvedValue({
      list: [
        { ...item, unread: true },
        { ...item, id: 'o2', number: 'WO202501300002', companyName: ' ', status: WorkOrderStatus.Pending, classification: '1' },
      ],
      total: 2,
      pageNo: 1,
      pageSize: 10,
    });
  vi.mocked(getDict).mockImplementation(async (type) => dictFixture[type] ?? []);
  useSessionStore.setState({ workOrderUnread: 0 });
});
afterEach(() => view.unmount());

describe('WorkOrderListPage', { timeout: 15_000 }, () => {
  it('lists number, content, space, problem type, status, classification and time; an answered one is marked new', async () => {
    view = await render(<WorkOrderListPage />, '/workOrder/list/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('设备接入与调试'));
    const [first, second] = rows();
    expect(first!.textContent).toContain('WO202501310001');
    expect(first!.textContent).toContain('The gateway drops offline at night');
    expect(first!.textContent).toContain('Acme');
    expect(first!.textContent).toContain('已回复');
    expect(first!.textContent).toContain('故障');
    expect(first!.querySelector('[data-testid="work-order-unread"]')).not.toBeNull();
    // A blank company name is the user's personal space.
    expect(second!.textContent).toContain('我的空间');
    expect(second!.textContent).toContain('待处理');
    expect(second!.textContent).toContain('咨询');
    expect(second!.querySelector('[data-testid="work-order-unread"]')).toBeNull();
    expect(second!.querySelector('a')?.getAttribute('href')).toBe('/workOrder/detail/index?id=o2');
    expect(listWorkOrders).toHaveBeenCalledWith({ filter: 'underway', keyword: undefined, pageNo: 1, pageSize: 10 });
  });

  it('switches to all orders, and says so when there are none', async () => {
    view = await render(<WorkOrderListPage />, '/workOrder/list/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    vi.mocked(listWorkOrders).mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 });
    const allOption = [...byTestId(view.container, 'work-order-filter').querySelectorAll('label')].find((l) => l.textContent === '全部')!;
    await click(allOption);
    await waitFor(() => expect(listWorkOrders).toHaveBeenLastCalledWith({ filter: 'all', keyword: undefined, pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(byTestId(view.container, 'work-order-empty').textContent).toContain('暂无工单'));
  });

  it('fetches again when a live answer changes the unread count', async () => {
    view = await render(<WorkOrderListPage />, '/workOrder/list/index');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const calls = vi.mocked(listWorkOrders).mock.calls.length;
    act(() => useSessionStore.getState().setWorkOrderUnread(2));
    await waitFor(() => expect(vi.mocked(listWorkOrders).mock.calls.length).toBe(calls + 1));
  });
});
