import { expect, test, type APIRequestContext, type WebSocket } from '@playwright/test';
import { PLATFORM, registerAndActivate } from './support/accounts.ts';
import { REALTIME_PATH, withChannel } from './support/realtime.ts';
import { expectDashboard, operator, signIn } from './support/session.ts';

async function post<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`${PLATFORM}/${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/**
 * A user of this test alone, registered and activated through the API: notices to them disturb no
 * other journey running against the same server.
 */
async function newUser(request: APIRequestContext) {
  const account = `rt-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Realtime2025';
  await registerAndActivate(request, { account, password, accountType: 0 });
  const { token } = await post<{ token: string }>(request, 'open/login', { account, password });
  const profile = (await (await request.get(`${PLATFORM}/open/user/profile`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: string };
  };
  // New users find the notices published to everyone before (the demo data's welcome): read them first.
  await post(request, 'open/notice/read', { all: true }, token);
  return { account, password, id: profile.data.id };
}

test('a notice published by the operator reaches every open tab of the user within a second', async ({ page, context, request }) => {
  const user = await newUser(request);
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  const first = await withChannel(page, '/dashboard/index');
  // A second tab of the same session.
  const tab = await context.newPage();
  const second = await withChannel(tab, '/dashboard/index');
  await expectDashboard(tab);
  for (const p of [page, tab]) await expect(p.getByTestId('notice-dot')).toHaveCount(0);

  const title = `Realtime check ${Date.now()}`;
  const arrivals: number[] = [];
  for (const ws of [first, second]) {
    ws.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.includes(title) && text.includes(`"channel":"notice/${user.id}"`)) arrivals.push(Date.now());
    });
  }
  const admin = await post<{ token: string }>(request, 'open/login', operator);
  await post(request, 'system/notice/publish', { title, content: 'Checking the real-time channel.', audience: 'users', userIds: [user.id] }, admin.token);

  await expect.poll(() => arrivals.length, { timeout: 1_000 }).toBe(2);
  for (const p of [page, tab]) await expect(p.getByTestId('notice-dot')).toBeVisible();
});

test('a socket with a bad token is refused at the upgrade', async ({ page }) => {
  await page.goto('/user/login');
  const outcome = await page.evaluate(
    (path) =>
      new Promise<string>((resolve) => {
        const { host } = (globalThis as unknown as { location: { host: string } }).location;
        const ws = new WebSocket(`ws://${host}${path}?token=not-a-token`);
        ws.onopen = () => resolve('opened');
        ws.onclose = (event) => resolve(`closed ${event.code}`);
      }),
    REALTIME_PATH,
  );
  // 1006: the server answered the upgrade with HTTP 401, so the socket never opened.
  expect(outcome).toBe('closed 1006');
});
