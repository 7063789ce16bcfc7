import { useMemo } from 'react';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { validateValue } from '@iotc/shared';
import { t } from './i18n';

export interface ZodRuleOptions {
  /** Marks the field with antd's asterisk; the schema itself decides what is missing. Default true. */
  required?: boolean;
}

/**
 * An antd Form rule that checks the value with a shared zod schema (the same rule the server applies)
 * and shows its message translated, with its values: `rules={[zodRule(passwordSchema)]}`.
 */
export function zodRule(schema: z.ZodType, options: ZodRuleOptions = {}): FormRule {
  return {
    required: options.required ?? true,
    validator: async (_rule, value: unknown) => {
      const problem = validateValue(schema, value);
      if (problem) throw new Error(t(problem.key, problem.params));
    },
  };
}

/** `zodRule` kept stable across renders, for `rules` props of memoised fields. */
export function useZodRule(schema: z.ZodType, options: ZodRuleOptions = {}): FormRule {
  const { required } = options;
  return useMemo(() => zodRule(schema, { required }), [schema, required]);
}

/** The value must equal another field's (confirm password): `rules={[matchRule('password')]}`. */
export function matchRule(otherField: string, messageKey = 'validation.passwordMismatch'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(otherField)) throw new Error(t(messageKey));
    },
  });
}
