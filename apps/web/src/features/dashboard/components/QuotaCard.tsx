import { Alert, Button, Card, Progress, Result, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountType, DEVICE_QUOTA_BY_ACCOUNT_TYPE } from '@iotc/shared';
import { useQuota } from '../hooks';
import { AccountTypeTag } from './AccountTypeTag';
import styles from './QuotaCard.module.css';

/**
 * Device credentials of the current space against its quota (set by the space owner's account type):
 * generated, activated, remaining and total, with the contact-the-provider message once it is used up.
 */
export function QuotaCard() {
  const { t } = useTranslation();
  const query = useQuota();
  const quota = query.data;

  let body;
  if (query.isError) {
    body = (
      <Result
        className={styles.error}
        status="warning"
        title={t('dashboard.quota.loadFailed')}
        extra={
          <Button loading={query.isFetching} onClick={() => void query.refetch()} data-testid="quota-retry">
            {t('dashboard.quota.retry')}
          </Button>
        }
      />
    );
  } else if (!quota) {
    body = (
      <div data-testid="quota-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else {
    const used = quota.quota > 0 ? Math.min(100, Math.round((quota.generated / quota.quota) * 100)) : 100;
    const exhausted = quota.remaining === 0;
    body = (
      <>
        <Progress
          percent={used}
          status={exhausted ? 'exception' : 'normal'}
          strokeColor={exhausted ? undefined : used >= 80 ? '#faad14' : '#3b7cff'}
          format={() => `${used}%`}
          aria-label={t('dashboard.quota.used')}
        />
        <div className={styles.figures}>
          <Statistic title={t('dashboard.quota.total')} value={quota.quota} data-testid="quota-total" />
          <Statistic title={t('dashboard.quota.generated')} value={quota.generated} data-testid="quota-generated" />
          <Statistic title={t('dashboard.quota.activated')} value={quota.activated} data-testid="quota-activated" />
          <Statistic
            title={t('dashboard.quota.remaining')}
            value={quota.remaining}
            valueStyle={exhausted ? { color: '#ff4d4f' } : undefined}
            data-testid="quota-remaining"
          />
        </div>
        {exhausted ? (
          <Alert
            type="warning"
            showIcon
            message={t('dashboard.quota.exhaustedTitle')}
            description={t('dashboard.quota.exhausted')}
            data-testid="quota-exhausted"
          />
        ) : (
          <Typography.Text type="secondary" className={styles.hint}>
            {t('dashboard.quota.hint', {
              personal: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal].toLocaleString(),
              enterprise: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Enterprise].toLocaleString(),
              certified: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.EnterpriseCertified].toLocaleString(),
            })}
          </Typography.Text>
        )}
      </>
    );
  }

  return (
    <Card
      className={styles.card}
      title={t('dashboard.quota.title')}
      extra={quota && <span data-testid="quota-account-type"><AccountTypeTag accountType={quota.accountType} /></span>}
      data-testid="quota-card"
    >
      {body}
    </Card>
  );
}
