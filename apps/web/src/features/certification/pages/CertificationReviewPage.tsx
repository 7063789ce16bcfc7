import { useState } from 'react';
import { Button, Card, Select, Table, type TableColumnsType } from 'antd';
import { KeywordSearch } from '@/components/KeywordSearch';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import {
  type CertificationListItem,
  type CertificationListQuery,
  CertificationStatus,
} from '@iotc/shared/certification';
import { listPagination } from '@/components/listPagination';
import { formatTime } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { CertificationStatusTag } from '@/features/account/components/StatusTags';
import { ReviewDrawer } from '../components/ReviewDrawer';
import { useCertificationList } from '../hooks';
import styles from './CertificationReviewPage.module.css';

const ALL = 'all';
type StatusFilter = CertificationStatus | typeof ALL;

/** /system/certification/index: enterprise certifications of every space, for operators to review. */
export default function CertificationReviewPage() {
  const { t } = useTranslation();
  const canReview = usePermission(Perm.certificationReview);
  // Pending first: what needs doing.
  const [status, setStatus] = useState<StatusFilter>(CertificationStatus.Pending);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [openId, setOpenId] = useState<string | null>(null);

  const query: CertificationListQuery = { ...page, status: status === ALL ? undefined : status, keyword: keyword || undefined };
  const { data, isFetching } = useCertificationList(query);

  const columns: TableColumnsType<CertificationListItem> = [
    { title: t('certification.companyName'), dataIndex: 'companyName', ellipsis: true },
    { title: t('certification.applicant'), dataIndex: 'applicant', ellipsis: true, width: 140 },
    { title: t('certification.account'), dataIndex: 'account', ellipsis: true },
    { title: t('certification.status'), dataIndex: 'status', width: 110, render: (_, row) => <CertificationStatusTag status={row.status} /> },
    { title: t('certification.submittedAt'), dataIndex: 'submittedAt', width: 180, render: (v: number) => formatTime(v) },
    { title: t('certification.reviewedAt'), dataIndex: 'reviewedAt', width: 180, render: (v: number | null) => (v ? formatTime(v) : '—') },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)} data-testid="certification-open">
          {row.status === CertificationStatus.Pending && canReview ? t('certification.review') : t('certification.view')}
        </Button>
      ),
    },
  ];

  const statusOptions = [
    { value: ALL, label: t('certification.filterAll') },
    { value: CertificationStatus.Pending, label: t('account.certificationStatus.pending') },
    { value: CertificationStatus.Approved, label: t('account.certificationStatus.approved') },
    { value: CertificationStatus.Rejected, label: t('account.certificationStatus.rejected') },
  ];

  return (
    <Card className={styles.card} title={t('certification.title')}>
      <div className={styles.toolbar}>
        <Select<StatusFilter>
          className={styles.status}
          value={status}
          options={statusOptions}
          onChange={(value) => {
            setStatus(value);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          data-testid="certification-status-filter"
        />
        <KeywordSearch
          className={styles.search}
          placeholder={t('certification.searchPlaceholder')}
          onSearch={(keyword) => {
            setKeyword(keyword);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          testId="certification-search"
        />
      </div>
      <Table<CertificationListItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('certification.empty') }}
        pagination={listPagination(page, data?.total, (total) => t('certification.total', { total }), setPage)}
        data-testid="certification-table"
      />
      <ReviewDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
