import { Button, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PUSH_CONDITIONS_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { RULE_OPERATORS, type RuleOperator } from '@iotc/shared/productRules';
import { isPushConditionFunction } from '@iotc/shared/devicePush';
import { FunctionSelect, OperatorSelect, RemoveRowButton, RowProblem } from '@/features/productRules/components/ConditionFields';
import { RuleValueInput } from '@/features/productRules/components/RuleValueInput';
import { initialValue, type RuleValue } from '@/features/productRules/ruleModel';
import rowStyles from '@/components/ConditionRows.module.css';

export interface ConditionRow {
  key: number;
  identifier: string | undefined;
  operator: RuleOperator;
  value: RuleValue | null;
}

const EQUALITY: readonly RuleOperator[] = ['==', '!='];

/** Numbers compare every way; the other types (a fault's bit included) only for (in)equality. */
const operatorsFor = (fn: ProductFunction | undefined) => (fn?.dataType === 'value' ? RULE_OPERATORS : EQUALITY);

/** What a row holds when its function is chosen: the function's default, its first fault bit, or an empty raw value. */
function startValue(fn: ProductFunction): RuleValue | null {
  if (fn.dataType === 'fault') return 0;
  if (fn.dataType === 'raw') return '';
  return initialValue(fn);
}

interface PushConditionRowsProps {
  rows: ConditionRow[];
  functions: readonly ProductFunction[];
  /** The message of each row that has one (by index), shown under it. */
  problems: ReadonlyMap<number, string>;
  disabled: boolean;
  onChange(rows: ConditionRow[]): void;
  newRow(): ConditionRow;
}

/**
 * The trigger conditions: per row a function the device reports, an operator and a value that fit its
 * type (a switch, a number in its range, its enum values, one of its fault bits, text), at most
 * PUSH_CONDITIONS_MAX rows and each function once.
 */
export function PushConditionRows({ rows, functions, problems, disabled, onChange, newRow }: PushConditionRowsProps) {
  const { t } = useTranslation();
  const byId = new Map(functions.map((fn) => [fn.identifier, fn]));
  const choices = functions.filter(isPushConditionFunction);
  const patch = (key: number, change: Partial<ConditionRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const used = new Set(rows.map((r) => r.identifier));

  return (
    <div className={rowStyles.rows}>
      {rows.map((r, i) => {
        const n = i + 1;
        const fn = r.identifier ? byId.get(r.identifier) : undefined;
        const problem = problems.get(i);
        return (
          <div key={r.key} className={rowStyles.row} data-testid={`push-condition-${n}`}>
            <div className={rowStyles.rowFields}>
              <FunctionSelect
                value={r.identifier}
                label={t('devicePush.form.function')}
                invalid={Boolean(problem && !fn)}
                disabled={disabled}
                options={choices.map((choice) => ({
                  value: choice.identifier,
                  label: `${choice.name} (${choice.identifier})`,
                  disabled: choice.identifier !== r.identifier && used.has(choice.identifier),
                }))}
                testId={`push-condition-fn-${n}`}
                onChange={(identifier) => {
                  const next = byId.get(identifier)!;
                  patch(r.key, { identifier, operator: operatorsFor(next).includes(r.operator) ? r.operator : '==', value: startValue(next) });
                }}
              />
              <OperatorSelect
                value={r.operator}
                operators={operatorsFor(fn)}
                disabled={disabled}
                testId={`push-condition-op-${n}`}
                onChange={(operator) => patch(r.key, { operator })}
              />
              <div className={rowStyles.valueField}>
                {fn?.dataType === 'fault' ? (
                  <Select
                    value={typeof r.value === 'number' ? r.value : undefined}
                    aria-label={t('devicePush.form.faultBit')}
                    disabled={disabled}
                    style={{ width: '100%' }}
                    options={fn.faultBits.map((bit, index) => ({ value: index, label: `${index} · ${bit.name}` }))}
                    data-testid={`push-condition-value-${n}`}
                    onChange={(value: number) => patch(r.key, { value })}
                  />
                ) : (
                  // Disabled with the form (antd's Form `disabled` reaches every control inside it).
                  <RuleValueInput fn={fn} value={r.value} invalid={Boolean(problem && fn)} testId={`push-condition-value-${n}`} onChange={(value) => patch(r.key, { value })} />
                )}
              </div>
              {!disabled && (
                <RemoveRowButton
                  removeLabel={t('devicePush.form.removeRow')}
                  last={rows.length <= 1}
                  testId={`push-condition-remove-${n}`}
                  onRemove={() => onChange(rows.filter((x) => x.key !== r.key))}
                />
              )}
            </div>
            <RowProblem problem={problem} testId={`push-condition-error-${n}`} />
          </div>
        );
      })}
      {!disabled && (
        <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= PUSH_CONDITIONS_MAX} data-testid="push-condition-add" onClick={() => onChange([...rows, newRow()])}>
          {t('devicePush.form.addCondition')} ({rows.length}/{PUSH_CONDITIONS_MAX})
        </Button>
      )}
    </div>
  );
}
