import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIRTUAL_DEVICES_PER_PRODUCT_MAX } from '@iotc/shared';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/lib/feedback';
import { useGenerateVirtualDevice } from '../hooks';
import { ProductSelect } from '@/features/products/components/ProductSelect';

interface VirtualDeviceModalProps {
  open: boolean;
  /** The product the list shows; the form then starts with it chosen. */
  productId?: string;
  onClose(): void;
}

/** Creates one virtual device of a product: the server runs it and it connects like a real one. */
export function VirtualDeviceModal({ open, productId, onClose }: VirtualDeviceModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ productId?: string }>();
  const generate = useGenerateVirtualDevice();

  const submit = async (values: { productId?: string }) => {
    if (!values.productId) return;
    const device = await generate.mutateAsync(values.productId).catch(() => null);
    if (!device) return;
    toast.success(t('virtualDevices.registry.created', { did: device.did }));
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={t('virtualDevices.registry.createTitle')}
      intro={t('virtualDevices.registry.hint', { max: VIRTUAL_DEVICES_PER_PRODUCT_MAX })}
      form={form}
      name="virtualDevice"
      initialValues={{ productId }}
      saving={generate.isPending}
      okText={t('virtualDevices.registry.create')}
      submitTestId="virtual-create-ok"
      maskClosable
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    >
      <Form.Item name="productId" label={t('devices.column.product')} rules={[{ required: true, message: t('virtualDevices.registry.productRequired') }]}>
        <ProductSelect allowClear={false} placeholder={t('devices.filter.product')} testId="virtual-product" />
      </Form.Item>
    </FormModal>
  );
}
