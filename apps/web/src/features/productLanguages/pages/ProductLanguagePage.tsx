import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TABS, type LanguageTab } from '@iotc/shared/productLanguages';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import pageCard from '@/components/PageCard.module.css';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { PRODUCT_CREATE_PATH } from '@/features/products/paths';
import { useProductChoice } from '@/features/products/useProductChoice';
import { useAddressTab } from '@/lib/useAddressTab';
import { ProductLanguages } from '../components/ProductLanguages';
import styles from '../components/productLanguages.module.css';

/**
 * /product/multiLanguage/index (spec 002 §2 product multi-language): a product's texts in both languages, on four
 * tabs. The product comes from the address (`productId`), else the one last worked on, else the demo product (else the
 * first): useProductChoice; a space without products is asked to create one first. The tab (`tab`) is in the address.
 */
export default function ProductLanguagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { products, product, choose } = useProductChoice(params.get('productId'));
  const list = products.data?.list;
  const [tab, setTab] = useAddressTab<LanguageTab>(LANGUAGE_TABS, 'productName');


  const body = () => {
    if (products.isError) return <LoadFailedResult query={products} title={t('productLanguages.productsLoadFailed')} retryText={t('common.retry')} />;
    if (!list) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (list.length === 0)
      return (
        <Empty description={t('productLanguages.noProducts')} data-testid="lang-no-products">
          <Link to={PRODUCT_CREATE_PATH}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="lang-create-product">
              {t('productLanguages.createProduct')}
            </Button>
          </Link>
        </Empty>
      );
    if (!product) return <Empty description={t('productLanguages.productNotFound')} data-testid="lang-product-not-found" />;
    return <ProductLanguages key={product.id} product={product} tab={tab} onTab={setTab} />;
  };

  return (
    <Card className={pageCard.card} title={t('productLanguages.title')}>
      <Typography.Paragraph type="secondary">{t('productLanguages.intro')}</Typography.Paragraph>
      {list?.length !== 0 && (
        <div className={styles.productBar}>
          <Typography.Text strong>{t('productLanguages.product')}</Typography.Text>
          <ProductSelect
            className={styles.productSelect}
            value={product?.id}
            onChange={(id) => id && choose(id)}
            allowClear={false}
            placeholder={t('productLanguages.productPlaceholder')}
            testId="lang-product"
          />
          {product && (
            <Typography.Text type="secondary" className={styles.mono} data-testid="lang-product-key">
              {product.productKey}
            </Typography.Text>
          )}
        </div>
      )}
      {body()}
    </Card>
  );
}
