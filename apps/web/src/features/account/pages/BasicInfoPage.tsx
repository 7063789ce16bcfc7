import { useEffect, useMemo } from 'react';
import { Button, Card, Descriptions, Form, Input, Select, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX_LENGTH, PHONE_MAX_LENGTH } from '@iotc/shared';
import { type BaseInfo, baseInfoBody, type BaseInfoBody } from '@iotc/shared/account';
import { useZodRule } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { AccountGate } from '../components/AccountGate';
import { AccountTypeTag } from '../components/StatusTags';
import { useBaseInfo, useCountries, useSaveBaseInfo } from '../hooks';
import styles from './AccountPage.module.css';

interface FormValues {
  country?: string;
  phone?: string;
  email?: string;
  address?: string;
}

function toFormValues(info: BaseInfo): FormValues {
  return { country: info.country ?? undefined, phone: info.phone ?? '', email: info.email ?? '', address: info.address };
}

function BasicInfo() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { data: info, isPending } = useBaseInfo();
  const countries = useCountries();
  const save = useSaveBaseInfo();
  const phoneRule = useZodRule(baseInfoBody.shape.phone, { required: false });
  const emailRule = useZodRule(baseInfoBody.shape.email, { required: false });
  const addressRule = useZodRule(baseInfoBody.shape.address, { required: false });

  useEffect(() => {
    if (info) form.setFieldsValue(toFormValues(info));
  }, [info, form]);

  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.code, label: currentLanguage === 'en-US' ? c.nameEn : c.name })),
    [countries.data],
  );

  if (isPending || !info) return <Card className={styles.card}><Skeleton active /></Card>;

  const submit = (values: FormValues) => {
    const body: BaseInfoBody = { country: values.country ?? '', phone: values.phone ?? '', email: values.email ?? '', address: values.address ?? '' };
    save.mutate(body);
  };

  return (
    <Card className={styles.card} title={t('account.basic.title')}>
      <Descriptions column={{ xs: 1, md: 2 }} className={styles.facts} data-testid="basic-facts">
        <Descriptions.Item label={t('account.basic.account')}>
          <span data-testid="basic-account">{info.account}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.basic.realName')}>
          <Tag color={info.realNameCertified ? 'success' : undefined} data-testid="real-name-status">
            {info.realNameCertified ? t('account.basic.realNameCertified') : t('account.basic.realNameNone')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.basic.accountType')}>
          <AccountTypeTag accountType={info.accountType} />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.basic.company')}>
          <span data-testid="basic-company">{info.companyName || t('account.basic.noCompany')}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form<FormValues> form={form} name="basicInfo" layout="vertical" className={styles.form} onFinish={submit}>
        <Form.Item name="country" label={t('account.basic.country')}>
          <Select
            showSearch
            allowClear
            optionFilterProp="label"
            loading={countries.isPending}
            options={countryOptions}
            placeholder={t('account.basic.countryPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="phone" label={t('account.basic.phone')} rules={[phoneRule]}>
          <Input maxLength={PHONE_MAX_LENGTH} placeholder={t('account.basic.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="email" label={t('account.basic.email')} rules={[emailRule]}>
          <Input maxLength={100} placeholder={t('account.basic.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="address" label={t('account.basic.address')} rules={[addressRule]}>
          <Input.TextArea rows={3} maxLength={ADDRESS_MAX_LENGTH} showCount placeholder={t('account.basic.addressPlaceholder')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="basic-save">
            {t('common.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** /account/basicInfo/index: what the account is, and the contact details the user keeps. */
export default function BasicInfoPage() {
  return (
    <AccountGate>
      <BasicInfo />
    </AccountGate>
  );
}
