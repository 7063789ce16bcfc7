import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SOCKET_PING_MS, SOCKET_RECONNECT_MS } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import type { JobInfo } from '@iotc/shared/jobs';
import { REALTIME_PATH } from '@iotc/shared/realtime';
import { workOrderPaths } from '@iotc/shared/workOrders';
import { noticePaths } from '@iotc/shared/notices';
import { userInfoFixture } from '@/test/fixtures';
import { FakeSocket } from '@/test/realtime';
import { envelope, startFakeServer, type FakeServer } from './fakeServer';
import { bindFeedback } from './feedback';
import {
  APPS_QUERY_KEY,
  DEVICES_QUERY_KEY,
  JOBS_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  loadUnreadState,
  onRealtime,
  realtimeUrl,
  startRealtime,
} from './realtime';
import { apiClient } from './request';
import { useSessionStore } from './sessionStore';

const pair = (n: number): TokenPair => ({ token: `token-${n}`, expiresAt: Math.floor(Date.now() / 1000) + 7200, tenantId: 't1' });
const latest = () => FakeSocket.latest()!;
const subscribeFrame = (userId: string) =>
  JSON.stringify({
    channels: [`workOrder/${userId}`, `notice/${userId}`, `product/${userId}`, `app/${userId}`, `device/${userId}`, `job/${userId}`, `ota/${userId}`],
    unsubscribe: false,
  });

let queryClient: QueryClient;
let loadState: ReturnType<typeof vi.fn<() => Promise<void>>>;
let stop: () => void = () => undefined;

function signIn(tenantId = 't1') {
  useSessionStore.getState().setTokens(pair(1));
  useSessionStore.getState().setUserInfo(userInfoFixture({ tenantId }));
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  useSessionStore.getState().clear();
  queryClient = new QueryClient();
  loadState = vi.fn(() => Promise.resolve());
  stop = startRealtime({ queryClient, loadState, createSocket: (url) => new FakeSocket(url) });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('opening', () => {
  it('waits for a token and the profile, then opens with the token and subscribes the seven channels', () => {
    expect(FakeSocket.all).toHaveLength(0);
    useSessionStore.getState().setTokens(pair(1));
    expect(FakeSocket.all).toHaveLength(0);
    useSessionStore.getState().setUserInfo(userInfoFixture());
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe(`ws://${window.location.host}${REALTIME_PATH}?token=token-1`);
    expect(loadState).toHaveBeenCalledTimes(1);

    latest().accept();
    expect(latest().sent).toEqual([subscribeFrame('u1')]);
  });

  it('builds wss:// on https', () => {
    expect(realtimeUrl('a b', { protocol: 'https:', host: 'console.example.com' })).toBe(`wss://console.example.com${REALTIME_PATH}?token=a%20b`);
  });

  it('keeps the socket when only the token is refreshed', () => {
    signIn();
    useSessionStore.getState().setTokens(pair(2));
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().closedByClient).toBe(false);
  });
});

describe('messages', () => {
  beforeEach(() => {
    signIn();
    latest().accept();
  });

  it('sets the notice flag and banner; no banner once no notice is left (the last one deleted)', () => {
    latest().push({ channel: 'notice/u1', data: { unread: true, banner: { id: 'n1', title: 'Upgrade' } } });
    expect(useSessionStore.getState()).toMatchObject({ noticeUnread: true, noticeBanner: { id: 'n1', title: 'Upgrade' } });
    latest().push({ channel: 'notice/u1', data: { unread: false, banner: null } });
    expect(useSessionStore.getState()).toMatchObject({ noticeUnread: false, noticeBanner: null });
  });

  it('sets the unread work-order count', () => {
    latest().push({ channel: 'workOrder/u1', data: { unread: 3 } });
    expect(useSessionStore.getState().workOrderUnread).toBe(3);
  });

  it('marks the cached product and app lists stale', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().push({ channel: 'product/u1', data: { ids: ['p1'] } });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: PRODUCTS_QUERY_KEY });
    latest().push({ channel: 'app/u1', data: { ids: ['a1'] } });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: APPS_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('marks the cached device queries stale on a device message', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().push({ channel: 'device/u1', data: { ids: ['d1', 'd2'] } });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: DEVICES_QUERY_KEY });
  });

  it("writes a job message's progress where the job's query reads it", () => {
    const job: JobInfo = { id: 'j1', kind: 'tripleGenerate', status: 'running', done: 40, total: 100, error: null, result: null, createdAt: 1, finishedAt: null };
    latest().push({ channel: 'job/u1', data: job });
    expect(queryClient.getQueryData([...JOBS_QUERY_KEY, 'j1'])).toEqual(job);
    latest().push({ channel: 'job/u1', data: { ...job, status: 'done', done: 100 } });
    expect(queryClient.getQueryData([...JOBS_QUERY_KEY, 'j1'])).toMatchObject({ status: 'done', done: 100 });
  });

  it("hands messages to a feature's listener, and ignores another user's and malformed frames", () => {
    const heard: unknown[] = [];
    const off = onRealtime('workOrder', (data) => void heard.push(data));
    latest().push({ channel: 'workOrder/u2', data: { unread: 9 } });
    latest().push('not json');
    latest().push({ channel: 'elsewhere/u1', data: {} });
    latest().push({ channel: 'workOrder/u1', data: { unread: 1 } });
    off();
    latest().push({ channel: 'workOrder/u1', data: { unread: 2 } });
    expect(heard).toEqual([{ unread: 1 }]);
    expect(useSessionStore.getState().workOrderUnread).toBe(2);
  });
});

describe('ping and reconnect', () => {
  it('pings every 30 s; an unanswered ping counts as a close, and 30 s later it opens again with the current token', async () => {
    signIn();
    const first = latest();
    first.accept();
    vi.advanceTimersByTime(SOCKET_PING_MS);
    expect(first.sent.at(-1)).toBe('ping');
    first.push('pong');
    vi.advanceTimersByTime(SOCKET_PING_MS);
    expect(first.sent.filter((s) => s === 'ping')).toHaveLength(2);

    // No pong this time: the next tick gives up on the socket.
    useSessionStore.getState().setTokens(pair(7));
    vi.advanceTimersByTime(SOCKET_PING_MS);
    expect(first.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    expect(loadState).toHaveBeenCalledTimes(1);
    // The unread state is read again first (the call also refreshes a token about to expire), then it opens.
    await vi.advanceTimersByTimeAsync(1);
    expect(loadState).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toContain('token=token-7');

    // Open again: subscribes again and marks the cached lists stale.
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().accept();
    expect(latest().sent).toEqual([subscribeFrame('u1')]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PRODUCTS_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: APPS_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: DEVICES_QUERY_KEY });
  });

  it('opens again 30 s after the server closed it, and keeps trying while it is refused', async () => {
    signIn();
    latest().accept();
    latest().drop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // Refused (never opened): another try 30 s later.
    latest().drop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(3);
    // No pings on a socket that never opened.
    expect(FakeSocket.all[1]!.sent).toEqual([]);
  });
});

describe('session changes', () => {
  it('does not open again when the session ended while it was catching up', async () => {
    signIn();
    latest().accept();
    let finish: () => void = () => undefined;
    loadState.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    latest().drop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    useSessionStore.getState().clear();
    finish();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes on logout and does not come back', async () => {
    signIn();
    latest().accept();
    useSessionStore.getState().clear();
    expect(latest().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes on a space switch and opens for the new space with its token', () => {
    signIn('t1');
    const old = latest();
    old.accept();
    useSessionStore.getState().setTokens(pair(2));
    useSessionStore.getState().setUserInfo(userInfoFixture({ tenantId: 't2' }));
    expect(old.closedByClient).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toContain('token=token-2');
    expect(loadState).toHaveBeenCalledTimes(2);
    // The old socket's timers are gone with it.
    vi.advanceTimersByTime(SOCKET_PING_MS * 2);
    expect(old.sent).toEqual([subscribeFrame('u1')]);
  });
});

describe('loadUnreadState', () => {
  let server: FakeServer;
  const toasts: string[] = [];

  beforeAll(async () => {
    bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: () => undefined });
    server = await startFakeServer();
    apiClient.defaults.baseURL = `${server.origin}/api`;
  });

  afterAll(() => server.close());

  beforeEach(() => {
    vi.useRealTimers();
    server.reset();
    toasts.length = 0;
    useSessionStore.getState().setTokens(pair(1));
  });

  it('reads the unread work orders and the notice state', async () => {
    server.on('GET', `/api${workOrderPaths.unreadCount}`, () => ({ body: envelope(0, 'ok', { unread: 4 }) }));
    server.on('GET', `/api${noticePaths.unread}`, () => ({ body: envelope(0, 'ok', { unread: true, banner: { id: 'n2', title: 'New' } }) }));
    await loadUnreadState();
    expect(useSessionStore.getState()).toMatchObject({ workOrderUnread: 4, noticeUnread: true, noticeBanner: { id: 'n2', title: 'New' } });
  });

  it('shows nothing when a call fails, and still takes the other answer', async () => {
    server.on('GET', `/api${workOrderPaths.unreadCount}`, () => ({ status: 404, body: envelope(404, 'Not found', null) }));
    server.on('GET', `/api${noticePaths.unread}`, () => ({ body: envelope(0, 'ok', { unread: true, banner: null }) }));
    await loadUnreadState();
    expect(toasts).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({ workOrderUnread: 0, noticeUnread: true });
  });
});
