import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuota } from '@/features/dashboard/hooks';
import styles from './triples.module.css';

/** The space's credential quota above the generations; once used up, the contact-the-provider message. */
export function QuotaSummary() {
  const { t } = useTranslation();
  const query = useQuota();
  const quota = query.data;
  if (query.isError) return null;
  if (!quota) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const figures = [
    ['quota', quota.quota],
    ['generated', quota.generated],
    ['activated', quota.activated],
    ['remaining', quota.remaining],
  ] as const;
  return (
    <>
      <div className={styles.quota} data-testid="triple-quota">
        {figures.map(([key, value]) => (
          <span key={key} className={styles.quotaFigure} data-testid={`triple-quota-${key}`}>
            <Typography.Text type="secondary">{t(`triples.quota.${key}`)}</Typography.Text>
            <Typography.Text strong type={key === 'remaining' && value === 0 ? 'danger' : undefined}>
              {value.toLocaleString()}
            </Typography.Text>
          </span>
        ))}
      </div>
      {quota.remaining === 0 && (
        <Alert className={styles.quotaAlert} type="warning" showIcon message={t('triples.quota.exhaustedTitle')} description={t('triples.quota.exhausted')} data-testid="triple-quota-exhausted" />
      )}
    </>
  );
}
