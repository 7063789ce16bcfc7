import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, passwordSchema } from '@iotc/shared';
import { matchRule, useZodRule } from '@/lib/form';

/** Field names these fields fill in the surrounding form. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation. `new-password` lets the browser offer a strong one and save
 * it with the account, which is how "remember password" works without our storing it.
 */
export function PasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  const passwordRule = useZodRule(passwordSchema);
  return (
    <>
      <Form.Item name="password" label={label} rules={[passwordRule]} extra={t('auth.fields.passwordHint')} hasFeedback>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} placeholder={t('auth.fields.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        rules={[{ required: true, message: t('validation.required') }, matchRule('password')]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} placeholder={t('auth.fields.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
