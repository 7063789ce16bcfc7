import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { t } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { loginWith } from '@/lib/session';
import { login, resendActivation } from '../api';
import { readRememberedAccount, rememberAccount } from '../rememberedAccount';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import LoginPage from './LoginPage';

vi.mock('../api', () => ({ login: vi.fn(), resendActivation: vi.fn() }));
vi.mock('@/lib/session', () => ({ loginWith: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn() } }));

const pair: TokenPair = { token: 't', expiresAt: 2_000_000_000, tenantId: 'space-1' };
let view: Rendered;

const field = (id: string) => view.container.querySelector<HTMLInputElement>(`#login_${id}`)!;
const location = () => byTestId(view.container, 'location').textContent;

async function signIn(account = 'demo@example.com', password = 'Demo123456') {
  await typeInto(field('account'), account);
  await typeInto(field('password'), password);
  await click(byTestId(view.container, 'login-submit'));
}

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(loginWith).mockReset();
  vi.mocked(resendActivation).mockReset().mockResolvedValue(undefined);
  rememberAccount(null);
});

afterEach(() => view.unmount());

describe('LoginPage', () => {
  it('keeps the tokens and goes to the redirect target', async () => {
    vi.mocked(login).mockResolvedValue(pair);
    view = await render(<LoginPage />, '/user/login?redirect=%2Fproduct%2Flist%3Fpage%3D2');
    await signIn();
    await waitFor(() => expect(location()).toBe('/product/list?page=2'));
    expect(login).toHaveBeenCalledWith({ account: 'demo@example.com', password: 'Demo123456' });
    expect(loginWith).toHaveBeenCalledWith(pair);
  });

  it('ignores a redirect to another site and lands on the dashboard', async () => {
    vi.mocked(login).mockResolvedValue(pair);
    view = await render(<LoginPage />, '/user/login?redirect=%2F%2Fevil.example.com');
    await signIn();
    await waitFor(() => expect(location()).toBe('/dashboard/index'));
  });

  it('remembers the account only (never the password) when asked', async () => {
    vi.mocked(login).mockResolvedValue(pair);
    view = await render(<LoginPage />, '/user/login');
    await click(field('remember'));
    await signIn();
    await waitFor(() => expect(readRememberedAccount()).toBe('demo@example.com'));
    expect(JSON.stringify({ ...localStorage })).not.toContain('Demo123456');
  });

  it('fills in a remembered account, and forgets it when the option is cleared', async () => {
    rememberAccount('dev@example.com');
    vi.mocked(login).mockResolvedValue(pair);
    view = await render(<LoginPage />, '/user/login');
    expect(field('account').value).toBe('dev@example.com');
    expect(field('remember').checked).toBe(true);
    await click(field('remember'));
    await typeInto(field('password'), 'Dev1234567');
    await click(byTestId(view.container, 'login-submit'));
    await waitFor(() => expect(loginWith).toHaveBeenCalled());
    expect(readRememberedAccount()).toBeNull();
  });

  it("shows the server's message when the login fails", async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError({ code: ErrorCode.WrongCredentials, msg: 'Incorrect account or password', data: null, httpStatus: 401, notified: false }),
    );
    view = await render(<LoginPage />, '/user/login');
    await signIn();
    await waitFor(() => expect(view.container.querySelector('.ant-alert-error')?.textContent).toContain('Incorrect account or password'));
    expect(loginWith).not.toHaveBeenCalled();
  });

  it('offers a new activation e-mail for an account not yet activated', async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError({ code: ErrorCode.AccountNotActivated, msg: 'Not activated', data: null, httpStatus: 403, notified: false }),
    );
    view = await render(<LoginPage />, '/user/login');
    await signIn('new@example.com', 'Abcdefg1');
    let resend: HTMLElement | undefined;
    await waitFor(() => {
      resend = [...view.container.querySelectorAll<HTMLElement>('.ant-alert button')].find((b) => b.textContent === t('auth.login.resendActivation'));
      expect(resend).toBeDefined();
    });
    await click(resend!);
    expect(resendActivation).toHaveBeenCalledWith('new@example.com');
  });

  it.each([
    ['1', '.ant-alert-success', 'auth.login.activated'],
    ['0', '.ant-alert-error', 'auth.login.activationFailed'],
  ])('after the activation link (?activated=%s) says how it went', async (activated, selector, key) => {
    view = await render(<LoginPage />, `/user/login?activated=${activated}`);
    expect(view.container.querySelector(selector)?.textContent).toBe(t(key));
  });

  it('fills the form with the account the activation link just activated', async () => {
    view = await render(<LoginPage />, `/user/login?activated=1&account=${encodeURIComponent('new+iot@example.com')}`);
    expect(field('account').value).toBe('new+iot@example.com');
    expect(field('password').value).toBe('');
  });
});
