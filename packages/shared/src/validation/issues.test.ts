import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBody, registerBody } from '../auth/schemas.ts';
import {
  emailSchema,
  firstIssue,
  firstIssueKey,
  issueMessage,
  issueMessages,
  passwordSchema,
  phoneSchema,
  validateValue,
  validationParams,
  zodKeyErrorMap,
} from './index.ts';

describe('firstIssue / firstIssueKey', () => {
  it('takes a safe-parse result, a ZodError or an issue list', () => {
    const result = emailSchema.safeParse('nope');
    expect(firstIssueKey(result)).toBe('validation.email');
    expect(firstIssueKey(result.error!)).toBe('validation.email');
    expect(firstIssueKey(result.error!.issues)).toBe('validation.email');
  });

  it("keeps a feature's own message key (a gray release without a stage)", () => {
    const schema = z.object({ stages: z.array(z.number()) }).superRefine((v, ctx) => {
      if (v.stages.length === 0) ctx.addIssue({ code: 'custom', path: ['stages'], message: 'ota.stageRequired' });
    });
    expect(firstIssue(schema.safeParse({ stages: [] }))).toEqual({ key: 'ota.stageRequired', params: {}, path: ['stages'] });
  });

  it('gives null for a success', () => {
    expect(firstIssue(emailSchema.safeParse('a@b.cn'))).toBeNull();
    expect(firstIssueKey(emailSchema.safeParse('a@b.cn'))).toBeNull();
  });

  it('keeps the path of nested fields, array indexes included', () => {
    const schema = z.object({ contacts: z.array(z.object({ phone: phoneSchema })) });
    const m = firstIssue(schema.safeParse({ contacts: [{ phone: '1' }, { phone: 'x' }] }));
    expect(m).toEqual({ key: 'validation.phone', params: {}, path: ['contacts', 1, 'phone'] });
  });

  it('reports the fields of the shell bodies with our keys', () => {
    const all = issueMessages(
      registerBody.safeParse({
        account: 'bad',
        code: '12',
        password: 'Abcdef12',
        confirmPassword: 'Abcdef13',
        accountType: 1,
        companyName: '',
        agreeTerms: false,
        agreeAppLicense: true,
      }),
    );
    expect(all.map((m) => [m.path.join('.'), m.key])).toEqual([
      ['account', 'validation.account'],
      ['code', 'validation.verificationCode'],
      ['agreeTerms', 'validation.agreeTerms'],
    ]);
    // The refinements run once the object shape is valid.
    const second = issueMessages(
      registerBody.safeParse({
        account: 'a@b.cn',
        code: '123456',
        password: 'Abcdef12',
        confirmPassword: 'Abcdef13',
        accountType: 1,
        agreeTerms: true,
        agreeAppLicense: true,
      }),
    );
    expect(second.map((m) => [m.path.join('.'), m.key])).toEqual([
      ['confirmPassword', 'validation.passwordMismatch'],
      ['companyName', 'validation.required'],
    ]);
  });
});

describe('issues of schemas without our keys get a key from their code', () => {
  const keyOf = (schema: z.ZodType, value: unknown) => firstIssue(schema.safeParse(value));

  it('missing values are "required", wrong types are "invalidType"', () => {
    expect(keyOf(z.object({ a: z.string() }), {})?.key).toBe('validation.required');
    expect(keyOf(z.object({ a: z.number() }), { a: null })?.key).toBe('validation.required');
    expect(keyOf(z.object({ a: z.number() }), { a: 'x' })?.key).toBe('validation.invalidType');
    expect(firstIssue(loginBody.safeParse({ account: 'a' }))).toEqual({ key: 'validation.required', params: {}, path: ['password'] });
  });

  it('sizes carry min/max', () => {
    expect(keyOf(z.string().min(1), '')).toEqual({ key: 'validation.required', params: { min: 1 }, path: [] });
    expect(keyOf(z.string().min(3), 'a')).toEqual({ key: 'validation.minLength', params: { min: 3 }, path: [] });
    expect(keyOf(z.string().max(3), 'abcd')).toEqual({ key: 'validation.maxLength', params: { max: 3 }, path: [] });
    expect(keyOf(z.number().min(5), 1)).toEqual({ key: 'validation.minValue', params: { min: 5 }, path: [] });
    expect(keyOf(z.number().max(5), 9)).toEqual({ key: 'validation.maxValue', params: { max: 5 }, path: [] });
    expect(keyOf(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toEqual({
      key: 'validation.maxItems',
      params: { max: 3 },
      path: [],
    });
    expect(keyOf(z.array(z.string()).min(1), [])?.key).toBe('validation.minItems');
  });

  it('formats, enums, unknown keys, and anything else', () => {
    expect(keyOf(z.string().regex(/^a$/), 'b')?.key).toBe('validation.format');
    expect(keyOf(z.enum(['x', 'y']), 'z')).toEqual({ key: 'validation.invalidValue', params: { values: 'x, y' }, path: [] });
    expect(keyOf(z.strictObject({}), { b: 1, c: 2 })).toEqual({ key: 'validation.unknownKeys', params: { keys: 'b, c' }, path: [] });
    expect(keyOf(z.union([z.string(), z.number()]), true)?.key).toBe('validation.invalid');
  });

  it('custom issues pass their string/number params through', () => {
    const schema = z.string().refine(() => false, { message: 'validation.lengthRange', params: { min: 2, max: 4, ignored: {} } });
    expect(validationParams(schema.safeParse('x').error!.issues[0]!)).toEqual({ min: 2, max: 4 });
  });
});

describe('validateValue', () => {
  it('returns null on success and the first problem otherwise', () => {
    expect(validateValue(passwordSchema, 'Abcdef12')).toBeNull();
    expect(validateValue(passwordSchema, 'abc')).toEqual({ key: 'validation.passwordLength', params: { min: 8, max: 50 }, path: [] });
  });
});

describe('zodKeyErrorMap', () => {
  it('can be passed as a per-parse error map and yields keys in message', () => {
    const r = z.object({ a: z.string().max(2), b: z.number() }).safeParse({ a: 'abc' }, { error: zodKeyErrorMap });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['validation.maxLength', 'validation.required']);
    expect(issueMessage(r.error!.issues[0]!)).toEqual({ key: 'validation.maxLength', params: { max: 2 }, path: ['a'] });
  });

  it('does not override our own keys', () => {
    const r = emailSchema.safeParse('bad', { error: zodKeyErrorMap });
    expect(r.error!.issues[0]!.message).toBe('validation.email');
  });
});
