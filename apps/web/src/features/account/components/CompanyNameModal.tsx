import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, companyNameSchema } from '@iotc/shared';
import { useZodRule } from '@/lib/form';
import { useChangeCompanyName } from '../hooks';

/** Renames the company (the name of the owner's space, shown to every member). */
export function CompanyNameModal({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ companyName: string }>();
  const change = useChangeCompanyName();
  const rule = useZodRule(companyNameSchema);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A refusal is shown by the request client; the modal stays open to correct it.
    change.mutate({ companyName: values.companyName.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={t('account.enterprise.changeName')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'company-name-save' }}
    >
      <Form form={form} name="companyName" layout="vertical" initialValues={{ companyName: current }} preserve={false}>
        <Form.Item name="companyName" label={t('account.enterprise.companyName')} rules={[rule]} extra={t('account.enterprise.nameHint')}>
          <Input maxLength={NAME_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
