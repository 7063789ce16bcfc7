import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import type * as sessionModule from '@/lib/session';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { setSecurityTime, updatePassword } from '../api';
import { errorTexts, field } from '../testUtils';
import SecuritySetPage from './SecuritySetPage';

type SessionModule = typeof sessionModule;

vi.mock('../api', () => ({ setSecurityTime: vi.fn(), updatePassword: vi.fn() }));
vi.mock('@/lib/session', async (original) => ({ ...(await original<SessionModule>()), loadProfile: vi.fn(async () => undefined) }));

let view: Rendered;
const password = (name: string) => field(view.container, `password_${name}`);

beforeEach(async () => {
  vi.mocked(updatePassword).mockReset().mockResolvedValue(undefined);
  vi.mocked(setSecurityTime).mockReset().mockImplementation(async (securityTime) => ({ securityTime }));
  useSessionStore.getState().setUserInfo(userInfoFixture({ securityTime: 7200 }));
  view = await render(<SecuritySetPage />);
});
afterEach(() => view.unmount());

describe('SecuritySetPage', { timeout: 20_000 }, () => {
  it('requires the current password and applies the password rule to the new one', async () => {
    await typeInto(password('newPassword'), 'abcdefgh');
    await typeInto(password('confirmPassword'), 'abcdefgh');
    await click(byTestId(view.container, 'password-submit'));
    await waitFor(() => expect(errorTexts(view.container)).toEqual([t('validation.required'), t('validation.passwordComposition')]));
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs', async () => {
    await typeInto(password('oldPassword'), 'Oldpass123');
    await typeInto(password('newPassword'), 'Newpass123');
    await typeInto(password('confirmPassword'), 'Newpass124');
    await click(byTestId(view.container, 'password-submit'));
    await waitFor(() => expect(errorTexts(view.container)).toEqual([t('validation.passwordMismatch')]));
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password and clears the form', async () => {
    await typeInto(password('oldPassword'), 'Oldpass123');
    await typeInto(password('newPassword'), 'Newpass123');
    await typeInto(password('confirmPassword'), 'Newpass123');
    await click(byTestId(view.container, 'password-submit'));
    await waitFor(() => expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'Oldpass123', newPassword: 'Newpass123' }, expect.anything()));
    await waitFor(() => expect(password('oldPassword').value).toBe(''));
  });

  it('starts the login-safety time at the current setting and saves it', async () => {
    expect(view.container.querySelector('.ant-select-selection-item')?.textContent).toBe(t('account.security.timeOption.7200'));
    await click(byTestId(view.container, 'security-time-save'));
    await waitFor(() => expect(setSecurityTime).toHaveBeenCalledWith(7200, expect.anything()));
  });
});
