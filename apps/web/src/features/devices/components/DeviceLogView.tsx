import { useState } from 'react';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListColumn } from '@/components/DataList';
import type { ProductFunction } from '@iotc/shared/functions';
import type { DeviceEvent, DeviceLogItem } from '@iotc/shared/devices';
import { usePaging } from '@/components/usePaging';
import { formatTime, zoneLabel, zoneTitle } from '@/lib/format';
import { countText, formatDpValue } from '../format';
import { useDeviceLogs } from '../hooks';
import { eventOptions, originLabel } from '../labels';
import { TimeRangeFilter, type SecondsRange } from './TimeRangeFilter';
import styles from './devices.module.css';

type Sort = 'asc' | 'desc';

/**
 * One device's log (kept 7 days): filtered by event, function and time (GMT+8), newest or oldest first
 * (the time column's sorter and the order select are the same choice); values read with the product's functions.
 */
export function DeviceLogView({ did, functions }: { did: string; functions: ProductFunction[] }) {
  const { t } = useTranslation();
  const [eventType, setEventType] = useState<DeviceEvent | undefined>();
  const [funcKey, setFuncKey] = useState<string | undefined>();
  const [range, setRange] = useState<SecondsRange>({});
  const [sort, setSort] = useState<Sort>('desc');
  const paging = usePaging();
  const query = useDeviceLogs({ did, eventType, funcKey, ...range, sort, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const byKey = new Map(functions.map((fn) => [fn.identifier, fn]));

  const columns: DataListColumn<DeviceLogItem>[] = [
    { key: 'sort', title: t('devices.log.sort'), width: 64, dataIndex: 'sort' },
    {
      key: 'createdAt',
      title: zoneTitle(t('devices.log.createdAt')),
      width: 176,
      sorter: true,
      sortOrder: sort === 'desc' ? 'descend' : 'ascend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_: unknown, item) => <span className={styles.time}>{formatTime(item.createdAt)}</span>,
    },
    { key: 'eventTypeName', title: t('devices.log.eventTypeName'), width: 110, dataIndex: 'eventTypeName' },
    { key: 'funcKey', title: t('devices.log.funcKey'), width: 120, render: (_: unknown, item) => <span className={styles.mono}>{item.funcKey}</span> },
    {
      key: 'funcName',
      title: t('devices.log.funcName'),
      width: 100,
      // The function's name as the page's functions give it (the product's texts); the logged one for a function gone since.
      render: (_: unknown, item) => (item.funcKey ? byKey.get(item.funcKey)?.name : undefined) ?? item.funcName,
    },
    {
      key: 'value',
      title: t('devices.log.value'),
      render: (_: unknown, item) => (
        <code className={styles.json} data-testid="log-value">
          {formatDpValue(item.funcKey ? byKey.get(item.funcKey) : undefined, item.value)}
        </code>
      ),
    },
    { key: 'originChannel', title: t('devices.log.originChannel'), width: 100, render: (_: unknown, item) => originLabel(item.originChannel) },
    { key: 'originDetail', title: t('devices.log.originDetail'), width: 170, render: (_: unknown, item) => <span className={styles.mono}>{item.originDetail}</span> },
  ];

  const filtered = eventType !== undefined || funcKey !== undefined || range.startTime !== undefined || range.endTime !== undefined;

  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.secondary}>
        {t('devices.log.retention', { zone: zoneLabel() })}
      </Typography.Paragraph>
      <DataList<DeviceLogItem>
        name="deviceLog"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="devices.log"
        filtered={filtered}
        testId="log"
        totalText={(text, total) => countText(total, text)}
        table={{
          scroll: { x: 1040 },
          onChange: (_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || Array.isArray(sorter)) return;
            paging.firstPage(setSort)(sorter.order === 'ascend' ? 'asc' : 'desc');
          },
        }}
        filters={
          <>
            <Select<DeviceEvent>
              allowClear
              className={styles.filter}
              value={eventType}
              onChange={paging.firstPage((value?: DeviceEvent) => setEventType(value ?? undefined))}
              options={eventOptions()}
              placeholder={t('devices.filter.allEvents')}
              popupMatchSelectWidth={false}
              data-testid="log-filter-event"
            />
            <Select<string>
              allowClear
              showSearch
              optionFilterProp="label"
              className={styles.filter}
              value={funcKey}
              onChange={paging.firstPage((value?: string) => setFuncKey(value ?? undefined))}
              options={functions.map((fn) => ({ value: fn.identifier, label: `${fn.name} (${fn.identifier})` }))}
              placeholder={t('devices.filter.allFunctions')}
              popupMatchSelectWidth={false}
              data-testid="log-filter-function"
            />
            <TimeRangeFilter onChange={paging.firstPage(setRange)} testId="log-filter-time" />
            <Select<Sort>
              className={styles.filter}
              value={sort}
              onChange={paging.firstPage(setSort)}
              options={[
                { value: 'desc', label: t('devices.log.newestFirst') },
                { value: 'asc', label: t('devices.log.oldestFirst') },
              ]}
              data-testid="log-sort"
            />
          </>
        }
      />
    </>
  );
}
