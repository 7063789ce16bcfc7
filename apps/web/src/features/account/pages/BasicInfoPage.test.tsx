import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountType, UserType } from '@iotc/shared';
import type { BaseInfo } from '@iotc/shared/account';
import { t } from '@/lib/i18n';
import type * as sessionModule from '@/lib/session';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { getBaseInfo, getCountries, saveBaseInfo } from '../api';
import { errorTexts, field, typeIntoTextArea } from '../testUtils';
import BasicInfoPage from './BasicInfoPage';

type SessionModule = typeof sessionModule;

vi.mock('../api', () => ({ getBaseInfo: vi.fn(), saveBaseInfo: vi.fn(), getCountries: vi.fn() }));
vi.mock('@/lib/session', async (original) => ({ ...(await original<SessionModule>()), loadProfile: vi.fn(async () => undefined) }));

const info: BaseInfo = {
  account: 'demo@example.com',
  realNameCertified: false,
  accountType: AccountType.Enterprise,
  country: 'CN',
  companyName: 'Acme',
  phone: null,
  email: 'demo@example.com',
  address: '',
};

let view: Rendered;
const save = () => click(byTestId(view.container, 'basic-save'));

beforeEach(() => {
  vi.mocked(getBaseInfo).mockReset().mockResolvedValue(info);
  vi.mocked(saveBaseInfo).mockReset().mockImplementation(async (body) => ({ ...info, ...body, country: body.country || null }) as BaseInfo);
  vi.mocked(getCountries).mockReset().mockResolvedValue([{ code: 'CN', name: '中国', nameEn: 'China' }]);
  useSessionStore.getState().setUserInfo(userInfoFixture());
});
afterEach(() => view.unmount());

describe('BasicInfoPage', { timeout: 20_000 }, () => {
  it('shows the login account, real-name status, account type and company', async () => {
    view = await render(<BasicInfoPage />);
    await waitFor(() => expect(byTestId(view.container, 'basic-account').textContent).toBe('demo@example.com'));
    expect(byTestId(view.container, 'real-name-status').textContent).toBe(t('account.basic.realNameNone'));
    expect(byTestId(view.container, 'account-type').textContent).toBe(t('account.accountType.enterprise'));
    expect(byTestId(view.container, 'basic-company').textContent).toBe('Acme');
  });

  it('checks phone, e-mail and address with the shared rules before saving', async () => {
    view = await render(<BasicInfoPage />);
    await waitFor(() => byTestId(view.container, 'basic-save'));
    await typeInto(field(view.container, 'basicInfo_phone'), '0755 123');
    await typeInto(field(view.container, 'basicInfo_email'), 'nobody@');
    await typeIntoTextArea(field<HTMLTextAreaElement>(view.container, 'basicInfo_address'), 'x'.repeat(501));
    await save();
    await waitFor(() => expect(errorTexts(view.container)).toEqual([t('validation.phone'), t('validation.email'), t('validation.maxLength', { max: 500 })]));
    expect(saveBaseInfo).not.toHaveBeenCalled();
  });

  it('saves valid values; phone and e-mail may be left empty', async () => {
    view = await render(<BasicInfoPage />);
    await waitFor(() => byTestId(view.container, 'basic-save'));
    await typeInto(field(view.container, 'basicInfo_phone'), '0755-12345678');
    await typeInto(field(view.container, 'basicInfo_email'), '');
    await typeIntoTextArea(field<HTMLTextAreaElement>(view.container, 'basicInfo_address'), 'Nanshan, Shenzhen');
    await save();
    await waitFor(() => expect(saveBaseInfo).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBaseInfo).mock.calls[0]![0]).toEqual({ country: 'CN', phone: '0755-12345678', email: '', address: 'Nanshan, Shenzhen' });
    expect(errorTexts(view.container)).toEqual([]);
  });

  it('tells a member of another space that the page is for the owner, and loads nothing', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ userType: UserType.Member }));
    view = await render(<BasicInfoPage />);
    expect(byTestId(view.container, 'account-forbidden').textContent).toContain(t('account.forbidden.ownerOnly'));
    expect(getBaseInfo).not.toHaveBeenCalled();
  });
});
