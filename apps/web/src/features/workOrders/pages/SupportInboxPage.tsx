import { useState, type HTMLAttributes } from 'react';
import { Card, Empty, Segmented, Select, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  type SupportWorkOrderItem,
  WORK_ORDER_STATUSES,
  WorkOrderFilter,
  WorkOrderStatus,
} from '@iotc/shared/workOrders';
import { ListToolbar } from '@/components/ListToolbar';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { usePaging } from '@/components/usePaging';
import { formatTime } from '@/lib/format';
import { SpaceName } from '../components/SpaceName';
import { StatusTag } from '../components/StatusTag';
import { useClassifications, useProblemTypes, useSupportList } from '../hooks';
import { supportDetailPath } from '../paths';
import cells from './orderCells.module.css';
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
  const { pageNo, pageSize, firstPage, pagination } = usePaging();
  const problemTypes = useProblemTypes();
  const classifications = useClassifications();
  const query = useSupportList({ filter, status, problemType, classification, keyword: keyword || undefined, pageNo, pageSize });
  const page = query.data;

  const columns: TableColumnsType<SupportWorkOrderItem> = [
    {
      title: t('workOrders.column.numberTime'),
      dataIndex: 'number',
      width: 170,
      render: (number: string, order) => (
        <>
          <Link to={supportDetailPath(order.id)} className={cells.number} data-testid="support-link">
            {number}
          </Link>
          <div className={cells.time}>{formatTime(order.createdAt)}</div>
        </>
      ),
    },
    {
      title: t('workOrders.column.content'),
      dataIndex: 'content',
      render: (content: string, order) => (
        <>
          <span className={cells.content}>{content}</span>
          {order.remindedAt !== null && order.status !== WorkOrderStatus.Closed && order.status !== WorkOrderStatus.Replied && (
            <Tag color="red" data-testid="support-reminded">
              {t('workOrders.inbox.reminded')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('workOrders.column.user'),
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
    { title: t('workOrders.column.problemType'), dataIndex: 'problemType', width: 130, render: (value: string) => problemTypes.label(value) },
    { title: t('workOrders.column.classification'), dataIndex: 'classification', width: 100, render: (value: string) => classifications.label(value) },
    {
      title: t('workOrders.column.statusTime'),
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
      <ListToolbar searchPlaceholder={t('workOrders.inbox.search')} onSearch={firstPage(setKeyword)} searchTestId="support-search">
        <Segmented<WorkOrderFilter>
          value={filter}
          onChange={firstPage((value: WorkOrderFilter) => {
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
          onChange={firstPage(setStatus)}
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
            onChange={firstPage(set)}
            options={options}
            data-testid={testId}
          />
        ))}
      </ListToolbar>
      {query.isError ? (
        <LoadFailedResult query={query} title={t('workOrders.inbox.loadFailed')} retryText={t('workOrders.retry')} />
      ) : (
        <Table<SupportWorkOrderItem>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={query.isFetching && !page}
          scroll={{ x: 920 }}
          onRow={(order) => ({ 'data-testid': 'support-row', 'data-id': order.id }) as HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrders.inbox.empty')} /> }}
          pagination={pagination(page?.total, (total) => t('workOrders.list.total', { total }))}
        />
      )}
    </Card>
  );
}
