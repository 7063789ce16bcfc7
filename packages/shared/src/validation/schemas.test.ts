import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountSchema,
  addressSchema,
  alnumNameSchema,
  alphanumericSchema,
  chinaMobileSchema,
  cnLetterDigitSchema,
  cnLetterDigitUnderscoreDotSchema,
  cnLetterDigitUnderscoreSchema,
  cnNameSchema,
  companyNameSchema,
  dottedNameSchema,
  emailSchema,
  enNameSchema,
  firstIssue,
  hexUpperSchema,
  httpsUrlSchema,
  identifierSchema,
  isChinaMobile,
  isEmail,
  lengthRange,
  passwordSchema,
  patterns,
  phoneSchema,
  textSchema,
  verificationCodeSchema,
  versionSchema,
} from './index.ts';

/** The key of the first problem, or null when the value passes. */
function keyOf(schema: z.ZodType, value: unknown): string | null {
  return firstIssue(schema.safeParse(value))?.key ?? null;
}

function expectValid(schema: z.ZodType, values: unknown[]) {
  for (const v of values) expect(keyOf(schema, v), JSON.stringify(v)).toBeNull();
}

function expectInvalid(schema: z.ZodType, key: string, values: unknown[]) {
  for (const v of values) expect(keyOf(schema, v), JSON.stringify(v)).toBe(key);
}

const x = (n: number, ch = 'a') => ch.repeat(n);

describe('emailSchema', () => {
  it('accepts letters and digits with - _ . + separators and a 2-4 letter suffix', () => {
    expectValid(emailSchema, ['a@b.cn', 'john.doe@example.com', 'a_b-c.d@mail.example.info', 'X1@sub-d.co', ' pad@ex.org ', 'a+b@c.com', 'dev+iot.test@example.com']);
  });
  it('rejects suffixes of 1 or 5 characters, missing parts and doubled separators', () => {
    expectInvalid(emailSchema, 'validation.email', [
      'a@b.c',
      'a@b.comxx',
      'a@b',
      '@b.com',
      'a@.com',
      'a..b@c.com',
      '.a@c.com',
      'a.@c.com',
      'a b@c.com',
      'a@b.c0m',
      'a++b@c.com',
      '+a@c.com',
      'a+@c.com',
      'a@b+c.com',
    ]);
  });
  it('trims and reports an empty value as required', () => {
    expect(emailSchema.parse('  a@b.cn ')).toBe('a@b.cn');
    expectInvalid(emailSchema, 'validation.required', ['', '   ', undefined, null]);
  });
  it('isEmail agrees with the pattern', () => {
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
  });
});

describe('chinaMobileSchema', () => {
  it('accepts 11 digits starting 13-19', () => {
    expectValid(chinaMobileSchema, ['13800138000', '19912345678', '15000000000']);
  });
  it('rejects 12/10/11x starts and wrong lengths', () => {
    expectInvalid(chinaMobileSchema, 'validation.chinaMobile', [
      '12800138000',
      '10800138000',
      '11800138000',
      '1380013800',
      '138001380001',
      '2380013800a',
      '+8613800138000',
    ]);
  });
  it('isChinaMobile', () => {
    expect(isChinaMobile('13800138000')).toBe(true);
    expect(isChinaMobile('12800138000')).toBe(false);
  });
});

describe('accountSchema', () => {
  it('accepts an e-mail or a China mobile, trimmed', () => {
    expectValid(accountSchema, ['a@b.cn', '13800138000']);
    expect(accountSchema.parse(' 13800138000 ')).toBe('13800138000');
  });
  it('rejects anything else with validation.account', () => {
    expectInvalid(accountSchema, 'validation.account', ['12800138000', 'alice', 'a@b.c', '1380013800']);
    expectInvalid(accountSchema, 'validation.required', ['', undefined]);
  });
});

describe('passwordSchema', () => {
  it('checks the length at 7/8/50/51', () => {
    expectInvalid(passwordSchema, 'validation.passwordLength', ['Abcdef1', 'Abcdef1' + x(44)]);
    expectValid(passwordSchema, ['Abcdef12', 'Abcdef1' + x(43)]);
    expect(('Abcdef1' + x(43)).length).toBe(50);
  });
  it('carries the bounds as params', () => {
    expect(firstIssue(passwordSchema.safeParse('Ab1'))?.params).toEqual({ min: 8, max: 50 });
  });
  it('allows common symbols but not spaces or non-ASCII', () => {
    expectValid(passwordSchema, ['Abc!@#$%^&*()_+1', 'P@ssw0rd~{}[]:;"\'<>,.?/|\\`-=']);
    expectInvalid(passwordSchema, 'validation.passwordChars', ['Abc def12', 'Abcdef12中', 'Abcdéf12']);
  });
  it('needs upper, lower and digit', () => {
    expectInvalid(passwordSchema, 'validation.passwordComposition', ['abcdef12', 'ABCDEF12', 'Abcdefgh', '!!!!!!!!']);
  });
  it('is not trimmed and is required', () => {
    expect(passwordSchema.parse('Abcdef12')).toBe('Abcdef12');
    expectInvalid(passwordSchema, 'validation.required', ['', undefined]);
  });
});

describe('verificationCodeSchema', () => {
  it('is exactly 6 digits', () => {
    expectValid(verificationCodeSchema, ['000000', '123456']);
    expectInvalid(verificationCodeSchema, 'validation.verificationCode', ['12345', '1234567', '12345a', '１２３４５６']);
    expectInvalid(verificationCodeSchema, 'validation.required', ['']);
  });
});

describe('name rules', () => {
  it('alnumNameSchema: English and digits only, 1-50', () => {
    expectValid(alnumNameSchema, ['a', 'Abc123', x(50)]);
    expectInvalid(alnumNameSchema, 'validation.alnumName', ['a b', 'a_b', '中文', 'a-b']);
    expectInvalid(alnumNameSchema, 'validation.lengthRange', [x(51)]);
    expectInvalid(alnumNameSchema, 'validation.required', ['']);
  });
  it('cnNameSchema (and companyNameSchema): Chinese, letters, digits, spaces, 1-50', () => {
    for (const schema of [cnNameSchema, companyNameSchema]) {
      expectValid(schema, ['智能科技', 'Acme Co 2', '杭州 ABC 科技有限公司', x(50, '中')]);
      expectInvalid(schema, 'validation.cnName', ['Acme_Co', 'Acme,Inc', '（有限）', 'a\tb']);
      expectInvalid(schema, 'validation.lengthRange', [x(51, '中')]);
      expectInvalid(schema, 'validation.required', ['', '   ', undefined]);
    }
    expect(cnNameSchema.parse('  Acme  ')).toBe('Acme');
  });
  it('enNameSchema: letters, digits, spaces, 1-50', () => {
    expectValid(enNameSchema, ['Acme Co 2', x(50)]);
    expectInvalid(enNameSchema, 'validation.enName', ['智能', 'a_b']);
    expectInvalid(enNameSchema, 'validation.lengthRange', [x(51)]);
  });
  it('lengthRange defaults to 1-50 and puts min/max in the params', () => {
    const schema = lengthRange();
    expectValid(schema, ['a', x(50), 'any symbols !@#']);
    expect(firstIssue(schema.safeParse(x(51)))).toEqual({ key: 'validation.lengthRange', params: { min: 1, max: 50 }, path: [] });
    expectInvalid(schema, 'validation.required', ['', '  ']);
    const twoToFour = lengthRange(2, 4);
    expectValid(twoToFour, ['ab', 'abcd']);
    expect(firstIssue(twoToFour.safeParse('a'))?.params).toEqual({ min: 2, max: 4 });
    expectInvalid(twoToFour, 'validation.lengthRange', ['a', 'abcde']);
  });
});

describe('other patterns', () => {
  it('alphanumericSchema', () => {
    expectValid(alphanumericSchema, ['abc', 'ABC123']);
    expectInvalid(alphanumericSchema, 'validation.alphanumeric', ['ab c', 'a_b', '中']);
  });
  it('cnLetterDigitSchema', () => {
    expectValid(cnLetterDigitSchema, ['中文abc123']);
    expectInvalid(cnLetterDigitSchema, 'validation.cnLetterDigit', ['中_文', 'a b', 'a.b']);
  });
  it('cnLetterDigitUnderscoreSchema', () => {
    expectValid(cnLetterDigitUnderscoreSchema, ['中_文abc_1']);
    expectInvalid(cnLetterDigitUnderscoreSchema, 'validation.cnLetterDigitUnderscore', ['a.b', 'a-b', 'a b']);
  });
  it('cnLetterDigitUnderscoreDotSchema', () => {
    expectValid(cnLetterDigitUnderscoreDotSchema, ['中_文.abc_1']);
    expectInvalid(cnLetterDigitUnderscoreDotSchema, 'validation.cnLetterDigitUnderscoreDot', ['a-b', 'a b', 'a/b']);
  });
  it('httpsUrlSchema must start with https://', () => {
    expectValid(httpsUrlSchema, ['https://example.com', 'https://a.b.cn:8443/path?q=1#x', 'https://localhost']);
    expectInvalid(httpsUrlSchema, 'validation.httpsUrl', [
      'http://example.com',
      'ftp://example.com',
      'example.com',
      'https://',
      'https:// example.com',
      'https://exa mple.com/',
      'HTTPS://example.com',
    ]);
  });
  it('hexUpperSchema', () => {
    expectValid(hexUpperSchema, ['0123456789ABCDEF', 'FF']);
    expectInvalid(hexUpperSchema, 'validation.hexUpper', ['ff', '0x1F', 'G1', 'AB CD']);
  });
  it('identifierSchema starts with a letter', () => {
    expectValid(identifierSchema, ['a', 'temp_1', 'Power2']);
    expectInvalid(identifierSchema, 'validation.identifier', ['1abc', '_abc', 'a-b', 'a.b', 'a b']);
  });
  it('dottedNameSchema: two or more identifiers joined by dots', () => {
    expectValid(dottedNameSchema, ['com.example', 'com.example.app_1', 'a.b.c.d']);
    expectInvalid(dottedNameSchema, 'validation.dottedName', ['com', 'com.', '.com', 'com..example', 'com.1example', 'com.ex-ample']);
  });
  it('versionSchema is xx.xx.xx with 1-2 digit parts', () => {
    expectValid(versionSchema, ['1.0.0', '10.20.30', '0.0.1', '99.99.99']);
    expectInvalid(versionSchema, 'validation.version', ['1.0', '1.0.0.0', '100.0.0', '1.0.a', 'v1.0.0', '1..0']);
  });
  it('phoneSchema: digits and hyphens, 1-50', () => {
    expectValid(phoneSchema, ['1', '13800138000', '0755-12345678', '400-800-1234', x(50, '1')]);
    expectInvalid(phoneSchema, 'validation.phone', ['-123', '123-', '12--3', '+86 138', '(0755)1234', 'abc']);
    expectInvalid(phoneSchema, 'validation.lengthRange', [x(51, '1')]);
    expectInvalid(phoneSchema, 'validation.required', ['']);
  });
  it('textSchema 0-300 and addressSchema 0-500', () => {
    expectValid(textSchema, ['', x(300)]);
    expect(firstIssue(textSchema.safeParse(x(301)))).toEqual({ key: 'validation.maxLength', params: { max: 300 }, path: [] });
    expectValid(addressSchema, ['', x(500)]);
    expect(firstIssue(addressSchema.safeParse(x(501)))).toEqual({ key: 'validation.maxLength', params: { max: 500 }, path: [] });
  });
  it('patterns have no global or sticky flag (test() must not depend on the previous call)', () => {
    for (const [name, re] of Object.entries(patterns)) {
      expect(re.global || re.sticky, name).toBe(false);
    }
  });
  it('a wrong type is not reported as required', () => {
    expectInvalid(emailSchema, 'validation.invalidType', [42, {}]);
  });
});
