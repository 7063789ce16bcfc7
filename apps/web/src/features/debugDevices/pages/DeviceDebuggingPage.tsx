import { useEffect, useState } from 'react';
import { Button, Card, Empty, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import pageCard from '@/components/PageCard.module.css';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { ProductSelect, useAllProducts } from '@/features/products/components/ProductSelect';
import { recentProductId, rememberProduct } from '@/lib/recentProduct';
import { AppDownload } from '../components/AppDownload';
import { RealDebugDevices } from '../components/RealDebugDevices';
import styles from '../components/debugDevices.module.css';
import { VirtualDevices } from '../components/VirtualDevices';

const TABS = ['real', 'virtual'] as const;
type Tab = (typeof TABS)[number];
const PRODUCT_LIST_PATH = '/product/product/index';

/** The product to show: one the address names must exist; one remembered may have gone (another space, deleted). */
interface Choice {
  id: string | null;
  strict: boolean;
}

const initialChoice = (fromAddress: string | null): Choice =>
  fromAddress ? { id: fromAddress, strict: true } : { id: recentProductId(), strict: false };

/**
 * /product/deviceDebugging/index (tour step 3): a product's real debug devices and virtual devices.
 * The product comes from the address (`productId`), else the one the user last worked on (its settings, or
 * chosen or linked here: lib/recentProduct), else the demo product (else the first). A choice is remembered,
 * not written into the address: the tab bar keys its tabs by the address, so each product would open a new
 * tab. The view (`tab=real|virtual`) is in the address.
 */
export default function DeviceDebuggingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('productId');
  const [choice, setChoice] = useState<Choice>(() => initialChoice(fromAddress));
  const products = useAllProducts();
  const list = products.data?.list;
  const fallback = list?.find((p) => p.isDemoProduct) ?? list?.[0];
  const product = list?.find((p) => p.id === choice.id) ?? (choice.strict ? undefined : fallback);
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'real';

  // Another link to this page (the tour, the way back from a device) names its product.
  useEffect(() => {
    if (fromAddress) setChoice({ id: fromAddress, strict: true });
  }, [fromAddress]);

  // The product shown is the one worked on now, whichever way it was reached.
  const shownId = product?.id;
  useEffect(() => {
    if (shownId) rememberProduct(shownId);
  }, [shownId]);

  const choose = (id: string) => setChoice({ id, strict: true });

  const setTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

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
        onChange={setTab}
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
