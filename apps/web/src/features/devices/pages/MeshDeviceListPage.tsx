import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeshDeviceItem } from '@iotc/shared/devices';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { OnlineTag } from '../components/DeviceTags';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import styles from '../components/devices.module.css';
import { useMeshDevices } from '../hooks';
import pageCard from '@/components/PageCard.module.css';

/** /device/mesh/index: Bluetooth mesh devices (deviceKey, companyId, mesh product id, version), by product and keyword. */
export default function MeshDeviceListPage() {
  const { t } = useTranslation();
  const [productId, setProductId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const query = useMeshDevices({ productId, keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const filtered = Boolean(productId || keyword);
  const mono = (text: string | null) => <span className={styles.mono}>{text}</span>;

  const columns: DataListColumn<MeshDeviceItem>[] = [
    { key: 'deviceKey', title: t('devices.mesh.deviceKey'), width: 180, render: (_: unknown, item) => mono(item.deviceKey) },
    { key: 'did', title: t('devices.column.did'), width: 180, render: (_: unknown, item) => mono(item.did) },
    { key: 'companyId', title: t('devices.mesh.companyId'), width: 110, render: (_: unknown, item) => mono(item.companyId) },
    { key: 'productId', title: t('devices.mesh.productId'), width: 140, render: (_: unknown, item) => mono(item.productId) },
    { key: 'productName', title: t('devices.column.product'), width: 150, dataIndex: 'productName' },
    { key: 'version', title: t('devices.mesh.version'), width: 100, dataIndex: 'version' },
    { key: 'online', title: t('devices.column.online'), width: 90, render: (_: unknown, item) => <OnlineTag status={item.onlineStatus} /> },
  ];

  return (
    <Card className={pageCard.card} title={t('devices.mesh.title')}>
      <DataList<MeshDeviceItem>
        name="meshDevices"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="devices.mesh"
        filtered={filtered}
        testId="mesh"
        table={{ scroll: { x: 950 } }}
        empty={{ children: !filtered && <Typography.Text type="secondary">{t('devices.mesh.emptyHint')}</Typography.Text> }}
        filters={
          <>
            <ProductSelect className={styles.wideFilter} value={productId} onChange={paging.firstPage(setProductId)} placeholder={t('devices.filter.allProducts')} testId="mesh-filter-product" />
            <KeywordSearch className={styles.wideFilter} placeholder={t('devices.mesh.search')} onSearch={paging.firstPage(setKeyword)} testId="mesh-search" />
          </>
        }
      />
    </Card>
  );
}
