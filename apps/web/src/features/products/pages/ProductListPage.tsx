import { useState } from 'react';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import {
  NETWORK_TYPES,
  type NetworkType,
  PRODUCT_STATUSES,
  type ProductItem,
  type ProductStatus,
} from '@iotc/shared/products';
import { DeleteAction } from '@/components/DeleteAction';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { toast } from '@/lib/feedback';
import { formatTime, formatZonedTime, zoneTitle } from '@/lib/format';
import { Permission } from '@/lib/permission';
import { CopyProductModal } from '../components/CopyProductModal';
import { ProductStatusTag } from '../components/ProductStatusTag';
import { ProductThumb } from '../components/ProductThumb';
import { ProductTypeSelect } from '../components/ProductTypeSelect';
import { useDeleteProduct, useProductList } from '../hooks';
import { networkTypeLabel, optionsOf, productStatusLabel, productTypeNameOf } from '../labels';
import { LinkAppsModal } from '../parts';
import { PRODUCT_CREATE_PATH, productSettingPath } from '../paths';
import styles from './ProductListPage.module.css';
import pageCard from '@/components/PageCard.module.css';

/** /product/product/index: the space's products, searched and filtered; create, develop, link apps, copy, delete. */
export default function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [productType, setProductType] = useState<string | undefined>();
  const [networkType, setNetworkType] = useState<NetworkType | undefined>();
  const [status, setStatus] = useState<ProductStatus | undefined>();
  const [searchBox, setSearchBox] = useState(0);
  const paging = usePaging();
  const { pageNo, setPageNo, firstPage } = paging;
  const query = useProductList({ keyword: keyword || undefined, productType, networkType, status, pageNo, pageSize: paging.pageSize });
  const remove = useDeleteProduct();
  const [copying, setCopying] = useState<ProductItem | null>(null);
  const [linking, setLinking] = useState<ProductItem | null>(null);
  const page = query.data;
  const filtered = Boolean(keyword || productType || networkType || status);

  const clearFilters = () => {
    // A new search box: the old one still shows the keyword.
    setSearchBox((n) => n + 1);
    setKeyword('');
    setProductType(undefined);
    setNetworkType(undefined);
    setStatus(undefined);
    setPageNo(1);
  };

  const deleteProduct = async (product: ProductItem) => {
    await remove.mutateAsync(product.id);
    toast.success(t('products.list.deleted', { name: product.name }));
    // A page emptied by the delete steps back one.
    if (page && page.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
  };

  const createButton = (
    <Permission perm={Perm.productAdd}>
      <Link to={PRODUCT_CREATE_PATH}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="product-create">
          {t('products.list.create')}
        </Button>
      </Link>
    </Permission>
  );

  const nameCell = (product: ProductItem) => (
    <div className={styles.product}>
      <ProductThumb src={product.imageUrl} size={44} />
      <div className={styles.productText}>
        <div className={styles.nameLine}>
          <Link to={productSettingPath(product.id)} className={styles.name} data-testid="product-name-link">
            {product.name}
          </Link>
          {product.isDemoProduct && (
            <Tag color="gold" className={styles.demo} data-testid="product-demo">
              {t('products.list.demo')}
            </Tag>
          )}
        </div>
        <Typography.Text type="secondary" copyable={{ text: product.productKey, tooltips: [t('products.copyKey'), t('products.keyCopied')] }} className={styles.key}>
          {product.productKey}
        </Typography.Text>
      </div>
    </div>
  );

  const actions = (product: ProductItem) => (
    <Space size={0} wrap className={styles.actions}>
      <Button type="link" size="small" onClick={() => void navigate(productSettingPath(product.id))} data-testid={`product-develop-${product.id}`}>
        {t('products.list.develop')}
      </Button>
      <Permission perm={Perm.productEdit}>
        <Button type="link" size="small" onClick={() => setLinking(product)} data-testid={`product-link-apps-${product.id}`}>
          {t('products.list.linkApps')}
        </Button>
      </Permission>
      <Permission perm={Perm.productCopy}>
        <Button type="link" size="small" onClick={() => setCopying(product)} data-testid={`product-copy-${product.id}`}>
          {t('products.list.copy')}
        </Button>
      </Permission>
      <Permission perm={Perm.productDelete}>
        <DeleteAction
          description={t('products.list.deleteConfirm', { name: product.name })}
          onConfirm={() => deleteProduct(product)}
          loading={remove.isPending}
          testId={`product-delete-${product.id}`}
          confirmTestId="product-delete-ok"
        />
      </Permission>
    </Space>
  );

  const columns: DataListColumn<ProductItem>[] = [
    { key: 'product', title: t('products.column.product'), width: 280, render: (_: unknown, product) => nameCell(product) },
    { key: 'type', title: t('products.column.productType'), width: 120, render: (_: unknown, product) => productTypeNameOf(product) },
    { key: 'network', title: t('products.column.networkType'), width: 120, render: (_: unknown, product) => networkTypeLabel(product.networkType) },
    { key: 'functions', title: t('products.column.functionCount'), width: 80, secondary: true, align: 'right', dataIndex: 'functionCount' },
    { key: 'status', title: t('products.column.status'), width: 100, render: (_: unknown, product) => <ProductStatusTag status={product.status} /> },
    {
      key: 'updatedAt',
      title: zoneTitle(t('products.column.updatedAt')),
      width: 160,
      secondary: true,
      render: (_: unknown, product) => <span className={styles.time}>{formatTime(product.updatedAt)}</span>,
    },
    { key: 'actions', title: t('common.actions'), width: 210, render: (_: unknown, product) => actions(product) },
  ];

  return (
    <Card className={pageCard.card} title={t('products.list.title')} extra={createButton}>
      <DataList<ProductItem>
        name="products"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="products.list"
        filtered={filtered}
        testId="product"
        empty={{
          children: filtered ? (
            <Button onClick={clearFilters} data-testid="product-clear-filters">
              {t('products.list.clearFilters')}
            </Button>
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('products.list.emptyHint')}</Typography.Paragraph>
              {createButton}
            </>
          ),
        }}
        filters={
          <>
            <KeywordSearch
              key={searchBox}
              className={listStyles.search}
              placeholder={t('products.list.search')}
              onSearch={firstPage(setKeyword)}
              testId="product-search"
            />
            <ProductTypeSelect
              className={styles.filter}
              value={productType}
              onChange={firstPage(setProductType)}
              placeholder={t('products.list.allTypes')}
              testId="product-filter-type"
            />
            <Select<NetworkType>
              allowClear
              className={styles.filter}
              value={networkType}
              onChange={firstPage((value?: NetworkType) => setNetworkType(value ?? undefined))}
              options={optionsOf(NETWORK_TYPES, networkTypeLabel)}
              placeholder={t('products.list.allNetworks')}
              popupMatchSelectWidth={false}
              data-testid="product-filter-network"
            />
            <Select<ProductStatus>
              allowClear
              className={styles.filter}
              value={status}
              onChange={firstPage((value?: ProductStatus) => setStatus(value ?? undefined))}
              options={PRODUCT_STATUSES.map((value) => ({ value, label: productStatusLabel(value) }))}
              placeholder={t('products.list.allStatuses')}
              data-testid="product-filter-status"
            />
          </>
        }
        card={(product) => (
          <>
            <div className={styles.cardHead}>
              {nameCell(product)}
              <ProductStatusTag status={product.status} />
            </div>
            <div className={styles.cardMeta}>
              {productTypeNameOf(product)} · {networkTypeLabel(product.networkType)} · {t('products.list.functions', { count: product.functionCount })}
            </div>
            <div className={styles.time}>{t('products.list.updatedAt', { time: formatZonedTime(product.updatedAt) })}</div>
            {actions(product)}
          </>
        )}
      />
      <CopyProductModal product={copying} onClose={() => setCopying(null)} />
      <LinkAppsModal product={linking} onClose={() => setLinking(null)} />
    </Card>
  );
}
