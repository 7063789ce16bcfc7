import { Button, Card, Col, Row, Typography } from 'antd';
import { FileTextOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@/lib/redirect';
import { DocsFrame } from '../components/DocsFrame';
import { DocumentContent } from '../components/DocumentContent';
import { voiceGuideTypes } from '@iotc/shared/docs';
import { documentPath, LEGAL_TYPES, useDocumentNames, useVoiceGuideNames } from '../hooks';
import styles from './DocumentHomePage.module.css';

/** /document: the developer documentation, the agreements, and the way in. */
export default function DocumentHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useDocumentNames();
  const guideNames = useVoiceGuideNames();
  const card = (to: string, name: string) => (
    <Link to={to} className={styles.docLink}>
      <Card hoverable size="small" className={styles.docCard}>
        <FileTextOutlined className={styles.docIcon} />
        <span className={styles.docName}>{name}</span>
        <RightOutlined className={styles.docArrow} />
      </Card>
    </Link>
  );

  return (
    <DocsFrame current="documentHome">
      <DocumentContent type="documentHome" />
      <section className={styles.section}>
        <Typography.Title level={4}>{t('docs.home.agreements')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('docs.home.agreementsHint')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {LEGAL_TYPES.map((type) => (
            <Col key={type} xs={24} sm={12} lg={6}>
              {card(documentPath(type), names[type])}
            </Col>
          ))}
        </Row>
      </section>
      <section className={styles.section}>
        <Typography.Title level={4}>{t('docs.home.voiceGuides')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('docs.home.voiceGuidesHint')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {voiceGuideTypes.map((type) => (
            <Col key={type} xs={24} sm={12} lg={6}>
              {card(documentPath(type), guideNames[type])}
            </Col>
          ))}
        </Row>
      </section>
      <section className={`${styles.section} ${styles.start}`}>
        <Typography.Text strong>{t('docs.home.startHint')}</Typography.Text>
        <div className={styles.startActions}>
          <Button onClick={() => navigate(LOGIN_PATH)}>{t('docs.home.login')}</Button>
          <Button type="primary" onClick={() => navigate('/document/register')}>
            {t('docs.home.register')}
          </Button>
        </div>
      </section>
    </DocsFrame>
  );
}
