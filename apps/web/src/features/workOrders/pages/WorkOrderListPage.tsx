import { useState } from 'react';
import { Badge, Button, Card, Segmented, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { WorkOrderFilter, type WorkOrderItem } from '@iotc/shared/workOrders';
import { usePaging } from '@/components/usePaging';
import { formatZonedTime } from '@/lib/format';
import { SpaceName } from '../components/SpaceName';
import { StatusTag } from '../components/StatusTag';
import { useClassifications, useProblemTypes, useWorkOrderList } from '../hooks';
import { WORK_ORDER_SUBMIT_PATH, workOrderDetailPath } from '../paths';
import cells from './orderCells.module.css';
import { contentColumn, dictColumn, numberColumn } from './orderColumns';
import styles from './WorkOrderListPage.module.css';
import pageCard from '@/components/PageCard.module.css';

type ListFilter = typeof WorkOrderFilter.Underway | typeof WorkOrderFilter.All;

/** /workOrder/list/index: the user's work orders of every space, underway or all, newest first. */
export default function WorkOrderListPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ListFilter>(WorkOrderFilter.Underway);
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const query = useWorkOrderList({ filter, keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const problemTypes = useProblemTypes();
  const classifications = useClassifications();

  const columns: DataListColumn<WorkOrderItem>[] = [
    numberColumn<WorkOrderItem>(t, 180, (order) => numberLink(order), t('workOrders.column.createdAt')),
    contentColumn<WorkOrderItem>(t, (order) => unreadTag(order)),
    { title: t('workOrders.column.space'), key: 'space', dataIndex: 'companyName', width: 140, render: (name: string) => <SpaceName companyName={name} /> },
    dictColumn<WorkOrderItem>(t, 'problemType', 150, problemTypes),
    {
      title: t('workOrders.column.status'),
      key: 'status',
      dataIndex: 'status',
      width: 100,
      render: (status: WorkOrderItem['status']) => <StatusTag status={status} />,
    },
    dictColumn<WorkOrderItem>(t, 'classification', 110, classifications),
  ];

  const submitButton = (
    <Link to={WORK_ORDER_SUBMIT_PATH}>
      <Button type="primary" icon={<PlusOutlined />} data-testid="work-order-new">
        {t('workOrders.list.submit')}
      </Button>
    </Link>
  );

  const emptyText = keyword
    ? t('workOrders.list.emptySearch', { keyword })
    : filter === WorkOrderFilter.Underway
      ? t('workOrders.list.emptyUnderway')
      : t('workOrders.list.empty');

  const numberLink = (order: WorkOrderItem) => (
    <Link to={workOrderDetailPath(order.id)} className={cells.number} data-testid="work-order-open">
      <Badge dot={order.unread} offset={[4, 0]}>
        {order.number}
      </Badge>
    </Link>
  );

  const unreadTag = (order: WorkOrderItem) =>
    order.unread && (
      <Tag color="red" className={styles.newTag} data-testid="work-order-unread">
        {t('workOrders.list.unreadMark')}
      </Tag>
    );

  return (
    <Card className={pageCard.narrowCard} title={t('workOrders.list.title')} extra={submitButton}>
      <DataList<WorkOrderItem>
        name="workOrders"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="workOrders.list"
        testId="work-order"
        table={{ scroll: { x: 860 } }}
        empty={{ description: emptyText, children: !keyword && <span>{t('workOrders.list.emptyHint')}</span> }}
        loadFailed={{ retryText: t('workOrders.retry') }}
        filters={
          <>
            <Segmented<ListFilter>
              value={filter}
              onChange={paging.firstPage(setFilter)}
              options={[
                { value: WorkOrderFilter.Underway, label: t('workOrders.list.underway') },
                { value: WorkOrderFilter.All, label: t('workOrders.list.all') },
              ]}
              data-testid="work-order-filter"
            />
            <KeywordSearch className={listStyles.search} placeholder={t('workOrders.list.search')} onSearch={paging.firstPage(setKeyword)} testId="work-order-search" />
          </>
        }
        card={(order) => (
          <>
            <div className={styles.cardHead}>
              {numberLink(order)}
              <StatusTag status={order.status} />
            </div>
            <div className={cells.content}>{order.content}</div>
            {unreadTag(order)}
            <div className={styles.cardMeta}>
              <SpaceName companyName={order.companyName} /> · {problemTypes.label(order.problemType)} · {classifications.label(order.classification)}
            </div>
            <div className={cells.time}>{formatZonedTime(order.createdAt)}</div>
          </>
        )}
      />
    </Card>
  );
}
