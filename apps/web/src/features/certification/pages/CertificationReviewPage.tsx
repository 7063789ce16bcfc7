import { useState } from 'react';
import { Button, Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { type CertificationListItem, CertificationStatus } from '@iotc/shared/certification';
import { formatTime, zoneTitle } from '@/lib/format';
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
  const paging = usePaging();
  const [openId, setOpenId] = useState<string | null>(null);

  const query = useCertificationList({
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    status: status === ALL ? undefined : status,
    keyword: keyword || undefined,
  });

  const columns: DataListColumn<CertificationListItem>[] = [
    { title: t('certification.companyName'), key: 'companyName', dataIndex: 'companyName' },
    { title: t('certification.applicant'), key: 'applicant', dataIndex: 'applicant', width: 140 },
    { title: t('certification.account'), key: 'account', dataIndex: 'account' },
    { title: t('certification.status'), key: 'status', dataIndex: 'status', width: 110, render: (_, row) => <CertificationStatusTag status={row.status} /> },
    { title: zoneTitle(t('certification.submittedAt')), key: 'submittedAt', dataIndex: 'submittedAt', width: 180, render: (v: number) => formatTime(v) },
    { title: zoneTitle(t('certification.reviewedAt')), key: 'reviewedAt', dataIndex: 'reviewedAt', width: 180, render: (v: number | null) => (v ? formatTime(v) : '—') },
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
      <DataList<CertificationListItem>
        name="certifications"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="certification"
        table={{ scroll: { x: 960 }, 'data-testid': 'certification-table' }}
        filters={
          <>
            <Select<StatusFilter>
              className={styles.status}
              value={status}
              options={statusOptions}
              onChange={paging.firstPage(setStatus)}
              data-testid="certification-status-filter"
            />
            <KeywordSearch
              className={listStyles.search}
              placeholder={t('certification.searchPlaceholder')}
              onSearch={paging.firstPage(setKeyword)}
              testId="certification-search"
            />
          </>
        }
      />
      <ReviewDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
