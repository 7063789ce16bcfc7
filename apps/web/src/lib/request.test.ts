import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TIMEOUT_MS, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@iotc/shared';
import { authPaths, type TokenPair } from '@iotc/shared/auth';
import { envelope, startFakeServer, type FakeServer } from './fakeServer';
import { bindFeedback } from './feedback';
import { t } from './i18n';
import { bindNavigate } from './navigation';
import { ApiError, apiClient, download, rawClient, rawRequest, request } from './request';
import { useSessionStore } from './sessionStore';

const PATH = '/v1/platform/web/test';

let server: FakeServer;
const toasts: { kind: string; text: string }[] = [];
const navigations: string[] = [];

bindFeedback({ toast: (kind, text) => void toasts.push({ kind, text }), confirm: () => undefined });
bindNavigate((to) => void navigations.push(to));

const nowS = () => Math.floor(Date.now() / 1000);

function signIn(expiresInS = 3600, token = 'token-1') {
  useSessionStore.getState().setTokens({ token, expiresAt: nowS() + expiresInS });
}

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

// The spec's and the client's default base paths are checked before the tests point them at the fake server.
const defaults = {
  api: { baseURL: apiClient.defaults.baseURL, timeout: apiClient.defaults.timeout },
  raw: { baseURL: rawClient.defaults.baseURL, timeout: rawClient.defaults.timeout },
};

beforeAll(async () => {
  server = await startFakeServer();
  apiClient.defaults.baseURL = `${server.origin}/api`;
  rawClient.defaults.baseURL = `${server.origin}/`;
});

afterAll(() => server.close());

let clock = new Date('2030-01-01T00:00:00Z').getTime();

beforeEach(() => {
  // Only Date is faked, so time moves when a test says so (the 1000 ms window); sockets keep real timers.
  // Each test starts a minute later, outside the window of the one before.
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 60_000;
  vi.setSystemTime(clock);
  server.reset();
  toasts.length = 0;
  navigations.length = 0;
  useSessionStore.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// jsdom has no object URLs, and a click on a download link would try to navigate: both are recorded instead.
let saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});

describe('configuration', () => {
  it('uses base /api with a 10 s time-out, and base / with 10 s for the second client', () => {
    expect(defaults.api).toEqual({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });
    expect(defaults.raw).toEqual({ baseURL: '/', timeout: REQUEST_TIMEOUT_MS });
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('gives uploads 600 s and export downloads 1800 s', async () => {
    const seen: (number | undefined)[] = [];
    const id = apiClient.interceptors.request.use((config) => {
      seen.push(config.timeout);
      return config;
    });
    server.on('POST', `/api${PATH}`, () => ({ body: envelope(0, 'ok', 1) }));
    server.on('GET', `/api${PATH}`, () => ({ raw: 'a,b', headers: { 'content-type': 'text/csv' } }));
    await request.upload(PATH, new FormData());
    await request.post(PATH);
    await download(PATH);
    apiClient.interceptors.request.eject(id);
    expect(seen).toEqual([UPLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS, EXPORT_TIMEOUT_MS]);
    expect([UPLOAD_TIMEOUT_MS, EXPORT_TIMEOUT_MS]).toEqual([600_000, 1_800_000]);
  });

  it('gives an upload its own time-out when asked (30 s for the test report)', async () => {
    const seen: (number | undefined)[] = [];
    const id = apiClient.interceptors.request.use((config) => {
      seen.push(config.timeout);
      return config;
    });
    server.on('POST', `/api${PATH}`, () => ({ body: envelope(0, 'ok', 1) }));
    await request.upload(PATH, new FormData(), { timeoutMs: 30_000 });
    apiClient.interceptors.request.eject(id);
    expect(seen).toEqual([30_000]);
  });
});

describe('success', () => {
  it('resolves data for code 0 and sends the lang header, the Bearer token only when stored', async () => {
    server.on('GET', `/api${PATH}`, () => ({ body: envelope(0, 'ok', { a: 1 }) }));
    await expect(request.get(PATH, { q: 'x' })).resolves.toEqual({ a: 1 });
    expect(server.calls[0]!.headers.lang).toBe('zh-CN');
    expect(server.calls[0]!.headers.authorization).toBeUndefined();
    expect(server.calls[0]!.query.get('q')).toBe('x');

    signIn();
    await request.get(PATH);
    expect(server.calls[1]!.headers.authorization).toBe('Bearer token-1');
    expect(toasts).toEqual([]);
  });

  it('treats code 200 as success and shows the success toast when asked', async () => {
    server.on('POST', `/api${PATH}`, () => ({ body: envelope(200, 'Saved', 7) }));
    await expect(request.post(PATH, { x: 1 }, { successMessage: true })).resolves.toBe(7);
    expect(JSON.parse(server.calls[0]!.body)).toEqual({ x: 1 });
    expect(toasts).toEqual([{ kind: 'success', text: 'Saved' }]);
  });
});

describe('lost session', () => {
  it('on code 20001 logs out, goes to login and shows "login expired" once per 1000 ms', async () => {
    signIn();
    server.on('GET', `/api${PATH}`, () => ({ status: 401, body: envelope(20001, 'expired') }));
    const errors = await Promise.all([1, 2, 3].map(() => rejection(request.get(PATH))));
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: -1, sessionLost: true, notified: true, httpStatus: 401 });
    }
    expect(toasts).toEqual([{ kind: 'error', text: t('request.loginExpired') }]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigations[0]).toBe('/user/login?redirect=%2F');

    vi.setSystemTime(Date.now() + 999);
    await rejection(request.get(PATH));
    expect(toasts).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    await rejection(request.get(PATH));
    expect(toasts).toHaveLength(2);
  });

  it('treats code 400 in the body as a lost session', async () => {
    signIn();
    server.on('GET', `/api${PATH}`, () => ({ status: 200, body: envelope(400, 'old expiry code') }));
    expect(await rejection(request.get(PATH))).toMatchObject({ sessionLost: true });
    expect(toasts.map((x) => x.text)).toEqual([t('request.loginExpired')]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('treats HTTP 400 without an envelope as a lost session', async () => {
    signIn();
    server.on('GET', `/api${PATH}`, () => ({ status: 400, raw: 'Bad Request' }));
    expect(await rejection(request.get(PATH))).toMatchObject({ sessionLost: true, httpStatus: 400 });
    expect(navigations).toHaveLength(1);
  });

  it('treats any HTTP failure without a stored token as a lost session', async () => {
    server.on('GET', `/api${PATH}`, () => ({ status: 502, raw: 'Bad Gateway' }));
    expect(await rejection(request.get(PATH))).toMatchObject({ sessionLost: true, httpStatus: 502 });
    vi.setSystemTime(Date.now() + 1000);
    // A closed port: no answer at all.
    expect(await rejection(request.get('http://127.0.0.1:1/nothing'))).toMatchObject({ sessionLost: true, httpStatus: null });
    expect(toasts.map((x) => x.text)).toEqual([t('request.loginExpired'), t('request.loginExpired')]);
  });

  it('handles an error envelope by its code even without a token (wrong password shows its msg)', async () => {
    server.on('POST', `/api${PATH}`, () => ({ status: 401, body: envelope(20002, 'Incorrect account or password') }));
    const error = await rejection(request.post(PATH, { account: 'a', password: 'b' }));
    expect(error).toMatchObject({ code: 20002, msg: 'Incorrect account or password', httpStatus: 401, sessionLost: false, notified: true });
    expect(toasts).toEqual([{ kind: 'error', text: 'Incorrect account or password' }]);
    expect(navigations).toEqual([]);
  });
});

describe('other failures', () => {
  it('shows the msg of any other code and rejects with its code, msg, data and status', async () => {
    signIn();
    server.on('POST', `/api${PATH}`, () => ({ status: 409, body: envelope(10003, 'Conflict here', { field: 'name' }) }));
    const error = await rejection(request.post(PATH));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10003, msg: 'Conflict here', data: { field: 'name' }, httpStatus: 409, notified: true });
    expect(toasts).toEqual([{ kind: 'error', text: 'Conflict here' }]);
    expect(useSessionStore.getState().token).toBe('token-1');
  });

  it('shows nothing with suppressError and still rejects', async () => {
    server.on('GET', `/api${PATH}`, () => ({ status: 422, body: envelope(10001, 'Name: required') }));
    const error = await rejection(request.get(PATH, undefined, { suppressError: true }));
    expect(error).toMatchObject({ code: 10001, msg: 'Name: required', notified: false });
    expect(toasts).toEqual([]);
  });

  it('shows "request exception" for an HTTP failure without an envelope while signed in', async () => {
    signIn();
    server.on('GET', `/api${PATH}`, () => ({ status: 500, raw: 'oops' }));
    expect(await rejection(request.get(PATH))).toMatchObject({ code: -1, httpStatus: 500, sessionLost: false });
    expect(toasts).toEqual([{ kind: 'error', text: t('request.exception') }]);
    expect(useSessionStore.getState().token).toBe('token-1');
  });
});

describe('token refresh', () => {
  const pair = (n: number): TokenPair => ({ token: `token-${n}`, expiresAt: nowS() + 3600, tenantId: 't1' });

  it('refreshes once for concurrent calls when under 600 s remain, then sends the new token', async () => {
    signIn(599);
    let refreshes = 0;
    server.on('POST', `/api${authPaths.refreshToken}`, async (call) => {
      refreshes += 1;
      // The refresh token is the browser's HttpOnly cookie, not the client's to send: the body is an empty JSON object.
      expect([call.body, call.headers['content-type'], call.headers.authorization]).toEqual(['{}', 'application/json', undefined]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: envelope(0, 'ok', pair(2)) };
    });
    server.on('GET', `/api${PATH}`, () => ({ body: envelope(0, 'ok', true) }));
    await Promise.all([request.get(PATH), request.get(PATH), request.get(PATH)]);
    expect(refreshes).toBe(1);
    const authorizations = server.calls.filter((c) => c.path === `/api${PATH}`).map((c) => c.headers.authorization);
    expect(authorizations).toEqual(['Bearer token-2', 'Bearer token-2', 'Bearer token-2']);
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-2', expiresAt: pair(2).expiresAt });
  });

  it('does not refresh with 600 s or more left', async () => {
    signIn(600);
    server.on('GET', `/api${PATH}`, () => ({ body: envelope(0, 'ok', true) }));
    await request.get(PATH);
    expect(server.calls.map((c) => c.path)).toEqual([`/api${PATH}`]);
  });

  it('takes the lost-session path once when the refresh of concurrent calls fails', async () => {
    signIn(10);
    server.on('POST', `/api${authPaths.refreshToken}`, () => ({ status: 401, body: envelope(20005, 'reused') }));
    const [first, second] = await Promise.all([rejection(request.get(PATH)), rejection(request.get(PATH))]);
    expect([first, second]).toMatchObject([{ sessionLost: true }, { sessionLost: true }]);
    expect(server.calls.map((c) => c.path)).toEqual([`/api${authPaths.refreshToken}`]);
    expect(toasts.map((x) => x.text)).toEqual([t('request.loginExpired')]);
    expect(navigations).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('refreshes before a silent call too; a failed refresh there only rejects', async () => {
    signIn(10);
    server.on('POST', `/api${authPaths.refreshToken}`, () => ({ body: envelope(0, 'ok', pair(2)) }));
    server.on('GET', `/api${PATH}`, () => ({ body: envelope(0, 'ok', true) }));
    await request.get(PATH, undefined, { silent: true });
    expect(server.calls.map((c) => [c.path, c.headers.authorization])).toEqual([
      [`/api${authPaths.refreshToken}`, undefined],
      [`/api${PATH}`, 'Bearer token-2'],
    ]);

    server.reset();
    signIn(10);
    server.on('POST', `/api${authPaths.refreshToken}`, () => ({ status: 401, body: envelope(20005, 'reused') }));
    expect(await rejection(request.get(PATH, undefined, { silent: true }))).toMatchObject({ sessionLost: false, notified: false });
    expect(server.calls.map((c) => c.path)).toEqual([`/api${authPaths.refreshToken}`]);
    expect([toasts, navigations, useSessionStore.getState().token]).toEqual([[], [], 'token-1']);
  });
});

describe('download', () => {
  beforeEach(() => signIn());

  it('saves the file under the Content-Disposition name, sending params as the query', async () => {
    server.on('GET', `/api${PATH}`, () => ({
      raw: 'id,name\n1,a',
      headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="report.csv"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv` },
    }));
    await expect(download(PATH, { dictType: 'x' })).resolves.toBe(true);
    expect(saved).toEqual([{ name: '报表.csv', href: 'blob:fake' }]);
    expect(server.calls[0]!.query.get('dictType')).toBe('x');
    expect(server.calls[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('sends params as the body for POST and prefers the given file name', async () => {
    server.on('POST', `/api${PATH}`, () => ({ raw: 'x', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' } }));
    await expect(download(PATH, { ids: [1] }, { method: 'post', fileName: 'mine.csv' })).resolves.toBe(true);
    expect(JSON.parse(server.calls[0]!.body)).toEqual({ ids: [1] });
    expect(saved.map((s) => s.name)).toEqual(['mine.csv']);
  });

  it('reads a JSON error inside the blob and shows its msg', async () => {
    server.on('GET', `/api${PATH}`, () => ({ status: 403, body: envelope(10004, 'No permission to export') }));
    await expect(download(PATH)).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: 'No permission to export' }]);
    expect(saved).toEqual([]);
  });

  it('takes the lost-session path for an expiry code inside the blob', async () => {
    server.on('GET', `/api${PATH}`, () => ({ status: 401, body: envelope(20001, 'expired') }));
    await expect(download(PATH)).resolves.toBe(false);
    expect(toasts.map((x) => x.text)).toEqual([t('request.loginExpired')]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the generic exception for a status other than 200', async () => {
    server.on('GET', `/api${PATH}`, () => ({ status: 500, raw: 'broken' }));
    await expect(download(PATH)).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: t('request.exception') }]);
  });

  it('shows the server-connection error when nothing answers', async () => {
    await expect(download('http://127.0.0.1:1/nothing')).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: t('request.serverConnectionError') }]);
  });
});

describe('second client', () => {
  it('resolves the response body as it is', async () => {
    server.on('GET', '/dev/thing', () => ({ body: { plain: true } }));
    await expect(rawRequest({ url: 'dev/thing' })).resolves.toEqual({ plain: true });
    expect(server.calls[0]!.headers.lang).toBe('zh-CN');
  });
});
