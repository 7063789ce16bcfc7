import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterResult } from '@iotc/shared/auth';
import { usePublicConfig } from '@/lib/publicConfig';
import { LOGIN_PATH } from '@/lib/redirect';
import { mailboxUrl } from '../mailbox';
import styles from './RegisterResultView.module.css';

/** Step 2 of registration: where the activation e-mail went, or that a mobile account is ready. */
export function RegisterResultView({ result }: { result: RegisterResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const toLogin = () => navigate(LOGIN_PATH);
  const email = result.activationEmail;

  const subTitle = email ? (
    <Trans
      i18nKey="auth.registerResult.emailSent"
      values={{ email, hours: result.activationValidHours }}
      components={{ email: <strong /> }}
    />
  ) : (
    <Trans i18nKey="auth.registerResult.mobileActive" values={{ account: result.account }} components={{ account: <strong /> }} />
  );

  return (
    <div data-testid="register-result" className={styles.result}>
      <Result
        status="success"
        title={t('auth.registerResult.title')}
        subTitle={subTitle}
        extra={
          email ? (
            <>
              <Button onClick={toLogin}>{t('auth.registerResult.backHome')}</Button>
              {/* Disabled until the config says whether mail really leaves this installation. */}
              <Button
                type="primary"
                href={config && mailboxUrl(email, config.outbox)}
                disabled={!config}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('auth.registerResult.viewMailbox')}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={toLogin}>
              {t('auth.registerResult.login')}
            </Button>
          )
        }
      />
    </div>
  );
}
