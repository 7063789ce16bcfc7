import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountType, greetingKey, UserType } from '@iotc/shared';
import type { MenuItem } from '@iotc/shared/menus';
import { RouteContext } from '@/app/routes/RouteContext';
import { buildRouteTable, findTrail } from '@/app/routes/routeTable';
import { listNotices } from '@/features/notices/api';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { menuItemFixture, userInfoFixture } from '@/test/fixtures';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { getQuota } from '../api';
import DashboardPage from './DashboardPage';

vi.mock('@/app/layouts/useHelpCenterUrl', () => ({ useHelpCenterUrl: () => 'https://help.example.com' }));
vi.mock('../api', () => ({ getQuota: vi.fn() }));
vi.mock('@/features/notices/api', () => ({ listNotices: vi.fn(), getNoticeState: vi.fn() }));

const user = userInfoFixture({
  userName: 'Ada',
  account: 'ada@example.com',
  email: 'ada@example.com',
  tenantId: 'space-1',
  companyName: 'Acme Devices',
  tenantList: [{ tenantId: 'space-1', companyName: 'Acme Devices', userType: UserType.Owner }],
  roles: [],
  securityTime: 3600,
});

const menu = (path: string, component: string): MenuItem => menuItemFixture({ id: path, path, component });

/** How long a render may take to settle (see the describe's time-out). */
const settled = 10_000;
let view: Rendered;

beforeEach(() => {
  vi.mocked(getQuota).mockReset();
  vi.mocked(getQuota).mockResolvedValue({ accountType: AccountType.Enterprise, quota: 1000, generated: 0, activated: 0, remaining: 1000 });
  vi.mocked(listNotices).mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 5 });
  useSessionStore.setState({ noticeBanner: null });
});
afterEach(() => view.unmount());

// Antd pages are heavy for jsdom: on a loaded machine the first render alone takes seconds.
describe('DashboardPage', { timeout: 20_000 }, () => {
  it("greets the user by the hour and names the space's company and the account type", async () => {
    useSessionStore.getState().setUserInfo(user);
    view = await render(<DashboardPage />);
    const greeting = byTestId(view.container, 'dashboard-greeting').textContent;
    expect(greeting).toBe(t('dashboard.greeting', { greeting: t(greetingKey(new Date().getHours())), name: 'Ada' }));
    expect(view.container.textContent).toContain(t('dashboard.currentSpace', { name: 'Acme Devices' }));
    expect(view.container.textContent).toContain(t('dashboard.accountType.enterprise'));
  });

  it('calls a space with a blank company name "My space"', async () => {
    useSessionStore.getState().setUserInfo({ ...user, companyName: '  ', accountType: AccountType.Personal });
    view = await render(<DashboardPage />);
    expect(view.container.textContent).toContain(t('dashboard.currentSpace', { name: t('dashboard.mySpace') }));
    expect(view.container.textContent).toContain(t('dashboard.accountType.personal'));
  });

  it('offers no product shortcut while the menus have no product area, and says so', async () => {
    useSessionStore.getState().setUserInfo(user);
    view = await render(<DashboardPage />);
    expect(byTestId(view.container, 'dashboard-shortcuts').textContent).toContain(t('dashboard.shortcuts.empty'));
    expect(view.container.querySelectorAll('[data-testid="dashboard-shortcut"]')).toHaveLength(0);
    const links = [...view.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/notice/index', '/document', 'https://help.example.com']);
  });

  it('offers a shortcut for each product route the menus grant, and only those', async () => {
    useSessionStore.getState().setUserInfo(user);
    const table = buildRouteTable([menu('/product/product/index', 'product/ProductListPage')]);
    view = await render(
      <RouteContext.Provider value={{ table, trail: findTrail(table, '/dashboard/index'), current: table[0]! }}>
        <DashboardPage />
      </RouteContext.Provider>,
    );
    const shortcuts = [...view.container.querySelectorAll('[data-testid="dashboard-shortcut"]')];
    expect(shortcuts.map((a) => a.getAttribute('href'))).toEqual(['/product/product/index']);
    expect(shortcuts[0]!.textContent).toContain(t('dashboard.shortcuts.products'));
  });

  it('lists the latest notices with a link to all, and an empty state when there are none', async () => {
    useSessionStore.getState().setUserInfo(user);
    view = await render(<DashboardPage />);
    await waitFor(() => expect(view.container.textContent).toContain(t('dashboard.notices.empty')), settled);
    expect(listNotices).toHaveBeenCalledWith({ pageNo: 1, pageSize: 5 });
    view.unmount();

    vi.mocked(listNotices).mockResolvedValue({
      list: [
        { id: 'n2', title: 'Unread one', format: 'markdown', publishedAt: 1_700_000_100, read: false },
        { id: 'n1', title: 'Read one', format: 'text', publishedAt: 1_700_000_000, read: true },
      ],
      total: 2,
      pageNo: 1,
      pageSize: 5,
    });
    view = await render(<DashboardPage />);
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="latest-notice"]')).toHaveLength(2), settled);
    const items = [...view.container.querySelectorAll('[data-testid="latest-notice"] a')];
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/notice/detail/index?id=n2', '/notice/detail/index?id=n1']);
    expect(byTestId(view.container, 'latest-notices-all').getAttribute('href')).toBe('/notice/index');
  });

  it('shows the quota of the space', async () => {
    useSessionStore.getState().setUserInfo(user);
    view = await render(<DashboardPage />);
    await waitFor(() => expect(byTestId(view.container, 'quota-total').textContent).toContain('1,000'), settled);
  });

  it("gives the operator the operations area's shortcuts and no developer quota", async () => {
    useSessionStore.getState().setUserInfo({ ...user, isOperator: true });
    const table = buildRouteTable([
      menu('/product/product/index', 'product/ProductListPage'),
      menu('/system/workOrder/index', 'workOrders/SupportInboxPage'),
      menu('/system/certification/index', 'certification/CertificationReviewPage'),
    ]);
    view = await render(
      <RouteContext.Provider value={{ table, trail: findTrail(table, '/dashboard/index'), current: table[0]! }}>
        <DashboardPage />
      </RouteContext.Provider>,
    );
    const shortcuts = [...view.container.querySelectorAll('[data-testid="dashboard-shortcut"]')];
    expect(shortcuts.map((a) => a.getAttribute('href'))).toEqual(['/system/workOrder/index', '/system/certification/index']);
    expect(byTestId(view.container, 'dashboard-shortcuts').textContent).toContain(t('dashboard.operations.title'));
    expect(view.container.querySelector('[data-testid="quota-card"]')).toBeNull();
    expect(getQuota).not.toHaveBeenCalled();
  });
});
