import { z } from 'zod';
import { FUNCTION_MAX_LENGTH_BYTES, PRODUCT_RULE_ITEMS_MAX, PRODUCT_RULE_NAME_MAX_LENGTH } from '../constants.ts';
import { HEX_BYTES, functionIdentifierSchema, type ProductFunction } from '../functions/schemas.ts';
import { utf8Length } from '../helpers/utf8.ts';
import { productIdSchema } from '../products/schemas.ts';
import { lengthRange } from '../validation/index.ts';
import type { ValidationMessage } from '../validation/index.ts';

/**
 * Rule config (spec 001 §5): a product's device-side linkage rules over its functions. The condition
 * rules also serve device push conditions.
 */

export const RULE_OPERATORS = ['==', '!=', '>', '>=', '<', '<='] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
/** All conditions must hold, or any one of them. */
export const RULE_CONDITION_TYPES = ['all', 'any'] as const;

const ruleValue = z.union([z.boolean(), z.number(), z.string().max(FUNCTION_MAX_LENGTH_BYTES)]);
const ruleValueAnswer = z.union([z.boolean(), z.number(), z.string()]);

export const ruleConditionSchema = z.object({ identifier: functionIdentifierSchema, operator: z.enum(RULE_OPERATORS), value: ruleValue });
export const ruleActionSchema = z.object({ identifier: functionIdentifierSchema, value: ruleValue });
export type RuleCondition = z.infer<typeof ruleConditionSchema>;
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** Why a rule's or a push condition's value does not suit its function (type, range and step, enum value, length, fault bit), or null. */
export function ruleValueProblem(fn: ProductFunction, value: RuleCondition['value']): Omit<ValidationMessage, 'path'> | null {
  const identifier = fn.identifier;
  switch (fn.dataType) {
    case 'bool':
      return typeof value === 'boolean' ? null : { key: 'validation.ruleValueBool', params: { identifier } };
    case 'value': {
      const fits = typeof value === 'number' && Number.isInteger(value) && value >= fn.min && value <= fn.max && (value - fn.min) % fn.step === 0;
      return fits ? null : { key: 'validation.ruleValueRange', params: { identifier, min: fn.min, max: fn.max, step: fn.step } };
    }
    case 'enum':
      return typeof value === 'string' && fn.enumValues.some((v) => v.value === value)
        ? null
        : { key: 'validation.ruleValueEnum', params: { identifier, values: fn.enumValues.map((v) => v.value).join(', ') } };
    case 'string':
      return typeof value === 'string' && utf8Length(value) <= fn.maxLength ? null : { key: 'validation.ruleValueText', params: { identifier, max: fn.maxLength } };
    case 'raw':
      return typeof value === 'string' && HEX_BYTES.test(value) && value.length / 2 <= fn.maxLength ? null : { key: 'validation.ruleValueRaw', params: { identifier, max: fn.maxLength } };
    case 'fault': {
      // A fault condition names one fault bit: == while it is reported, != while it is not.
      const last = fn.faultBits.length - 1;
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= last ? null : { key: 'validation.ruleValueFault', params: { identifier, max: last } };
    }
  }
}

/**
 * The rule-condition rules of 001 §5: no repeated conditions, no repeated action functions, and an
 * action must not repeat a condition's function.
 */
export const productRuleInputSchema = z
  .object({
    name: lengthRange(1, PRODUCT_RULE_NAME_MAX_LENGTH),
    conditionType: z.enum(RULE_CONDITION_TYPES),
    conditions: z.array(ruleConditionSchema).min(1, 'validation.minItems').max(PRODUCT_RULE_ITEMS_MAX, 'validation.maxItems'),
    actions: z.array(ruleActionSchema).min(1, 'validation.minItems').max(PRODUCT_RULE_ITEMS_MAX, 'validation.maxItems'),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    // Identifiers name functions regardless of case, as they are unique regardless of case.
    const fn = (identifier: string) => identifier.toLowerCase();
    const conditionKeys = new Set<string>();
    rule.conditions.forEach((c, i) => {
      const key = `${fn(c.identifier)}|${c.operator}|${JSON.stringify(c.value)}`;
      if (conditionKeys.has(key)) ctx.addIssue({ code: 'custom', path: ['conditions', i], message: 'validation.ruleConditionRepeated' });
      conditionKeys.add(key);
    });
    const conditionFunctions = new Set(rule.conditions.map((c) => fn(c.identifier)));
    const actionFunctions = new Set<string>();
    rule.actions.forEach((a, i) => {
      if (actionFunctions.has(fn(a.identifier))) ctx.addIssue({ code: 'custom', path: ['actions', i, 'identifier'], message: 'validation.ruleActionRepeated' });
      else if (conditionFunctions.has(fn(a.identifier))) ctx.addIssue({ code: 'custom', path: ['actions', i, 'identifier'], message: 'validation.ruleActionIsCondition' });
      actionFunctions.add(fn(a.identifier));
    });
  });
export type ProductRuleInput = z.input<typeof productRuleInputSchema>;

export const ruleSaveBody = z.intersection(z.object({ productId: productIdSchema }), productRuleInputSchema);
export type RuleSaveBody = z.input<typeof ruleSaveBody>;
export const ruleEditBody = z.intersection(z.object({ productId: productIdSchema, id: productIdSchema }), productRuleInputSchema);
export type RuleEditBody = z.input<typeof ruleEditBody>;
export const ruleDeleteBody = z.object({ productId: productIdSchema, id: productIdSchema });
export type RuleDeleteBody = z.input<typeof ruleDeleteBody>;

export const productRule = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  conditionType: z.enum(RULE_CONDITION_TYPES),
  conditions: z.array(z.object({ identifier: z.string(), operator: z.enum(RULE_OPERATORS), value: ruleValueAnswer })),
  actions: z.array(z.object({ identifier: z.string(), value: ruleValueAnswer })),
  enabled: z.boolean(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ProductRule = z.infer<typeof productRule>;
