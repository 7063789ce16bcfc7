import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath, safeRedirect } from './redirect';

describe('loginPath', () => {
  it('keeps the wanted page, query included, in the redirect query', () => {
    expect(loginPath('/workOrder/detail/index?id=7')).toBe('/user/login?redirect=%2FworkOrder%2Fdetail%2Findex%3Fid%3D7');
    expect(new URLSearchParams(loginPath('/a?b=1&c=2').split('?')[1]).get('redirect')).toBe('/a?b=1&c=2');
  });

  it('leaves the query out when there is nothing safe to come back to', () => {
    expect(loginPath()).toBe('/user/login');
    expect(loginPath('https://evil.example')).toBe('/user/login');
    expect(loginPath('/user/login?redirect=%2Fx')).toBe('/user/login');
  });
});

describe('safeRedirect', () => {
  it('accepts paths of this site', () => {
    expect(safeRedirect('/dashboard/index')).toBe('/dashboard/index');
    expect(safeRedirect('/notice/detail/index?id=3#top')).toBe('/notice/detail/index?id=3#top');
  });

  it.each([
    ['absolute address', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example/x'],
    ['tab inside', '/\t/evil.example'],
    ['script', 'javascript:alert(1)'],
    ['relative', 'dashboard/index'],
    ['empty', ''],
    ['the login page itself', '/user/login'],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('goes to a safe redirect query, else to the home page', () => {
    expect(afterLoginPath('?redirect=%2Fnotice%2Findex')).toBe('/notice/index');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/dashboard/index');
    expect(afterLoginPath('')).toBe('/dashboard/index');
    expect(afterLoginPath(new URLSearchParams({ redirect: '/a' }))).toBe('/a');
  });
});
