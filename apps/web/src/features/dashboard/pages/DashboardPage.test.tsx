import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountType, greetingKey, UserType } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, render, type Rendered } from '@/test/render';
import DashboardPage from './DashboardPage';

vi.mock('@/app/layouts/useHelpCenterUrl', () => ({ useHelpCenterUrl: () => 'https://help.example.com' }));

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

let view: Rendered;
afterEach(() => view.unmount());

describe('DashboardPage', () => {
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

  it('links to the documents and the help centre, and shows no invented figures', async () => {
    useSessionStore.getState().setUserInfo(user);
    view = await render(<DashboardPage />);
    const links = [...view.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/document', 'https://help.example.com']);
    expect(view.container.textContent).toContain(t('dashboard.notices.empty'));
    expect(view.container.textContent).toContain(t('dashboard.quota.empty'));
  });
});
