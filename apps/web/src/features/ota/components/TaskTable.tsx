import { useState } from 'react';
import { Button, Progress, Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OTA_TASK_STATUSES, type OtaTask, type OtaTaskStatus } from '@iotc/shared/ota';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { DataList, type DataListColumn } from '@/components/DataList';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { zoneTitle } from '@/lib/format';
import { exportTasks } from '../api';
import { useTasks } from '../hooks';
import { stageLabel, type ReleasePlan } from './StageSteps';
import { TaskStatusTag } from './StatusTags';
import styles from './ota.module.css';

/** The release's device tasks, by status, stage and a part of the did, with their CSV export. */
export function TaskTable({ releaseId, plan }: { releaseId: string; plan: ReleasePlan }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OtaTaskStatus | undefined>();
  const [stageIndex, setStageIndex] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [exporting, setExporting] = useState(false);
  const paging = usePaging();
  const filters = { releaseId, status, stageIndex, keyword: keyword || undefined };
  const query = useTasks({ ...filters, pageNo: paging.pageNo, pageSize: paging.pageSize });

  const download = () => {
    setExporting(true);
    void exportTasks(filters).finally(() => setExporting(false));
  };

  const columns: DataListColumn<OtaTask>[] = [
    { key: 'did', title: t('ota.column.did'), width: 170, render: (_: unknown, task) => <span className={styles.mono}>{task.did}</span> },
    { key: 'deviceName', title: t('ota.column.deviceName'), dataIndex: 'deviceName', width: 140 },
    { key: 'stage', title: t('ota.column.stage'), width: 120, render: (_: unknown, task) => stageLabel(plan, task.stageIndex) },
    { key: 'status', title: t('ota.column.status'), width: 110, render: (_: unknown, task) => <TaskStatusTag status={task.status} /> },
    { key: 'progress', title: t('ota.column.progress'), width: 140, render: (_: unknown, task) => <Progress size="small" percent={task.progress} status={task.status === 'failed' || task.status === 'timedOut' ? 'exception' : undefined} /> },
    { key: 'fromVersion', title: t('ota.column.fromVersion'), dataIndex: 'fromVersion', width: 110, secondary: true },
    { key: 'attempts', title: t('ota.column.attempts'), dataIndex: 'attempts', width: 90, secondary: true },
    { key: 'reason', title: t('ota.column.reason'), dataIndex: 'reason', width: 180 },
    { key: 'updatedAt', title: zoneTitle(t('ota.column.updatedAt')), width: 120, render: (_: unknown, task) => <TimeCell time={task.updatedAt} /> },
  ];

  return (
    <div data-testid="ota-task-table">
      <DataList<OtaTask>
        name="otaTasks"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="ota.tasks"
        filtered={Boolean(status || stageIndex !== undefined || keyword)}
        testId="ota-task"
        rowId={(task) => task.did}
        filters={
          <>
            <Select<OtaTaskStatus>
              allowClear
              className={styles.filter}
              value={status}
              placeholder={t('ota.tasks.allStatuses')}
              options={OTA_TASK_STATUSES.map((s) => ({ value: s, label: t(`ota.taskStatus.${s}`) }))}
              data-testid="ota-task-filter-status"
              onChange={paging.firstPage(setStatus)}
            />
            <Select<number>
              allowClear
              className={styles.filter}
              value={stageIndex}
              placeholder={t('ota.tasks.allStages')}
              options={plan.stages.map((s) => ({ value: s.index, label: stageLabel(plan, s.index) }))}
              data-testid="ota-task-filter-stage"
              onChange={paging.firstPage(setStageIndex)}
            />
            <KeywordSearch className={styles.filter} placeholder={t('ota.tasks.search')} onSearch={paging.firstPage(setKeyword)} testId="ota-task-search" />
          </>
        }
        actions={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={download} data-testid="ota-task-export">
            {t('ota.tasks.export')}
          </Button>
        }
      />
    </div>
  );
}
