import { useEffect } from 'react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import { UserType } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import { type GuideDemo, guidePaths } from '@iotc/shared/guide';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { envelope } from '@/lib/fakeServer';
import { bindNavigate } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { GuideTour } from './GuideTour';
import { startNoviceGuide } from './noviceGuide';
import { startTour } from './tour';
import { useTourStore } from './tourStore';

let view: Rendered;
const demo: GuideDemo = { productId: 'p1', productKey: 'key1', did: 'd1' };
const DETAILS = '/product/deviceDebugging/debugDetails/index?productKey=key1&productId=p1&did=d1&type=2';

/** The app's navigate, bound to the test's router. */
function RouterNavigate() {
  const navigate = useNavigate();
  useEffect(() => bindNavigate((to) => void navigate(to)), [navigate]);
  return null;
}

const calls = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === `/api${path}`);
const location = () => byTestId(view.container, 'location').textContent;
const shown = (step: number) => document.body.querySelector(`[data-testid="tour-step-${step}"]`);
const shownStep = () => [1, 2, 3, 4].find((step) => shown(step));

/** What a page draws for the tour to point at. */
function drawPage(testId: string, id?: string) {
  const element = document.createElement('div');
  element.dataset.testid = testId;
  if (id) element.dataset.id = id;
  element.className = 'page-part';
  document.body.appendChild(element);
}

async function renderAt(route: string) {
  // The browser's address agrees with the router's, as in the app (calls outside components read it).
  window.history.replaceState(null, '', route);
  view = await render(
    <>
      <RouterNavigate />
      <GuideTour />
    </>,
    route,
  );
}

async function next() {
  await click(byTestId(document.body, 'tour-next'));
}

const { server, toasts } = await fakeServerSuite();

beforeEach(() => {
  useTourStore.getState().end();
  useSessionStore.getState().setUserInfo(userInfoFixture({ hasGuided: true }));
  server.on('POST', `/api${guidePaths.demo}`, () => ({ body: envelope(0, 'ok', demo) }));
  server.on('POST', `/api${virtualDevicePaths.list}`, () => ({ body: envelope(0, 'ok', { list: [{ did: 'd1' }] }) }));
  server.on('GET', `/api${guidePaths.appDownloadUrl}`, () => ({ body: envelope(0, 'ok', { url: 'http://console.test/doc/appUsageLicense' }) }));
  server.on('POST', `/api${guidePaths.setHasGuided}`, () => ({ body: envelope(0, 'ok', { tenantId: 't1', hasGuided: true, isOwnerSpace: true }) }));
  server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', userInfoFixture({ hasGuided: true })) }));
  drawPage('dashboard-greeting');
});

afterEach(() => {
  view.unmount();
  document.body.querySelectorAll('.page-part').forEach((element) => element.remove());
});

describe('the guided tour', () => {
  it('walks from the dashboard to the debug details of the demo device, then finishes', async () => {
    await renderAt('/dashboard/index');
    act(() => startTour(true));
    await waitFor(() => expect(shownStep()).toBe(1));
    // Started from the novice guide: the rest of the page is dimmed.
    expect(document.body.querySelector('.ant-tour-mask svg')).not.toBeNull();
    expect(document.body.querySelector('[data-testid="tour-prev"]')).toBeNull();

    // Next: the demo is made (once), then the product list opens and the step points at the demo product.
    drawPage('product-row', 'p1');
    await next();
    await waitFor(() => expect(location()).toBe('/product/product/index'));
    await waitFor(() => expect(shownStep()).toBe(2));
    expect(calls('POST', guidePaths.demo)).toHaveLength(1);

    // The device list of the demo product, after checking (isVirtual=1) that its virtual device is there.
    drawPage('debug-virtual-row', 'd1');
    await next();
    await waitFor(() => expect(shownStep()).toBe(3));
    expect(location()).toBe('/product/deviceDebugging/index?productId=p1&tab=virtual');
    expect(JSON.parse(calls('POST', virtualDevicePaths.list)[0]!.body)).toEqual({ productId: 'p1', isVirtual: 1 });

    drawPage('debug-controls');
    await next();
    await waitFor(() => expect(shownStep()).toBe(4));
    expect(location()).toBe(DETAILS);
    await waitFor(() => expect(byTestId(document.body, 'tour-app-url').getAttribute('href')).toBe('http://console.test/doc/appUsageLicense'));
    expect(calls('POST', guidePaths.demo)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('iotc.tour')!)).toMatchObject({ step: 3, demo });

    await click(byTestId(document.body, 'tour-finish'));
    expect(useTourStore.getState().step).toBeNull();
    await waitFor(() => expect(shownStep()).toBeUndefined());
    expect(sessionStorage.getItem('iotc.tour')).toBeNull();
    // It does not mark the user: the novice guide that started it does.
    expect(calls('POST', guidePaths.setHasGuided)).toEqual([]);
  });

  it('skips at any step, and goes back a step with Previous', async () => {
    await renderAt('/dashboard/index');
    act(() => startTour(true));
    drawPage('product-row', 'p1');
    await waitFor(() => expect(shownStep()).toBe(1));
    await next();
    await waitFor(() => expect(shownStep()).toBe(2));
    await click(byTestId(document.body, 'tour-prev'));
    await waitFor(() => expect(location()).toBe('/dashboard/index'));
    await waitFor(() => expect(shownStep()).toBe(1));
    await next();
    await waitFor(() => expect(shownStep()).toBe(2));
    // The demo is asked for once.
    expect(calls('POST', guidePaths.demo)).toHaveLength(1);

    await click(byTestId(document.body, 'tour-skip'));
    expect(useTourStore.getState().step).toBeNull();
    await waitFor(() => expect(shownStep()).toBeUndefined());
    expect(location()).toBe('/product/product/index');
  });

  it('makes the demo again when its virtual device is gone', async () => {
    await renderAt('/product/product/index');
    act(() => {
      useTourStore.getState().start('t1', true, '/product/product/index');
      useTourStore.getState().show(1, demo, '/product/product/index');
    });
    server.on('POST', `/api${virtualDevicePaths.list}`, () => ({ body: envelope(0, 'ok', { list: [] }) }));
    server.on('POST', `/api${guidePaths.demo}`, () => ({ body: envelope(0, 'ok', { ...demo, did: 'd2' }) }));
    drawPage('product-row', 'p1');
    drawPage('debug-virtual-row', 'd2');
    await waitFor(() => expect(shownStep()).toBe(2));
    await next();
    await waitFor(() => expect(shownStep()).toBe(3));
    expect(useTourStore.getState().demo?.did).toBe('d2');
  });

  it('keeps the step when the demo cannot be made, showing why', async () => {
    server.on('POST', `/api${guidePaths.demo}`, () => ({ status: 403, body: envelope(10004, 'No permission', null) }));
    await renderAt('/dashboard/index');
    act(() => startTour(true));
    await waitFor(() => expect(shownStep()).toBe(1));
    await next();
    await waitFor(() => expect(toasts).toEqual(['No permission']));
    expect(useTourStore.getState()).toMatchObject({ step: 0, busy: false, demo: null });
    expect(location()).toBe('/dashboard/index');
    expect(shownStep()).toBe(1);
  });

  it('ends when the user leaves the step’s page another way, or the space changes', async () => {
    await renderAt('/dashboard/index');
    act(() => startTour(true));
    await waitFor(() => expect(shownStep()).toBe(1));
    const { navigate } = await import('@/lib/navigation');
    act(() => navigate('/account/baseInfo/index'));
    await waitFor(() => expect(useTourStore.getState().step).toBeNull());

    act(() => navigate('/dashboard/index'));
    act(() => startTour(true));
    await waitFor(() => expect(shownStep()).toBe(1));
    act(() => useSessionStore.getState().setUserInfo(userInfoFixture({ tenantId: 't2', userType: UserType.Member })));
    await waitFor(() => expect(useTourStore.getState().step).toBeNull());
  });

  it('resumes on the same step after a reload, and ends cleanly when the page is another', async () => {
    sessionStorage.setItem('iotc.tour', JSON.stringify({ step: 3, tenantId: 't1', demo, masked: true }));
    vi.resetModules();
    const reloaded = await import('./tourStore');
    expect(reloaded.useTourStore.getState()).toMatchObject({ step: 3, tenantId: 't1', demo, masked: true, leaving: null });

    // The same state in this module's store, as a reload leaves it: on the step's page it shows again.
    act(() => useTourStore.setState({ step: 3, tenantId: 't1', demo, masked: true, leaving: null }));
    drawPage('debug-controls');
    await renderAt(DETAILS);
    await waitFor(() => expect(shownStep()).toBe(4));
    view.unmount();

    act(() => useTourStore.setState({ step: 2, tenantId: 't1', demo, masked: true, leaving: null }));
    await renderAt('/dashboard/index');
    await waitFor(() => expect(useTourStore.getState().step).toBeNull());
    expect(sessionStorage.getItem('iotc.tour')).toBeNull();
  });
});

describe('the first display', () => {
  it('shows the tour once on the home page of an unguided user’s own space, without dimming it, and marks the user once', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ hasGuided: false }));
    await renderAt('/dashboard/index');
    await waitFor(() => expect(shownStep()).toBe(1));
    expect(document.body.querySelector('.ant-tour-mask svg')).toBeNull();
    await waitFor(() => expect(calls('POST', guidePaths.setHasGuided)).toHaveLength(1));
    expect(JSON.parse(calls('POST', guidePaths.setHasGuided)[0]!.body)).toEqual({ tenantId: 't1' });
    await waitFor(() => expect(calls('GET', spacePaths.profile)).toHaveLength(1));

    // Skipped: it does not come back.
    await click(byTestId(document.body, 'tour-skip'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shownStep()).toBeUndefined();
    expect(calls('POST', guidePaths.setHasGuided)).toHaveLength(1);
  });

  it('started by the novice guide for an unguided user: the guide marks the user, the tour does not mark again', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ hasGuided: false }));
    server.on('GET', `/api${spacePaths.profile}`, () => ({ body: envelope(0, 'ok', userInfoFixture({ hasGuided: true })) }));
    await renderAt('/product/product/index');
    act(() => startNoviceGuide());
    await waitFor(() => expect(location()).toBe('/dashboard/index'));
    await waitFor(() => expect(shownStep()).toBe(1));
    expect(document.body.querySelector('.ant-tour-mask svg')).not.toBeNull();
    await waitFor(() => expect(useSessionStore.getState().userInfo?.hasGuided).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls('POST', guidePaths.setHasGuided)).toHaveLength(1);
  });

  it('is not shown to a guided user, in a space of someone else, or away from the home page', async () => {
    for (const [info, route] of [
      [userInfoFixture({ hasGuided: true }), '/dashboard/index'],
      [userInfoFixture({ hasGuided: false, tenantId: 't2', userType: UserType.Member }), '/dashboard/index'],
      [userInfoFixture({ hasGuided: false }), '/product/product/index'],
    ] as const) {
      useSessionStore.getState().setUserInfo(info);
      await renderAt(route);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(useTourStore.getState().step, route).toBeNull();
      view.unmount();
    }
    expect(calls('POST', guidePaths.setHasGuided)).toEqual([]);
    // For afterEach.
    await renderAt('/product/product/index');
  });
});
