import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '@iotc/shared';
import type { NoticeItem } from '@iotc/shared/notices';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { getNoticeState, listNotices, readNotices } from '../api';
import NoticeListPage from './NoticeListPage';

vi.mock('../api', () => ({ listNotices: vi.fn(), readNotices: vi.fn(), getNoticeState: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const unreadNotice: NoticeItem = { id: 'n2', title: 'Maintenance on Sunday', format: 'markdown', publishedAt: 1_700_000_100, read: false };
const readNotice: NoticeItem = { id: 'n1', title: 'Welcome', format: 'markdown', publishedAt: 1_700_000_000, read: true };
const pageOf = (list: NoticeItem[]): PageResult<NoticeItem> => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

/** How long a render may take to settle (see the describe's time-out). */
const settled = 10_000;
let view: Rendered;
const items = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="notice-item"]')];

beforeEach(() => {
  vi.mocked(listNotices).mockReset().mockResolvedValue(pageOf([unreadNotice, readNotice]));
  vi.mocked(readNotices).mockReset().mockResolvedValue({ marked: 1 });
  vi.mocked(getNoticeState).mockReset().mockResolvedValue({ unread: false, banner: { id: 'n2', title: 'Maintenance on Sunday' } });
  useSessionStore.setState({ noticeUnread: true, noticeBanner: { id: 'n2', title: 'Maintenance on Sunday' } });
});
afterEach(() => view.unmount());

// Antd pages are heavy for jsdom: on a loaded machine the first render alone takes seconds.
describe('NoticeListPage', { timeout: 20_000 }, () => {
  it('lists the notices newest first, the unread ones marked, each leading to its detail', async () => {
    view = await render(<NoticeListPage />);
    await waitFor(() => expect(items()).toHaveLength(2), settled);
    const [first, second] = items();
    expect(first!.querySelector('[data-testid="notice-unread-mark"]')?.textContent).toBe(t('notices.list.unreadMark'));
    expect(second!.querySelector('[data-testid="notice-unread-mark"]')).toBeNull();
    expect(first!.querySelector('a')!.getAttribute('href')).toBe('/notice/detail/index?id=n2');
    expect(listNotices).toHaveBeenCalledWith({ status: 'all', keyword: undefined, pageNo: 1, pageSize: 10 });
  });

  it('marks all read, then reads the unread state again into the store (the bell goes out)', async () => {
    view = await render(<NoticeListPage />);
    await waitFor(() => expect(items()).toHaveLength(2), settled);
    vi.mocked(listNotices).mockResolvedValue(pageOf([{ ...unreadNotice, read: true }, readNotice]));

    await click(byTestId(view.container, 'notice-read-all'));
    await waitFor(() => expect(useSessionStore.getState().noticeUnread).toBe(false), settled);
    expect(readNotices).toHaveBeenCalledWith({ all: true });
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="notice-unread-mark"]')).toHaveLength(0), settled);
    expect((byTestId(view.container, 'notice-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('fetches again when the real-time channel changes the unread flag or the banner', async () => {
    view = await render(<NoticeListPage />);
    await waitFor(() => expect(items()).toHaveLength(2), settled);
    const calls = vi.mocked(listNotices).mock.calls.length;
    vi.mocked(listNotices).mockResolvedValue(pageOf([{ ...unreadNotice, id: 'n3', title: 'Brand new' }, unreadNotice, readNotice]));

    await act(async () => useSessionStore.getState().setNoticeBanner({ id: 'n3', title: 'Brand new' }));
    await waitFor(() => expect(items()).toHaveLength(3), settled);
    expect(vi.mocked(listNotices).mock.calls.length).toBe(calls + 1);
    expect(items()[0]!.textContent).toContain('Brand new');
  });

  it('filters unread ones and says when there are none', async () => {
    view = await render(<NoticeListPage />);
    await waitFor(() => expect(items()).toHaveLength(2), settled);
    vi.mocked(listNotices).mockResolvedValue(pageOf([]));
    const unreadOption = [...view.container.querySelectorAll<HTMLElement>('.ant-segmented-item')].find(
      (el) => el.textContent === t('notices.list.unread'),
    )!;
    await click(unreadOption);
    await waitFor(() => expect(view.container.textContent).toContain(t('notices.list.emptyUnread')), settled);
    expect(listNotices).toHaveBeenLastCalledWith({ status: 'unread', keyword: undefined, pageNo: 1, pageSize: 10 });
  });
});
