import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../api/shell.ts';
import { LANGUAGES } from '../constants.ts';
import { ErrorCode, errorMessageKey } from '../errors.ts';
import { greetingKey } from '../helpers/index.ts';
import { firstIssue, passwordSchema, phoneSchema, textSchema } from '../validation/index.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { errorMessage, fieldLabel, hasMessage, translate, translateValidation } from '../translate.ts';
import { normalizeLang } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  const zh = Object.keys(messages['zh-CN']).sort();
  const en = Object.keys(messages['en-US']).sort();

  it('has exactly the same keys in both languages', () => {
    expect(zh).toEqual(en);
    expect(Object.keys(messages).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has no empty text, and the same placeholders in both languages', () => {
    for (const key of en) {
      const [zhText, enText] = [messages['zh-CN'][key]!, messages['en-US'][key]!];
      expect(zhText.trim(), `zh-CN ${key}`).not.toBe('');
      expect(enText.trim(), `en-US ${key}`).not.toBe('');
      expect(placeholders(zhText), key).toEqual(placeholders(enText));
    }
  });

  it('has no key that is the prefix of another, so it can be nested', () => {
    for (const key of en) {
      expect(en.filter((other) => other.startsWith(`${key}.`)), key).toEqual([]);
    }
  });

  it('holds every error code key, every greeting and success', () => {
    for (const key of Object.values(errorMessageKey)) expect(hasMessage(key), key).toBe(true);
    for (let hour = 0; hour < 24; hour++) expect(hasMessage(greetingKey(hour))).toBe(true);
    expect(translate('zh-CN', 'success')).toBe('操作成功');
    expect(translate('en-US', 'success')).toBe('Success');
  });

  it('holds every validation key written in the shared sources', () => {
    const dir = join(import.meta.dirname, '..');
    const files = ['validation', 'api'].flatMap((sub) =>
      readdirSync(join(dir, sub))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join(dir, sub, f)),
    );
    const used = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(validation\.\w+)'/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(30);
    for (const key of used) expect(hasMessage(key), key).toBe(true);
  });

  it('names the fields of the shell bodies', () => {
    for (const name of ['account', 'password', 'confirmPassword', 'code', 'companyName', 'oldPassword', 'newPassword',
      'tenantId', 'token', 'file', 'type', 'dictType', 'phone', 'email']) {
      expect(hasMessage(`field.${name}`), name).toBe(true);
    }
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en-US', 'error.tooManyRequests', { seconds: 42 })).toBe('Too many attempts; try again in 42 s');
    expect(translate('zh-CN', 'validation.lengthRange', { min: 1, max: 50 })).toBe('长度须为 1-50 个字符');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(translate('en-US', 'error.codeTooFrequent')).toBe('A code was sent less than a minute ago; try again in {seconds} s');
  });

  it('falls back to en-US, then to the key', () => {
    expect(translate('fr-FR' as Lang, 'error.wrongCredentials')).toBe('Incorrect account or password');
    expect(translate('zh-CN', 'no.such.key')).toBe('no.such.key');
    expect(translate('zh-CN', 'toString')).toBe('toString');
    expect(translate('zh-CN', 'constructor')).toBe('constructor');
  });
});

describe('normalizeLang', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['EN-gb', 'en-US'],
    ['en_US', 'en-US'],
    ['fr-FR,en;q=0.8,zh;q=0.5', 'en-US'],
    ['en-US,en;q=0.9', 'en-US'],
    ['fr-FR', 'zh-CN'],
    ['', 'zh-CN'],
    ['english', 'zh-CN'],
  ])('%j → %s', (header, lang) => {
    expect(normalizeLang(header)).toBe(lang);
  });

  it('takes the first value of a repeated header, and defaults to zh-CN when absent', () => {
    expect(normalizeLang(['en-US', 'zh-CN'])).toBe('en-US');
    expect(normalizeLang([])).toBe('zh-CN');
    expect(normalizeLang(undefined)).toBe('zh-CN');
    expect(normalizeLang(null)).toBe('zh-CN');
  });
});

describe('translateValidation', () => {
  it('names the field in both languages', () => {
    const m = firstIssue(z.object({ password: passwordSchema }).safeParse({ password: 'short' }))!;
    expect(translateValidation('en-US', m)).toBe('Password: The password must be 8-50 characters long');
    expect(translateValidation('zh-CN', m)).toBe('密码：密码长度须为 8-50 位');
  });

  it('uses the last field name of a nested path, or the raw name when there is no label', () => {
    const schema = z.object({ contacts: z.array(z.object({ phone: phoneSchema, remark: textSchema })) });
    const phone = firstIssue(schema.safeParse({ contacts: [{ phone: 'abc', remark: '' }] }))!;
    expect(translateValidation('en-US', phone)).toBe('Phone: Enter a valid phone number (digits and hyphens)');
    const remark = firstIssue(schema.safeParse({ contacts: [{ phone: '1', remark: 'x'.repeat(301) }] }))!;
    expect(translateValidation('en-US', remark)).toBe('remark: Enter at most 300 characters');
  });

  it('gives the bare reason for a value without a path (form fields)', () => {
    const m = firstIssue(phoneSchema.safeParse(''))!;
    expect(translateValidation('zh-CN', m)).toBe('此项为必填项');
    expect(fieldLabel('en-US', [])).toBe('');
    expect(fieldLabel('en-US', ['list', 0])).toBe('list');
  });
});

describe('errorMessage', () => {
  it('translates an error code with its params', () => {
    expect(errorMessage('en-US', ErrorCode.WrongCredentials)).toBe('Incorrect account or password');
    expect(errorMessage('zh-CN', ErrorCode.CodeTooFrequent, { seconds: 30 })).toBe('验证码发送过于频繁（每分钟最多一次），请 30 秒后重试');
    expect(errorMessage('en-US', ErrorCode.LegacyExpired)).toBe(errorMessage('en-US', ErrorCode.TokenExpired));
  });
});
