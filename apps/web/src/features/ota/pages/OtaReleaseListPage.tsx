import { useState } from 'react';
import { Button, Card, Select, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OTA_RELEASE_STATUSES, type OtaReleaseListItem, type OtaReleaseStatus } from '@iotc/shared/ota';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { zoneTitle } from '@/lib/format';
import { ReleaseActions } from '../components/ReleaseActions';
import { ReleaseProgress } from '../components/ReleaseProgress';
import { ReleaseStatusTag } from '../components/StatusTags';
import styles from '../components/ota.module.css';
import { useReleaseList } from '../hooks';
import { releaseCreatePath, releaseDetailPath } from '../paths';

/** /firmware/ota/index: the space's releases, newest first, by product (`?productId=`) and status; pause, restore and stop in each row. */
export default function OtaReleaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const [status, setStatus] = useState<OtaReleaseStatus | undefined>();
  const paging = usePaging();
  const query = useReleaseList({ productId, status, pageNo: paging.pageNo, pageSize: paging.pageSize });
  // The product filter is the address's, so a product's "OTA releases" link opens the list narrowed to it.
  const setProduct = (next?: string) => setParams(next ? { productId: next } : {}, { replace: true });

  const columns: DataListColumn<OtaReleaseListItem>[] = [
    { key: 'product', title: t('ota.column.product'), dataIndex: 'productName', width: 140 },
    {
      key: 'firmware',
      title: t('ota.column.firmware'),
      width: 180,
      render: (_: unknown, r) => (
        <Link to={releaseDetailPath(r.id)} data-testid="ota-release-link">
          {r.firmwareName} <span className={styles.mono}>({r.firmwareKey})</span>
        </Link>
      ),
    },
    { key: 'version', title: t('ota.column.version'), dataIndex: 'version', width: 100 },
    { key: 'mode', title: t('ota.column.mode'), width: 110, secondary: true, render: (_: unknown, r) => <Tag>{t(`ota.releaseMode.${r.releaseMode}`)}</Tag> },
    { key: 'status', title: t('ota.column.status'), width: 100, render: (_: unknown, r) => <ReleaseStatusTag status={r.status} /> },
    { key: 'progress', title: t('ota.column.progress'), width: 160, render: (_: unknown, r) => <ReleaseProgress counts={r.counts} total={r.total} /> },
    { key: 'createdAt', title: zoneTitle(t('ota.column.createdAt')), width: 120, render: (_: unknown, r) => <TimeCell time={r.createdAt} /> },
    {
      key: 'actions',
      title: t('ota.column.actions'),
      width: 170,
      render: (_: unknown, r) => (
        <>
          <Button type="link" size="small" onClick={() => navigate(releaseDetailPath(r.id))} data-testid={`ota-view-${r.id}`}>
            {t('ota.list.view')}
          </Button>
          <ReleaseActions release={r} inline />
        </>
      ),
    },
  ];

  return (
    <Card
      className={styles.card}
      title={t('ota.list.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} data-testid="ota-add" onClick={() => navigate(releaseCreatePath({ productId }))}>
          {t('ota.list.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('ota.list.intro')}</Typography.Paragraph>
      <DataList<OtaReleaseListItem>
        name="otaReleases"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="ota.list"
        filtered={Boolean(productId || status)}
        testId="ota-release"
        filters={
          <>
            <ProductSelect className={styles.filter} value={productId} onChange={paging.firstPage(setProduct)} placeholder={t('ota.list.allProducts')} testId="ota-filter-product" />
            <Select<OtaReleaseStatus>
              allowClear
              className={styles.filter}
              value={status}
              placeholder={t('ota.list.allStatuses')}
              options={OTA_RELEASE_STATUSES.map((s) => ({ value: s, label: t(`ota.releaseStatus.${s}`) }))}
              data-testid="ota-filter-status"
              onChange={paging.firstPage(setStatus)}
            />
          </>
        }
      />
    </Card>
  );
}
