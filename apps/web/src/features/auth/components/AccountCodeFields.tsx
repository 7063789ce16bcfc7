import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountSchema, VERIFICATION_CODE_LENGTH, verificationCodeSchema } from '@iotc/shared';
import type { VerificationPurpose } from '@iotc/shared/auth';
import { useZodRule } from '@/lib/form';
import { VerificationCodeButton } from './VerificationCodeButton';

/** Field names these fields fill in the surrounding form. */
export interface AccountCodeValues {
  account: string;
  code: string;
}

/** Account (e-mail or China mobile) and its verification code with the get-code button. */
export function AccountCodeFields({ purpose }: { purpose: VerificationPurpose }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AccountCodeValues>();
  const accountRule = useZodRule(accountSchema);
  const codeRule = useZodRule(verificationCodeSchema);

  // The code goes to the account just entered: check it first, so nothing is sent to a typo.
  const getAccount = async () => (await form.validateFields(['account'])).account.trim();

  return (
    <>
      <Form.Item name="account" label={t('auth.fields.account')} rules={[accountRule]}>
        <Input autoComplete="username" placeholder={t('auth.fields.accountPlaceholder')} allowClear />
      </Form.Item>
      <Form.Item label={t('auth.fields.code')} required>
        <Space.Compact block>
          <Form.Item name="code" rules={[codeRule]} noStyle>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={VERIFICATION_CODE_LENGTH}
              placeholder={t('auth.fields.codePlaceholder')}
            />
          </Form.Item>
          <VerificationCodeButton purpose={purpose} getAccount={getAccount} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
