import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Card, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CheckCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, Perm } from '@iotc/shared';
import { type ProductDetail, ProductStatus } from '@iotc/shared/products';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { formatZonedTime } from '@/lib/format';
import { Permission } from '@/lib/permission';
import { rememberProduct } from '@/lib/recentProduct';
import { ApiError } from '@/lib/request';
import { useAddressTab } from '@/lib/useAddressTab';
import { BasicConfigTab } from '../components/BasicConfigTab';
import { CompleteDevelopDrawer } from '../components/CompleteDevelopDrawer';
import { HardwareTab } from '../components/HardwareTab';
import { ProductStatusTag } from '../components/ProductStatusTag';
import { ProductThumb } from '../components/ProductThumb';
import { ReturnDevelopModal } from '../components/ReturnDevelopModal';
import type { ProductTabProps } from '../components/settingsTab';
import { useProduct } from '../hooks';
import { networkTypeLabel, productTypeNameOf, schemeLabel } from '../labels';
import { type OwnSettingTab, useProductParts } from '../parts';
import { PRODUCT_LIST_PATH, SETTING_TABS, type SettingTab } from '../paths';
import styles from './ProductSettingPage.module.css';

/** The views of the tabs products owns; the parts' views come from useProductParts. */
const OWN_TAB_VIEWS: Record<OwnSettingTab, ComponentType<ProductTabProps>> = {
  hardware: HardwareTab,
  basic: BasicConfigTab,
};

/** /product/product/setting/index?productId=&tab=: one product's development, its views as tabs. */
export default function ProductSettingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const productId = params.get('productId');
  const [tab, openTab] = useAddressTab<SettingTab>(SETTING_TABS, 'function');
  const query = useProduct(productId);
  // Pages opened later without a product (debugging, from the menu) start on this one.
  const openedId = query.data?.id;
  useEffect(() => {
    if (openedId) rememberProduct(openedId);
  }, [openedId]);


  const backLink = (
    <Link to={PRODUCT_LIST_PATH} className={styles.back} data-testid="product-back">
      <ArrowLeftOutlined /> {t('products.setting.back')}
    </Link>
  );

  const notFound = !productId || (query.error instanceof ApiError && query.error.code === ErrorCode.NotFound);
  if (notFound || query.isError || !query.data) {
    let body;
    if (notFound)
      body = (
        <div data-testid="product-not-found">
          <Result
            status="404"
            title={t('products.setting.notFound')}
            subTitle={t('products.setting.notFoundHint')}
            extra={
              <Link to={PRODUCT_LIST_PATH}>
                <Button type="primary">{t('products.setting.back')}</Button>
              </Link>
            }
          />
        </div>
      );
    else if (query.isError) body = <LoadFailedResult query={query} title={t('products.setting.loadFailed')} retryText={t('common.retry')} showMessage />;
    else body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
    return (
      <Card className={styles.page} title={backLink}>
        {body}
      </Card>
    );
  }

  const product = query.data;
  return <ProductSettings product={product} tab={tab} onTab={openTab} backLink={backLink} />;
}

interface ProductSettingsProps {
  product: ProductDetail;
  tab: SettingTab;
  onTab(tab: SettingTab): void;
  backLink: ReactNode;
}

function ProductSettings({ product, tab, onTab, backLink }: ProductSettingsProps) {
  const { t } = useTranslation();
  const [completing, setCompleting] = useState(false);
  const [returning, setReturning] = useState(false);
  const published = product.status === ProductStatus.Published;
  const readOnly = published;
  const tabViews: Record<SettingTab, ComponentType<ProductTabProps>> = { ...useProductParts().tabs, ...OWN_TAB_VIEWS };
  const View = tabViews[tab];

  const actions = (
    <Permission perm={Perm.productPublish}>
      {published ? (
        <Button icon={<RollbackOutlined />} onClick={() => setReturning(true)} data-testid="return-develop">
          {t('products.setting.returnDevelop')}
        </Button>
      ) : (
        <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setCompleting(true)} data-testid="complete-develop">
          {t('products.setting.completeDevelop')}
        </Button>
      )}
    </Permission>
  );

  return (
    <div className={styles.page}>
      <Card className={styles.header} title={backLink} extra={actions}>
        <div className={styles.identity} data-testid="product-header">
          <ProductThumb src={product.imageUrl} size={72} alt={product.name} />
          <div className={styles.identityText}>
            <div className={styles.titleLine}>
              <Typography.Title level={4} className={styles.title} data-testid="product-title">
                {product.name}
              </Typography.Title>
              <ProductStatusTag status={product.status} />
              {product.isDemoProduct && <Tag color="gold">{t('products.list.demo')}</Tag>}
            </div>
            <div className={styles.facts}>
              <span>
                {t('products.field.productKey')}:{' '}
                <Typography.Text copyable={{ tooltips: [t('products.copyKey'), t('products.keyCopied')] }} className={styles.key} data-testid="product-key">
                  {product.productKey}
                </Typography.Text>
              </span>
              <span>
                {t('products.field.productType')}: {productTypeNameOf(product)}
              </span>
              <span>
                {t('products.field.networkType')}: {networkTypeLabel(product.networkType)}
              </span>
              <span>
                {t('products.field.scheme')}: {schemeLabel(product.scheme)}
              </span>
              <span>
                {t('products.field.model')}: {product.model}
              </span>
            </div>
          </div>
        </div>
        {published && (
          <Alert
            type="success"
            showIcon
            className={styles.banner}
            message={t('products.setting.publishedTitle')}
            description={
              product.publishedAt
                ? t('products.setting.publishedAt', { time: formatZonedTime(product.publishedAt) })
                : t('products.setting.publishedHint')
            }
            data-testid="published-banner"
          />
        )}
      </Card>

      <Card className={styles.body}>
        <Tabs
          activeKey={tab}
          onChange={(key) => onTab(key as SettingTab)}
          items={SETTING_TABS.map((key) => ({ key, label: <span data-testid={`setting-tab-${key}`}>{t(`products.setting.tab.${key}`)}</span> }))}
          data-testid="setting-tabs"
        />
        <div data-testid={`setting-view-${tab}`}>
          <Suspense fallback={<Skeleton active />}>
            <View key={`${product.id}:${tab}`} product={product} readOnly={readOnly} />
          </Suspense>
        </div>
      </Card>

      {!published && <CompleteDevelopDrawer product={product} open={completing} onClose={() => setCompleting(false)} onGoTo={onTab} />}
      {published && <ReturnDevelopModal product={product} open={returning} onClose={() => setReturning(false)} />}
    </div>
  );
}
