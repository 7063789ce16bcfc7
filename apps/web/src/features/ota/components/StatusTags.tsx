import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtaReleaseStatus, OtaStageStatus, OtaTaskStatus } from '@iotc/shared/ota';

const releaseColors: Record<OtaReleaseStatus, string> = { published: 'processing', paused: 'warning', halted: 'error', stopped: 'default', completed: 'success' };
const taskColors: Record<OtaTaskStatus, string> = {
  queued: 'default',
  notified: 'cyan',
  downloading: 'processing',
  installing: 'blue',
  succeeded: 'success',
  failed: 'error',
  timedOut: 'volcano',
  skipped: 'purple',
  cancelled: 'default',
};
/** Steps' own statuses for a stage: done passes, running and soaking are under way. */
export const stageStepStatus: Record<OtaStageStatus, 'wait' | 'process' | 'finish'> = { pending: 'wait', running: 'process', soaking: 'process', done: 'finish' };

export function ReleaseStatusTag({ status }: { status: OtaReleaseStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={releaseColors[status]} data-testid="ota-release-status">
      {t(`ota.releaseStatus.${status}`)}
    </Tag>
  );
}

export function TaskStatusTag({ status }: { status: OtaTaskStatus }) {
  const { t } = useTranslation();
  return <Tag color={taskColors[status]}>{t(`ota.taskStatus.${status}`)}</Tag>;
}
