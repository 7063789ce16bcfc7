import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm, VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import { AddButton } from '@/components/ListActions';
import { DataList, type DataListColumn } from '@/components/DataList';
import type { ProductItem } from '@iotc/shared/products';
import type { VirtualDevice } from '@iotc/shared/virtualDevices';
import { OnlineTag } from '@/features/devices/components/DeviceTags';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { toast } from '@/lib/feedback';
import { useDeleteVirtualDevice, useGenerateVirtualDevice, useVirtualDevices } from '@/features/virtualDevices/hooks';
import { zoneTitle } from '@/lib/format';
import { actionsColumn, deviceColumn } from './debugColumns';
import styles from './debugDevices.module.css';

/** The product's virtual devices, run by the server: create one (answered once online), debug or delete it. */
export function VirtualDevices({ product }: { product: Pick<ProductItem, 'id'> }) {
  const { t } = useTranslation();
  const query = useVirtualDevices(product.id);
  const generate = useGenerateVirtualDevice();
  const remove = useDeleteVirtualDevice();

  const create = async () => {
    const device = await generate.mutateAsync(product.id).catch(() => null);
    if (device) toast.success(t('virtualDevices.list.created', { did: device.did }));
  };

  const deleteDevice = async (device: VirtualDevice) => {
    await remove.mutateAsync({ productId: product.id, did: device.did });
    toast.success(t('virtualDevices.list.deleted', { did: device.did }));
  };

  const columns: DataListColumn<VirtualDevice>[] = [
    deviceColumn(220),
    { key: 'account', title: t('debugDevices.column.creator'), width: 170, render: (_: unknown, device) => <span className={styles.wrap}>{device.userAccount}</span> },
    { key: 'online', title: t('debugDevices.column.online'), width: 90, render: (_: unknown, device) => <OnlineTag status={device.onlineStatus} /> },
    { key: 'activatedTime', title: zoneTitle(t('debugDevices.column.activatedTime')), width: 110, render: (_: unknown, device) => <TimeCell time={device.activatedTime} /> },
    actionsColumn({ target: (device) => device, deletePerm: Perm.virtualDeviceDelete, kind: 'virtual', onDelete: deleteDevice, deleting: remove.isPending }),
  ];

  return (
    <DataList<VirtualDevice>
        name="virtualDevices"
        query={query}
        columns={columns}
        rowKey="did"
        texts="virtualDevices.list"
        testId="debug-virtual"
        table={{ scroll: { x: 720 }, 'data-testid': 'debug-virtual-table' }}
        filters={
          <Typography.Text type="secondary">
            {generate.isPending ? t('virtualDevices.list.creating', { seconds: VIRTUAL_DEVICE_TIMEOUT_MS / 1000 }) : t('virtualDevices.list.intro')}
          </Typography.Text>
        }
        actions={
          <AddButton perm={Perm.virtualDeviceAdd} testId="debug-virtual-create" loading={generate.isPending} onClick={() => void create()}>
            {t('virtualDevices.list.create')}
          </AddButton>
        }
      />
  );
}
