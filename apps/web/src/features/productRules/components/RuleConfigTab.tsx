import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductRule } from '@iotc/shared/productRules';
import { DeleteAction } from '@/components/DeleteAction';
import { LoadFailed } from '@/components/LoadFailed';
import { useProductFunctions } from '@/features/functions/hooks';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { useDeleteRule, useRules, useToggleRule } from '../hooks';
import { actionFunctions, actionText, conditionFunctions, conditionText } from '../ruleModel';
import { RuleEditor } from './RuleEditor';
import styles from './RuleConfig.module.css';

type EditorTarget = { rule: ProductRule | null } | null;

/** Lines joined by a small word ("and" / "or"), one per condition or action. */
function Lines({ items, joiner, testId }: { items: string[]; joiner?: string; testId: string }) {
  return (
    <div className={styles.lines} data-testid={testId}>
      {items.map((item, i) => (
        <span key={i}>
          {i > 0 && joiner && <span className={styles.joiner}>{joiner} </span>}
          {item}
        </span>
      ))}
    </div>
  );
}

/**
 * Rule config: device-side linkage rules of the product ("when temp > 30, set switch = true"), built
 * from its functions. Published products show their rules without editing.
 */
export function RuleConfigTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const rules = useRules(product.id);
  const functions = useProductFunctions(product.id);
  const toggle = useToggleRule(product.id);
  const remove = useDeleteRule(product.id);
  const [target, setTarget] = useState<EditorTarget>(null);
  const fnList: readonly ProductFunction[] = useMemo(() => functions.data ?? [], [functions.data]);
  const byId = useMemo(() => new Map(fnList.map((fn) => [fn.identifier, fn])), [fnList]);
  const usable = conditionFunctions(fnList).length > 0 && actionFunctions(fnList).length > 0;

  const columns: TableColumnsType<ProductRule> = [
    { title: t('productRules.name'), dataIndex: 'name', width: 160, ellipsis: true },
    {
      title: t('field.conditionType'),
      dataIndex: 'conditionType',
      width: 130,
      responsive: ['md'],
      render: (type: ProductRule['conditionType']) => <Tag>{t(`productRules.conditionTypeShort.${type}`)}</Tag>,
    },
    {
      title: t('productRules.column.if'),
      key: 'conditions',
      render: (_, rule) => (
        <Lines
          testId={`rule-conditions-${rule.id}`}
          joiner={t(`productRules.joiner.${rule.conditionType}`)}
          items={rule.conditions.map((c) => conditionText(byId, c))}
        />
      ),
    },
    {
      title: t('productRules.column.then'),
      key: 'actions',
      render: (_, rule) => <Lines testId={`rule-actions-${rule.id}`} items={rule.actions.map((a) => actionText(byId, a))} />,
    },
    {
      title: t('productRules.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, rule) => (
        <Switch
          checked={enabled}
          disabled={readOnly}
          loading={toggle.isPending && toggle.variables?.id === rule.id}
          aria-label={t('productRules.enabled')}
          data-testid={`rule-enabled-${rule.id}`}
          onChange={(checked) =>
            toggle.mutate({
              productId: product.id,
              id: rule.id,
              name: rule.name,
              conditionType: rule.conditionType,
              conditions: rule.conditions,
              actions: rule.actions,
              enabled: checked,
            })
          }
        />
      ),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: t('common.actions'),
      key: 'ops',
      width: 130,
      render: (_, rule) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid={`rule-edit-${rule.id}`} disabled={!functions.data} onClick={() => setTarget({ rule })}>
            {t('common.edit')}
          </Button>
          <DeleteAction
            description={t('productRules.deleteHint', { name: rule.name })}
            testId={`rule-delete-${rule.id}`}
            confirmTestId="rule-delete-confirm"
            onConfirm={() => remove.mutateAsync({ productId: product.id, id: rule.id })}
          />
        </Space>
      ),
    });
  }

  if (rules.isError && !rules.data) return <LoadFailed title={t('productRules.loadFailed')} retrying={rules.isFetching} onRetry={() => void rules.refetch()} />;

  return (
    <div>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('productRules.intro')}</Typography.Text>
        {!readOnly && (
          <Button type="primary" icon={<PlusOutlined />} disabled={!usable} data-testid="rule-add" onClick={() => setTarget({ rule: null })}>
            {t('productRules.add')}
          </Button>
        )}
      </Flex>
      {!readOnly && functions.data && !usable && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('productRules.needFunctions')} data-testid="rule-need-functions" />
      )}
      <Table<ProductRule>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isFetching || functions.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('productRules.empty') }}
      />
      {target && !readOnly && <RuleEditor productId={product.id} functions={fnList} rule={target.rule} onClose={() => setTarget(null)} />}
    </div>
  );
}
