import type { DataType, ProductFunction } from '@iotc/shared/functions';
import {
  RULE_OPERATORS,
  type RuleAction,
  type RuleCondition,
  type RuleOperator,
  ruleValueProblem,
} from '@iotc/shared/productRules';
import { t } from '@/lib/i18n';

/**
 * How rules read and which functions and values they may use. A condition watches what the device
 * reports (not send-only functions); an action sets what the cloud may send (not report-only ones).
 * Raw and fault functions take no part: their values are not compared or set by rules.
 */

export type RuleValue = RuleCondition['value'];

const RULE_DATA_TYPES: readonly DataType[] = ['bool', 'value', 'enum', 'string'];
const EQUALITY: readonly RuleOperator[] = ['==', '!='];

export const conditionFunctions = (functions: readonly ProductFunction[]) =>
  functions.filter((fn) => RULE_DATA_TYPES.includes(fn.dataType) && fn.rwFlag !== 'wo');
export const actionFunctions = (functions: readonly ProductFunction[]) =>
  functions.filter((fn) => RULE_DATA_TYPES.includes(fn.dataType) && fn.rwFlag !== 'ro');

/** Numbers compare every way; booleans, enum values and strings only for (in)equality. */
export function operatorsFor(fn: ProductFunction | undefined): readonly RuleOperator[] {
  return fn?.dataType === 'value' ? RULE_OPERATORS : EQUALITY;
}

/** The value a row starts with when its function is chosen: the function's default, else a sensible first one. */
export function initialValue(fn: ProductFunction): RuleValue | null {
  switch (fn.dataType) {
    case 'bool':
      return fn.defaultValue ?? true;
    case 'value':
      return fn.defaultValue ?? fn.min;
    case 'enum':
      return fn.defaultValue ?? fn.enumValues[0]?.value ?? null;
    case 'string':
      return fn.defaultValue ?? '';
    default:
      return null;
  }
}

/** Why a row's value does not suit its function, or null. */
export function valueProblem(fn: ProductFunction, value: RuleValue | null | undefined): string | null {
  if (value === null || value === undefined) return t('validation.required');
  // The server's rule: the same message the server would answer.
  const problem = ruleValueProblem(fn, value);
  return problem ? t(problem.key, problem.params) : null;
}

/** A value as it reads in the list: "true", "30 °C", the enum value's name, a quoted string. */
export function valueText(fn: ProductFunction | undefined, value: RuleValue): string {
  if (typeof value === 'boolean') return t(value ? 'productRules.bool.true' : 'productRules.bool.false');
  if (!fn) return String(value);
  if (fn.dataType === 'value') return fn.unit ? `${value} ${fn.unit}` : String(value);
  if (fn.dataType === 'enum') return fn.enumValues.find((e) => e.value === value)?.name ?? String(value);
  if (fn.dataType === 'string') return `"${value}"`;
  return String(value);
}

const nameOf = (byId: ReadonlyMap<string, ProductFunction>, identifier: string) => byId.get(identifier)?.name ?? identifier;

/** "temp > 30" */
export function conditionText(byId: ReadonlyMap<string, ProductFunction>, c: RuleCondition): string {
  return `${nameOf(byId, c.identifier)} ${c.operator} ${valueText(byId.get(c.identifier), c.value)}`;
}

/** "switch = true" */
export function actionText(byId: ReadonlyMap<string, ProductFunction>, a: RuleAction): string {
  return `${nameOf(byId, a.identifier)} = ${valueText(byId.get(a.identifier), a.value)}`;
}
