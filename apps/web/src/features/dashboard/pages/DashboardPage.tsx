import { Col, Row, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import { AccountTypeTag } from '../components/AccountTypeTag';
import { GettingStarted } from '../components/GettingStarted';
import { LatestNotices } from '../components/LatestNotices';
import { NoticeBanner } from '../components/NoticeBanner';
import { QuotaCard } from '../components/QuotaCard';
import { DEVELOPER_SHORTCUTS, OPERATOR_SHORTCUTS, Shortcuts } from '../components/Shortcuts';
import styles from './DashboardPage.module.css';

/**
 * /dashboard/index, shown without content margin: greeting and the latest-notice banner, then
 * shortcuts into product development, the device-credential quota, the latest notices and where to read up.
 * An operator's home leads into the operations area instead and has no developer quota.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((s) => s.userInfo);
  // Read once per visit: the greeting follows the hour the page was opened.
  const greeting = t(greetingKey(new Date().getHours()));
  const spaceName = userInfo?.companyName.trim() || t('dashboard.mySpace');
  const operator = userInfo?.isOperator === true;

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <Typography.Title level={3} className={styles.greeting} data-testid="dashboard-greeting">
          {t('dashboard.greeting', { greeting, name: userInfo?.userName ?? '' })}
        </Typography.Title>
        <div className={styles.meta}>
          {userInfo && <AccountTypeTag accountType={userInfo.accountType} />}
          <span className={styles.space} data-testid="dashboard-space">
            <ApartmentOutlined /> {t('dashboard.currentSpace', { name: spaceName })}
          </span>
        </div>
        <NoticeBanner />
      </section>
      <div className={styles.body}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16} className={styles.column}>
            <Shortcuts set={operator ? OPERATOR_SHORTCUTS : DEVELOPER_SHORTCUTS} />
            <LatestNotices />
          </Col>
          <Col xs={24} xl={8} className={styles.column}>
            {!operator && <QuotaCard />}
            <GettingStarted />
          </Col>
        </Row>
      </div>
    </div>
  );
}
