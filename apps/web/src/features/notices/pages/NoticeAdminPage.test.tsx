import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm } from '@iotc/shared';
import type { NoticeAdminItem } from '@iotc/shared/notices';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { deleteNotice, listPublishedNotices, publishNotice, searchRecipients } from '../api';
import NoticeAdminPage from './NoticeAdminPage';

vi.mock('../api', () => ({
  listPublishedNotices: vi.fn(),
  searchRecipients: vi.fn(),
  publishNotice: vi.fn(),
  deleteNotice: vi.fn(),
}));
// Confirmations run their OK action at once; toasts are recorded.
vi.mock('@/lib/feedback', () => ({
  toast: { success: vi.fn(), error: vi.fn() },
  confirm: vi.fn((props: { onOk?: () => unknown }) => void props.onOk?.()),
}));

const published: NoticeAdminItem = {
  id: 'n1',
  title: 'Maintenance on Sunday',
  content: 'Down 02:00-04:00',
  format: 'text',
  audience: 'all',
  recipientCount: 40,
  readCount: 12,
  publisherName: 'admin@example.com',
  publishedAt: 1_700_000_000,
};

/** How long a render may take to settle (see the describe's time-out). */
const settled = 10_000;
let view: Rendered;
const asOperator = (permissions: string[]) => useSessionStore.getState().setUserInfo(userInfoFixture({ permissions, isOperator: true }));

async function typeText(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  vi.mocked(listPublishedNotices).mockReset().mockResolvedValue({ list: [published], total: 1, pageNo: 1, pageSize: 10 });
  vi.mocked(searchRecipients).mockReset().mockResolvedValue({
    list: [
      { id: 'u-dev', account: 'dev@example.com', userName: 'Dev' },
      { id: 'u-demo', account: 'demo@example.com', userName: 'Demo' },
    ],
    total: 2,
    pageNo: 1,
    pageSize: 8,
  });
  vi.mocked(publishNotice).mockReset().mockResolvedValue({ id: 'n2' });
  vi.mocked(deleteNotice).mockReset().mockResolvedValue(undefined);
});
afterEach(() => view.unmount());

// Antd pages are heavy for jsdom: on a loaded machine the first render alone takes seconds.
describe('NoticeAdminPage', { timeout: 20_000 }, () => {
  it('lists published notices with their read counts; actions follow the permissions', async () => {
    asOperator([Perm.noticeList]);
    view = await render(<NoticeAdminPage />);
    await waitFor(() => expect(byTestId(view.container, 'notice-read-count').textContent).toBe('12 / 40'), settled);
    expect(view.container.textContent).toContain(t('notices.admin.audienceAll'));
    expect(view.container.querySelector('[data-testid="notice-publish"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="notice-delete"]')).toBeNull();
  });

  it('says when no notice has been published yet', async () => {
    vi.mocked(listPublishedNotices).mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 });
    asOperator([Perm.noticeList]);
    view = await render(<NoticeAdminPage />);
    await waitFor(() => expect(view.container.querySelector('.ant-empty-description')?.textContent).toBe(t('notices.admin.empty')), settled);
  });

  it('deletes after a confirmation', async () => {
    asOperator([Perm.noticeList, Perm.noticeDelete]);
    view = await render(<NoticeAdminPage />);
    await waitFor(() => expect(byTestId(view.container, 'notice-delete')).toBeTruthy(), settled);
    await click(byTestId(view.container, 'notice-delete'));
    await waitFor(() => expect(deleteNotice).toHaveBeenCalledWith('n1'), settled);
  });

  it('publishes to chosen users, refusing to send before one is chosen', async () => {
    asOperator([Perm.noticeList, Perm.noticePublish]);
    view = await render(<NoticeAdminPage />);
    await click(byTestId(document.body, 'notice-publish'));
    await typeText(document.querySelector<HTMLInputElement>('#notice_title')!, 'Your beta access');
    await typeText(document.querySelector<HTMLTextAreaElement>('#notice_content')!, 'Welcome aboard');
    const usersOption = [...document.querySelectorAll<HTMLInputElement>('#notice_audience input')].find((i) => i.value === 'users')!;
    await click(usersOption);

    await click(byTestId(document.body, 'notice-publish-submit'));
    await waitFor(() => expect(document.body.textContent).toContain(t('validation.minItems', { min: 1 })), settled);
    expect(publishNotice).not.toHaveBeenCalled();

    await waitFor(() => expect(document.querySelectorAll('[data-testid="recipient-picker"] tbody tr.ant-table-row')).toHaveLength(2), settled);
    const devRow = [...document.querySelectorAll<HTMLElement>('[data-testid="recipient-picker"] tbody tr.ant-table-row')].find((row) =>
      row.textContent?.includes('dev@example.com'),
    )!;
    await click(devRow.querySelector('input[type="checkbox"]')!);
    expect(byTestId(document.body, 'recipient-picker').textContent).toContain(t('notices.picker.selected', { count: 1 }));

    await click(byTestId(document.body, 'notice-publish-submit'));
    await waitFor(() =>
      expect(publishNotice).toHaveBeenCalledWith({
        title: 'Your beta access',
        content: 'Welcome aboard',
        format: 'markdown',
        audience: 'users',
        userIds: ['u-dev'],
      }),
      settled,
    );
  });

  it('checks the title with the shared rule before sending', async () => {
    asOperator([Perm.noticeList, Perm.noticePublish]);
    view = await render(<NoticeAdminPage />);
    await click(byTestId(document.body, 'notice-publish'));
    await typeText(document.querySelector<HTMLTextAreaElement>('#notice_content')!, 'Body');
    await click(byTestId(document.body, 'notice-publish-submit'));
    await waitFor(() => expect(document.querySelector('#notice_title_help')?.textContent).toBe(t('validation.required')), settled);
    expect(publishNotice).not.toHaveBeenCalled();
  });
});
