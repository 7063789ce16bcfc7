import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, passwordSchema, SECURITY_TIME_DEFAULT_S } from '@iotc/shared';
import { isSecurityTimeOption, SECURITY_TIME_OPTIONS, type SecurityTimeOption } from '@iotc/shared/account';
import { matchRule, useZodRule } from '@/lib/form';
import { useSessionStore } from '@/lib/session';
import { AccountGate } from '../components/AccountGate';
import { useSetSecurityTime, useUpdatePassword } from '../hooks';
import styles from './AccountPage.module.css';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function PasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const update = useUpdatePassword();
  const passwordRule = useZodRule(passwordSchema);

  const submit = (values: PasswordValues) =>
    update.mutate({ oldPassword: values.oldPassword, newPassword: values.newPassword }, { onSuccess: () => form.resetFields() });

  return (
    <Card className={styles.card} title={t('account.security.passwordTitle')}>
      <p className={styles.hint}>{t('account.security.passwordHint')}</p>
      <Form<PasswordValues> form={form} name="password" layout="vertical" className={styles.form} onFinish={submit}>
        <Form.Item name="oldPassword" label={t('account.security.oldPassword')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="newPassword" label={t('account.security.newPassword')} rules={[passwordRule]} extra={t('account.security.passwordRule')}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('account.security.confirmPassword')}
          dependencies={['newPassword']}
          rules={[{ required: true, message: t('validation.required') }, matchRule('newPassword')]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="password-submit">
            {t('account.security.changePassword')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

function SecurityTimeCard() {
  const { t } = useTranslation();
  const current = useSessionStore((s) => s.userInfo?.securityTime ?? s.securityTime);
  const save = useSetSecurityTime();
  const initial = isSecurityTimeOption(current) ? current : SECURITY_TIME_DEFAULT_S;

  return (
    <Card className={styles.card} title={t('account.security.timeTitle')}>
      <p className={styles.hint}>{t('account.security.timeHint')}</p>
      {!isSecurityTimeOption(current) && <Alert type="info" showIcon className={styles.hint} message={t('account.security.timeCustom', { count: Math.round((current / 3600) * 10) / 10 })} />}
      <Form<{ securityTime: SecurityTimeOption }>
        name="securityTime"
        layout="vertical"
        className={styles.form}
        initialValues={{ securityTime: initial }}
        onFinish={(values) => save.mutate(values.securityTime)}
      >
        <Form.Item name="securityTime" label={t('account.security.time')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select options={SECURITY_TIME_OPTIONS.map((seconds) => ({ value: seconds, label: t(`account.security.timeOption.${seconds}`) }))} data-testid="security-time" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="security-time-save">
            {t('common.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** /account/securitySet/index: the password and how long a login stays valid without re-entry. */
export default function SecuritySetPage() {
  return (
    <AccountGate>
      <PasswordCard />
      <SecurityTimeCard />
    </AccountGate>
  );
}
