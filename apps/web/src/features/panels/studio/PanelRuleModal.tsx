import { useMemo, useRef, useState } from 'react';
import { Button, Form, Modal, Select, Typography, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { issueMessages, PRODUCT_RULE_ITEMS_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { panelProblems, panelRuleSchema, type PanelDocument, type PanelRule, type PanelRuleAction } from '@iotc/shared/panels';
import type { RULE_CONDITION_TYPES, RuleOperator } from '@iotc/shared/productRules';
import { FunctionSelect, OperatorSelect, RemoveRowButton, RowProblem, RuleHeadFields } from '@/features/productRules/components/ConditionFields';
import { RuleValueInput } from '@/features/productRules/components/RuleValueInput';
import { actionFunctions, conditionFunctions, initialValue, operatorsFor, type RuleValue } from '@/features/productRules/ruleModel';
import rowStyles from '@/components/ConditionRows.module.css';
import { newId, variableNames } from './documentOps';

const ACTION_KINDS = ['show', 'hide', 'disable', 'set'] as const;
type ActionKind = (typeof ACTION_KINDS)[number];
type ConditionType = (typeof RULE_CONDITION_TYPES)[number];

interface ConditionRow {
  key: number;
  identifier: string | undefined;
  operator: RuleOperator;
  value: RuleValue | null;
}

interface ActionRow {
  key: number;
  kind: ActionKind;
  /** show / hide / disable: the component's variable name. */
  component: string | undefined;
  /** set: the function and its value. */
  identifier: string | undefined;
  value: RuleValue | null;
}

interface PanelRuleModalProps {
  document: PanelDocument;
  functions: readonly ProductFunction[];
  /** The rule to edit, or null to add one. */
  rule: PanelRule | null;
  /** A rule that passed every check; the caller puts it in the document. */
  onDone(rule: PanelRule): void;
  onClose(): void;
}

const actionOf = (row: ActionRow): PanelRuleAction =>
  row.kind === 'set' ? { kind: 'set', identifier: row.identifier ?? '', value: row.value as RuleValue } : { kind: row.kind, component: row.component ?? '' };

/**
 * Adds or edits a panel rule: a name, all / any, conditions on the product's functions (the value typed
 * by the function) and actions that show, hide or disable a component or set a writable function. It
 * closes only once the rule follows the shared schema and the panel checks (§5: no repeated condition,
 * no repeated action, no action on a condition's function), each refusal shown at its row.
 */
export function PanelRuleModal({ document, functions, rule, onDone, onClose }: PanelRuleModalProps) {
  const { t } = useTranslation();
  const nextKey = useRef(0);
  const key = () => (nextKey.current += 1);
  const [name, setName] = useState(rule?.name ?? '');
  const [conditionType, setConditionType] = useState<ConditionType>(rule?.conditionType ?? 'all');
  const [conditions, setConditions] = useState<ConditionRow[]>(() =>
    rule ? rule.conditions.map((c) => ({ key: key(), ...c })) : [{ key: key(), identifier: undefined, operator: '==', value: null }],
  );
  const [actions, setActions] = useState<ActionRow[]>(() =>
    rule
      ? rule.actions.map((a) =>
          a.kind === 'set'
            ? { key: key(), kind: 'set', component: undefined, identifier: a.identifier, value: a.value }
            : { key: key(), kind: a.kind, component: a.component, identifier: undefined, value: null },
        )
      : [{ key: key(), kind: 'hide', component: undefined, identifier: undefined, value: null }],
  );
  const [submitted, setSubmitted] = useState(false);

  const byId = useMemo(() => new Map(functions.map((fn) => [fn.identifier, fn])), [functions]);
  const componentNames = useMemo(() => [...variableNames(document)].sort(), [document]);
  const candidate: PanelRule = {
    id: rule?.id ?? '',
    name,
    conditionType,
    conditions: conditions.map((c) => ({ identifier: c.identifier ?? '', operator: c.operator, value: c.value as RuleValue })),
    actions: actions.map(actionOf),
    enabled: rule?.enabled ?? true,
  };

  /** Messages by place: 'name', 'conditions', 'actions', 'conditions.<i>', 'actions.<i>'; the first one of each place wins. */
  const problems = (() => {
    const found = new Map<string, string>();
    const put = (path: readonly (string | number)[], text: string) => {
      const where = path.slice(0, 2).join('.');
      if (!found.has(where)) found.set(where, text);
    };
    // A row without its function (or component) says so before the schema's wording.
    conditions.forEach((c, i) => !c.identifier && put(['conditions', i], t('productRules.functionRequired')));
    actions.forEach((a, i) => {
      if (a.kind === 'set' ? !a.identifier : !a.component) put(['actions', i], t(a.kind === 'set' ? 'productRules.functionRequired' : 'panels.studio.rules.componentRequired'));
    });
    const shape = panelRuleSchema.safeParse({ ...candidate, id: candidate.id || 'new' });
    if (!shape.success) {
      for (const issue of issueMessages(shape)) put(issue.path, t(issue.key, issue.params));
      return found;
    }
    // The panel's own checks of this rule, as it would sit in the document.
    const index = rule ? document.rules.findIndex((r) => r.id === rule.id) : document.rules.length;
    const rules = [...document.rules];
    rules[index] = shape.data;
    for (const p of panelProblems({ ...document, rules }, functions)) {
      if (p.path[0] === 'rules' && p.path[1] === index) put(p.path.slice(2), t(p.key, p.params));
    }
    return found;
  })();
  const shown = (where: string) => (submitted ? problems.get(where) : undefined);

  const submit = () => {
    setSubmitted(true);
    if (problems.size > 0) return;
    onDone(panelRuleSchema.parse({ ...candidate, id: rule?.id ?? newId('r') }));
  };

  const patchCondition = (k: number, patch: Partial<ConditionRow>) => setConditions((rows) => rows.map((r) => (r.key === k ? { ...r, ...patch } : r)));
  const patchAction = (k: number, patch: Partial<ActionRow>) => setActions((rows) => rows.map((r) => (r.key === k ? { ...r, ...patch } : r)));
  const functionOptions = (choices: readonly ProductFunction[]) => choices.map((fn) => ({ value: fn.identifier, label: `${fn.name} (${fn.identifier})` }));

  const conditionRows = conditions.map((row, i) => {
    const fn = row.identifier ? byId.get(row.identifier) : undefined;
    const problem = shown(`conditions.${i}`);
    return (
      <div key={row.key} className={rowStyles.row} data-testid={`panel-rule-condition-${i + 1}`}>
        <div className={rowStyles.rowFields}>
          <FunctionSelect
            value={row.identifier}
            label={t('productRules.function')}
            invalid={Boolean(problem && !fn)}
            options={functionOptions(conditionFunctions(functions))}
            testId={`panel-rule-condition-fn-${i + 1}`}
            onChange={(identifier) => {
              const picked = byId.get(identifier)!;
              patchCondition(row.key, { identifier, operator: operatorsFor(picked).includes(row.operator) ? row.operator : '==', value: initialValue(picked) });
            }}
          />
          <OperatorSelect value={row.operator} operators={operatorsFor(fn)} testId={`panel-rule-condition-op-${i + 1}`} onChange={(operator) => patchCondition(row.key, { operator })} />
          <div className={rowStyles.valueField}>
            <RuleValueInput fn={fn} value={row.value} invalid={Boolean(problem && fn)} testId={`panel-rule-condition-value-${i + 1}`} onChange={(value) => patchCondition(row.key, { value })} />
          </div>
          <RemoveRowButton
            removeLabel={t('productRules.removeRow')}
            last={conditions.length <= 1}
            testId={`panel-rule-condition-remove-${i + 1}`}
            onRemove={() => setConditions((rows) => rows.filter((r) => r.key !== row.key))}
          />
        </div>
        <RowProblem problem={problem} testId={`panel-rule-condition-error-${i + 1}`} />
      </div>
    );
  });

  const actionRows = actions.map((row, i) => {
    const fn = row.identifier ? byId.get(row.identifier) : undefined;
    const problem = shown(`actions.${i}`);
    return (
      <div key={row.key} className={rowStyles.row} data-testid={`panel-rule-action-${i + 1}`}>
        <div className={rowStyles.rowFields}>
          <Select
            className={rowStyles.opSelect}
            value={row.kind}
            aria-label={t('panels.studio.rules.actionKindLabel')}
            options={ACTION_KINDS.map((kind) => ({ value: kind, label: t(`panels.studio.rules.actionKind.${kind}`) }))}
            data-testid={`panel-rule-action-kind-${i + 1}`}
            onChange={(kind: ActionKind) => patchAction(row.key, { kind })}
          />
          {row.kind === 'set' ? (
            <>
              <FunctionSelect
                value={row.identifier}
                label={t('productRules.function')}
                invalid={Boolean(problem && !fn)}
                options={functionOptions(actionFunctions(functions))}
                testId={`panel-rule-action-fn-${i + 1}`}
                onChange={(identifier) => patchAction(row.key, { identifier, value: initialValue(byId.get(identifier)!) })}
              />
              <div className={rowStyles.valueField}>
                <RuleValueInput fn={fn} value={row.value} invalid={Boolean(problem && fn)} testId={`panel-rule-action-value-${i + 1}`} onChange={(value) => patchAction(row.key, { value })} />
              </div>
            </>
          ) : (
            <Select
              className={rowStyles.fnSelect}
              value={row.component}
              placeholder={t('panels.studio.rules.component')}
              aria-label={t('panels.studio.rules.component')}
              status={problem ? 'error' : undefined}
              showSearch
              options={componentNames.map((n) => ({ value: n, label: n }))}
              data-testid={`panel-rule-action-component-${i + 1}`}
              onChange={(component: string) => patchAction(row.key, { component })}
            />
          )}
          <RemoveRowButton
            removeLabel={t('productRules.removeRow')}
            last={actions.length <= 1}
            testId={`panel-rule-action-remove-${i + 1}`}
            onRemove={() => setActions((rows) => rows.filter((r) => r.key !== row.key))}
          />
        </div>
        <RowProblem problem={problem} testId={`panel-rule-action-error-${i + 1}`} />
      </div>
    );
  });

  const nameProblem = shown('name');
  return (
    <Modal
      open
      title={t(rule ? 'panels.studio.rules.editTitle' : 'panels.studio.rules.addTitle')}
      width={820}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      maskClosable={false}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'panel-rule-ok' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <RuleHeadFields
          name={name}
          nameLabel={t('panels.studio.rules.name')}
          nameProblem={nameProblem}
          onName={setName}
          conditionType={conditionType}
          onConditionType={setConditionType}
          testIdPrefix="panel-rule"
        />
        <Form.Item label={t('productRules.conditions')} required>
          <div className={rowStyles.rows}>
            {conditionRows}
            {shown('conditions') && <Typography.Text type="danger">{shown('conditions')}</Typography.Text>}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={conditions.length >= PRODUCT_RULE_ITEMS_MAX}
              data-testid="panel-rule-condition-add"
              onClick={() => setConditions((rows) => [...rows, { key: key(), identifier: undefined, operator: '==', value: null }])}
            >
              {t('productRules.addCondition')} ({conditions.length}/{PRODUCT_RULE_ITEMS_MAX})
            </Button>
          </div>
        </Form.Item>
        <Form.Item label={t('productRules.actions')} required style={{ marginBottom: 0 }}>
          <div className={rowStyles.rows}>
            {actionRows}
            {shown('actions') && <Typography.Text type="danger">{shown('actions')}</Typography.Text>}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={actions.length >= PRODUCT_RULE_ITEMS_MAX}
              data-testid="panel-rule-action-add"
              onClick={() => setActions((rows) => [...rows, { key: key(), kind: 'hide', component: undefined, identifier: undefined, value: null }])}
            >
              {t('productRules.addAction')} ({actions.length}/{PRODUCT_RULE_ITEMS_MAX})
            </Button>
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
