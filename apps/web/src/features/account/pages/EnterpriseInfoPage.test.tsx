import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountType } from '@iotc/shared';
import type { CompanyInfo } from '@iotc/shared/account';
import { CertificationStatus } from '@iotc/shared/certification';
import { t } from '@/lib/i18n';
import type * as sessionModule from '@/lib/session';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { addContact, changeCompanyName, deleteContact, getCompanyInfo } from '../api';
import { errorTexts, field } from '../testUtils';
import EnterpriseInfoPage from './EnterpriseInfoPage';

type SessionModule = typeof sessionModule;

vi.mock('../api', () => ({
  getCompanyInfo: vi.fn(),
  changeCompanyName: vi.fn(),
  addContact: vi.fn(),
  updateContact: vi.fn(),
  deleteContact: vi.fn(),
}));
vi.mock('@/lib/session', async (original) => ({ ...(await original<SessionModule>()), loadProfile: vi.fn(async () => undefined) }));

const contact = { id: 'c1', name: 'Li Lei', account: 'lilei', phone: '13800138000', address: '', job: 'Buyer', createdAt: 1 };
const info: CompanyInfo = { companyName: 'Acme', accountType: AccountType.Enterprise, certificationStatus: CertificationStatus.None, contacts: [contact] };

let view: Rendered;
const body = document.body;

beforeEach(() => {
  vi.mocked(getCompanyInfo).mockReset().mockResolvedValue(info);
  vi.mocked(addContact).mockReset().mockImplementation(async (c) => ({ ...contact, ...c, id: 'c2' }) as typeof contact);
  vi.mocked(deleteContact).mockReset().mockResolvedValue(undefined);
  vi.mocked(changeCompanyName).mockReset().mockImplementation(async ({ companyName }) => ({ companyName }));
  useSessionStore.getState().setUserInfo(userInfoFixture());
});
afterEach(() => view.unmount());

async function openPage() {
  view = await render(<EnterpriseInfoPage />);
  await waitFor(() => expect(byTestId(view.container, 'company-name').textContent).toBe('Acme'));
}

describe('EnterpriseInfoPage', { timeout: 20_000 }, () => {
  it('is closed to a personal account', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ accountType: AccountType.Personal }));
    view = await render(<EnterpriseInfoPage />);
    expect(byTestId(view.container, 'account-forbidden').textContent).toContain(t('account.forbidden.enterpriseOnly'));
    expect(getCompanyInfo).not.toHaveBeenCalled();
  });

  it('shows the company, the way to authenticate and the contacts', async () => {
    await openPage();
    expect(byTestId(view.container, 'certification-status').textContent).toBe(t('account.certificationStatus.none'));
    expect(byTestId(view.container, 'certification-link').textContent).toBe(t('account.enterprise.goAuthenticate'));
    expect(view.container.textContent).toContain('13800138000');
  });

  it('requires name, account and phone of a contact, and a valid phone', async () => {
    await openPage();
    await click(byTestId(view.container, 'contact-add'));
    await click(byTestId(body, 'contact-save'));
    await waitFor(() => expect(errorTexts(body)).toEqual([t('validation.required'), t('validation.required'), t('validation.required')]));
    await typeInto(field(body, 'contact_name'), 'Han Meimei');
    await typeInto(field(body, 'contact_account'), 'hmm@example.com');
    await typeInto(field(body, 'contact_phone'), '138 0013 8000');
    await click(byTestId(body, 'contact-save'));
    await waitFor(() => expect(errorTexts(body)).toEqual([t('validation.phone')]));
    expect(addContact).not.toHaveBeenCalled();

    await typeInto(field(body, 'contact_phone'), '138-0013-8000');
    await click(byTestId(body, 'contact-save'));
    await waitFor(() => expect(addContact).toHaveBeenCalledTimes(1));
    expect(vi.mocked(addContact).mock.calls[0]![0]).toMatchObject({ name: 'Han Meimei', account: 'hmm@example.com', phone: '138-0013-8000' });
  });

  it('opens the edit form with the contact filled in, and the add form empty after it', async () => {
    await openPage();
    await click(byTestId(view.container, 'contact-edit'));
    expect(field(body, 'contact_name').value).toBe('Li Lei');
    expect(field(body, 'contact_job').value).toBe('Buyer');
    await click(body.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-default')!);
    await click(byTestId(view.container, 'contact-add'));
    await waitFor(() => expect(field(body, 'contact_name').value).toBe(''));
  });

  it('applies the company-name rule before renaming', async () => {
    await openPage();
    await click(byTestId(view.container, 'company-name-change'));
    await typeInto(field(body, 'companyName_companyName'), 'Acme/Group');
    await click(byTestId(body, 'company-name-save'));
    await waitFor(() => expect(errorTexts(body)).toEqual([t('validation.cnName')]));
    expect(changeCompanyName).not.toHaveBeenCalled();
    await typeInto(field(body, 'companyName_companyName'), 'Acme Group');
    await click(byTestId(body, 'company-name-save'));
    await waitFor(() => expect(changeCompanyName).toHaveBeenCalledWith({ companyName: 'Acme Group' }, expect.anything()));
  });

  it('deletes a contact only after the confirmation', async () => {
    await openPage();
    await click(byTestId(view.container, 'contact-delete'));
    expect(deleteContact).not.toHaveBeenCalled();
    const ok = [...body.querySelectorAll<HTMLButtonElement>('.ant-popconfirm-buttons .ant-btn-primary')].at(-1)!;
    await click(ok);
    await waitFor(() => expect(deleteContact).toHaveBeenCalledWith('c1', expect.anything()));
  });
});
