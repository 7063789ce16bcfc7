import { useState, type HTMLAttributes } from 'react';
import { Button, Card, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductItem } from '@iotc/shared';
import type { DeviceCount } from '@iotc/shared/devices';
import { KeywordSearch } from '@/components/KeywordSearch';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { usePaging } from '@/components/usePaging';
import { ProductThumb } from '@/features/products/components/ProductThumb';
import { useProductList } from '@/features/products/hooks';
import { networkTypeLabel } from '@/features/products/labels';
import styles from '../components/devices.module.css';
import { useDeviceCounts } from '../hooks';
import { deviceManageDetailPath } from '../paths';
import pageCard from '@/components/PageCard.module.css';

const FIGURES: (keyof DeviceCount)[] = ['total', 'active', 'online'];

/** /device/manage/index: the space's products with their device counts, each leading to its devices. */
export default function DeviceManagePage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { pageNo, pageSize, firstPage, pagination: pager } = usePaging();
  const query = useProductList({ keyword: keyword || undefined, pageNo, pageSize });
  const page = query.data;
  const products = page?.list ?? [];
  const counts = useDeviceCounts(products.map((product) => product.id));
  const countOf = (product: ProductItem) => counts[products.indexOf(product)]?.data;

  const columns: TableColumnsType<ProductItem> = [
    {
      key: 'product',
      title: t('devices.column.product'),
      width: 260,
      render: (_: unknown, product) => (
        <div className={styles.headTitle}>
          <ProductThumb src={product.imageUrl} size={36} />
          <div>
            <Link to={deviceManageDetailPath(product.id)}>{product.name}</Link>
            <div className={`${styles.mono} ${styles.secondary}`}>{product.productKey}</div>
          </div>
        </div>
      ),
    },
    { key: 'network', title: t('devices.manage.network'), width: 110, render: (_: unknown, product) => networkTypeLabel(product.networkType) },
    ...FIGURES.map((figure) => ({
      key: figure,
      title: t(`devices.count.${figure}`),
      width: 100,
      align: 'right' as const,
      render: (_: unknown, product: ProductItem) => <span data-testid={`manage-count-${figure}`}>{countOf(product)?.[figure] ?? '-'}</span>,
    })),
    {
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      render: (_: unknown, product) => (
        <Link to={deviceManageDetailPath(product.id)} data-testid={`manage-open-${product.id}`}>
          <Button type="link" size="small" className={styles.actions}>
            {t('devices.manage.devices')}
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <Card className={pageCard.card} title={t('devices.manage.title')}>
      <div className={styles.toolbar}>
        <KeywordSearch className={styles.wideFilter} placeholder={t('devices.manage.search')} onSearch={firstPage(setKeyword)} testId="manage-search" />
      </div>
      {query.isError ? (
        <LoadFailedResult query={query} title={t('devices.manage.loadFailed')} retryText={t('common.retry')} />
      ) : (
        <Table<ProductItem>
          rowKey="id"
          columns={columns}
          dataSource={products}
          loading={query.isFetching}
          scroll={{ x: 800 }}
          onRow={(product) => ({ 'data-testid': 'manage-row', 'data-id': product.id }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: query.isPending ? ' ' : (
              <Empty description={t(keyword ? 'devices.manage.noMatch' : 'devices.manage.empty')} data-testid="manage-empty">
                {!keyword && <Typography.Paragraph type="secondary">{t('devices.manage.emptyHint')}</Typography.Paragraph>}
              </Empty>
            ),
          }}
          pagination={pager(page?.total, (total) => t('devices.manage.total', { count: total }))}
        />
      )}
    </Card>
  );
}
