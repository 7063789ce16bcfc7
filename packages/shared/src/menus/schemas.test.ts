import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_MIN_LENGTH } from '../constants.ts';
import { firstIssue } from '../validation/issues.ts';
import { adminMenuBody, menuModuleSchema, menuNameSchema, menuPermsSchema } from './schemas.ts';

const menu = { id: 'reports', name: 'Reports', title: '报表', titleEn: 'Reports', menuType: 1, path: '/reports', moduleType: 'sys_admin' };

describe('admin menu rule (spec 000 §5)', () => {
  it('needs at least 2 characters of name, authority flag and module', () => {
    expect(ADMIN_MENU_MIN_LENGTH).toBe(2);
    for (const schema of [menuNameSchema, menuModuleSchema, menuPermsSchema(2)]) {
      expect(firstIssue(schema.safeParse('a'))).toMatchObject({ key: 'validation.lengthRange', params: { min: 2 } });
      expect(schema.safeParse('ab').success).toBe(true);
    }
  });

  it('requires the flag on a button; a menu may go without one, but not with a 1-character one', () => {
    expect(firstIssue(menuPermsSchema(2).safeParse(''))?.key).toBe('validation.required');
    expect(menuPermsSchema(1).safeParse('').success).toBe(true);
    expect(firstIssue(menuPermsSchema(1).safeParse('x'))?.key).toBe('validation.lengthRange');
    expect(firstIssue(menuPermsSchema(1).safeParse('system menu'))?.key).toBe('validation.menuPerms');
  });

  it('checks the whole body: code characters, the flag by type, a path for a menu', () => {
    expect(adminMenuBody.safeParse(menu).success).toBe(true);
    expect(firstIssue(adminMenuBody.safeParse({ ...menu, id: 'a b' }))).toMatchObject({ key: 'validation.menuCode', path: ['id'] });
    expect(firstIssue(adminMenuBody.safeParse({ ...menu, menuType: 2, path: '' }))).toMatchObject({ key: 'validation.required', path: ['perms'] });
    expect(firstIssue(adminMenuBody.safeParse({ ...menu, path: '' }))).toMatchObject({ key: 'validation.required', path: ['path'] });
  });
});
