import { useMemo, useState, type HTMLAttributes } from 'react';
import { Checkbox, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { usePermission } from '@/lib/permission';
import { useProductFunctions, useSetTimerFunctions } from '../hooks';
import { TIMER_DATA_TYPES, isWritable } from '../model';
import { FunctionChoiceTab } from './FunctionChoiceTab';
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
  return (
    <FunctionChoiceTab
      testId="timer"
      data-testid="timer-config"
      model={model}
      readOnly={readOnly}
      intro={t('functions.timer.intro')}
      columns={eligibleColumns}
      rows={eligible}
      emptyText={functions.length === 0 ? t('functions.timer.empty') : t('functions.timer.noneEligible')}
      summary={t('functions.timer.summary', { count: chosen.length, total: eligible.length })}
      editable={editable}
      dirty={dirty}
      saving={save.isPending}
      onDiscard={() => setPicked(null)}
      onSave={submit}
    >
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
            onRow={(fn) => ({ 'data-testid': `timer-blocked-${fn.identifier}` }) as HTMLAttributes<HTMLElement>}
          />
        </div>
      )}
    </FunctionChoiceTab>
  );
}
