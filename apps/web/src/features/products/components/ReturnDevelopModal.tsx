import { useState } from 'react';
import { Checkbox, Modal, Typography, type ButtonProps } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type ProductDetail, RETURN_DEVELOP_WARNINGS } from '@iotc/shared/products';
import { toast } from '@/lib/feedback';
import { useReturnDevelop } from '../hooks';
import { returnWarningText } from '../labels';
import styles from './ReturnDevelopModal.module.css';

interface ReturnDevelopModalProps {
  product: ProductDetail;
  open: boolean;
  onClose(): void;
}

/** Return to development: the warnings, and an explicit "I understand" before anything is sent. */
export function ReturnDevelopModal({ product, open, onClose }: ReturnDevelopModalProps) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const back = useReturnDevelop();

  const close = () => {
    setUnderstood(false);
    onClose();
  };

  const run = async () => {
    if (!understood) return;
    const done = await back.mutateAsync(product.id).then(
      () => true,
      () => false,
    );
    if (done) {
      toast.success(t('products.returnDevelop.done'));
      close();
    }
  };

  return (
    <Modal
      open={open}
      title={t('products.returnDevelop.title', { name: product.name })}
      onCancel={close}
      onOk={() => void run()}
      okText={t('products.returnDevelop.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={back.isPending}
      okButtonProps={{ danger: true, disabled: !understood, 'data-testid': 'return-develop-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('products.returnDevelop.intro')}</Typography.Paragraph>
      <ul className={styles.warnings} data-testid="return-develop-warnings">
        {RETURN_DEVELOP_WARNINGS.map((key) => (
          <li key={key} data-key={key}>
            <WarningOutlined className={styles.icon} />
            <span>{returnWarningText(key)}</span>
          </li>
        ))}
      </ul>
      <Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} data-testid="return-develop-confirm">
        {t('products.returnDevelop.confirm')}
      </Checkbox>
    </Modal>
  );
}
