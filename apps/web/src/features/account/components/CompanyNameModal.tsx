import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, companyNameSchema } from '@iotc/shared';
import { FormModal } from '@/components/FormModal';
import { useZodRule } from '@/lib/form';
import { useChangeCompanyName } from '../hooks';

/** Renames the company (the name of the owner's space, shown to every member). */
export function CompanyNameModal({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ companyName: string }>();
  const change = useChangeCompanyName();
  const rule = useZodRule(companyNameSchema);

  return (
    <FormModal
      open={open}
      title={t('account.enterprise.changeName')}
      form={form}
      name="companyName"
      initialValues={{ companyName: current }}
      saving={change.isPending}
      submitTestId="company-name-save"
      maskClosable
      // A refusal is shown by the request client; the modal stays open to correct it.
      onSubmit={(values) => change.mutate({ companyName: values.companyName.trim() }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Form.Item name="companyName" label={t('account.enterprise.companyName')} rules={[rule]} extra={t('account.enterprise.nameHint')}>
        <Input maxLength={NAME_MAX_LENGTH} showCount />
      </Form.Item>
    </FormModal>
  );
}
