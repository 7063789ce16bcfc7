import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PairingStep } from '@iotc/shared/networkGuide';
import { LoadFailed } from '@/components/LoadFailed';
import { currentLanguage } from '@/lib/i18n';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { networkTypeLabel } from '@/features/products/labels';
import { formatZonedTime } from '@/lib/format';
import { useNetworkGuide } from '../hooks';
import { GuideEditor } from './GuideEditor';
import { GuideMedia } from './GuideMedia';
import styles from './NetworkGuide.module.css';

/** One step as the App shows it to a user of the console's language: its number, its image or video, its text (the editor has both). */
function StepCard({ step, n }: { step: PairingStep; n: number }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('networkGuide.step', { n })} data-testid={`guide-view-step-${n}`} style={{ height: '100%' }}>
      <GuideMedia type={step.mediaType} url={step.mediaUrl} alt={t('networkGuide.step', { n })} />
      <div className={styles.stepText} style={{ marginTop: 12 }}>
        {currentLanguage === 'en-US' ? step.textEn : step.textZh}
      </div>
    </Card>
  );
}

/**
 * Network info: the pairing guide the App shows while a user pairs a device. Until the developer saves
 * one, the App shows the default guide of the product's network type, which is shown here as such.
 */
export function NetworkGuideTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const guide = useNetworkGuide(product.id);
  const [editing, setEditing] = useState(false);

  if (guide.isError && !guide.data) {
    return <LoadFailed title={t('networkGuide.loadFailed')} retrying={guide.isFetching} onRetry={() => void guide.refetch()} />;
  }
  if (!guide.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const { steps, isDefault, updatedAt } = guide.data;
  const networkType = networkTypeLabel(product.networkType);

  if (editing && !readOnly) {
    // A saved guide is edited as it is; the default one is offered by its own button, so the editor starts empty.
    return <GuideEditor product={product} initialSteps={isDefault ? [] : steps} onDone={() => setEditing(false)} />;
  }

  return (
    <div data-testid="guide-view">
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          {isDefault || updatedAt === null ? t('networkGuide.intro') : t('networkGuide.savedAt', { time: formatZonedTime(updatedAt) })}
        </Typography.Text>
        {!readOnly && (
          <Button type="primary" icon={<EditOutlined />} data-testid="guide-edit" onClick={() => setEditing(true)}>
            {isDefault ? t('networkGuide.create') : t('networkGuide.edit')}
          </Button>
        )}
      </Flex>
      {isDefault && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('networkGuide.defaultNotice', { networkType })} data-testid="guide-default-notice" />
      )}
      {steps.length === 0 ? (
        <Empty description={t('networkGuide.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {steps.map((step, index) => (
            <Col key={index} xs={24} sm={12} xl={6}>
              <StepCard step={step} n={index + 1} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
