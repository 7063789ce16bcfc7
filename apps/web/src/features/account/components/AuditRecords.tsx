import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificationRecord } from '@iotc/shared/certification';
import { formatTime, zoneTitle } from '@/lib/format';
import { CertificationStatusTag } from './StatusTags';

/** Every submission of the certification with its review, newest first. */
export function AuditRecords({ records }: { records: CertificationRecord[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CertificationRecord> = [
    { title: zoneTitle(t('account.certification.submittedAt')), dataIndex: 'submittedAt', width: 180, render: (v: number) => formatTime(v) },
    { title: t('account.certification.result'), dataIndex: 'status', width: 120, render: (_, r) => <CertificationStatusTag status={r.status} /> },
    { title: t('account.certification.reason'), dataIndex: 'reason', render: (v: string | null) => v || '—' },
    { title: zoneTitle(t('account.certification.reviewedAt')), dataIndex: 'reviewedAt', width: 180, render: (v: number | null) => (v ? formatTime(v) : '—') },
  ];
  return (
    <Table<CertificationRecord>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={records}
      scroll={{ x: 640 }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('account.certification.noRecords') }}
      data-testid="audit-records"
    />
  );
}
