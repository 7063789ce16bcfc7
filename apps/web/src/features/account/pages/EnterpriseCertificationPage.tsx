import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_REVIEW_DAYS_MAX, CERTIFICATION_REVIEW_DAYS_MIN } from '@iotc/shared';
import { type CertificationState, CertificationStatus } from '@iotc/shared/certification';
import { formatZonedTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session';
import { AccountGate } from '../components/AccountGate';
import { AuditRecords } from '../components/AuditRecords';
import { CertificationForm } from '../components/CertificationForm';
import { useCertification } from '../hooks';
import styles from './AccountPage.module.css';

const days = { min: CERTIFICATION_REVIEW_DAYS_MIN, max: CERTIFICATION_REVIEW_DAYS_MAX };

/** Where the certification stands, in one line above the form. */
function StatusBanner({ state }: { state: CertificationState }) {
  const { t } = useTranslation();
  const latest = state.latest;
  switch (state.status) {
    case CertificationStatus.None:
      return <Alert type="info" showIcon className={styles.hint} message={t('account.certification.intro', days)} />;
    case CertificationStatus.Pending:
      return (
        <Alert
          type="info"
          showIcon
          className={styles.hint}
          data-testid="certification-pending"
          message={t('account.certification.pending', { ...days, time: formatZonedTime(latest?.submittedAt) })}
        />
      );
    case CertificationStatus.Approved:
      return (
        <Alert
          type="success"
          showIcon
          className={styles.hint}
          data-testid="certification-approved"
          message={t('account.certification.approved', { time: formatZonedTime(latest?.reviewedAt) })}
        />
      );
    case CertificationStatus.Rejected:
      return (
        <Alert
          type="error"
          showIcon
          className={styles.hint}
          data-testid="certification-rejected"
          message={t('account.certification.rejected')}
          description={latest?.reason}
        />
      );
  }
}

function EnterpriseCertification() {
  const { t } = useTranslation();
  const { data: state, isPending } = useCertification();
  const companyName = useSessionStore((s) => s.userInfo?.companyName ?? '');
  if (isPending || !state) return <Card className={styles.card}><Skeleton active /></Card>;
  const readOnly = state.status === CertificationStatus.Pending || state.status === CertificationStatus.Approved;
  return (
    <>
      <Card className={styles.card} title={t('account.certification.title')}>
        <StatusBanner state={state} />
        {/* Keyed by the submission: after a new one the form starts from it. */}
        <CertificationForm key={state.latest?.id ?? 'new'} latest={state.latest} readOnly={readOnly} companyName={companyName} />
      </Card>
      <Card className={styles.card} title={t('account.certification.records')}>
        <AuditRecords records={state.records} />
      </Card>
    </>
  );
}

/** /account/enterpriseCertification/index: submit the certification and follow its review (enterprise owners). */
export default function EnterpriseCertificationPage() {
  return (
    <AccountGate enterprise>
      <EnterpriseCertification />
    </AccountGate>
  );
}
