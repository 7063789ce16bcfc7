import { useMemo, useState } from 'react';
import { Switch, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { usePermission } from '@/lib/permission';
import { useProductFunctions, useSetSceneFunctions } from '../hooks';
import { isReported, isWritable } from '../model';
import { FunctionChoiceTab } from './FunctionChoiceTab';
import { functionIdentityColumns } from './functionColumns';

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

  /** A column switching one of the flags; a function that cannot take it says why. */
  const flagColumn = (flag: keyof SceneFlags, key: 'condition' | 'action', allowedFor: (fn: ProductFunction) => boolean, why: string) => ({
    title: t(`functions.scene.${key}`),
    key,
    render: (_: unknown, fn: ProductFunction) => {
      const allowed = allowedFor(fn);
      return (
        <Tooltip title={allowed ? undefined : t(why)}>
          <Switch
            size="small"
            checked={flagsOf(fn)[flag]}
            disabled={!editable || !allowed}
            aria-label={`${t(`functions.scene.${key}`)} ${fn.identifier}`}
            data-testid={`scene-${key}-${fn.identifier}`}
            onChange={(on) => set(fn, { [flag]: on })}
          />
        </Tooltip>
      );
    },
  });
  const columns: TableColumnsType<ProductFunction> = [
    ...functionIdentityColumns(t),
    flagColumn('sceneCondition', 'condition', canCondition, 'functions.scene.conditionSendOnly'),
    flagColumn('sceneAction', 'action', canAction, 'functions.scene.actionReportOnly'),
  ];

  const conditions = functions.filter((fn) => flagsOf(fn).sceneCondition).length;
  const actions = functions.filter((fn) => flagsOf(fn).sceneAction).length;

  return (
    <FunctionChoiceTab
      testId="scene"
      data-testid="scene-linkage"
      model={model}
      readOnly={readOnly}
      intro={t('functions.scene.intro')}
      columns={columns}
      rows={functions}
      emptyText={t('functions.scene.empty')}
      summary={t('functions.scene.summary', { conditions, actions })}
      editable={editable}
      dirty={dirty}
      saving={save.isPending}
      onDiscard={() => setChanges({})}
      onSave={submit}
    />
  );
}
