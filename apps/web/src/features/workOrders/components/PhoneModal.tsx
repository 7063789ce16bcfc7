import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH, phoneSchema } from '@iotc/shared';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import { useUpdateWorkOrderPhone } from '../hooks';

interface PhoneModalProps {
  id: string;
  phone: string;
  open: boolean;
  onClose(): void;
}

/** The edit-phone view: the contact phone of an order still open, with the phone rule. */
export function PhoneModal({ id, phone, open, onClose }: PhoneModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string }>();
  const update = useUpdateWorkOrderPhone(id);
  const phoneRule = useZodRule(phoneSchema);

  const save = async (values: { phone: string }) => {
    const saved = await update.mutateAsync(values.phone.trim()).catch(() => null);
    if (!saved) return;
    toast.success(t('workOrders.detail.phoneSaved'));
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={t('workOrders.detail.phoneTitle')}
      form={form}
      initialValues={{ phone }}
      saving={update.isPending}
      submitTestId="work-order-phone-save"
      maskClosable
      onSubmit={(values) => void save(values)}
      onClose={onClose}
    >
      <Form.Item name="phone" label={t('workOrders.detail.phone')} rules={[phoneRule]}>
        <Input maxLength={PHONE_MAX_LENGTH} data-testid="work-order-phone-input" />
      </Form.Item>
    </FormModal>
  );
}
