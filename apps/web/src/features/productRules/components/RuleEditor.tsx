import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Modal, Typography, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { issueMessages, PRODUCT_RULE_ITEMS_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import {
  type ProductRule,
  type ProductRuleInput,
  productRuleInputSchema,
  type RULE_CONDITION_TYPES,
  type RuleOperator,
} from '@iotc/shared/productRules';
import { ApiError } from '@/lib/request';
import { useSaveRule } from '../hooks';
import { actionFunctions, conditionFunctions, initialValue, operatorsFor, valueProblem, type RuleValue } from '../ruleModel';
import { FunctionSelect, OperatorSelect, RemoveRowButton, RowProblem, RuleHeadFields } from './ConditionFields';
import { RuleValueInput } from './RuleValueInput';
import styles from './RuleConfig.module.css';
import rowStyles from '@/components/ConditionRows.module.css';

interface Row {
  key: number;
  identifier: string | undefined;
  operator: RuleOperator;
  value: RuleValue | null;
}

type ConditionType = (typeof RULE_CONDITION_TYPES)[number];

interface RuleEditorProps {
  productId: string;
  functions: readonly ProductFunction[];
  /** The rule to edit, or null to create one. */
  rule: ProductRule | null;
  onClose(): void;
}

/**
 * Creates or edits a rule: a name, all / any, up to 10 conditions and up to 10 actions. Each row is
 * checked against its function, then the whole rule against the shared rules of 001 §5 (no repeated
 * condition, no repeated action function, no action on a condition's function), each message at its row.
 */
export function RuleEditor({ productId, functions, rule, onClose }: RuleEditorProps) {
  const { t } = useTranslation();
  const nextKey = useRef(0);
  const row = (identifier?: string, operator: RuleOperator = '==', value: RuleValue | null = null): Row => ({ key: (nextKey.current += 1), identifier, operator, value });
  const [name, setName] = useState(rule?.name ?? '');
  const [conditionType, setConditionType] = useState<ConditionType>(rule?.conditionType ?? 'all');
  const [conditions, setConditions] = useState<Row[]>(() => (rule ? rule.conditions.map((c) => row(c.identifier, c.operator, c.value)) : [row()]));
  const [actions, setActions] = useState<Row[]>(() => (rule ? rule.actions.map((a) => row(a.identifier, '==', a.value)) : [row()]));
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveRule(productId);

  const byId = useMemo(() => new Map(functions.map((fn) => [fn.identifier, fn])), [functions]);
  const conditionChoices = conditionFunctions(functions);
  const actionChoices = actionFunctions(functions);
  const input: ProductRuleInput = {
    name,
    conditionType,
    conditions: conditions.map((c) => ({ identifier: c.identifier ?? '', operator: c.operator, value: c.value as RuleValue })),
    actions: actions.map((a) => ({ identifier: a.identifier ?? '', value: a.value as RuleValue })),
    enabled: rule?.enabled ?? true,
  };

  /** Messages by place: 'name', 'conditions.<i>', 'actions.<i>'; the first one of each place wins. */
  const problems = useMemo(() => {
    const found = new Map<string, string>();
    const put = (where: string, text: string) => void (found.has(where) || found.set(where, text));
    const checkRows = (rows: Row[], group: 'conditions' | 'actions') =>
      rows.forEach((r, i) => {
        const fn = r.identifier ? byId.get(r.identifier) : undefined;
        if (!fn) put(`${group}.${i}`, t('productRules.functionRequired'));
        else {
          const problem = valueProblem(fn, r.value);
          if (problem) put(`${group}.${i}`, problem);
        }
      });
    checkRows(conditions, 'conditions');
    checkRows(actions, 'actions');
    for (const issue of issueMessages(productRuleInputSchema.safeParse(input))) {
      const [group, index] = issue.path;
      put(index === undefined ? String(group) : `${String(group)}.${index}`, t(issue.key, issue.params));
    }
    return found;
    // `input` is rebuilt from these on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, conditionType, conditions, actions, byId, t]);

  const shown = (where: string) => (submitted ? problems.get(where) : undefined);

  const changeRows = (set: typeof setConditions, key: number, patch: Partial<Row>) => {
    setRefusal(null);
    set((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const pickFunction = (set: typeof setConditions, r: Row, identifier: string) => {
    const fn = byId.get(identifier)!;
    const operator = operatorsFor(fn).includes(r.operator) ? r.operator : '==';
    changeRows(set, r.key, { identifier, operator, value: initialValue(fn) });
  };

  const submit = () => {
    setSubmitted(true);
    setRefusal(null);
    if (problems.size > 0) return;
    const parsed = productRuleInputSchema.parse(input);
    save.mutate(rule ? { productId, id: rule.id, ...parsed } : { productId, ...parsed }, {
      onSuccess: onClose,
      onError: (error) => setRefusal(error instanceof ApiError ? error.msg : t('productRules.saveFailed')),
    });
  };

  const functionOptions = (choices: readonly ProductFunction[]) =>
    choices.map((fn) => ({ value: fn.identifier, label: `${fn.name} (${fn.identifier})` }));

  const rowsOf = (group: 'conditions' | 'actions', rows: Row[], set: typeof setConditions, choices: readonly ProductFunction[]) => {
    const prefix = group === 'conditions' ? 'rule-condition' : 'rule-action';
    return rows.map((r, i) => {
      const n = i + 1;
      const fn = r.identifier ? byId.get(r.identifier) : undefined;
      const problem = shown(`${group}.${i}`);
      return (
        <div key={r.key} className={rowStyles.row} data-testid={`${prefix}-${n}`}>
          <div className={rowStyles.rowFields}>
            <FunctionSelect
              value={r.identifier}
              label={t('productRules.function')}
              invalid={Boolean(problem && !fn)}
              options={functionOptions(choices)}
              testId={`${prefix}-fn-${n}`}
              onChange={(identifier) => pickFunction(set, r, identifier)}
            />
            {group === 'conditions' ? (
              <OperatorSelect value={r.operator} operators={operatorsFor(fn)} testId={`${prefix}-op-${n}`} onChange={(operator) => changeRows(set, r.key, { operator })} />
            ) : (
              <span className={styles.equals}>=</span>
            )}
            <div className={rowStyles.valueField}>
              <RuleValueInput fn={fn} value={r.value} invalid={Boolean(problem && fn)} testId={`${prefix}-value-${n}`} onChange={(value) => changeRows(set, r.key, { value })} />
            </div>
            <RemoveRowButton
              removeLabel={t('productRules.removeRow')}
              last={rows.length <= 1}
              testId={`${prefix}-remove-${n}`}
              onRemove={() => set((current) => current.filter((x) => x.key !== r.key))}
            />
          </div>
          <RowProblem problem={problem} testId={`${prefix}-error-${n}`} />
        </div>
      );
    });
  };

  const addButton = (group: 'conditions' | 'actions', rows: Row[], set: typeof setConditions) => (
    <Button
      type="dashed"
      icon={<PlusOutlined />}
      disabled={rows.length >= PRODUCT_RULE_ITEMS_MAX}
      data-testid={group === 'conditions' ? 'rule-condition-add' : 'rule-action-add'}
      onClick={() => set((current) => [...current, row()])}
    >
      {t(group === 'conditions' ? 'productRules.addCondition' : 'productRules.addAction')} ({rows.length}/{PRODUCT_RULE_ITEMS_MAX})
    </Button>
  );

  const nameProblem = shown('name');
  return (
    <Modal
      open
      title={rule ? t('productRules.editTitle') : t('productRules.addTitle')}
      width={820}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      maskClosable={false}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'rule-form-submit' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <RuleHeadFields
          name={name}
          nameLabel={t('productRules.name')}
          nameProblem={nameProblem}
          onName={setName}
          conditionType={conditionType}
          onConditionType={setConditionType}
          testIdPrefix="rule"
        />
        <Form.Item label={t('productRules.conditions')} required>
          <div className={rowStyles.rows}>
            {rowsOf('conditions', conditions, setConditions, conditionChoices)}
            {shown('conditions') && <Typography.Text type="danger">{shown('conditions')}</Typography.Text>}
            {addButton('conditions', conditions, setConditions)}
          </div>
        </Form.Item>
        <Form.Item label={t('productRules.actions')} required style={{ marginBottom: 0 }}>
          <div className={rowStyles.rows}>
            {rowsOf('actions', actions, setActions, actionChoices)}
            {shown('actions') && <Typography.Text type="danger">{shown('actions')}</Typography.Text>}
            {addButton('actions', actions, setActions)}
          </div>
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon style={{ marginTop: 16 }} message={t('productRules.saveRefused')} description={refusal} data-testid="rule-save-error" />}
    </Modal>
  );
}
