import { useState } from 'react';
import { Card, Segmented, Select, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import {
  type SupportWorkOrderItem,
  WORK_ORDER_STATUSES,
  WorkOrderFilter,
  WorkOrderStatus,
} from '@iotc/shared/workOrders';
import { usePaging } from '@/components/usePaging';
import { formatTime, zoneTitle } from '@/lib/format';
import { SpaceName } from '../components/SpaceName';
import { StatusTag } from '../components/StatusTag';
import { useClassifications, useProblemTypes, useSupportList } from '../hooks';
import { supportDetailPath } from '../paths';
import cells from './orderCells.module.css';
import { contentColumn, dictColumn, numberColumn } from './orderColumns';
import styles from './SupportInboxPage.module.css';

/**
 * /system/workOrder/index (operators): the work orders of every space, those waiting longest first,
 * filtered by state, status, problem type and classification, searched by number, content or account.
 */
export default function SupportInboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<WorkOrderFilter>(WorkOrderFilter.Underway);
  const [status, setStatus] = useState<WorkOrderStatus | undefined>();
  const [problemType, setProblemType] = useState<string | undefined>();
  const [classification, setClassification] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const problemTypes = useProblemTypes();
  const classifications = useClassifications();
  const query = useSupportList({ filter, status, problemType, classification, keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });

  const columns: DataListColumn<SupportWorkOrderItem>[] = [
    numberColumn<SupportWorkOrderItem>(t, 170, (order) => (
      <Link to={supportDetailPath(order.id)} className={cells.number} data-testid="support-link">
        {order.number}
      </Link>
    )),
    contentColumn<SupportWorkOrderItem>(
      t,
      (order) =>
        order.remindedAt !== null &&
        order.status !== WorkOrderStatus.Closed &&
        order.status !== WorkOrderStatus.Replied && (
          <Tag color="red" data-testid="support-reminded">
            {t('workOrders.inbox.reminded')}
          </Tag>
        ),
    ),
    {
      title: t('workOrders.column.user'),
      key: 'account',
      dataIndex: 'account',
      width: 180,
      render: (account: string, order) => (
        <>
          <div className={styles.account}>{account}</div>
          <div className={cells.time}>
            <SpaceName companyName={order.companyName} />
          </div>
        </>
      ),
    },
    dictColumn<SupportWorkOrderItem>(t, 'problemType', 130, problemTypes),
    dictColumn<SupportWorkOrderItem>(t, 'classification', 100, classifications),
    {
      title: zoneTitle(t('workOrders.column.statusTime')),
      key: 'status',
      dataIndex: 'status',
      width: 160,
      render: (value: WorkOrderStatus, order) => (
        <>
          <StatusTag status={value} />
          <div className={cells.time}>{formatTime(order.updatedAt)}</div>
        </>
      ),
    },
  ];

  // The two dictionary filters: problem type and classification.
  const dictSelects = [
    { value: problemType, set: setProblemType, placeholder: t('workOrders.inbox.anyProblemType'), options: problemTypes.options, testId: 'support-problem-type' },
    {
      value: classification,
      set: setClassification,
      placeholder: t('workOrders.inbox.anyClassification'),
      options: classifications.options,
      testId: 'support-classification',
    },
  ];

  return (
    <Card className={styles.card} title={t('workOrders.inbox.title')}>
      <DataList<SupportWorkOrderItem>
        name="supportInbox"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="workOrders.inbox"
        rowTestId="support-row"
        table={{ scroll: { x: 920 } }}
        loadFailed={{ retryText: t('workOrders.retry') }}
        filters={
          <>
            <Segmented<WorkOrderFilter>
              value={filter}
              onChange={paging.firstPage((value: WorkOrderFilter) => {
                setFilter(value);
                setStatus(undefined);
              })}
              options={[
                { value: WorkOrderFilter.Underway, label: t('workOrders.inbox.underway') },
                { value: WorkOrderFilter.Closed, label: t('workOrders.inbox.filterClosed') },
                { value: WorkOrderFilter.All, label: t('workOrders.inbox.all') },
              ]}
              data-testid="support-filter"
            />
            <Select<WorkOrderStatus>
              className={styles.select}
              allowClear
              value={status}
              placeholder={t('workOrders.inbox.anyStatus')}
              onChange={paging.firstPage(setStatus)}
              options={WORK_ORDER_STATUSES.map((value) => ({ value, label: t(`workOrders.status.${value}`) }))}
              data-testid="support-status"
            />
            {dictSelects.map(({ value, set, placeholder, options, testId }) => (
              <Select<string>
                key={testId}
                className={styles.select}
                allowClear
                value={value}
                placeholder={placeholder}
                onChange={paging.firstPage(set)}
                options={options}
                data-testid={testId}
              />
            ))}
            <KeywordSearch className={listStyles.search} placeholder={t('workOrders.inbox.search')} onSearch={paging.firstPage(setKeyword)} testId="support-search" />
          </>
        }
      />
    </Card>
  );
}
