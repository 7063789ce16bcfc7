import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountType } from '@iotc/shared';
import { t } from '@/lib/i18n';
import { register } from '../api';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import RegisterPage from './RegisterPage';

vi.mock('../api', () => ({ register: vi.fn(), sendVerificationCode: vi.fn() }));
// This installation keeps its mail in the development outbox.
vi.mock('@/lib/publicConfig', () => ({
  usePublicConfig: () => ({ outbox: true, filingNumber: '' }),
}));
const registerCall = vi.mocked(register);

let view: Rendered;

const input = (id: string) => {
  const element = view.container.querySelector<HTMLInputElement>(`#register_${id}`);
  if (!element) throw new Error(`no field ${id}`);
  return element;
};
const errorTexts = () => [...view.container.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const submit = () => click(byTestId(view.container, 'register-submit'));
const choosePersonal = () => click([...view.container.querySelectorAll('.ant-segmented-item')].find((e) => e.textContent === t('auth.register.personal'))!);

async function fillValidAccount() {
  await typeInto(input('account'), 'new@example.com');
  await typeInto(input('code'), '123456');
  await typeInto(input('password'), 'Abcdefg1');
  await typeInto(input('confirmPassword'), 'Abcdefg1');
}

beforeEach(async () => {
  registerCall.mockReset();
  registerCall.mockResolvedValue({ account: 'new@example.com', activationEmail: 'new@example.com', activated: false, activationValidHours: 24 });
  view = await render(<RegisterPage />);
});

afterEach(() => view.unmount());

describe('RegisterPage client-side rules', () => {
  it('asks an enterprise for its company name and both agreements, and sends nothing', async () => {
    await fillValidAccount();
    await submit();
    await waitFor(() => expect(errorTexts()).toContain(t('validation.agreeTerms')));
    expect(errorTexts()).toEqual([t('validation.required'), t('validation.agreeTerms'), t('validation.agreeAppLicense')]);
    expect(registerCall).not.toHaveBeenCalled();
  });

  it('has no company name for a personal account', async () => {
    await choosePersonal();
    expect(view.container.querySelector('#register_companyName')).toBeNull();
    await fillValidAccount();
    await submit();
    await waitFor(() => expect(errorTexts()).toContain(t('validation.agreeTerms')));
    expect(errorTexts()).toEqual([t('validation.agreeTerms'), t('validation.agreeAppLicense')]);
  });

  it('refuses two different passwords', async () => {
    await typeInto(input('password'), 'Abcdefg1');
    await typeInto(input('confirmPassword'), 'Abcdefg2');
    await submit();
    await waitFor(() => expect(errorTexts()).toContain(t('validation.passwordMismatch')));
    expect(registerCall).not.toHaveBeenCalled();
  });

  it('applies the shared password rule', async () => {
    await typeInto(input('password'), 'abcdefgh');
    await submit();
    await waitFor(() => expect(errorTexts()).toContain(t('validation.passwordComposition')));
  });

  it('registers a complete personal form without a company name, then shows where the activation mail went', async () => {
    await typeInto(input('companyName'), 'Typed before switching');
    await choosePersonal();
    await fillValidAccount();
    await click(input('agreeTerms'));
    await click(input('agreeAppLicense'));
    await submit();
    await waitFor(() => expect(registerCall).toHaveBeenCalledTimes(1));
    expect(errorTexts()).toEqual([]);
    expect(registerCall.mock.calls[0]![0]).toEqual({
      accountType: AccountType.Personal,
      account: 'new@example.com',
      code: '123456',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
      agreeTerms: true,
      agreeAppLicense: true,
      companyName: undefined,
    });
    await waitFor(() => expect(byTestId(view.container, 'register-result').textContent).toContain('new@example.com'));
    const mailbox = byTestId(view.container, 'register-result').querySelector('a[target="_blank"]');
    expect(mailbox?.getAttribute('href')).toBe('/dev/outbox');
  });
});
