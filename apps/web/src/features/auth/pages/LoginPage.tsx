import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, PASSWORD_MAX_LENGTH } from '@iotc/shared';
import { loginBody } from '@iotc/shared/auth';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { afterLoginPath } from '@/lib/redirect';
import { ApiError } from '@/lib/request';
import { loginWith } from '@/lib/session';
import { login, resendActivation } from '../api';
import { AuthPanel } from '../components/AuthPanel';
import { readRememberedAccount, rememberAccount } from '../rememberedAccount';
import styles from './LoginPage.module.css';

interface LoginValues {
  account: string;
  password: string;
  remember: boolean;
}

/** The banner after following an activation link (the server redirects here with ?activated=1|0). */
function ActivationBanner({ activated }: { activated: string | null }) {
  const { t } = useTranslation();
  if (activated === '1') return <Alert className={styles.alert} type="success" showIcon message={t('auth.login.activated')} />;
  if (activated === '0') return <Alert className={styles.alert} type="error" showIcon message={t('auth.login.activationFailed')} />;
  return null;
}

/** Why the last attempt failed; a not-activated account also gets the way to a new activation e-mail. */
function LoginFailure({ error, account }: { error: ApiError; account: string }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => resendActivation(account),
    onSuccess: () => toast.success(t('auth.login.activationResent')),
  });
  if (error.code !== ErrorCode.AccountNotActivated) {
    return <Alert className={styles.alert} type="error" showIcon message={error.msg} />;
  }
  return (
    <Alert
      className={styles.alert}
      type="warning"
      showIcon
      message={
        <>
          {error.msg}
          <Button data-testid="resend-activation" className={styles.resend} type="link" loading={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
            {t('auth.login.resendActivation')}
          </Button>
        </>
      }
    />
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [rememberedAccount] = useState(readRememberedAccount);
  // Back from the activation link: the form is filled with the account just activated.
  const activatedAccount = searchParams.get('activated') === '1' ? searchParams.get('account') : null;
  const accountRule = useZodRule(loginBody.shape.account);
  const passwordRule = useZodRule(loginBody.shape.password);

  const submit = useMutation({
    mutationFn: ({ account, password }: LoginValues) => login({ account: account.trim(), password }),
    onSuccess: (pair, { account, remember }) => {
      rememberAccount(remember ? account.trim() : null);
      loginWith(pair);
      navigate(afterLoginPath(searchParams), { replace: true });
    },
  });

  return (
    <AuthPanel
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to="/document/register">{t('auth.login.register')}</Link>
        </>
      }
    >
      <ActivationBanner activated={searchParams.get('activated')} />
      {submit.error instanceof ApiError && (
        // Keyed by attempt: the resend action starts afresh after each failed sign-in.
        <LoginFailure key={submit.submittedAt} error={submit.error} account={submit.variables?.account.trim() ?? ''} />
      )}
      <Form<LoginValues>
        name="login"
        size="large"
        initialValues={{ account: activatedAccount ?? rememberedAccount ?? '', remember: rememberedAccount !== null }}
        onFinish={(values) => submit.mutate(values)}
      >
        <Form.Item name="account" rules={[accountRule]}>
          {/* autocomplete pairs the account with the password the browser's password manager keeps. */}
          <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('auth.login.account')} aria-label={t('auth.login.account')} />
        </Form.Item>
        <Form.Item name="password" rules={[passwordRule]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            placeholder={t('auth.login.password')}
            aria-label={t('auth.login.password')}
          />
        </Form.Item>
        <Flex className={styles.options} justify="space-between" align="center">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/document/forgotPassword">{t('auth.login.forgot')}</Link>
        </Flex>
        <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={submit.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthPanel>
  );
}
