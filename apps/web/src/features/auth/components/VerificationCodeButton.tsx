import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@iotc/shared';
import type { VerificationPurpose } from '@iotc/shared/auth';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/request';
import { sendVerificationCode } from '../api';
import { useCountdown } from '../hooks';

export interface VerificationCodeButtonProps {
  purpose: VerificationPurpose;
  /** Validates the account field and resolves its value; rejects (nothing is sent) when it is invalid. */
  getAccount: () => Promise<string>;
}

/** Seconds the server says to wait after a too-early request (429), when it says so. */
function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.CodeTooFrequent) return null;
  const seconds = (error.data as { seconds?: unknown } | null)?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The get-code button of registration and password reset: sending state, then the resend countdown. */
export function VerificationCodeButton({ purpose, getAccount }: VerificationCodeButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { secondsLeft, start } = useCountdown();

  const send = async () => {
    let account: string;
    try {
      account = await getAccount();
    } catch {
      return; // The account field shows what is wrong.
    }
    setSending(true);
    try {
      const sent = await sendVerificationCode(purpose, account);
      toast.success(t('auth.code.sent'));
      start(sent.resendAfter);
    } catch (error) {
      // The client has shown the server's message; a 429 still tells how long to wait.
      const wait = retryAfterSeconds(error);
      if (wait) start(wait);
    } finally {
      setSending(false);
    }
  };

  const counting = secondsLeft > 0;
  return (
    // A fixed minimum width keeps the field from jumping as the label changes.
    <Button data-testid="get-code" loading={sending} disabled={counting} onClick={send} style={{ minWidth: 128 }}>
      {sending ? t('auth.code.sending') : counting ? t('auth.code.resendIn', { seconds: secondsLeft }) : t('auth.code.get')}
    </Button>
  );
}
