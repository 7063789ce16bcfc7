import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductItem } from '@iotc/shared/products';
import type { DeviceCount } from '@iotc/shared/devices';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { ProductThumb } from '@/features/products/components/ProductThumb';
import { useProductList } from '@/features/products/hooks';
import { networkTypeLabel } from '@/features/products/labels';
import styles from '../components/devices.module.css';
import { deviceCountFigure } from '../format';
import { useDeviceCounts } from '../hooks';
import { deviceManageDetailPath } from '../paths';
import pageCard from '@/components/PageCard.module.css';

const FIGURES: (keyof DeviceCount)[] = ['total', 'active', 'online'];

/** /device/manage/index: the space's products with their device counts, each leading to its devices. */
export default function DeviceManagePage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const query = useProductList({ keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const products = query.data?.list ?? [];
  const counts = useDeviceCounts(products.map((product) => product.id));
  const countFigureOf = (product: ProductItem, figure: keyof DeviceCount) => {
    const count = counts[products.indexOf(product)]?.data;
    return count ? deviceCountFigure(count[figure]) : '-';
  };

  const columns: DataListColumn<ProductItem>[] = [
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
      render: (_: unknown, product: ProductItem) => <span data-testid={`manage-count-${figure}`}>{countFigureOf(product, figure)}</span>,
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
      <DataList<ProductItem>
        name="deviceManage"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="devices.manage"
        filtered={Boolean(keyword)}
        testId="manage"
        table={{ scroll: { x: 800 } }}
        empty={{ children: !keyword && <Typography.Paragraph type="secondary">{t('devices.manage.emptyHint')}</Typography.Paragraph> }}
        filters={<KeywordSearch className={styles.wideFilter} placeholder={t('devices.manage.search')} onSearch={paging.firstPage(setKeyword)} testId="manage-search" />}
      />
    </Card>
  );
}
