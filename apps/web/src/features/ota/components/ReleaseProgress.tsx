import { Progress } from 'antd';
import type { OtaTaskCounts } from '@iotc/shared/ota';

/** Devices done with the release: upgraded, or already on its version. */
export const doneCount = (counts: OtaTaskCounts) => counts.succeeded + counts.skipped;

/** "done / total" with a small bar; failures tint the bar's rest. */
export function ReleaseProgress({ counts, total }: { counts: OtaTaskCounts; total: number }) {
  const done = doneCount(counts);
  const failed = counts.failed + counts.timedOut;
  return (
    <div data-testid="ota-release-progress">
      <span>
        {done} / {total}
      </span>
      <Progress
        size="small"
        showInfo={false}
        percent={total > 0 ? ((done + failed) / total) * 100 : 0}
        success={{ percent: total > 0 ? (done / total) * 100 : 0 }}
        strokeColor={failed > 0 ? 'var(--ant-color-error, #ff4d4f)' : undefined}
      />
    </div>
  );
}
