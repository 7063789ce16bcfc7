import { Table, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import type { DeviceDetail } from '@iotc/shared/devices';
import { formatZonedTime } from '@/lib/format';
import { formatDpValue } from '../format';
import styles from './devices.module.css';

/** The device's last known value of every function of its product, scaled and named as the product defines it. */
export function DeviceStateTable({ device, functions, loading }: { device: DeviceDetail; functions: ProductFunction[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ProductFunction> = [
    { key: 'dpId', title: t('devices.state.dpId'), width: 70, dataIndex: 'dpId' },
    { key: 'name', title: t('devices.state.name'), width: 140, dataIndex: 'name' },
    {
      key: 'value',
      title: t('devices.state.value'),
      render: (_: unknown, fn) => {
        const value = device.state[String(fn.dpId)];
        return value === undefined ? (
          <Typography.Text type="secondary">{t('devices.state.none')}</Typography.Text>
        ) : (
          <span data-testid={`state-value-${fn.dpId}`}>{formatDpValue(fn, value)}</span>
        );
      },
    },
    { key: 'identifier', title: t('devices.state.identifier'), width: 160, render: (_: unknown, fn) => <span className={styles.mono}>{fn.identifier}</span> },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.secondary} data-testid="state-time">
        {device.stateTime ? t('devices.state.updatedAt', { time: formatZonedTime(device.stateTime) }) : t('devices.state.never')}
      </Typography.Paragraph>
      <Table<ProductFunction>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={functions}
        loading={loading}
        pagination={false}
        scroll={{ x: 560 }}
        onRow={(fn) => ({ 'data-testid': 'state-row', 'data-id': fn.dpId }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: loading ? ' ' : t('devices.state.noFunctions') }}
      />
    </>
  );
}
