import { useState, type HTMLAttributes } from 'react';
import { Button, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Perm, type DebugDevice, type ProductItem } from '@iotc/shared';
import { DeleteAction } from '@/components/DeleteAction';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { usePaging } from '@/components/usePaging';
import { OnlineTag } from '@/features/devices/components/DeviceTags';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { debugDetailsPath } from '@/features/debugging/paths';
import { toast } from '@/lib/feedback';
import { Permission } from '@/lib/permission';
import { useDebugDevices, useDeleteDebugDevice } from '../hooks';
import { CreateDebugDeviceModal } from './CreateDebugDeviceModal';
import { regionName } from './regions';
import styles from './debugDevices.module.css';

/** The product's real debug devices: each bound to an App account, with the way to its debug page. */
export function RealDebugDevices({ product }: { product: Pick<ProductItem, 'id' | 'productKey'> }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { pageNo, pageSize, setPageNo, pagination } = usePaging();
  const query = useDebugDevices({ productId: product.id, pageNo, pageSize });
  const remove = useDeleteDebugDevice();
  const page = query.data;

  const deleteDevice = async (device: DebugDevice) => {
    await remove.mutateAsync({ productId: product.id, id: device.id });
    toast.success(t('debugDevices.real.deleted', { did: device.did }));
    if (page && page.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
  };

  const columns: TableColumnsType<DebugDevice> = [
    {
      key: 'did',
      title: t('debugDevices.column.didName'),
      width: 200,
      render: (_: unknown, device) => (
        <>
          <div className={styles.mono}>{device.did}</div>
          <div>{device.name}</div>
        </>
      ),
    },
    { key: 'app', title: t('debugDevices.column.app'), width: 130, dataIndex: 'appName' },
    { key: 'account', title: t('debugDevices.column.account'), width: 170, render: (_: unknown, device) => <span className={styles.wrap}>{device.userAccount}</span> },
    { key: 'region', title: t('debugDevices.column.region'), width: 100, render: (_: unknown, device) => regionName(device.regionServerId) },
    { key: 'online', title: t('debugDevices.column.online'), width: 90, render: (_: unknown, device) => <OnlineTag status={device.onlineStatus} /> },
    { key: 'createdAt', title: t('debugDevices.column.createdAt'), width: 110, render: (_: unknown, device) => <TimeCell time={device.createdAt} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      fixed: 'right',
      render: (_: unknown, device) => (
        <span className={styles.actions}>
          <Link to={debugDetailsPath({ productKey: product.productKey, productId: product.id, did: device.did })} data-testid="debug-open">
            {t('debugDevices.action.debug')}
          </Link>
          <Permission perm={Perm.debugDeviceDelete}>
            <DeleteAction
              description={t('debugDevices.real.deleteConfirm', { did: device.did })}
              onConfirm={() => deleteDevice(device)}
              loading={remove.isPending}
              testId={`debug-real-delete-${device.did}`}
              confirmTestId="debug-real-delete-ok"
            />
          </Permission>
        </span>
      ),
    },
  ];

  const createButton = (
    <Permission perm={Perm.debugDeviceAdd}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="debug-real-create">
        {t('debugDevices.real.create')}
      </Button>
    </Permission>
  );

  return (
    <>
      <div className={styles.sectionHead}>
        <Typography.Text type="secondary">{t('debugDevices.real.intro')}</Typography.Text>
        {createButton}
      </div>
      {query.isError ? (
        <LoadFailedResult query={query} title={t('debugDevices.real.loadFailed')} retryText={t('common.retry')} />
      ) : (
        <div data-testid="debug-real-table">
        <Table<DebugDevice>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 930 }}
          onRow={(device) => ({ 'data-testid': 'debug-real-row', 'data-id': device.did }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: query.isPending ? ' ' : <Empty description={t('debugDevices.real.empty')} data-testid="debug-real-empty" />,
          }}
          pagination={pagination(page?.total, (total) => t('debugDevices.total', { count: total }))}
        />
        </div>
      )}
      <CreateDebugDeviceModal open={creating} productId={product.id} onClose={() => setCreating(false)} />
    </>
  );
}
