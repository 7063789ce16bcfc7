import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { AddButton } from '@/components/ListActions';
import { DataList, type DataListColumn } from '@/components/DataList';
import type { ProductItem } from '@iotc/shared/products';
import type { DebugDevice } from '@iotc/shared/debugDevices';
import { usePaging } from '@/components/usePaging';
import { OnlineTag } from '@/features/devices/components/DeviceTags';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { toast } from '@/lib/feedback';
import { zoneTitle } from '@/lib/format';
import { useDebugDevices, useDeleteDebugDevice } from '../hooks';
import { CreateDebugDeviceModal } from './CreateDebugDeviceModal';
import { regionName } from './regions';
import { actionsColumn, deviceColumn } from './debugColumns';
import styles from './debugDevices.module.css';

/** The product's real debug devices: each bound to an App account, with the way to its debug page. */
export function RealDebugDevices({ product }: { product: Pick<ProductItem, 'id' | 'productKey'> }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const { pageNo, setPageNo } = paging;
  const query = useDebugDevices({ productId: product.id, pageNo, pageSize: paging.pageSize });
  const remove = useDeleteDebugDevice();
  const page = query.data;

  const deleteDevice = async (device: DebugDevice) => {
    await remove.mutateAsync({ productId: product.id, id: device.id });
    toast.success(t('debugDevices.real.deleted', { did: device.did }));
    if (page && page.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
  };

  const columns: DataListColumn<DebugDevice>[] = [
    deviceColumn(200),
    { key: 'app', title: t('debugDevices.column.app'), width: 130, dataIndex: 'appName' },
    { key: 'account', title: t('debugDevices.column.account'), width: 170, render: (_: unknown, device) => <span className={styles.wrap}>{device.userAccount}</span> },
    { key: 'region', title: t('debugDevices.column.region'), width: 100, render: (_: unknown, device) => regionName(device.regionServerId) },
    { key: 'online', title: t('debugDevices.column.online'), width: 90, render: (_: unknown, device) => <OnlineTag status={device.onlineStatus} /> },
    { key: 'createdAt', title: zoneTitle(t('debugDevices.column.createdAt')), width: 110, render: (_: unknown, device) => <TimeCell time={device.createdAt} /> },
    actionsColumn({ target: (device) => ({ productKey: product.productKey, productId: product.id, did: device.did }), deletePerm: Perm.debugDeviceDelete, kind: 'real', onDelete: deleteDevice, deleting: remove.isPending }),
  ];

  const createButton = (
    <AddButton perm={Perm.debugDeviceAdd} testId="debug-real-create" onClick={() => setCreating(true)}>
      {t('debugDevices.real.create')}
    </AddButton>
  );

  return (
    <>
      <DataList<DebugDevice>
        name="realDebugDevices"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="debugDevices.real"
        testId="debug-real"
        rowId={(device) => device.did}
        table={{ scroll: { x: 930 }, 'data-testid': 'debug-real-table' }}
        filters={<Typography.Text type="secondary">{t('debugDevices.real.intro')}</Typography.Text>}
        actions={createButton}
      />
      <CreateDebugDeviceModal open={creating} productId={product.id} onClose={() => setCreating(false)} />
    </>
  );
}
