import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserType } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { guidePaths } from '@iotc/shared/guide';
import { resumeNoviceGuide } from '@/features/guide/noviceGuide';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { bindNavigate } from '@/lib/navigation';
import { HOME_PATH } from '@/lib/redirect';
import { REFRESH_PATH, useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { SpaceSwitcher } from './SpaceSwitcher';

let view: Rendered;
const navigations: string[] = [];

const tokens = (n: number): TokenPair => ({ token: `token-${n}`, expiresAt: Math.floor(Date.now() / 1000) + 7200, tenantId: 't1' });
/** The demo user: own space t1 ("Acme"), member of t2. */
const inOwnSpace = (hasGuided: boolean) => userInfoFixture({ tenantId: 't1', userType: UserType.Owner, hasGuided });
const inOtherSpace = () => userInfoFixture({ tenantId: 't2', userType: UserType.Member, companyName: 'Partner', hasGuided: true });

const guideCalls = () => server.calls.filter((c) => c.path === `/api${guidePaths.setHasGuided}`);

async function pickGuide() {
  await click(byTestId(view.container, 'space-switcher'));
  await click(byTestId(document.body, 'novice-guide'));
}

const { server, toasts, confirms } = await fakeServerSuite();
beforeAll(() => {
  bindNavigate((to) => void navigations.push(to));
});

beforeEach(() => {
  navigations.length = 0;
  useSessionStore.getState().setTokens(tokens(1));
  server.on('POST', `/api${guidePaths.setHasGuided}`, () => ({ body: envelope(0, 'ok', { tenantId: 't1', hasGuided: true, isOwnerSpace: true }) }));
  server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', inOwnSpace(true)) }));
});

afterEach(() => view.unmount());

describe('novice guide from the space menu', () => {
  it('on the own space: turns the demo flag on, opens the home page and marks the user as guided', async () => {
    useSessionStore.getState().setUserInfo(inOwnSpace(false));
    view = await render(<SpaceSwitcher />);
    await pickGuide();
    expect(confirms).toEqual([]);
    expect(useSessionStore.getState().demo).toBe(true);
    expect(navigations).toEqual([HOME_PATH]);
    await waitFor(() => expect(useSessionStore.getState().userInfo?.hasGuided).toBe(true));
    expect(guideCalls().map((c) => JSON.parse(c.body) as unknown)).toEqual([{ tenantId: 't1' }]);
  });

  it('does not mark a user who has been guided already', async () => {
    useSessionStore.getState().setUserInfo(inOwnSpace(true));
    view = await render(<SpaceSwitcher />);
    await pickGuide();
    expect(useSessionStore.getState().demo).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guideCalls()).toEqual([]);
  });

  it('on another space: asks, switches to the own space, and once it has loaded sets the demo flag and marks the user', async () => {
    useSessionStore.getState().setUserInfo(inOtherSpace());
    useSessionStore.getState().setMenus([]);
    server.on('POST', `/api${spacePaths.switchSpace}`, () => ({ body: envelope(0, 'ok', tokens(2)) }));
    view = await render(<SpaceSwitcher />);
    await pickGuide();

    // Nothing happens before the user agrees.
    expect(confirms).toHaveLength(1);
    expect(String(confirms[0]!.content)).toContain('Acme');
    expect(server.calls).toEqual([]);

    await act(async () => {
      await confirms[0]!.onOk!();
    });
    const switched = server.calls.find((c) => c.path === `/api${spacePaths.switchSpace}`);
    expect(JSON.parse(switched!.body)).toEqual({ tenantId: 't1' });
    expect(navigations).toEqual([REFRESH_PATH]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-2', roles: null, menus: null, demo: false, guidePending: 't1' });
    // Kept across the reload through /refresh.
    expect(sessionStorage.getItem('iotc.guidePending')).toBe('t1');

    // The old space's profile is still in the store: the guide waits.
    act(() => resumeNoviceGuide());
    expect(useSessionStore.getState().demo).toBe(false);

    // /refresh loaded the own space.
    act(() => {
      useSessionStore.getState().setUserInfo(inOwnSpace(false));
      useSessionStore.getState().setMenus([]);
      resumeNoviceGuide();
    });
    expect(useSessionStore.getState()).toMatchObject({ demo: true, guidePending: null });
    await waitFor(() => expect(guideCalls()).toHaveLength(1));
    await waitFor(() => expect(useSessionStore.getState().userInfo?.hasGuided).toBe(true));
  });

  it('drops the guide when the switch is refused, showing the server’s message', async () => {
    useSessionStore.getState().setUserInfo(inOtherSpace());
    server.on('POST', `/api${spacePaths.switchSpace}`, () => ({ status: 403, body: envelope(10003, 'Not allowed', null) }));
    view = await render(<SpaceSwitcher />);
    await pickGuide();
    await act(async () => {
      await confirms[0]!.onOk!();
    });
    expect(toasts).toEqual(['Not allowed']);
    expect(useSessionStore.getState()).toMatchObject({ demo: false, guidePending: null, token: 'token-1' });
    expect(navigations).toEqual([]);
  });

  it('still lists the spaces and switches to the one picked', async () => {
    useSessionStore.getState().setUserInfo(inOwnSpace(true));
    server.on('POST', `/api${spacePaths.switchSpace}`, () => ({ body: envelope(0, 'ok', tokens(3)) }));
    view = await render(<SpaceSwitcher />);
    await click(byTestId(view.container, 'space-switcher'));
    const items = [...document.body.querySelectorAll('.space-item__name')].map((e) => e.textContent);
    expect(items).toEqual(['Acme', t('header.mySpace')]);
    await click(document.body.querySelectorAll('.space-item')[1]!);
    await waitFor(() => expect(navigations).toEqual([REFRESH_PATH]));
    expect(useSessionStore.getState().demo).toBe(false);
  });
});
