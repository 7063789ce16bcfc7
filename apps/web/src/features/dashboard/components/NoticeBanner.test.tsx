import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { byTestId, click, render, type Rendered } from '@/test/render';
import { NoticeBanner } from './NoticeBanner';

let view: Rendered | null = null;

const banner = () => view!.container.querySelector('[data-testid="notice-banner"]');
const setBanner = (next: { id: string; title: string } | null) => act(() => useSessionStore.getState().setNoticeBanner(next));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ noticeBanner: null, shownBannerId: null });
});
afterEach(() => {
  view?.unmount();
  view = null;
});

// Antd pages are heavy for jsdom: on a loaded machine the first render alone takes seconds.
describe('NoticeBanner', { timeout: 20_000 }, () => {
  it('shows a notice not shown before and records it as shown, in the store and across reloads', async () => {
    useSessionStore.getState().setNoticeBanner({ id: 'n1', title: 'Maintenance on Sunday' });
    view = await render(<NoticeBanner />);
    expect(banner()?.textContent).toContain('Maintenance on Sunday');
    expect(useSessionStore.getState().shownBannerId).toBe('n1');
    expect(localStorage.getItem('iotc.shownBannerId')).toBe('n1');
  });

  it('does not come back for a notice already shown (next visit or reload)', async () => {
    useSessionStore.getState().setNoticeBanner({ id: 'n1', title: 'Maintenance on Sunday' });
    view = await render(<NoticeBanner />);
    view.unmount();
    view = await render(<NoticeBanner />);
    expect(banner()).toBeNull();
  });

  it('shows nothing without a notice', async () => {
    view = await render(<NoticeBanner />);
    expect(banner()).toBeNull();
    expect(useSessionStore.getState().shownBannerId).toBeNull();
  });

  it('appears live when a newer notice arrives, replacing the one on screen', async () => {
    useSessionStore.getState().setShownBannerId('n1');
    useSessionStore.getState().setNoticeBanner({ id: 'n1', title: 'Old news' });
    view = await render(<NoticeBanner />);
    expect(banner()).toBeNull();

    await setBanner({ id: 'n2', title: 'Fresh news' });
    expect(banner()?.textContent).toContain('Fresh news');
    expect(useSessionStore.getState().shownBannerId).toBe('n2');

    await setBanner({ id: 'n3', title: 'Fresher news' });
    expect(byTestId(view.container, 'notice-banner-link').textContent).toBe(`${t('dashboard.banner.label')}Fresher news`);
    expect(view.container.querySelectorAll('[data-testid="notice-banner"]')).toHaveLength(1);
  });

  it('stays for this visit once shown, until closed; closing does not bring it back', async () => {
    useSessionStore.getState().setNoticeBanner({ id: 'n1', title: 'Maintenance on Sunday' });
    view = await render(<NoticeBanner />);
    await click(view.container.querySelector('.ant-alert-close-icon')!);
    expect(banner()).toBeNull();
  });

  it('opens the notice when clicked', async () => {
    useSessionStore.getState().setNoticeBanner({ id: 'n 1', title: 'Maintenance on Sunday' });
    view = await render(<NoticeBanner />, '/dashboard/index');
    await click(byTestId(view.container, 'notice-banner-link'));
    expect(byTestId(view.container, 'location').textContent).toBe('/notice/detail/index?id=n%201');
  });

  it('goes when the notice is deleted and none is left', async () => {
    useSessionStore.getState().setNoticeBanner({ id: 'n1', title: 'Maintenance on Sunday' });
    view = await render(<NoticeBanner />);
    await setBanner(null);
    expect(banner()).toBeNull();
  });
});
