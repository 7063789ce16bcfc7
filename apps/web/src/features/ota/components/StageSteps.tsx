import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtaRelease } from '@iotc/shared/ota';
import { t } from '@/lib/i18n';
import { formatTime } from '@/lib/format';
import { stageStepStatus } from './StatusTags';

/** What the stages are named by: the stages and how their gray sizes count (a share or a number of devices). */
export type ReleasePlan = Pick<OtaRelease, 'stages' | 'grayType'>;

/** "Stage 2 Gray 10%": the stage's place and what it is. */
export function stageLabel(plan: ReleasePlan, index: number): string {
  const stage = plan.stages.find((s) => s.index === index);
  if (!stage) return t('ota.stageName', { n: index + 1, kind: '' }).trim();
  const kind =
    stage.kind === 'gray' && stage.value !== null
      ? plan.grayType === 'number'
        ? t('ota.stageKind.grayNumber', { count: stage.value })
        : t('ota.stageKind.grayPercent', { value: stage.value })
      : t(`ota.stageKind.${stage.kind}`);
  return t('ota.stageName', { n: stage.index + 1, kind });
}

/** The release's stages in order: each one's status, devices, results and soak time. */
export function StageSteps({ plan, current }: { plan: ReleasePlan; current: number }) {
  const { t: translate } = useTranslation();
  return (
    <Steps
      direction="vertical"
      size="small"
      current={current}
      data-testid="ota-stages-timeline"
      items={plan.stages.map((stage) => ({
        title: stageLabel(plan, stage.index),
        status: stageStepStatus[stage.status],
        subTitle: translate(`ota.stageStatus.${stage.status}`),
        description: [
          translate('ota.stage.counts', {
            total: stage.total,
            succeeded: stage.counts.succeeded + stage.counts.skipped,
            failed: stage.counts.failed + stage.counts.timedOut,
          }),
          stage.soakUntil !== null && translate('ota.stage.soakUntil', { at: formatTime(stage.soakUntil) }),
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
}
