import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, List, Modal, Result, Skeleton, Typography, type ButtonProps } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME_MAX_LENGTH } from '@iotc/shared';
import { NOT_COPIED_ITEMS, productCopyBody, type ProductDetail, type ProductItem } from '@iotc/shared/products';
import { LoadFailed } from '@/components/LoadFailed';
import { zodRule } from '@/lib/form';
import { useCopyProduct, useCopyScope } from '../hooks';
import { copiedItemLabel, notCopiedItemLabel } from '../labels';
import { productSettingPath } from '../paths';
import styles from './CopyProductModal.module.css';

const nameRules = [zodRule(productCopyBody.shape.name)];

/** "<name> copy", cut to the longest name allowed. */
export function defaultCopyName(name: string, suffix: string): string {
  return `${name.slice(0, Math.max(0, PRODUCT_NAME_MAX_LENGTH - suffix.length))}${suffix}`;
}

interface CopyProductModalProps {
  /** The product to copy; null keeps the modal closed. */
  product: ProductItem | null;
  onClose(): void;
}

/**
 * The copy confirmation: what the copy carries (with counts) and what it cannot, the copy's name;
 * then the copy, in development with a new key, can be opened or the list stays.
 */
export function CopyProductModal({ product, onClose }: CopyProductModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ name: string }>();
  const scope = useCopyScope(product?.id ?? null);
  const copy = useCopyProduct();
  const [copied, setCopied] = useState<ProductDetail | null>(null);

  // Each opening starts with the confirmation again.
  const resetCopy = copy.reset;
  useEffect(() => {
    if (!product) {
      setCopied(null);
      resetCopy();
    }
  }, [product, resetCopy]);

  // The name starts as "<name> copy" each time the form appears (it mounts once the scope is there).
  const ready = Boolean(scope.data) && !copied;
  useEffect(() => {
    if (product && ready) form.setFieldsValue({ name: defaultCopyName(product.name, t('products.copy.suffix')) });
  }, [product, ready, form, t]);

  const submit = async () => {
    if (!product) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const result = await copy.mutateAsync({ id: product.id, name: values.name.trim() }).catch(() => null);
    // On a refusal the request client has shown the server's message; the modal stays for another try.
    if (result) setCopied(result);
  };

  const openCopy = () => {
    if (!copied) return;
    onClose();
    void navigate(productSettingPath(copied.id));
  };

  let body;
  if (copied) {
    body = (
      <Result
        status="success"
        title={t('products.copy.done', { name: copied.name })}
        subTitle={
          <span>
            {t('products.copy.doneHint')} <Typography.Text code>{copied.productKey}</Typography.Text>
          </span>
        }
        extra={[
          <Button key="open" type="primary" onClick={openCopy} data-testid="product-copy-open">
            {t('products.copy.open')}
          </Button>,
          <Button key="close" onClick={onClose} data-testid="product-copy-close">
            {t('products.copy.stay')}
          </Button>,
        ]}
      />
    );
  } else if (scope.isError) {
    body = <LoadFailed title={t('products.copy.scopeFailed')} retrying={scope.isFetching} onRetry={() => void scope.refetch()} />;
  } else if (!scope.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    const items = scope.data.copied;
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('products.copy.intro', { name: product?.name })}</Typography.Paragraph>
        <div className={styles.columns}>
          <section data-testid="product-copy-copied">
            <Typography.Title level={5}>{t('products.copy.copiedTitle')}</Typography.Title>
            <List
              size="small"
              dataSource={[{ key: 'info', label: t('products.copy.info'), count: null as number | null }, ...items.map((i) => ({ key: i.item, label: copiedItemLabel(i.item), count: i.count }))]}
              renderItem={(row) => (
                <List.Item className={row.count === 0 ? `${styles.item} ${styles.empty}` : styles.item} data-testid="copy-item" data-item={row.key}>
                  <CheckOutlined className={styles.yes} />
                  <span className={styles.label}>{row.label}</span>
                  {row.count !== null && (
                    <span className={styles.count}>{row.count > 0 ? t('products.copy.count', { count: row.count }) : t('products.copy.none')}</span>
                  )}
                </List.Item>
              )}
            />
          </section>
          <section data-testid="product-copy-not-copied">
            <Typography.Title level={5}>{t('products.copy.notCopiedTitle')}</Typography.Title>
            <List
              size="small"
              dataSource={scope.data.notCopied.length > 0 ? scope.data.notCopied : [...NOT_COPIED_ITEMS]}
              renderItem={(item) => (
                <List.Item className={styles.item} data-testid="not-copied-item" data-item={item}>
                  <CloseOutlined className={styles.no} />
                  <span className={styles.label}>{notCopiedItemLabel(item)}</span>
                </List.Item>
              )}
            />
          </section>
        </div>
        <Alert type="info" showIcon className={styles.note} message={t('products.copy.statusNote')} />
        <Form
          form={form}
          layout="vertical"
          name="productCopy"
          onFinish={() => void submit()}
        >
          <Form.Item name="name" label={t('products.copy.name')} rules={nameRules}>
            <Input maxLength={PRODUCT_NAME_MAX_LENGTH} showCount data-testid="product-copy-name" />
          </Form.Item>
        </Form>
      </>
    );
  }

  return (
    <Modal
      open={product !== null}
      title={t('products.copy.title', { name: product?.name ?? '' })}
      width={640}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={copied ? null : undefined}
      okText={t('products.copy.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      confirmLoading={copy.isPending}
      okButtonProps={{ disabled: !scope.data, 'data-testid': 'product-copy-ok' } as ButtonProps}
    >
      {body}
    </Modal>
  );
}
