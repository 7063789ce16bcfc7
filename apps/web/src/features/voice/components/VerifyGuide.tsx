import { Col, Row, Skeleton, Steps, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import type { VoicePlatform } from '@iotc/shared/voice';
import type { VoiceDraft } from '../draft';
import { useVoiceDoc } from '../hooks';
import { platformLabel } from '../labels';
import { UtteranceTester } from './UtteranceTester';
import styles from './voice.module.css';

const STEPS = ['publish', 'platform', 'link', 'speak'] as const;

/** The platform's integration document in the help centre, in a new tab. */
function PlatformDoc({ platform }: { platform: VoicePlatform }) {
  const { t } = useTranslation();
  const doc = useVoiceDoc(platform);
  if (doc.isPending) return <Skeleton.Input active size="small" />;
  if (!doc.data) return <Typography.Text type="secondary">{t('voice.verify.docMissing')}</Typography.Text>;
  return (
    <Typography.Link href={doc.data.url} target="_blank" rel="noreferrer" data-testid="voice-doc">
      <LinkOutlined /> {doc.data.title}
    </Typography.Link>
  );
}

/**
 * The verify guide view: the steps to verify the scheme with the assistant, the platform's document, and the
 * utterance tester (with the mappings' demo phrases), which tries the scheme as edited on screen.
 */
export function VerifyGuide({ product, platform, draft, functions }: { product: ProductDetail; platform: VoicePlatform; draft: VoiceDraft; functions: ProductFunction[] }) {
  const { t } = useTranslation();
  const name = platformLabel(platform);
  return (
    <Row gutter={[24, 16]} data-testid="voice-verify">
      <Col xs={24} lg={9}>
        <Typography.Title level={5}>{t('voice.verify.title')}</Typography.Title>
        <Steps
          direction="vertical"
          size="small"
          current={-1}
          items={STEPS.map((step) => ({ title: t(`voice.verify.step.${step}`, { platform: name }), description: t(`voice.verify.step.${step}Hint`, { platform: name }) }))}
        />
        <Typography.Title level={5} className={styles.docTitle}>
          {t('voice.verify.doc')}
        </Typography.Title>
        <PlatformDoc platform={platform} />
      </Col>
      <Col xs={24} lg={15}>
        <UtteranceTester productId={product.id} mappings={draft.functions} functions={functions} />
      </Col>
    </Row>
  );
}
