import { useState } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type DeviceFaultItem, FaultReportType } from '@iotc/shared/devices';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { countText } from '../format';
import { useDeviceFaults } from '../hooks';
import { faultTypeLabel } from '../labels';
import { deviceDetailPath } from '../paths';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { formatTime, zoneTitle } from '@/lib/format';
import { TimeRangeFilter, type SecondsRange } from './TimeRangeFilter';
import styles from './devices.module.css';

/** The parameter as indented JSON (it is the offending payload or the fault value). */
function parameterText(parameter: unknown): string {
  if (parameter === null || parameter === undefined) return '';
  return typeof parameter === 'string' ? parameter : JSON.stringify(parameter, null, 2);
}

/**
 * Malfunctions (kept 7 days): faults the devices set and messages the server refused, with the reason.
 * With `did` they are one device's; otherwise the space's, filtered by product and device.
 */
export function DeviceFaultView({ did }: { did?: string }) {
  const { t } = useTranslation();
  const [productId, setProductId] = useState<string | undefined>();
  const [didFilter, setDidFilter] = useState('');
  const [range, setRange] = useState<SecondsRange>({});
  const paging = usePaging();
  const query = useDeviceFaults({
    did: did ?? (didFilter || undefined),
    productId: did ? undefined : productId,
    ...range,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
  });

  const columns: DataListColumn<DeviceFaultItem>[] = [
    {
      key: 'createdAt',
      title: zoneTitle(t('devices.fault.createdAt')),
      width: 170,
      render: (_: unknown, item) => <span className={styles.time}>{formatTime(item.createdAt)}</span>,
    },
    ...(did
      ? []
      : [
          {
            key: 'did',
            title: t('devices.column.did'),
            width: 170,
            render: (_: unknown, item: DeviceFaultItem) => (
              <Link to={deviceDetailPath(item.did)} className={styles.mono}>
                {item.did}
              </Link>
            ),
          },
        ]),
    { key: 'code', title: t('devices.fault.code'), width: 140, render: (_: unknown, item) => <span className={styles.mono}>{item.code}</span> },
    { key: 'description', title: t('devices.fault.description'), dataIndex: 'description' },
    { key: 'reportFrom', title: t('devices.fault.reportFrom'), width: 170, secondary: true, render: (_: unknown, item) => <span className={styles.mono}>{item.reportFrom}</span> },
    {
      key: 'reportType',
      title: t('devices.fault.reportType'),
      width: 90,
      render: (_: unknown, item) => (
        <Tag color={item.reportType === FaultReportType.Fault ? 'error' : 'warning'} className={styles.tag}>
          {faultTypeLabel(item.reportType)}
        </Tag>
      ),
    },
    {
      key: 'parameter',
      title: t('devices.fault.parameter'),
      width: 220,
      secondary: true,
      render: (_: unknown, item) => <pre className={styles.json}>{parameterText(item.parameter)}</pre>,
    },
  ];

  const filtered = Boolean(productId || didFilter || range.startTime || range.endTime);

  return (
    <DataList<DeviceFaultItem>
        name={did ? 'deviceFaults' : 'faults'}
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="devices.fault"
        filtered={filtered}
        testId="fault"
        totalText={(text, total) => countText(total, text)}
        filters={
          <>
            {!did && (
              <>
                <ProductSelect
                  className={styles.wideFilter}
                  value={productId}
                  onChange={paging.firstPage(setProductId)}
                  placeholder={t('devices.filter.allProducts')}
                  testId="fault-filter-product"
                />
                <KeywordSearch className={styles.wideFilter} placeholder={t('devices.filter.did')} onSearch={paging.firstPage(setDidFilter)} testId="fault-search-did" />
              </>
            )}
            <TimeRangeFilter onChange={paging.firstPage(setRange)} testId="fault-filter-time" />
          </>
        }
      />
  );
}
