import { expect, test, type WebSocket } from '@playwright/test';
import { callPlatform, newOperator, newUser } from './support/accounts.ts';
import { REALTIME_PATH, withChannel } from './support/realtime.ts';
import { expectDashboard, signIn } from './support/session.ts';

test('a notice published by the operator reaches every open tab of the user within a second', async ({ page, context, request }) => {
  // A user of this test alone: notices to them disturb no other journey running against the same server.
  const user = await newUser(request, 'rt');
  // New users find the notices published to everyone before (the demo data's welcome): read them first.
  await callPlatform(request, 'post', 'open/notice/read', { token: user.token, body: { all: true } });
  const admin = await newOperator(request, 'rt-operator');
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
  await callPlatform(request, 'post', 'system/notice/publish', {
    token: admin.token,
    body: { title, content: 'Checking the real-time channel.', audience: 'users', userIds: [user.id] },
  });

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
