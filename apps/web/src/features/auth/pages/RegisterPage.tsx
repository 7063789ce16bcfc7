import { useState } from 'react';
import { Button, Checkbox, Form, Input, Segmented, Steps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { AccountType, companyNameSchema, NAME_MAX_LENGTH } from '@iotc/shared';
import { registerBody, type RegisterBody, type RegisterResult } from '@iotc/shared/auth';
import type { IntroduceType } from '@iotc/shared/docs';
import { useZodRule } from '@/lib/form';
import { LOGIN_PATH } from '@/lib/redirect';
import { register } from '../api';
import { AccountCodeFields } from '../components/AccountCodeFields';
import { AuthPanel } from '../components/AuthPanel';
import { PasswordFields } from '../components/PasswordFields';
import { RegisterResultView } from '../components/RegisterResultView';
import styles from './RegisterPage.module.css';

type RegistrableType = RegisterBody['accountType'];

/** A legal document in a new tab, so the half-filled form stays as it is. */
function docLink(type: IntroduceType) {
  return <a href={`/doc/${type}`} target="_blank" rel="noopener noreferrer" />;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterBody>();
  const [result, setResult] = useState<RegisterResult | null>(null);
  const accountType = Form.useWatch('accountType', form) ?? AccountType.Enterprise;
  const companyRule = useZodRule(companyNameSchema);
  const termsRule = useZodRule(registerBody.shape.agreeTerms);
  const licenseRule = useZodRule(registerBody.shape.agreeAppLicense);

  const submit = useMutation({ mutationFn: register, onSuccess: setResult });
  // A company name typed before switching to personal is not sent.
  const onFinish = (values: RegisterBody) =>
    submit.mutate({ ...values, companyName: values.accountType === AccountType.Enterprise ? values.companyName : undefined });

  const accountTypes: { label: string; value: RegistrableType }[] = [
    { label: t('auth.register.enterprise'), value: AccountType.Enterprise },
    { label: t('auth.register.personal'), value: AccountType.Personal },
  ];

  return (
    <AuthPanel
      wide
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        result === null && (
          <>
            {t('auth.register.haveAccount')} <Link to={LOGIN_PATH}>{t('auth.register.login')}</Link>
          </>
        )
      }
    >
      <Steps
        className={styles.steps}
        size="small"
        // Two short steps fit a phone side by side; antd would otherwise stack them.
        responsive={false}
        current={result ? 1 : 0}
        items={[{ title: t('auth.register.stepAccount') }, { title: t('auth.register.stepDone') }]}
      />
      {result ? (
        <RegisterResultView result={result} />
      ) : (
        <Form<RegisterBody> form={form} name="register" layout="vertical" initialValues={{ accountType: AccountType.Enterprise }} onFinish={onFinish}>
          <Form.Item name="accountType" label={t('auth.register.accountType')}>
            <Segmented<RegistrableType> block options={accountTypes} />
          </Form.Item>
          {accountType === AccountType.Enterprise && (
            <Form.Item name="companyName" label={t('auth.register.companyName')} rules={[companyRule]}>
              <Input autoComplete="organization" maxLength={NAME_MAX_LENGTH} placeholder={t('auth.register.companyPlaceholder')} />
            </Form.Item>
          )}
          <AccountCodeFields purpose="register" />
          <PasswordFields label={t('auth.fields.password')} />
          <Form.Item className={styles.agreement} name="agreeTerms" valuePropName="checked" rules={[termsRule]}>
            <Checkbox>
              <Trans
                i18nKey="auth.register.agreeTerms"
                components={{ terms: docLink('serviceTerms'), legal: docLink('legalStatement'), privacy: docLink('privacyPolicy') }}
              />
            </Checkbox>
          </Form.Item>
          <Form.Item className={styles.agreement} name="agreeAppLicense" valuePropName="checked" rules={[licenseRule]}>
            <Checkbox>
              <Trans i18nKey="auth.register.agreeAppLicense" components={{ license: docLink('appUsageLicense') }} />
            </Checkbox>
          </Form.Item>
          <Button data-testid="register-submit" className={styles.submit} type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
            {t('auth.register.submit')}
          </Button>
        </Form>
      )}
    </AuthPanel>
  );
}
