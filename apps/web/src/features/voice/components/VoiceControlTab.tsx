import { useState } from 'react';
import { Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VOICE_PLATFORMS, type VoicePlatform, type VoiceSchemeSummary } from '@iotc/shared/voice';
import { LoadFailed } from '@/components/LoadFailed';
import { confirm } from '@/lib/feedback';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { useVoiceSchemes } from '../hooks';
import { platformLabel, STATUS_COLORS, statusLabel } from '../labels';
import { VoiceSchemeView } from './VoiceSchemeView';
import styles from './voice.module.css';

/** One assistant: its name, where its scheme stands and how many functions it maps. */
function PlatformCard({ summary, active, onChoose }: { summary: VoiceSchemeSummary; active: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${styles.platform} ${active ? styles.platformActive : ''}`}
      aria-pressed={active}
      onClick={onChoose}
      data-testid={`voice-platform-${summary.platform}`}
      data-status={summary.status}
    >
      <span className={styles.platformName}>{platformLabel(summary.platform)}</span>
      <span className={styles.platformFacts}>
        <Tag color={STATUS_COLORS[summary.status]} className={styles.statusTag} data-testid={`voice-platform-status-${summary.platform}`}>
          {statusLabel(summary)}
        </Tag>
        {summary.status !== 'none' && <Typography.Text type="secondary">{t('voice.functionCount', { count: summary.functionCount })}</Typography.Text>}
      </span>
    </button>
  );
}

/**
 * Voice control (a product settings tab; spec 001 §2-§5): one scheme per assistant. The assistants with where each
 * scheme stands, and the chosen one's four views: config scheme, alias, release record and verify guide.
 */
export function VoiceControlTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const schemes = useVoiceSchemes(product.id);
  const [platform, setPlatform] = useState<VoicePlatform>(VOICE_PLATFORMS[0]);
  // Whether the scheme shown has changes that are not saved: another assistant's scheme would replace them.
  const [dirty, setDirty] = useState(false);

  const choose = (next: VoicePlatform) => {
    if (next === platform) return;
    if (!dirty) return setPlatform(next);
    confirm({
      title: t('voice.discard.title', { platform: platformLabel(platform) }),
      content: t('voice.discard.text', { platform: platformLabel(next) }),
      okText: t('voice.discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('voice.discard.stay'),
      onOk: () => setPlatform(next),
    });
  };

  if (schemes.isError && !schemes.data) return <LoadFailed title={t('voice.loadFailed')} retrying={schemes.isFetching} onRetry={() => void schemes.refetch()} />;
  if (!schemes.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const summaries = VOICE_PLATFORMS.map(
    (p): VoiceSchemeSummary => schemes.data.find((s) => s.platform === p) ?? { platform: p, status: 'none', version: 0, functionCount: 0, publishedAt: null, updatedAt: null },
  );

  return (
    <div data-testid="voice-tab">
      <Typography.Paragraph type="secondary">{t('voice.intro')}</Typography.Paragraph>
      <div className={styles.platforms} role="group" aria-label={t('voice.platforms')}>
        {summaries.map((summary) => (
          <PlatformCard key={summary.platform} summary={summary} active={summary.platform === platform} onChoose={() => choose(summary.platform)} />
        ))}
      </div>
      {/* Another assistant is another scheme: its own draft, views and tester. */}
      <VoiceSchemeView key={platform} product={product} platform={platform} readOnly={readOnly} onDirtyChange={setDirty} />
    </div>
  );
}
