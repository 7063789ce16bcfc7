import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { makePng } from '../apps/server/src/modules/files/testUpload.ts';
import { PLATFORM, newOperator, newUser } from './support/accounts.ts';
import { REALTIME_PATH } from './support/realtime.ts';
import { englishContext, expectDashboard, signIn } from './support/session.ts';
import { confirmDialog, pickOption } from './support/ui.ts';

const MB = 1024 * 1024;

// ── Files built byte by byte ─────────────────────────────────────────────────

/** A Windows program: what a .exe renamed .png really holds. */
const program = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90), Buffer.from('This program cannot be run in DOS mode.')]);

/** An MP4 head (ftyp box) padded to `size` bytes. */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]).copy(bytes);
  return bytes;
}

// ── Helpers ──────────────────────────────────────────────────────────────────

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'iotc_token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, payload?: object): Promise<T> {
  const headers = { authorization: `Bearer ${token}`, lang: 'en-US' };
  const res =
    method === 'get'
      ? await request.get(`${PLATFORM}/${path}`, { headers, params: payload as Record<string, string> })
      : await request.post(`${PLATFORM}/${path}`, { headers, data: payload });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

interface Page1 {
  list: { id: string; number: string }[];
  total: number;
}

/** Fills the submit form except the files. */
async function fillSubmitForm(page: Page, content: string) {
  await pickOption(page, page.getByTestId('work-order-problem-type'), 'Device connection and debugging');
  await page.getByTestId('work-order-classification').getByText('Fault').click();
  await page.getByTestId('work-order-content').fill(content);
  await page.getByTestId('work-order-phone').fill('0755-8800-1234');
}

test('a user asks support with a screenshot, support answers live, the user continues, reminds and closes; limits hold', async ({
  browser,
  request,
}) => {
  // One long journey in two browsers, with a 20 MB file: generous on a loaded machine.
  test.setTimeout(240_000);
  // Both of this journey's own: the user starts with no order, support's inbox changes for no one else.
  const user = await newUser(request, 'asker');
  const operator = await newOperator(request, 'support');
  const userContext = await englishContext(() => browser.newContext());
  const supportContext = await englishContext(() => browser.newContext());
  const page = await userContext.newPage();
  const support = await supportContext.newPage();

  // The user signs in; the console's real-time socket subscribes (watched from its first frame).
  let subscribed = false;
  page.on('websocket', (ws) => {
    if (!ws.url().includes(REALTIME_PATH)) return;
    ws.on('framesent', (frame) => {
      if (String(frame.payload).includes('"unsubscribe":false')) subscribed = true;
    });
  });
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  await expect.poll(() => subscribed, { timeout: 10_000 }).toBe(true);
  const userToken = await tokenOf(userContext);
  await expect(page.getByTestId('work-order-dot')).toHaveCount(0);

  // ── Submit with an image ──
  await page.getByTestId('work-order-link').click();
  await expect(page).toHaveURL(/\/workOrder\/list\/index/);
  await page.getByTestId('work-order-new').click();
  await expect(page).toHaveURL(/\/workOrder\/submit\/index/);
  // E-mail comes from the profile.
  await expect(page.getByTestId('work-order-email')).toHaveValue(user.account);
  const content = `Gateway drops offline every night (${Date.now()})`;
  await fillSubmitForm(page, content);
  await page.locator('input[type="file"]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: makePng(24, 24) });
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(1);
  await page.getByTestId('work-order-submit').click();
  await expect(page).toHaveURL(/\/workOrder\/detail\/index\?id=/);
  const number = (await page.getByTestId('work-order-number').textContent())!.trim();
  const id = new URL(page.url()).searchParams.get('id')!;
  expect(number).toMatch(/^WO\d{12}$/);
  await expect(page.getByTestId('work-order-image')).toHaveCount(1);
  await expect(page.getByTestId('work-order-status')).toHaveText('Pending');

  // The user waits on the list.
  await page.getByTestId('work-order-back').click();
  await expect(page.getByTestId('work-order-row').first()).toContainText(number);

  // ── Support answers in the inbox (another browser) ──
  await signIn(support, operator.account, operator.password);
  await expectDashboard(support);
  await support.goto('/system/workOrder/index');
  await support.getByTestId('support-search').fill(number);
  await support.getByTestId('support-search').press('Enter');
  await expect(support.getByTestId('support-row')).toHaveCount(1);
  await support.getByTestId('support-link').click();
  await expect(support.getByTestId('support-detail')).toContainText(content);
  await expect(support.getByTestId('support-detail')).toContainText(user.account);
  await support.getByTestId('work-order-reply-content').fill('Please tell us the firmware version of the gateway.');
  await support.getByTestId('work-order-reply-send').click();
  await expect(support.locator('[data-testid="work-order-message"][data-author="support"]')).toContainText('firmware version');
  const answeredAt = Date.now();

  // ── The red dot lights without a reload, and the list shows the answer ──
  await expect(page.getByTestId('work-order-dot')).toBeVisible({ timeout: 3_000 });
  expect(Date.now() - answeredAt).toBeLessThan(3_000);
  const row = page.getByTestId('work-order-row').filter({ hasText: number });
  await expect(row.getByTestId('work-order-unread')).toBeVisible();
  await expect(row.getByTestId('work-order-status')).toHaveText('Replied');

  // ── The user opens it: the dot goes, the answer is there ──
  await row.getByTestId('work-order-open').click();
  await expect(page.locator('[data-testid="work-order-message"][data-author="support"]')).toContainText('firmware version');
  await expect(page.getByTestId('work-order-dot')).toHaveCount(0);

  // Continue asking.
  await page.getByTestId('work-order-reply-content').fill('It runs firmware 1.2.0.');
  await page.getByTestId('work-order-reply-send').click();
  await expect(page.locator('[data-testid="work-order-message"][data-author="user"]').last()).toContainText('firmware 1.2.0');
  await expect(page.getByTestId('work-order-status')).toHaveText('Processing');

  // Remind: support is notified, and the inbox marks it.
  await page.getByTestId('work-order-remind').click();
  await expect(page.getByText('Support has been notified')).toBeVisible();
  await expect(page.getByTestId('work-order-remind')).toBeDisabled();
  await support.goto('/system/workOrder/index');
  await support.getByTestId('support-search').fill(number);
  await support.getByTestId('support-search').press('Enter');
  await expect(support.getByTestId('support-row').filter({ hasText: number }).getByTestId('support-reminded')).toBeVisible();

  // Close, after the confirmation that support cannot reply afterwards.
  await page.getByTestId('work-order-close').click();
  const dialog = await confirmDialog(page);
  await expect(dialog).toContainText('After closing, support cannot reply.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('work-order-closed')).toBeVisible();
  await expect(page.getByTestId('work-order-status')).toHaveText('Closed');
  await expect(page.getByTestId('work-order-reply')).toHaveCount(0);
  await expect(page.getByTestId('work-order-remind')).toBeDisabled();
  // Support can no longer answer it either.
  await support.goto(`/system/workOrder/detail/index?id=${id}`);
  await expect(support.getByTestId('work-order-closed')).toBeVisible();
  await expect(support.getByTestId('work-order-reply')).toHaveCount(0);

  // ── Uploads refused with the spec's messages, storing nothing ──
  const before = (await api<Page1>(request, userToken, 'get', 'open/workOrder/list', { filter: 'all' })).total;
  await page.goto('/workOrder/submit/index');
  await fillSubmitForm(page, 'A file that is not what its name says');
  // A program renamed .png passes the browser's check (name and declared type) and is refused by its bytes.
  await page.locator('input[type="file"]').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: program() });
  await page.getByTestId('work-order-submit').click();
  await expect(page.getByTestId('media-error')).toHaveText(
    'holiday.png: This file type is not allowed; allowed: png, jpg, gif, webp, bmp, mp4, mov, webm',
  );
  await expect(page).toHaveURL(/\/workOrder\/submit\/index/);
  // A video over 20 MB is refused as soon as it is chosen.
  await page.locator('input[type="file"]').setInputFiles({ name: 'night.mp4', mimeType: 'video/mp4', buffer: mp4(20 * MB + 1) });
  await expect(page.getByTestId('media-error')).toHaveText('night.mp4: The file is too large; upload one of at most 20 MB');
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(1);
  expect((await api<Page1>(request, userToken, 'get', 'open/workOrder/list', { filter: 'all' })).total).toBe(before);

  // ── A 4th order in progress is refused ──
  const spaceId = (await api<{ tenantId: string }>(request, userToken, 'get', 'open/user/profile')).tenantId;
  const underway = (await api<Page1>(request, userToken, 'get', 'open/workOrder/list', { filter: 'underway' })).total;
  for (let i = underway; i < 3; i++) {
    await api(request, userToken, 'post', 'open/workOrder/submit', {
      problemType: '9',
      classification: '1',
      tenantId: spaceId,
      content: `Filler order ${i}`,
      email: user.account,
      phone: '0755-0000',
    });
  }
  await page.goto('/workOrder/submit/index');
  await expect(page.getByTestId('work-order-at-limit')).toBeVisible();
  await fillSubmitForm(page, 'One more question');
  await page.getByTestId('work-order-submit').click();
  await expect(page.getByTestId('work-order-submit-error')).toHaveText(
    'You already have 3 work orders in progress. Close one before submitting another.',
  );
  await expect(page).toHaveURL(/\/workOrder\/submit\/index/);
  expect((await api<Page1>(request, userToken, 'get', 'open/workOrder/list', { filter: 'underway' })).total).toBe(3);

  await userContext.close();
  await supportContext.close();
});
