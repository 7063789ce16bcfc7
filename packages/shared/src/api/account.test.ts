import { describe, expect, it } from 'vitest';
import { firstIssue } from '../validation/index.ts';
import { baseInfoBody, contactBody, securityTimeBody, SECURITY_TIME_OPTIONS } from './account.ts';

describe('baseInfoBody', () => {
  it('lets phone, e-mail and country stay empty, but checks them when filled in', () => {
    expect(baseInfoBody.parse({})).toEqual({ country: '', phone: '', email: '', address: '' });
    expect(baseInfoBody.parse({ phone: ' 0755-1234 ', email: '' })).toMatchObject({ phone: '0755-1234', email: '' });
    expect(firstIssue(baseInfoBody.safeParse({ phone: '0755 1234' }))).toEqual({ key: 'validation.phone', params: {}, path: ['phone'] });
    expect(firstIssue(baseInfoBody.safeParse({ phone: '1'.repeat(51) }))).toEqual({
      key: 'validation.lengthRange',
      params: { min: 1, max: 50 },
      path: ['phone'],
    });
    expect(firstIssue(baseInfoBody.safeParse({ email: 'a@b' }))?.key).toBe('validation.email');
    expect(firstIssue(baseInfoBody.safeParse({ country: 'cn' }))?.key).toBe('validation.invalid');
    expect(firstIssue(baseInfoBody.safeParse({ address: 'a'.repeat(501) }))).toEqual({ key: 'validation.maxLength', params: { max: 500 }, path: ['address'] });
  });
});

describe('securityTimeBody', () => {
  it('is required and one of the choices, the default hour among them', () => {
    expect(SECURITY_TIME_OPTIONS[0]).toBe(3600);
    for (const securityTime of SECURITY_TIME_OPTIONS) expect(securityTimeBody.safeParse({ securityTime }).success).toBe(true);
    expect(firstIssue(securityTimeBody.safeParse({}))?.key).toBe('validation.required');
    expect(firstIssue(securityTimeBody.safeParse({ securityTime: 60 }))?.key).toBe('validation.invalid');
    expect(firstIssue(securityTimeBody.safeParse({ securityTime: '3600' }))?.key).toBe('validation.invalidType');
  });
});

describe('contactBody', () => {
  it('requires name, account and a valid phone; address and job are optional', () => {
    expect(contactBody.parse({ name: ' Li ', account: 'li', phone: '138-0013-8000' })).toEqual({
      name: 'Li',
      account: 'li',
      phone: '138-0013-8000',
      address: '',
      job: '',
    });
    expect(firstIssue(contactBody.safeParse({ account: 'li', phone: '1' }))).toMatchObject({ key: 'validation.required', path: ['name'] });
    expect(firstIssue(contactBody.safeParse({ name: 'Li', account: 'li', phone: 'x' }))?.key).toBe('validation.phone');
  });
});
