import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_UPGRADE_CHANNEL,
  type Firmware,
  firmwareSaveBody,
  FIRMWARE_TYPES,
  FIRMWARE_UPGRADE_MODES,
  FLASH_SIZES,
  type FirmwareEditBody,
  type FirmwareSaveBody,
  type FirmwareType,
  type FirmwareUpgradeMode,
  type FlashSize,
  UPGRADE_CHANNEL_MAX,
  UPGRADE_CHANNEL_MIN,
} from '@iotc/shared/firmware';
import { FIRMWARE_UPGRADE_TIMEOUT_MAX_S, FIRMWARE_UPGRADE_TIMEOUT_MIN_S } from '@iotc/shared';
import { FormModal } from '@/components/FormModal';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { toast } from '@/lib/feedback';
import { zodRule } from '@/lib/form';
import { useSaveFirmware } from '../hooks';
import { typeLabel } from '../labels';

type Owner = 'product' | 'custom';

interface FormValues {
  owner: Owner;
  productId?: string;
  type?: FirmwareType;
  nameZh: string;
  nameEn: string;
  flag: string;
  upgradeChannel?: number;
  flashSize?: FlashSize;
  upgradeTimeoutS?: number;
  upgradeMode: FirmwareUpgradeMode;
}

const fields = firmwareSaveBody.shape;
const rules = {
  nameZh: [zodRule(fields.nameZh)],
  nameEn: [zodRule(fields.nameEn)],
  flag: [zodRule(fields.flag)],
  type: [zodRule(fields.type)],
  upgradeChannel: [zodRule(fields.upgradeChannel)],
  flashSize: [zodRule(fields.flashSize)],
  upgradeTimeoutS: [zodRule(fields.upgradeTimeoutS)],
  upgradeMode: [zodRule(fields.upgradeMode)],
};

/** A new firmware's upgrade time-out until the maker says otherwise: ten minutes fit most module downloads and flashes. */
const DEFAULT_UPGRADE_TIMEOUT_S = 600;

/** What the form opens for: a new firmware (a product chosen beforehand, or none), or one to edit. */
export type FirmwareFormTarget = { mode: 'create'; productId?: string } | { mode: 'edit'; firmware: Firmware };

/**
 * Create or edit a firmware (spec 001 §3, §5): both names, flag, type, the product it belongs to or custom (both fixed
 * once created), upgrade channel (the type's by default), flash size, upgrade time-out and upgrade mode.
 */
export function FirmwareForm({ target, onClose }: { target: FirmwareFormTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveFirmware();
  const editing = target?.mode === 'edit' ? target.firmware : null;
  const owner = Form.useWatch('owner', form);

  const initialValues: Partial<FormValues> = editing
    ? { ...editing, owner: editing.custom ? 'custom' : 'product', productId: editing.productId ?? undefined }
    : { owner: 'product', productId: target?.mode === 'create' ? target.productId : undefined, upgradeTimeoutS: DEFAULT_UPGRADE_TIMEOUT_S, upgradeMode: 'notify' };

  const submit = (values: FormValues) => {
    const common = {
      nameZh: values.nameZh,
      nameEn: values.nameEn,
      flag: values.flag,
      upgradeChannel: values.upgradeChannel!,
      flashSize: values.flashSize!,
      upgradeTimeoutS: values.upgradeTimeoutS!,
      upgradeMode: values.upgradeMode,
    };
    const body: FirmwareSaveBody | FirmwareEditBody = editing
      ? { id: editing.id, ...common }
      : { productId: values.owner === 'product' ? values.productId : null, type: values.type!, ...common };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t(editing ? 'firmware.form.saved' : 'firmware.form.created'));
        onClose();
      },
    });
  };

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={t(editing ? 'firmware.form.editTitle' : 'firmware.form.addTitle')}
      width={680}
      form={form}
      name="firmware"
      initialValues={initialValues}
      saving={save.isPending}
      submitTestId="firmware-form-submit"
      cancelTestId="firmware-form-cancel"
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="nameZh" label={t('firmware.field.nameZh')} rules={rules.nameZh}>
            <Input maxLength={50} data-testid="firmware-nameZh" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="nameEn" label={t('firmware.field.nameEn')} rules={rules.nameEn}>
            <Input maxLength={50} data-testid="firmware-nameEn" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="owner" label={t('firmware.field.owner')} required>
            <Radio.Group disabled={Boolean(editing)} data-testid="firmware-owner">
              <Radio value="product">{t('firmware.form.ownerProduct')}</Radio>
              <Radio value="custom">{t('firmware.custom')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {owner === 'custom' ? (
            <Form.Item label={t('firmware.field.product')} extra={t('firmware.form.customHint')}>
              <Input disabled value={t('firmware.custom')} />
            </Form.Item>
          ) : (
            <Form.Item name="productId" label={t('firmware.field.product')} rules={[{ required: true, message: t('firmware.form.productRequired') }]}>
              <ProductSelect allowClear={false} disabled={Boolean(editing)} placeholder={t('firmware.form.productPlaceholder')} testId="firmware-product" />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('firmware.field.type')} rules={rules.type} extra={!editing && t('firmware.form.typeHint')}>
            <Select<FirmwareType>
              disabled={Boolean(editing)}
              options={FIRMWARE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              // The channel follows the type unless the maker chose another.
              onChange={(type) => form.setFieldValue('upgradeChannel', DEFAULT_UPGRADE_CHANNEL[type])}
              data-testid="firmware-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="flag" label={t('firmware.field.flag')} rules={rules.flag} extra={t('firmware.form.flagHint')}>
            <Input maxLength={32} data-testid="firmware-flag" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="upgradeChannel" label={t('firmware.field.upgradeChannel')} rules={rules.upgradeChannel} extra={t('firmware.form.channelHint')}>
            <InputNumber<number> min={UPGRADE_CHANNEL_MIN} max={UPGRADE_CHANNEL_MAX} precision={0} style={{ width: '100%' }} data-testid="firmware-channel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="flashSize" label={t('firmware.field.flashSize')} rules={rules.flashSize}>
            <Select<FlashSize> options={FLASH_SIZES.map((size) => ({ value: size, label: size }))} data-testid="firmware-flash" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="upgradeTimeoutS"
            label={t('firmware.field.upgradeTimeoutS')}
            rules={rules.upgradeTimeoutS}
            extra={t('firmware.form.timeoutHint', { min: FIRMWARE_UPGRADE_TIMEOUT_MIN_S, max: FIRMWARE_UPGRADE_TIMEOUT_MAX_S })}
          >
            <InputNumber<number> precision={0} style={{ width: '100%' }} data-testid="firmware-timeout" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="upgradeMode" label={t('firmware.field.upgradeMode')} rules={rules.upgradeMode}>
            <Radio.Group data-testid="firmware-mode">
              {FIRMWARE_UPGRADE_MODES.map((mode) => (
                <Radio key={mode} value={mode}>
                  {t(`firmware.upgradeMode.${mode}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
