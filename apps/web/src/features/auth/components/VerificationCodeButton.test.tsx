import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ErrorCode } from '@iotc/shared';
import type { VerificationCodeSent } from '@iotc/shared/auth';
import { toast } from '@/lib/feedback';
import { t } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { sendVerificationCode } from '../api';
import { byTestId, click, render, settle, type Rendered } from '@/test/render';
import { VerificationCodeButton } from './VerificationCodeButton';

vi.mock('../api', () => ({ sendVerificationCode: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn() } }));
const send = vi.mocked(sendVerificationCode);

/** A call whose answer the test gives when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let view: Rendered;
const button = () => byTestId(view.container, 'get-code') as HTMLButtonElement;

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  send.mockReset();
  vi.mocked(toast.success).mockClear();
});

afterEach(() => {
  view.unmount();
  vi.useRealTimers();
});

describe('VerificationCodeButton', () => {
  it('shows the sending state, then counts down the seconds the server gives, then offers a new code', async () => {
    const answer = deferred<VerificationCodeSent>();
    send.mockReturnValue(answer.promise);
    view = await render(<VerificationCodeButton purpose="register" getAccount={async () => 'dev@example.com'} />);
    expect(button().textContent).toBe(t('auth.code.get'));

    await click(button());
    expect(send).toHaveBeenCalledWith('register', 'dev@example.com');
    expect(button().textContent).toBe(t('auth.code.sending'));

    await act(async () => answer.resolve({ resendAfter: 60, expiresIn: 600 }));
    await settle();
    expect(toast.success).toHaveBeenCalledWith(t('auth.code.sent'));
    expect(button().textContent).toBe(t('auth.code.resendIn', { seconds: 60 }));
    expect(button().disabled).toBe(true);

    await advance(1000);
    expect(button().textContent).toBe(t('auth.code.resendIn', { seconds: 59 }));

    await advance(58_000);
    expect(button().textContent).toBe(t('auth.code.resendIn', { seconds: 1 }));
    expect(button().disabled).toBe(true);

    await advance(1000);
    expect(button().textContent).toBe(t('auth.code.get'));
    expect(button().disabled).toBe(false);
  });

  it('sends nothing while the account is invalid', async () => {
    view = await render(<VerificationCodeButton purpose="register" getAccount={() => Promise.reject(new Error('invalid'))} />);
    await click(button());
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe(t('auth.code.get'));
  });

  it('uses the password-reset purpose it is given', async () => {
    send.mockResolvedValue({ resendAfter: 60, expiresIn: 600 });
    view = await render(<VerificationCodeButton purpose="resetPassword" getAccount={async () => '13812345678'} />);
    await click(button());
    expect(send).toHaveBeenCalledWith('resetPassword', '13812345678');
  });

  it('after a refusal with the seconds left (429), counts those down', async () => {
    send.mockRejectedValue(
      new ApiError({ code: ErrorCode.CodeTooFrequent, msg: 'wait', data: { seconds: 42 }, httpStatus: 429, notified: true }),
    );
    view = await render(<VerificationCodeButton purpose="register" getAccount={async () => 'dev@example.com'} />);
    await click(button());
    expect(button().textContent).toBe(t('auth.code.resendIn', { seconds: 42 }));
    expect(button().disabled).toBe(true);
  });

  it('after any other failure, is ready again at once', async () => {
    send.mockRejectedValue(new ApiError({ code: ErrorCode.AccountExists, msg: 'exists', data: null, httpStatus: 409, notified: true }));
    view = await render(<VerificationCodeButton purpose="register" getAccount={async () => 'dev@example.com'} />);
    await click(button());
    expect(button().textContent).toBe(t('auth.code.get'));
    expect(button().disabled).toBe(false);
  });
});
