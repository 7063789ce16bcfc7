import { useState } from 'react';
import { Card, Select, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@iotc/shared';
import type { DevicePushRecord } from '@iotc/shared/devicePush';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { TimeRangeFilter, type SecondsRange } from '@/features/devices/components/TimeRangeFilter';
import { rawText } from '@/features/devices/format';
import { deviceDetailPath } from '@/features/devices/paths';
import cells from '@/features/devices/components/devices.module.css';
import { formatTime, zoneTitle } from '@/lib/format';
import styles from '../components/devicePush.module.css';
import { usePushList, usePushRecords } from '../hooks';
import { pushTitle } from '../pushText';

/** The values that matched, as "DP ID: value" pairs. */
const valuesText = (values: DevicePushRecord['values']) =>
  Object.entries(values)
    .map(([dpId, value]) => `${dpId}: ${rawText(value)}`)
    .join(', ');

/** /device/monitor/index (?pushId= optional): every firing of the space's pushes, filtered by push, device and time. */
export default function DeviceMonitorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [pushId, setPushId] = useState<string | undefined>(params.get('pushId')?.trim() || undefined);
  const [did, setDid] = useState('');
  const [range, setRange] = useState<SecondsRange>({});
  const paging = usePaging();
  const pushes = usePushList({ pageNo: 1, pageSize: PAGE_SIZE_MAX });
  const query = usePushRecords({ pushId, did: did || undefined, ...range, pageNo: paging.pageNo, pageSize: paging.pageSize });

  const columns: DataListColumn<DevicePushRecord>[] = [
    { key: 'pushId', title: t('devicePush.monitor.pushId'), width: 90, secondary: true, render: (_: unknown, r) => <span className={cells.mono}>{r.pushId}</span> },
    { key: 'messageName', title: t('devicePush.monitor.messageName'), dataIndex: 'messageName', width: 185 },
    {
      key: 'did',
      title: t('devicePush.monitor.did'),
      width: 185,
      render: (_: unknown, r) => (
        <Link to={deviceDetailPath(r.did)} className={cells.mono}>
          {r.did}
        </Link>
      ),
    },
    { key: 'deviceName', title: t('devicePush.monitor.deviceName'), dataIndex: 'deviceName', width: 140 },
    { key: 'userAccount', title: t('devicePush.monitor.userAccount'), dataIndex: 'userAccount', width: 170, secondary: true },
    { key: 'triggeredAt', title: zoneTitle(t('devicePush.monitor.triggeredAt')), width: 170, render: (_: unknown, r) => <span className={cells.time}>{formatTime(r.triggeredAt)}</span> },
    { key: 'values', title: t('devicePush.monitor.values'), width: 120, render: (_: unknown, r) => <span className={cells.mono}>{valuesText(r.values)}</span> },
  ];

  const filtered = Boolean(pushId || did || range.startTime || range.endTime);
  return (
    <Card className={styles.card} title={t('devicePush.monitor.title')}>
      <Typography.Paragraph type="secondary">{t('devicePush.monitor.intro')}</Typography.Paragraph>
      <DataList<DevicePushRecord>
        name="pushFirings"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="devicePush.monitor"
        filtered={filtered}
        testId="monitor"
        filters={
          <>
            <Select<string>
              showSearch
              allowClear
              className={styles.filter}
              value={pushId}
              placeholder={t('devicePush.monitor.allPushes')}
              optionFilterProp="label"
              popupMatchSelectWidth={false}
              loading={pushes.isPending}
              // A push deleted since keeps its firings: its ID from the address stays choosable.
              options={[
                ...(pushId && !pushes.data?.list.some((p) => p.pushId === pushId) ? [{ value: pushId, label: pushId }] : []),
                ...(pushes.data?.list ?? []).map((p) => ({ value: p.pushId, label: `${p.pushId} · ${pushTitle(p)}` })),
              ]}
              data-testid="monitor-filter-push"
              onChange={(next?: string) => paging.firstPage(setPushId)(next ?? undefined)}
            />
            <KeywordSearch className={styles.filter} placeholder={t('devicePush.monitor.didFilter')} onSearch={paging.firstPage(setDid)} testId="monitor-search-did" />
            <TimeRangeFilter onChange={paging.firstPage(setRange)} testId="monitor-filter-time" />
          </>
        }
      />
    </Card>
  );
}
