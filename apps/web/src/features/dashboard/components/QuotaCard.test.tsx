import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountType } from '@iotc/shared';
import type { DeviceQuota } from '@iotc/shared/quota';
import { t } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { getQuota } from '../api';
import { QuotaCard } from './QuotaCard';

vi.mock('../api', () => ({ getQuota: vi.fn() }));

const enterprise: DeviceQuota = { accountType: AccountType.Enterprise, quota: 1000, generated: 12, activated: 5, remaining: 988 };
/** How long a render may take to settle (see the describe's time-out). */
const settled = 10_000;
let view: Rendered;

const text = (id: string) => byTestId(view.container, id).textContent;
const value = (id: string) => byTestId(view.container, id).querySelector('.ant-statistic-content')!.textContent;

beforeEach(() => {
  vi.mocked(getQuota).mockReset();
  useSessionStore.getState().setUserInfo(userInfoFixture({ accountType: AccountType.Enterprise }));
});
afterEach(() => view.unmount());

// Antd pages are heavy for jsdom: on a loaded machine the first render alone takes seconds.
describe('QuotaCard', { timeout: 20_000 }, () => {
  it('shows a skeleton, then generated, activated, remaining and total with the account type', async () => {
    let answer!: (quota: DeviceQuota) => void;
    vi.mocked(getQuota).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    view = await render(<QuotaCard />);
    expect(byTestId(view.container, 'quota-loading')).toBeTruthy();

    await act(async () => answer(enterprise));
    await waitFor(() => expect(value('quota-total')).toBe('1,000'), settled);
    expect([value('quota-generated'), value('quota-activated'), value('quota-remaining')]).toEqual(['12', '5', '988']);
    expect(text('quota-account-type')).toBe(t('dashboard.accountType.enterprise'));
    expect(view.container.querySelector('.ant-progress')?.textContent).toBe('1%');
    expect(view.container.querySelector('[data-testid="quota-exhausted"]')).toBeNull();
  });

  it('asks the owner to contact the provider when nothing remains', async () => {
    vi.mocked(getQuota).mockResolvedValue({ accountType: AccountType.Personal, quota: 100, generated: 100, activated: 40, remaining: 0 });
    view = await render(<QuotaCard />);
    await waitFor(() => expect(byTestId(view.container, 'quota-exhausted')).toBeTruthy(), settled);
    expect(text('quota-exhausted')).toContain(t('dashboard.quota.exhausted'));
    expect(value('quota-remaining')).toBe('0');
    expect(text('quota-account-type')).toBe(t('dashboard.accountType.personal'));
    expect(view.container.querySelector('.ant-progress-status-exception')).toBeTruthy();
  });

  it('shows an error with a retry that loads the figures', async () => {
    vi.mocked(getQuota).mockRejectedValueOnce(
      new ApiError({ code: 10000, msg: 'boom', data: null, httpStatus: 500, notified: false }),
    );
    view = await render(<QuotaCard />);
    await waitFor(() => expect(byTestId(view.container, 'quota-retry')).toBeTruthy(), settled);
    expect(view.container.textContent).toContain(t('dashboard.quota.loadFailed'));

    vi.mocked(getQuota).mockResolvedValue(enterprise);
    await click(byTestId(view.container, 'quota-retry'));
    await waitFor(() => expect(value('quota-total')).toBe('1,000'), settled);
  });

  it("fetches again when the profile's account type changes (certification approved)", async () => {
    vi.mocked(getQuota).mockResolvedValue(enterprise);
    view = await render(<QuotaCard />);
    await waitFor(() => expect(value('quota-total')).toBe('1,000'), settled);

    vi.mocked(getQuota).mockResolvedValue({ ...enterprise, accountType: AccountType.EnterpriseCertified, quota: 10_000, remaining: 9_988 });
    await act(async () => {
      useSessionStore.getState().setUserInfo(userInfoFixture({ accountType: AccountType.EnterpriseCertified }));
    });
    await waitFor(() => expect(value('quota-total')).toBe('10,000'), settled);
    expect(getQuota).toHaveBeenCalledTimes(2);
    expect(text('quota-account-type')).toBe(t('dashboard.accountType.enterpriseCertified'));
  });
});
