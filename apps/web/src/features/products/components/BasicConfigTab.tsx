import { Alert, Button, Card, Descriptions, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { type ProductDetail, productEditBody, setMeshProductCodeBody } from '@iotc/shared/products';
import { toast } from '@/lib/feedback';
import { zodRule } from '@/lib/form';
import { formatZonedTime } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { useEditProduct, useSetMeshProductCode } from '../hooks';
import { productTypeNameOf, schemeLabel } from '../labels';
import { ProductInfoFields, type ProductInfoValues } from './ProductInfoFields';
import type { ProductTabProps } from './settingsTab';
import styles from './SettingTabs.module.css';

const infoOf = (p: ProductDetail): ProductInfoValues => ({
  name: p.name,
  model: p.model,
  imageUrl: p.imageUrl,
  image: p.image,
  networkType: p.networkType,
  powerConsumeType: p.powerConsumeType,
  activeType: p.activeType,
});

const meshRules = [zodRule(setMeshProductCodeBody.shape.meshProductId)];

/** Basic config: the product's information (editable while developing) and, for Bluetooth mesh, its mesh product id. */
export function BasicConfigTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const editable = usePermission(Perm.productEdit) && !readOnly;
  const [form] = Form.useForm<ProductInfoValues>();
  const edit = useEditProduct();

  const save = async (values: ProductInfoValues) => {
    const parsed = productEditBody.safeParse({ id: product.id, ...values, image: values.image ?? '' });
    // The fields' own rules ran already; this only catches what no field shows.
    if (!parsed.success) return;
    const done = await edit.mutateAsync(parsed.data).then(
      () => true,
      () => false,
    );
    if (done) toast.success(t('products.basic.saved'));
  };

  return (
    <div className={styles.stack}>
      <Card size="small" title={t('products.basic.fixedTitle')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('products.field.productKey')}>
            <Typography.Text copyable>{product.productKey}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('products.field.productType')}>{productTypeNameOf(product)}</Descriptions.Item>
          <Descriptions.Item label={t('products.field.scheme')}>{schemeLabel(product.scheme)}</Descriptions.Item>
          <Descriptions.Item label={t('products.field.createdAt')}>{formatZonedTime(product.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('products.field.updatedAt')}>{formatZonedTime(product.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={t('products.basic.infoTitle')}>
        {readOnly && <Alert type="info" showIcon className={styles.readOnly} message={t('products.basic.readOnly')} data-testid="basic-read-only" />}
        <Form<ProductInfoValues>
          key={product.id}
          form={form}
          name="productBasic"
          layout="vertical"
          disabled={!editable}
          initialValues={infoOf(product)}
          onFinish={(values) => void save(values)}
        >
          <ProductInfoFields disabled={!editable} />
          {editable && (
            <div className={styles.formActions}>
              <Button onClick={() => form.resetFields()}>{t('common.reset')}</Button>
              <Button type="primary" htmlType="submit" loading={edit.isPending} data-testid="basic-save">
                {t('common.save')}
              </Button>
            </div>
          )}
        </Form>
      </Card>

      {product.networkType === 'ble_mesh' && <MeshProductIdCard product={product} editable={editable} />}
    </div>
  );
}

/** The Bluetooth mesh product id: four hex digits the devices announce. */
function MeshProductIdCard({ product, editable }: { product: ProductDetail; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ meshProductId: string }>();
  const setCode = useSetMeshProductCode();

  const save = async ({ meshProductId }: { meshProductId: string }) => {
    const done = await setCode.mutateAsync({ id: product.id, meshProductId: meshProductId.trim().toUpperCase() }).then(
      () => true,
      () => false,
    );
    if (done) toast.success(t('products.basic.meshSaved'));
  };

  return (
    <Card size="small" title={t('products.field.meshProductId')} data-testid="basic-mesh">
      <Typography.Paragraph type="secondary">{t('products.basic.meshHint')}</Typography.Paragraph>
      <Form
        key={product.id}
        form={form}
        name="productMesh"
        layout="vertical"
        disabled={!editable}
        initialValues={{ meshProductId: product.meshProductId ?? '' }}
        onFinish={(values) => void save(values)}
      >
        <div className={styles.meshRow}>
          <Form.Item name="meshProductId" rules={meshRules} noStyle={false} style={{ marginBottom: 0 }}>
            <Input className={styles.meshInput} maxLength={4} placeholder="01A2" data-testid="basic-mesh-input" />
          </Form.Item>
          {editable && (
            <Button type="primary" htmlType="submit" loading={setCode.isPending} data-testid="basic-mesh-save">
              {t('common.save')}
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
