import { Button, Form, Input, Radio, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRODUCT_RULE_NAME_MAX_LENGTH } from '@iotc/shared';
import { RULE_CONDITION_TYPES, type RuleOperator } from '@iotc/shared/productRules';
import rowStyles from '@/components/ConditionRows.module.css';

interface FunctionSelectProps {
  value: string | undefined;
  /** The field's name, said as its placeholder and aria-label. */
  label: string;
  options: { value: string; label: string; disabled?: boolean }[];
  invalid: boolean;
  disabled?: boolean;
  testId: string;
  onChange(identifier: string): void;
}

/** The function of a condition or action row (rules, pushes), found by its name or identifier. */
export function FunctionSelect({ value, label, options, invalid, disabled, testId, onChange }: FunctionSelectProps) {
  return (
    <Select
      className={rowStyles.fnSelect}
      value={value}
      placeholder={label}
      aria-label={label}
      status={invalid ? 'error' : undefined}
      disabled={disabled}
      showSearch
      optionFilterProp="label"
      options={options}
      data-testid={testId}
      onChange={onChange}
    />
  );
}

interface OperatorSelectProps {
  value: RuleOperator;
  /** The operators the row's function allows. */
  operators: readonly RuleOperator[];
  disabled?: boolean;
  testId: string;
  onChange(operator: RuleOperator): void;
}

/** The comparison of a condition row. */
export function OperatorSelect({ value, operators, disabled, testId, onChange }: OperatorSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      className={rowStyles.opSelect}
      value={value}
      aria-label={t('field.operator')}
      disabled={disabled}
      options={operators.map((op) => ({ value: op, label: op }))}
      data-testid={testId}
      onChange={onChange}
    />
  );
}

interface RowEndProps {
  /** The remove button's aria-label. */
  removeLabel: string;
  /** The last row stays: a list of them is never empty. */
  last: boolean;
  testId: string;
  onRemove(): void;
}

/** The remove button closing a row. */
export function RemoveRowButton({ removeLabel, last, testId, onRemove }: RowEndProps) {
  return <Button type="text" danger icon={<DeleteOutlined />} aria-label={removeLabel} disabled={last} data-testid={testId} onClick={onRemove} />;
}

/** What is wrong with a row, below it. */
export function RowProblem({ problem, testId }: { problem: string | null | undefined; testId: string }) {
  return (
    problem && (
      <Typography.Text type="danger" className={rowStyles.rowError} role="alert" data-testid={testId}>
        {problem}
      </Typography.Text>
    )
  );
}

type ConditionType = (typeof RULE_CONDITION_TYPES)[number];

interface RuleHeadFieldsProps {
  name: string;
  nameLabel: string;
  nameProblem: string | undefined;
  onName(name: string): void;
  conditionType: ConditionType;
  onConditionType(type: ConditionType): void;
  /** `<prefix>-name`, `<prefix>-type-<all|any>`. */
  testIdPrefix: string;
}

/** A rule's name and whether all or any of its conditions must hold (product rules and panel rules). */
export function RuleHeadFields({ name, nameLabel, nameProblem, onName, conditionType, onConditionType, testIdPrefix }: RuleHeadFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={nameLabel} required validateStatus={nameProblem ? 'error' : undefined} help={nameProblem}>
        <Input value={name} maxLength={PRODUCT_RULE_NAME_MAX_LENGTH} showCount data-testid={`${testIdPrefix}-name`} onChange={(event) => onName(event.target.value)} />
      </Form.Item>
      <Form.Item label={t('field.conditionType')} required>
        <Radio.Group value={conditionType} onChange={(event) => onConditionType(event.target.value as ConditionType)}>
          {RULE_CONDITION_TYPES.map((type) => (
            <Radio key={type} value={type} data-testid={`${testIdPrefix}-type-${type}`}>
              {t(`productRules.conditionType.${type}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </>
  );
}
