import { useMemo, useState, type HTMLAttributes } from 'react';
import { Alert, Button, Checkbox, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { LoadFailed } from '@/components/LoadFailed';
import { usePermission } from '@/lib/permission';
import { useProductFunctions, useSetTimerFunctions } from '../hooks';
import { TIMER_DATA_TYPES, isWritable } from '../model';
import { functionIdentityColumns } from './functionColumns';
import styles from './functions.module.css';

/** Why a function cannot be set by a timer, or null when it can. */
function timerBlock(fn: ProductFunction): 'reportOnly' | 'dataType' | null {
  if (!isWritable(fn.rwFlag)) return 'reportOnly';
  if (!TIMER_DATA_TYPES.includes(fn.dataType)) return 'dataType';
  return null;
}

/**
 * Timer config: which functions the App offers in its timers. Only functions the device accepts
 * (send-only or send-and-report) of type Boolean, enum or value qualify; the others are listed greyed
 * with the reason.
 */
export function TimerConfigTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit);
  const editable = !readOnly && canEdit;
  const model = useProductFunctions(product.id);
  const save = useSetTimerFunctions();
  /** The choice while it differs from the saved one; null when untouched. */
  const [picked, setPicked] = useState<string[] | null>(null);
  const functions = useMemo(() => model.data ?? [], [model.data]);
  const eligible = useMemo(() => functions.filter((fn) => timerBlock(fn) === null), [functions]);
  const blocked = useMemo(() => functions.filter((fn) => timerBlock(fn) !== null), [functions]);
  const saved = useMemo(() => eligible.filter((fn) => fn.timer).map((fn) => fn.id), [eligible]);
  const chosen = (picked ?? saved).filter((id) => eligible.some((fn) => fn.id === id));
  const dirty = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));

  const toggle = (id: string, on: boolean) => setPicked(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  const submit = () => save.mutate({ productId: product.id, ids: chosen }, { onSuccess: () => setPicked(null) });

  const baseColumns: TableColumnsType<ProductFunction> = [
    ...functionIdentityColumns(t),
  ];
  const eligibleColumns: TableColumnsType<ProductFunction> = [
    {
      title: t('functions.timer.offered'),
      key: 'timer',
      width: 120,
      render: (_, fn) => (
        <Checkbox
          checked={chosen.includes(fn.id)}
          disabled={!editable}
          aria-label={`${t('functions.timer.offered')} ${fn.identifier}`}
          data-testid={`timer-${fn.identifier}`}
          onChange={(e) => toggle(fn.id, e.target.checked)}
        />
      ),
    },
    ...baseColumns,
  ];
  const blockedColumns: TableColumnsType<ProductFunction> = [
    ...baseColumns,
    {
      title: t('functions.timer.reason'),
      key: 'reason',
      render: (_, fn) => (timerBlock(fn) === 'reportOnly' ? t('functions.timer.reportOnly') : t('functions.timer.dataTypeNotTimed')),
    },
  ];
  const rowTestId = (prefix: string) => (fn: ProductFunction) => ({ 'data-testid': `${prefix}-${fn.identifier}` }) as HTMLAttributes<HTMLElement>;

  if (model.isError && !model.data) {
    return <LoadFailed title={t('functions.loadFailed')} onRetry={() => void model.refetch()} retrying={model.isFetching} />;
  }

  return (
    <div data-testid="timer-config">
      <Typography.Paragraph type="secondary">{t('functions.timer.intro')}</Typography.Paragraph>
      {readOnly && <Alert type="info" showIcon className={styles.formAlert} message={t('functions.readOnly')} />}
      <Table<ProductFunction>
        size="middle"
        rowKey="id"
        columns={eligibleColumns}
        dataSource={eligible}
        loading={model.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: functions.length === 0 ? t('functions.timer.empty') : t('functions.timer.noneEligible') }}
        onRow={rowTestId('timer-row')}
      />
      <div className={styles.footerBar}>
        <Typography.Text type="secondary" data-testid="timer-summary">
          {t('functions.timer.summary', { count: chosen.length, total: eligible.length })}
        </Typography.Text>
        {editable && eligible.length > 0 && (
          <>
            <Button disabled={!dirty || save.isPending} onClick={() => setPicked(null)}>
              {t('functions.discard')}
            </Button>
            <Button type="primary" disabled={!dirty} loading={save.isPending} data-testid="timer-save" onClick={submit}>
              {t('common.save')}
            </Button>
          </>
        )}
      </div>
      {blocked.length > 0 && (
        <div className={styles.blocked} data-testid="timer-blocked">
          <Typography.Title level={5} type="secondary">
            {t('functions.timer.blockedTitle', { count: blocked.length })}
          </Typography.Title>
          <Table<ProductFunction>
            size="small"
            rowKey="id"
            columns={blockedColumns}
            dataSource={blocked}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowClassName={() => styles.muted!}
            onRow={rowTestId('timer-blocked')}
          />
        </div>
      )}
    </div>
  );
}
