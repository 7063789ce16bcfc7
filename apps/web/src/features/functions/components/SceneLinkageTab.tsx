import { useMemo, useState, type HTMLAttributes } from 'react';
import { Alert, Button, Switch, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { LoadFailed } from '@/components/LoadFailed';
import { usePermission } from '@/lib/permission';
import { useProductFunctions, useSetSceneFunctions } from '../hooks';
import { isReported, isWritable } from '../model';
import { functionIdentityColumns } from './functionColumns';
import styles from './functions.module.css';

interface SceneFlags {
  sceneCondition: boolean;
  sceneAction: boolean;
}

/** A scene starts on what the device reports and sets what the device accepts. */
const canCondition = (fn: ProductFunction) => isReported(fn.rwFlag);
const canAction = (fn: ProductFunction) => isWritable(fn.rwFlag);

/**
 * Scene linkage: which functions the App's scenes may use as a condition (the device reports it) and
 * as an action (the device accepts it). Changes are kept on the page until saved together.
 */
export function SceneLinkageTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit);
  const editable = !readOnly && canEdit;
  const model = useProductFunctions(product.id);
  const save = useSetSceneFunctions();
  const [changes, setChanges] = useState<Record<string, SceneFlags>>({});
  const functions = useMemo(() => model.data ?? [], [model.data]);

  const flagsOf = (fn: ProductFunction): SceneFlags => {
    const own = changes[fn.id] ?? fn;
    return { sceneCondition: canCondition(fn) && own.sceneCondition, sceneAction: canAction(fn) && own.sceneAction };
  };
  const dirty = functions.some((fn) => {
    const now = flagsOf(fn);
    return now.sceneCondition !== (canCondition(fn) && fn.sceneCondition) || now.sceneAction !== (canAction(fn) && fn.sceneAction);
  });
  const set = (fn: ProductFunction, flags: Partial<SceneFlags>) => setChanges((all) => ({ ...all, [fn.id]: { ...flagsOf(fn), ...flags } }));

  const submit = () =>
    save.mutate(
      { productId: product.id, items: functions.map((fn) => ({ id: fn.id, ...flagsOf(fn) })) },
      { onSuccess: () => setChanges({}) },
    );

  const columns: TableColumnsType<ProductFunction> = [
    ...functionIdentityColumns(t),
    {
      title: t('functions.scene.condition'),
      key: 'condition',
      render: (_, fn) => {
        const allowed = canCondition(fn);
        return (
          <Tooltip title={allowed ? undefined : t('functions.scene.conditionSendOnly')}>
            <Switch
              size="small"
              checked={flagsOf(fn).sceneCondition}
              disabled={!editable || !allowed}
              aria-label={`${t('functions.scene.condition')} ${fn.identifier}`}
              data-testid={`scene-condition-${fn.identifier}`}
              onChange={(on) => set(fn, { sceneCondition: on })}
            />
          </Tooltip>
        );
      },
    },
    {
      title: t('functions.scene.action'),
      key: 'action',
      render: (_, fn) => {
        const allowed = canAction(fn);
        return (
          <Tooltip title={allowed ? undefined : t('functions.scene.actionReportOnly')}>
            <Switch
              size="small"
              checked={flagsOf(fn).sceneAction}
              disabled={!editable || !allowed}
              aria-label={`${t('functions.scene.action')} ${fn.identifier}`}
              data-testid={`scene-action-${fn.identifier}`}
              onChange={(on) => set(fn, { sceneAction: on })}
            />
          </Tooltip>
        );
      },
    },
  ];

  if (model.isError && !model.data) {
    return <LoadFailed title={t('functions.loadFailed')} onRetry={() => void model.refetch()} retrying={model.isFetching} />;
  }

  const conditions = functions.filter((fn) => flagsOf(fn).sceneCondition).length;
  const actions = functions.filter((fn) => flagsOf(fn).sceneAction).length;

  return (
    <div data-testid="scene-linkage">
      <Typography.Paragraph type="secondary">{t('functions.scene.intro')}</Typography.Paragraph>
      {readOnly && <Alert type="info" showIcon className={styles.formAlert} message={t('functions.readOnly')} />}
      <Table<ProductFunction>
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={functions}
        loading={model.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('functions.scene.empty') }}
        onRow={(fn) => ({ 'data-testid': `scene-row-${fn.identifier}` }) as HTMLAttributes<HTMLElement>}
      />
      <div className={styles.footerBar}>
        <Typography.Text type="secondary" data-testid="scene-summary">
          {t('functions.scene.summary', { conditions, actions })}
        </Typography.Text>
        {editable && functions.length > 0 && (
          <>
            <Button disabled={!dirty || save.isPending} onClick={() => setChanges({})}>
              {t('functions.discard')}
            </Button>
            <Button type="primary" disabled={!dirty} loading={save.isPending} data-testid="scene-save" onClick={submit}>
              {t('common.save')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
