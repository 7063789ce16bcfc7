import { useMemo, useState } from 'react';
import { Button, Empty, List, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PANEL_RULES_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelDocument, PanelRule, PanelRuleAction } from '@iotc/shared/panels';
import { DeleteAction } from '@/components/DeleteAction';
import { actionText, conditionText } from '@/features/productRules/ruleModel';
import { PanelRuleModal } from './PanelRuleModal';
import styles from './studio.module.css';

interface RuleListProps {
  document: PanelDocument;
  functions: readonly ProductFunction[];
  /** Rule ids with problems: marked. */
  broken: ReadonlySet<string>;
  onChange(rules: PanelRule[]): void;
}

/** The panel's rules: each as "if … then …" with its switch; add, edit and delete. */
export function RuleList({ document, functions, broken, onChange }: RuleListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ rule: PanelRule | null } | null>(null);
  const byId = useMemo(() => new Map(functions.map((fn) => [fn.identifier, fn])), [functions]);
  const rules = document.rules;

  const describe = (a: PanelRuleAction) => (a.kind === 'set' ? actionText(byId, a) : t(`panels.studio.rules.actionText.${a.kind}`, { name: a.component }));
  const replace = (rule: PanelRule) => onChange(rules.some((r) => r.id === rule.id) ? rules.map((r) => (r.id === rule.id ? rule : r)) : [...rules, rule]);

  return (
    <div data-testid="studio-rules">
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        disabled={rules.length >= PANEL_RULES_MAX}
        data-testid="panel-rule-add"
        onClick={() => setEditing({ rule: null })}
      >
        {t('panels.studio.rules.add')}
      </Button>
      {rules.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panels.studio.rules.empty')} />
      ) : (
        <List
          size="small"
          dataSource={rules}
          renderItem={(rule) => (
            <List.Item
              data-testid={`panel-rule-${rule.name}`}
              actions={[
                <Switch
                  key="enabled"
                  size="small"
                  checked={rule.enabled}
                  aria-label={t('panels.studio.rules.enabled')}
                  data-testid={`panel-rule-enabled-${rule.name}`}
                  onChange={(enabled) => replace({ ...rule, enabled })}
                />,
                <Button key="edit" type="link" size="small" icon={<EditOutlined />} aria-label={t('common.edit')} data-testid={`panel-rule-edit-${rule.name}`} onClick={() => setEditing({ rule })} />,
                <DeleteAction
                  key="delete"
                  icon={<DeleteOutlined />}
                  description={t('panels.studio.rules.deleteHint', { name: rule.name })}
                  testId={`panel-rule-delete-${rule.name}`}
                  confirmTestId={`panel-rule-delete-confirm-${rule.name}`}
                  onConfirm={async () => onChange(rules.filter((r) => r.id !== rule.id))}
                />,
              ]}
            >
              <div className={styles.ruleText}>
                <Typography.Text strong>
                  {rule.name} {broken.has(rule.id) && <ExclamationCircleFilled className={styles.problemMark} />}
                </Typography.Text>
                <div>
                  <Tag>{t('productRules.column.if')}</Tag>
                  {rule.conditions.map((c) => conditionText(byId, c)).join(` ${t(`productRules.joiner.${rule.conditionType}`)} `)}
                </div>
                <div>
                  <Tag>{t('productRules.column.then')}</Tag>
                  {rule.actions.map(describe).join(t('panels.studio.rules.separator'))}
                </div>
              </div>
            </List.Item>
          )}
        />
      )}
      {editing && (
        <PanelRuleModal
          document={document}
          functions={functions}
          rule={editing.rule}
          onDone={(rule) => {
            replace(rule);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
