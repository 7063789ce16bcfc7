import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import type { RuleValue } from '../ruleModel';

interface RuleValueInputProps {
  fn: ProductFunction | undefined;
  value: RuleValue | null;
  onChange(value: RuleValue | null): void;
  testId: string;
  invalid: boolean;
}

/** The input that suits the function: a switch, a number within its range, its enum values, or text. */
export function RuleValueInput({ fn, value, onChange, testId, invalid }: RuleValueInputProps) {
  const { t } = useTranslation();
  const status = invalid ? 'error' : undefined;
  const label = t('productRules.value');
  if (!fn) return <Input disabled placeholder={t('productRules.pickFunctionFirst')} aria-label={label} data-testid={testId} />;
  switch (fn.dataType) {
    case 'bool':
      return (
        <Switch
          checked={value === true}
          checkedChildren={t('productRules.bool.true')}
          unCheckedChildren={t('productRules.bool.false')}
          aria-label={label}
          data-testid={testId}
          onChange={(checked) => onChange(checked)}
        />
      );
    case 'value':
      return (
        <InputNumber
          value={typeof value === 'number' ? value : null}
          min={fn.min}
          max={fn.max}
          step={fn.step}
          precision={0}
          status={status}
          suffix={fn.unit || undefined}
          placeholder={`${fn.min} – ${fn.max}`}
          aria-label={label}
          data-testid={testId}
          style={{ width: '100%' }}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'enum':
      return (
        <Select
          value={typeof value === 'string' ? value : undefined}
          status={status}
          aria-label={label}
          data-testid={testId}
          style={{ width: '100%' }}
          options={fn.enumValues.map((e) => ({ value: e.value, label: e.name }))}
          onChange={(next: string) => onChange(next)}
        />
      );
    default:
      return (
        <Input
          value={typeof value === 'string' ? value : ''}
          status={status}
          aria-label={label}
          data-testid={testId}
          maxLength={fn.dataType === 'string' ? fn.maxLength : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
