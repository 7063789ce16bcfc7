import type { ProductFunction } from '../functions/schemas.ts';
import type { RuleCondition } from './schemas.ts';

/*
 * Kept apart from the schemas (no zod here): the panel renderer evaluates panel rules in the browser
 * and the end-user app, and carries only this.
 */

/** Whether the device's value holds for one condition; a value never reported holds for none. */
export function conditionHolds(fn: ProductFunction, condition: RuleCondition, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (fn.dataType === 'fault') {
    // The condition names a bit: == while the device reports it set, != while clear.
    if (typeof value !== 'number' || typeof condition.value !== 'number') return false;
    const set = Math.floor(value / 2 ** condition.value) % 2 === 1;
    return condition.operator === '==' ? set : condition.operator === '!=' ? !set : false;
  }
  const expected = condition.value;
  switch (condition.operator) {
    case '==':
      return value === expected;
    case '!=':
      return value !== expected;
    default: {
      if (typeof value !== 'number' || typeof expected !== 'number') return false;
      if (condition.operator === '>') return value > expected;
      if (condition.operator === '>=') return value >= expected;
      if (condition.operator === '<') return value < expected;
      return value <= expected;
    }
  }
}
