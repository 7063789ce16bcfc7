import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtaRecord } from '@iotc/shared/ota';
import { formatZonedTime } from '@/lib/format';
import { stageLabel, type ReleasePlan } from './StageSteps';

const colors: Partial<Record<OtaRecord['action'], string>> = { halt: 'red', stop: 'gray', pause: 'orange', complete: 'green' };

/** Every state change of the release, oldest first: what happened, the status after it, who (or the system) and when. */
export function ReleaseRecords({ records, plan }: { records: OtaRecord[]; plan: ReleasePlan }) {
  const { t } = useTranslation();
  return (
    <Timeline
      data-testid="ota-records"
      items={records.map((record) => ({
        key: record.id,
        color: colors[record.action] ?? 'blue',
        children: (
          <div data-testid="ota-record">
            <strong>{t(`ota.record.${record.action}`, { stage: record.stageIndex === null ? '' : stageLabel(plan, record.stageIndex) })}</strong>
            {' · '}
            {t(`ota.releaseStatus.${record.status}`)}
            {record.action === 'halt' && <div>{t('ota.record.haltDetail', record.detail)}</div>}
            <div>
              {record.by ?? t('ota.record.system')} · {formatZonedTime(record.at)}
            </div>
          </div>
        ),
      }))}
    />
  );
}
