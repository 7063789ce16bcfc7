import { Button, Card, Empty, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import pageCard from '@/components/PageCard.module.css';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { useProductChoice } from '@/features/products/useProductChoice';
import { useAddressTab } from '@/lib/useAddressTab';
import { AppDownload } from '../components/AppDownload';
import { RealDebugDevices } from '../components/RealDebugDevices';
import styles from '../components/debugDevices.module.css';
import { VirtualDevices } from '../components/VirtualDevices';

const TABS = ['real', 'virtual'] as const;
type Tab = (typeof TABS)[number];
const PRODUCT_LIST_PATH = '/product/product/index';

/**
 * /product/deviceDebugging/index (tour step 3): a product's real debug devices and virtual devices.
 * The product comes from the address, else the one the user last worked on, else the demo product (else the
 * first): useProductChoice. The view (`tab=real|virtual`) is in the address.
 */
export default function DeviceDebuggingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { products, product, choose } = useProductChoice(params.get('productId'));
  const list = products.data?.list;
  const [tab, setTab] = useAddressTab<Tab>(TABS, 'real');


  const body = () => {
    if (products.isError) return <LoadFailedResult query={products} title={t('debugDevices.productsLoadFailed')} retryText={t('common.retry')} />;
    if (!list) return null;
    if (list.length === 0)
      return (
        <Empty description={t('debugDevices.noProducts')} data-testid="debug-no-products">
          <Link to={PRODUCT_LIST_PATH}>
            <Button type="primary">{t('debugDevices.toProducts')}</Button>
          </Link>
        </Empty>
      );
    if (!product) return <Empty description={t('debugDevices.productNotFound')} data-testid="debug-product-not-found" />;
    return (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'real',
            label: <span data-testid="debug-tab-real">{t('debugDevices.tab.real')}</span>,
            children: <RealDebugDevices key={product.id} product={product} />,
          },
          {
            key: 'virtual',
            label: <span data-testid="debug-tab-virtual">{t('debugDevices.tab.virtual')}</span>,
            children: <VirtualDevices key={product.id} product={product} />,
          },
        ]}
      />
    );
  };

  return (
    <Card className={pageCard.card} title={t('debugDevices.title')} extra={<AppDownload />}>
      <div className={styles.productBar}>
        <Typography.Text strong>{t('debugDevices.product')}</Typography.Text>
        <ProductSelect
          className={styles.productSelect}
          value={product?.id}
          onChange={(id) => id && choose(id)}
          allowClear={false}
          placeholder={t('debugDevices.productPlaceholder')}
          testId="debug-product"
        />
        {product && (
          <Typography.Text type="secondary" className={styles.mono} data-testid="debug-product-key">
            {product.productKey}
          </Typography.Text>
        )}
      </div>
      {body()}
    </Card>
  );
}
