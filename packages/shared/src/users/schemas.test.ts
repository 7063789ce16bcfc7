import { describe, expect, it } from 'vitest';
import { firstIssue } from '../validation/issues.ts';
import { adminUserUpdateBody } from './schemas.ts';

describe('admin user update', () => {
  const body = { id: 'u1', realName: 'Ada', roleIds: ['owner'], status: 1 };

  it('keeps the password when none is given, and checks one that is', () => {
    expect(adminUserUpdateBody.parse(body).password).toBe('');
    expect(firstIssue(adminUserUpdateBody.safeParse({ ...body, password: 'abc' }))).toMatchObject({ key: 'validation.passwordLength', path: ['password'] });
    // Taken as typed: a space is refused rather than trimmed away.
    expect(firstIssue(adminUserUpdateBody.safeParse({ ...body, password: ' Abcdefg12 ' }))?.key).toBe('validation.passwordChars');
  });
});
