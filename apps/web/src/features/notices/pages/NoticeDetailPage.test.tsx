import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { getNotice, getNoticeState } from '../api';
import NoticeDetailPage from './NoticeDetailPage';

vi.mock('../api', () => ({ getNotice: vi.fn(), getNoticeState: vi.fn() }));

/** How long a render may take to settle (see the describe's time-out). */
const settled = 10_000;
let view: Rendered;

beforeEach(() => {
  vi.mocked(getNotice).mockReset();
  vi.mocked(getNoticeState).mockReset().mockResolvedValue({ unread: false, banner: { id: 'n1', title: 'Hello' } });
  useSessionStore.setState({ noticeUnread: true, noticeBanner: null });
});
afterEach(() => view.unmount());

// Antd pages are heavy for jsdom: on a loaded machine the first render alone takes seconds.
describe('NoticeDetailPage', { timeout: 20_000 }, () => {
  it('shows the notice (markdown rendered, no raw HTML) and clears the bell once it is read', async () => {
    vi.mocked(getNotice).mockResolvedValue({
      id: 'n1',
      title: 'Hello',
      format: 'markdown',
      content: '**Bold** news <img src=x onerror="alert(1)">',
      publishedAt: 1_700_000_000,
      read: true,
    });
    view = await render(<NoticeDetailPage />, '/notice/detail/index?id=n1');
    await waitFor(() => expect(byTestId(view.container, 'notice-detail').textContent).toContain('Hello'), settled);
    expect(getNotice).toHaveBeenCalledWith('n1');
    expect(byTestId(view.container, 'notice-content').querySelector('strong')?.textContent).toBe('Bold');
    expect(view.container.querySelector('img')).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().noticeUnread).toBe(false), settled);
    expect(useSessionStore.getState().noticeBanner).toEqual({ id: 'n1', title: 'Hello' });
  });

  it('keeps the line breaks of a plain-text notice', async () => {
    vi.mocked(getNotice).mockResolvedValue({ id: 'n2', title: 'T', format: 'text', content: 'line one\nline **two**', publishedAt: 1, read: true });
    view = await render(<NoticeDetailPage />, '/notice/detail/index?id=n2');
    await waitFor(() => expect(byTestId(view.container, 'notice-content').textContent).toBe('line one\nline **two**'), settled);
  });

  it('says the notice does not exist for an unknown id, and for none', async () => {
    vi.mocked(getNotice).mockRejectedValue(new ApiError({ code: ErrorCode.NotFound, msg: 'gone', data: null, httpStatus: 404, notified: false }));
    view = await render(<NoticeDetailPage />, '/notice/detail/index?id=nope');
    await waitFor(() => expect(view.container.textContent).toContain(t('notices.detail.notFound')), settled);
    view.unmount();

    view = await render(<NoticeDetailPage />, '/notice/detail/index');
    expect(view.container.textContent).toContain(t('notices.detail.notFound'));
    expect(getNotice).toHaveBeenCalledTimes(1);
  });
});
