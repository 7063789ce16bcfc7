import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { menuPaths } from '@iotc/shared/menus';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { bindNavigate } from '@/lib/navigation';
import { loginWith, useSessionStore } from '@/lib/session';
import { guestLoader, privateLoader, refreshLoader } from './guard';
import { userInfoFixture } from '@/test/fixtures';
import { fakeServerSuite } from '@/test/server';

const { server, toasts } = await fakeServerSuite({ signedIn: false });
bindNavigate(() => undefined);

const info = userInfoFixture({ tenantList: [], securityTime: 3600 });

function args(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
}

function location(response: Response | null): string | null {
  return response?.headers.get('Location') ?? null;
}

beforeEach(() => {
  server.on('GET', `/api${authPaths.logout}`, () => ({ body: envelope(0, 'ok') }));
});

const signIn = () => loginWith({ token: 'tk', expiresAt: Math.floor(Date.now() / 1000) + 3600, tenantId: 't1' });

describe('privateLoader', () => {
  it('sends a visitor without a token to login, remembering the wanted page', async () => {
    expect(location(await privateLoader(args('/workOrder/detail/index?id=5')))).toBe('/user/login?redirect=%2FworkOrder%2Fdetail%2Findex%3Fid%3D5');
    expect(server.calls).toEqual([]);
  });

  it('loads user info, then roles, then menus, once', async () => {
    signIn();
    server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', info) }));
    server.on('GET', `/api${menuPaths.routers}`, () => ({ body: envelope(0, 'ok', []) }));
    expect(await privateLoader(args('/dashboard/index'))).toBeNull();
    expect(await privateLoader(args('/notice/index'))).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual([`/api${spacePaths.profile}`, `/api${menuPaths.routers}`]);
    expect(useSessionStore.getState()).toMatchObject({ roles: ['owner'], menus: [] });
  });

  it('logs out with "roles must be a non-null list" when roles are missing', async () => {
    signIn();
    server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', { ...info, roles: null }) }));
    expect(location(await privateLoader(args('/dashboard/index')))).toBe('/user/login?redirect=%2Fdashboard%2Findex');
    expect(toasts).toEqual([t('session.rolesInvalid')]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs out with "user info failed to load" when the profile fails', async () => {
    signIn();
    server.on('GET', `/api${spacePaths.profile}`, () => ({ status: 500, body: envelope(10000, 'boom') }));
    expect(location(await privateLoader(args('/dashboard/index')))).toBe('/user/login?redirect=%2Fdashboard%2Findex');
    expect(toasts).toEqual([t('session.profileFailed')]);
    expect(server.calls.map((c) => c.path)).toContain(`/api${authPaths.logout}`);
  });
});

describe('guestLoader and refreshLoader', () => {
  it('sends someone signed in from the login page to the home page', () => {
    expect(guestLoader()).toBeNull();
    signIn();
    expect(location(guestLoader())).toBe('/dashboard/index');
  });

  it('reloads profile and menus on /refresh, then goes home', async () => {
    signIn();
    useSessionStore.getState().setUserInfo(info);
    useSessionStore.getState().setRoles(['owner']);
    useSessionStore.getState().setMenus([]);
    server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', { ...info, tenantId: 't2' }) }));
    server.on('GET', `/api${menuPaths.routers}`, () => ({ body: envelope(0, 'ok', []) }));
    expect(location(await refreshLoader())).toBe('/dashboard/index');
    expect(useSessionStore.getState().userInfo?.tenantId).toBe('t2');
  });
});
