import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueMessages } from '../validation/index.ts';
import { productRuleInputSchema, type ProductRuleInput } from './schemas.ts';

/** Every problem as "path: key", in zod's order. */
function problems(schema: z.ZodType, value: unknown): string[] {
  return issueMessages(schema.safeParse(value)).map((m) => `${m.path.join('.')}: ${m.key}`);
}

describe('rule conditions', () => {
  const rule = (over: Partial<ProductRuleInput> = {}): ProductRuleInput => ({
    name: '开灯',
    conditionType: 'all',
    conditions: [
      { identifier: 'temp', operator: '>', value: 30 },
      { identifier: 'temp', operator: '<', value: 40 },
    ],
    actions: [
      { identifier: 'switch_led', value: true },
      { identifier: 'mode', value: 'white' },
    ],
    ...over,
  });

  it('takes distinct conditions and actions on other functions', () => {
    expect(problems(productRuleInputSchema, rule())).toEqual([]);
  });

  it('refuses a repeated condition', () => {
    const conditions = [
      { identifier: 'temp', operator: '>' as const, value: 30 },
      { identifier: 'TEMP', operator: '>' as const, value: 30 },
    ];
    expect(problems(productRuleInputSchema, rule({ conditions }))).toEqual(['conditions.1: validation.ruleConditionRepeated']);
  });

  it('refuses two actions on one function', () => {
    const actions = [
      { identifier: 'switch_led', value: true },
      { identifier: 'switch_led', value: false },
    ];
    expect(problems(productRuleInputSchema, rule({ actions }))).toEqual(['actions.1.identifier: validation.ruleActionRepeated']);
  });

  it('refuses an action on a function of the conditions', () => {
    const actions = [{ identifier: 'Temp', value: 20 }];
    expect(problems(productRuleInputSchema, rule({ actions }))).toEqual(['actions.0.identifier: validation.ruleActionIsCondition']);
  });

  it('requires a name, a condition and an action', () => {
    expect(problems(productRuleInputSchema, rule({ name: '', conditions: [], actions: [] }))).toEqual([
      'name: validation.required',
      'conditions: validation.minItems',
      'actions: validation.minItems',
    ]);
  });
});
