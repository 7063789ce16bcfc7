import { Col, Row, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import { AccountTypeTag } from '../components/AccountTypeTag';
import { EmptyPanel } from '../components/EmptyPanel';
import { GettingStarted } from '../components/GettingStarted';
import styles from './DashboardPage.module.css';

/** /dashboard/index, shown without content margin: greeting, getting started, notices and quota. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((s) => s.userInfo);
  // Read once per visit: the greeting follows the hour the page was opened.
  const greeting = t(greetingKey(new Date().getHours()));
  const spaceName = userInfo?.companyName.trim() || t('dashboard.mySpace');

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
      </section>
      <div className={styles.body}>
        <Row gutter={[16, 16]} align="stretch">
          <Col xs={24} xl={16}>
            <GettingStarted />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <EmptyPanel title={t('dashboard.quota.title')} description={t('dashboard.quota.empty')} />
          </Col>
          <Col xs={24} md={12} xl={24}>
            <EmptyPanel title={t('dashboard.notices.title')} description={t('dashboard.notices.empty')} />
          </Col>
        </Row>
      </div>
    </div>
  );
}
