import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRODUCT_MODEL_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH } from '@iotc/shared';
import {
  ACTIVE_TYPES,
  type ActiveType,
  NETWORK_TYPES,
  type NetworkType,
  POWER_CONSUME_TYPES,
  type PowerConsumeType,
  productInfoFields,
} from '@iotc/shared/products';
import { zodRule } from '@/lib/form';
import { activeTypeLabel, networkTypeLabel, optionsOf, powerConsumeTypeLabel } from '../labels';
import { ProductImageUpload } from './ProductImageUpload';

/** The information fields of a product (the wizard's last step, the basic config): all required (001 §5). */
export interface ProductInfoValues {
  name: string;
  model: string;
  imageUrl: string;
  image: string;
  networkType: NetworkType;
  powerConsumeType: PowerConsumeType;
  activeType: ActiveType;
}

/** The shared rules; a missing image gets its own message rather than "required". */
export const productInfoRules = {
  name: [zodRule(productInfoFields.name)],
  model: [zodRule(productInfoFields.model)],
  imageUrl: [zodRule(z.preprocess((value) => value ?? '', productInfoFields.imageUrl))],
  networkType: [zodRule(productInfoFields.networkType)],
  powerConsumeType: [zodRule(productInfoFields.powerConsumeType)],
  activeType: [zodRule(productInfoFields.activeType)],
};

interface ProductInfoFieldsProps {
  disabled?: boolean;
  /** The network protocol is the communication method: the wizard keeps its step 3 in step with it. */
  onNetworkTypeChange?: (networkType: NetworkType) => void;
}

/** Form items of ProductInfoValues inside the caller's antd Form. */
export function ProductInfoFields({ disabled, onNetworkTypeChange }: ProductInfoFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductInfoValues>();
  const half = { xs: 24, md: 12 };
  return (
    <Row gutter={24}>
      <Col {...half}>
        <Form.Item name="name" label={t('products.field.name')} rules={productInfoRules.name}>
          <Input maxLength={PRODUCT_NAME_MAX_LENGTH} showCount placeholder={t('products.field.namePlaceholder')} data-testid="product-name" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="model" label={t('products.field.model')} rules={productInfoRules.model}>
          <Input maxLength={PRODUCT_MODEL_MAX_LENGTH} showCount placeholder={t('products.field.modelPlaceholder')} data-testid="product-model" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="imageUrl" label={t('products.field.image')} rules={productInfoRules.imageUrl}>
          <ProductImageUpload disabled={disabled} onUploaded={(result) => form.setFieldValue('image', result.fileName)} />
        </Form.Item>
        <Form.Item name="image" hidden>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="networkType" label={t('products.field.networkType')} rules={productInfoRules.networkType}>
          <Select
            options={optionsOf(NETWORK_TYPES, networkTypeLabel)}
            placeholder={t('products.field.choose')}
            onChange={(value: NetworkType) => onNetworkTypeChange?.(value)}
            data-testid="product-network-type"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="powerConsumeType" label={t('products.field.powerConsumeType')} rules={productInfoRules.powerConsumeType}>
          <Radio.Group options={optionsOf(POWER_CONSUME_TYPES, powerConsumeTypeLabel)} data-testid="product-power-type" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="activeType"
          label={t('products.field.activeType')}
          rules={productInfoRules.activeType}
          extra={t('products.field.activeTypeHint')}
        >
          <Radio.Group options={optionsOf(ACTIVE_TYPES, activeTypeLabel)} data-testid="product-active-type" />
        </Form.Item>
      </Col>
    </Row>
  );
}
