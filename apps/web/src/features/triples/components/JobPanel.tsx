import { useEffect } from 'react';
import { Button, Progress, Typography } from 'antd';
import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@iotc/shared';
import type { JobInfo } from '@iotc/shared/jobs';
import { ApiError } from '@/lib/request';
import { downloadReport } from '../api';
import { isFinished, useCredentialsChanged, useJob, type TrackedJob } from '../hooks';
import { tripleDetailPath } from '../paths';
import styles from './triples.module.css';

/** The panel's title: what the job is doing, or how it ended. */
function titleOf(status: JobInfo['status'] | undefined): 'title' | 'doneTitle' | 'failedTitle' {
  if (status === 'done') return 'doneTitle';
  if (status === 'failed') return 'failedTitle';
  return 'title';
}

function percentOf(job: JobInfo): number {
  if (job.status === 'done') return 100;
  return job.total > 0 ? Math.min(99, Math.floor((job.done * 100) / job.total)) : 0;
}

interface JobRowProps {
  tracked: TrackedJob;
  onUpdate(change: Partial<TrackedJob>): void;
  onDismiss(): void;
}

/**
 * One job's progress bar, titled by its state; once it ended the generations are read again, a finished
 * export's file is saved once, and the job is marked finished so that a reload does not show it again.
 */
function JobRow({ tracked, onUpdate, onDismiss }: JobRowProps) {
  const { t } = useTranslation();
  const query = useJob(tracked.id);
  const changed = useCredentialsChanged();
  const job = query.data;
  const status = job?.status;
  const exporting = tracked.kind === 'tripleExport';

  const gone = query.error instanceof ApiError && query.error.code === ErrorCode.NotFound;

  useEffect(() => {
    if (gone) onUpdate({ finished: true });
    if (status !== 'done' && status !== 'failed') return;
    // The generations read again: their status (a failed one with its reason), activations and the quota.
    void changed();
    if (status === 'done' && exporting && !tracked.downloaded) {
      onUpdate({ downloaded: true, finished: true });
      void downloadReport(tracked.id);
    } else onUpdate({ finished: true });
    // Runs when the job's status changes, not when the callbacks are re-created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, gone]);

  const generationId = exporting ? tracked.generationId : job?.result?.generationId;
  let detail;
  if (gone) detail = <Typography.Text type="secondary">{t('triples.job.gone')}</Typography.Text>;
  else if (query.isError) detail = <Typography.Text type="secondary">{t('triples.job.unknown')}</Typography.Text>;
  else if (!job) detail = <Progress percent={0} size="small" status="active" />;
  else
    detail = (
      <>
        <Progress
          percent={percentOf(job)}
          size="small"
          status={job.status === 'failed' ? 'exception' : job.status === 'done' ? 'success' : 'active'}
          data-testid="job-progress"
        />
        <Typography.Text type={job.status === 'failed' ? 'danger' : 'secondary'} className={styles.jobText} data-testid="job-text">
          {job.status === 'failed'
            ? t('triples.job.failed', { error: job.error ?? '' })
            : t(`triples.job.${tracked.kind}.${job.status}`, { count: job.total, done: job.done.toLocaleString(), total: job.total.toLocaleString() })}
        </Typography.Text>
      </>
    );

  return (
    <div className={styles.job} data-testid="job-row" data-id={tracked.id}>
      <div className={styles.jobHead}>
        <Typography.Text strong className={styles.jobTitle}>
          {t(`triples.job.${tracked.kind}.${titleOf(job?.status)}`, { label: tracked.label })}
        </Typography.Text>
        <span className={styles.jobActions}>
          {job?.status === 'done' && generationId && !exporting && (
            <Link to={tripleDetailPath(String(generationId))} data-testid="job-view">
              {t('triples.job.view')}
            </Link>
          )}
          {job?.status === 'done' && exporting && (
            <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadReport(tracked.id)} data-testid="job-download">
              {t('triples.job.download')}
            </Button>
          )}
          {(!job || isFinished(job) || query.isError) && (
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('triples.job.dismiss')} onClick={onDismiss} data-testid="job-dismiss" />
          )}
        </span>
      </div>
      {detail}
    </div>
  );
}

interface JobPanelProps {
  jobs: TrackedJob[];
  onUpdate(id: string, change: Partial<TrackedJob>): void;
  onDismiss(id: string): void;
}

/** The generation and export jobs this tab started, with their progress fed by the real-time channel. */
export function JobPanel({ jobs, onUpdate, onDismiss }: JobPanelProps) {
  if (jobs.length === 0) return null;
  return (
    <div className={styles.jobs} data-testid="job-panel">
      {jobs.map((tracked) => (
        <JobRow key={tracked.id} tracked={tracked} onUpdate={(change) => onUpdate(tracked.id, change)} onDismiss={() => onDismiss(tracked.id)} />
      ))}
    </div>
  );
}
