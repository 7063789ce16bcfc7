import { Card, Descriptions, Skeleton, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtaRelease, OtaTaskCounts } from '@iotc/shared/ota';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { formatZonedTime } from '@/lib/format';
import { ProgressChart } from '../components/ProgressChart';
import { ReleaseActions } from '../components/ReleaseActions';
import { ReleaseRecords } from '../components/ReleaseRecords';
import { StageSteps } from '../components/StageSteps';
import { ReleaseStatusTag } from '../components/StatusTags';
import { TaskTable } from '../components/TaskTable';
import styles from '../components/ota.module.css';
import { useRecords, useRelease, useTimeline } from '../hooks';
import { OTA_RELEASE_LIST_PATH } from '../paths';

/** The cards of the counts: the states, with those under way summed. */
const COUNT_CARDS: { key: string; of: (c: OtaTaskCounts) => number }[] = [
  { key: 'queued', of: (c) => c.queued },
  { key: 'inProgress', of: (c) => c.notified + c.downloading + c.installing },
  { key: 'succeeded', of: (c) => c.succeeded },
  { key: 'skipped', of: (c) => c.skipped },
  { key: 'failed', of: (c) => c.failed },
  { key: 'timedOut', of: (c) => c.timedOut },
  { key: 'cancelled', of: (c) => c.cancelled },
];

function ReleaseView({ release }: { release: OtaRelease }) {
  const { t } = useTranslation();
  const timeline = useTimeline(release.id);
  const records = useRecords(release.id);

  return (
    <>
      <Space wrap align="center" className={styles.header}>
        <Typography.Title level={4}>
          {release.firmwareName} {release.version}
        </Typography.Title>
        <ReleaseStatusTag status={release.status} />
        <ReleaseActions release={release} />
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        data-testid="ota-release-fields"
        items={[
          { key: 'product', label: t('ota.column.product'), children: release.productName },
          { key: 'firmware', label: t('ota.column.firmware'), children: `${release.firmwareName} (${release.firmwareKey})` },
          { key: 'version', label: t('ota.column.version'), children: release.version },
          { key: 'mode', label: t('ota.column.mode'), children: t(`ota.releaseMode.${release.releaseMode}`) },
          { key: 'createdBy', label: t('ota.column.createdBy'), children: release.createdBy },
          { key: 'createdAt', label: t('ota.column.createdAt'), children: formatZonedTime(release.createdAt) },
        ]}
      />

      <div className={`${styles.stats} ${styles.section}`}>
        <Card size="small">
          <Statistic title={t('ota.count.total')} value={release.total} data-testid="ota-count-total" />
        </Card>
        {COUNT_CARDS.map((card) => (
          <Card size="small" key={card.key}>
            <Statistic title={t(`ota.count.${card.key}`)} value={card.of(release.counts)} data-testid={`ota-count-${card.key}`} />
          </Card>
        ))}
      </div>

      <Typography.Title level={5} className={styles.section}>
        {t('ota.detail.stages')}
      </Typography.Title>
      <StageSteps plan={release} current={release.currentStage} />

      <Typography.Title level={5} className={styles.section}>
        {t('ota.chart.title')}
      </Typography.Title>
      {timeline.isPending ? <Skeleton active title={false} /> : <ProgressChart timeline={timeline.data} />}

      <Typography.Title level={5} className={styles.section}>
        {t('ota.detail.tasks')}
      </Typography.Title>
      <TaskTable releaseId={release.id} plan={release} />

      <Typography.Title level={5} className={styles.section}>
        {t('ota.detail.records')}
      </Typography.Title>
      {records.data ? <ReleaseRecords records={records.data} plan={release} /> : <Skeleton active title={false} />}
    </>
  );
}

/**
 * /firmware/ota/detail/index?id=: one release — its status and actions, counts per task state, the stages,
 * the progress chart, the device tasks and the records. Progress messages of the real-time channel refetch
 * it all (throttled), so a running release fills in live.
 */
export default function OtaReleaseDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useRelease);
  return (
    <QueryDetailCard<OtaRelease>
      id={id}
      query={query}
      back={{ to: OTA_RELEASE_LIST_PATH, text: t('ota.detail.back'), testId: 'ota-back-list' }}
      texts="ota.detail"
      className={styles.card}
      data-testid="ota-release-detail"
    >
      {(release) => <ReleaseView release={release} />}
    </QueryDetailCard>
  );
}
