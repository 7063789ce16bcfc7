import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authPaths, type TokenPair } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { userInfoFixture } from '@/test/fixtures';
import { fakeServerSuite } from '@/test/server';
import { envelope } from './fakeServer';
import { bindNavigate } from './navigation';
import { changeSpace, loadProfile, loginWith, logout } from './session';
import { TOKEN_COOKIE, useSessionStore } from './sessionStore';

const navigations: string[] = [];
const { server, toasts } = await fakeServerSuite({ signedIn: false });
bindNavigate((to) => void navigations.push(to));

const pair = (n: number, expiresInS = 7200): TokenPair => ({
  token: `token-${n}`,
  expiresAt: Math.floor(Date.now() / 1000) + expiresInS,
  tenantId: `t${n}`,
});

const profile = userInfoFixture;

beforeEach(() => {
  navigations.length = 0;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('token cookie and security time', () => {
  it('keeps the token in a cookie living securityTime / 86400 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSessionStore.getState().setSecurityTime(7200);
    loginWith(pair(1));
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'token-1', expect.objectContaining({ expires: 7200 / 86400, path: '/' }));
    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-1');
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-1', roles: null });
  });

  it('keeps no refresh token where script can read it (the server holds it in an HttpOnly cookie)', () => {
    loginWith({ ...pair(1), refreshToken: 'refresh-1' } as TokenPair);
    expect(useSessionStore.getState()).not.toHaveProperty('refreshToken');
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage), document.cookie];
    expect(stored.filter((value) => String(value).includes('refresh-1'))).toEqual([]);
  });

  it('defaults the security time to 3600 and keeps a new one across page loads', async () => {
    vi.resetModules();
    const fresh = await import('./sessionStore');
    expect(fresh.useSessionStore.getState().securityTime).toBe(3600);
    fresh.useSessionStore.getState().setSecurityTime(1800);
    vi.resetModules();
    const reloaded = await import('./sessionStore');
    expect(reloaded.useSessionStore.getState().securityTime).toBe(1800);
  });

  it('restores the session from the cookie on a page load, and nothing when the cookie is gone', async () => {
    loginWith(pair(1));
    vi.resetModules();
    const reloaded = await import('./sessionStore');
    expect(reloaded.useSessionStore.getState()).toMatchObject({ token: 'token-1', expiresAt: pair(1).expiresAt });

    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    vi.resetModules();
    const expired = await import('./sessionStore');
    expect(expired.useSessionStore.getState()).toMatchObject({ token: null, expiresAt: null });
  });

  it('takes the login-safety time of the profile', async () => {
    loginWith(pair(1));
    server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', profile({ securityTime: 900 })) }));
    const info = await loadProfile();
    expect(info.userName).toBe('Demo');
    expect(useSessionStore.getState()).toMatchObject({ securityTime: 900, tenantList: info.tenantList });
    expect(localStorage.getItem('iotc.securityTime')).toBe('900');
  });
});

describe('changeSpace', () => {
  beforeEach(() => {
    loginWith(pair(1));
    useSessionStore.getState().setUserInfo(profile());
    useSessionStore.getState().setRoles(['owner']);
    useSessionStore.getState().setMenus([]);
  });

  it('returns to the home page when the space is the current one, without a call', async () => {
    await expect(changeSpace('t1')).resolves.toBe(true);
    expect(navigations).toEqual(['/dashboard/index']);
    expect(server.calls).toEqual([]);
    expect(useSessionStore.getState().roles).toEqual(['owner']);
  });

  it('stores the new tokens, clears roles and reloads through /refresh', async () => {
    server.on('POST', `/api${spacePaths.switchSpace}`, (call) => {
      expect(JSON.parse(call.body)).toEqual({ tenantId: 't2' });
      expect(call.headers.authorization).toBe('Bearer token-1');
      return { body: envelope(0, 'ok', pair(2)) };
    });
    await expect(changeSpace('t2')).resolves.toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-2', roles: null, menus: null });
    expect(navigations).toEqual(['/refresh']);
  });

  it('shows the server message when the switch is refused', async () => {
    server.on('POST', `/api${spacePaths.switchSpace}`, () => ({ status: 403, body: envelope(20011, 'You are not a member of this space') }));
    await expect(changeSpace('t9')).resolves.toBe(false);
    expect(toasts).toEqual(['You are not a member of this space']);
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(navigations).toEqual([]);
  });
});

describe('logout', () => {
  it('tells the server, then forgets the session here', async () => {
    loginWith(pair(1));
    server.on('GET', `/api${authPaths.logout}`, () => ({ body: envelope(0, 'ok') }));
    await logout();
    expect(server.calls.map((c) => c.headers.authorization)).toEqual(['Bearer token-1']);
    expect(useSessionStore.getState().token).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('renews a token about to expire first, so that the server ends the session and clears the refresh cookie', async () => {
    loginWith(pair(1, 60));
    server.on('POST', `/api${authPaths.refreshToken}`, () => ({ body: envelope(0, 'ok', pair(2)) }));
    server.on('GET', `/api${authPaths.logout}`, () => ({ body: envelope(0, 'ok') }));
    await logout();
    expect(server.calls.map((c) => [c.path, c.headers.authorization])).toEqual([
      [`/api${authPaths.refreshToken}`, undefined],
      [`/api${authPaths.logout}`, 'Bearer token-2'],
    ]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('still logs out when the session is already gone, without any message', async () => {
    loginWith(pair(1, 60));
    server.on('POST', `/api${authPaths.refreshToken}`, () => ({ status: 401, body: envelope(20005, 'ended') }));
    await logout();
    expect(server.calls.map((c) => c.path)).toEqual([`/api${authPaths.refreshToken}`]);
    expect([useSessionStore.getState().token, toasts, navigations]).toEqual([null, [], []]);
  });

  it('still logs out when the server refuses, without any message', async () => {
    loginWith(pair(1));
    server.on('GET', `/api${authPaths.logout}`, () => ({ status: 401, body: envelope(20001, 'expired') }));
    await logout();
    expect(useSessionStore.getState().token).toBeNull();
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });
});
