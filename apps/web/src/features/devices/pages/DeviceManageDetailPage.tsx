import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { useProduct } from '@/features/products/hooks';
import { DeviceRegistry } from '../components/DeviceRegistry';
import styles from '../components/devices.module.css';
import { DEVICE_MANAGE_PATH } from '../paths';
import pageCard from '@/components/PageCard.module.css';

/** /device/manage/detail/index?productId=: the devices of one product, with the list's counts, filters and actions. */
export default function DeviceManageDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('productId', useProduct);
  return (
    <QueryDetailCard
      id={id}
      query={query}
      className={pageCard.card}
      back={{ to: DEVICE_MANAGE_PATH, text: t('devices.manage.title'), testId: 'manage-back' }}
      texts="devices.manageDetail"
      data-testid="manage-detail"
    >
      {(product) => (
        <>
          <div className={styles.head}>
            <div className={styles.headTitle}>
              <Typography.Title level={4} className={styles.headName} data-testid="manage-product-name">
                {product.name}
              </Typography.Title>
              <Typography.Text type="secondary" className={styles.mono}>
                {product.productKey}
              </Typography.Text>
            </div>
          </div>
          <DeviceRegistry productId={product.id} />
        </>
      )}
    </QueryDetailCard>
  );
}
