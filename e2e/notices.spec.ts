import { expect, test } from '@playwright/test';
import { newOperator, newUser } from './support/accounts.ts';
import { withChannel } from './support/realtime.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { confirmDialog, dialogOf } from './support/ui.ts';

test('an operator publishes a notice; the user sees the bell and the banner live, once, and reads it', async ({ page, browser, request }) => {
  const title = `Maintenance window ${Date.now()}`;
  // Both of this journey's own: the notice goes to this user alone, and lands on no other journey's page.
  const user = await newUser(request, 'reader');
  const operator = await newOperator(request, 'publisher');

  // The user starts with nothing unread (the demo data's welcome notice, to everyone, marked read).
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  await page.getByTestId('notice-bell').click();
  await expect(page).toHaveURL(/\/notice\/index$/);
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  const readAll = page.getByTestId('notice-read-all');
  if (await readAll.isEnabled()) await readAll.click();
  await expect(page.getByTestId('notice-dot')).toHaveCount(0);
  await expect(page.getByTestId('notice-unread-mark')).toHaveCount(0);

  await withChannel(page, '/dashboard/index');
  await expectDashboard(page);
  await expect(page.getByTestId('notice-dot')).toHaveCount(0);

  // The operator, in another browser context, publishes to the user.
  const operatorContext = await browser.newContext();
  const admin = await operatorContext.newPage();
  await signIn(admin, operator.account, operator.password);
  await expectDashboard(admin);
  await admin.goto('/system/notice/index');
  await admin.getByTestId('notice-publish').click();
  await dialogOf(admin, admin.locator('#notice_title'));
  await admin.locator('#notice_title').fill(title);
  await admin.locator('#notice_content').fill('The platform is **down** on Sunday 02:00-04:00.');
  // Publishing to everyone (the form's default) asks first; this journey declines, and sends to its user only.
  await admin.getByTestId('notice-publish-submit').click();
  const everyone = await confirmDialog(admin);
  await expect(everyone).toContainText(title);
  await everyone.locator('.ant-btn:not(.ant-btn-primary)').click();
  await expect(everyone).toBeHidden();
  await admin.getByTestId('notice-audience').locator('input[type=radio]').nth(1).check();
  const picker = admin.getByTestId('recipient-picker');
  await picker.getByTestId('recipient-search').fill(user.account);
  await picker.getByTestId('recipient-search').press('Enter');
  await picker.locator('.ant-table-row', { hasText: user.account }).locator('input[type=checkbox]').check();
  await admin.getByTestId('notice-publish-submit').click();
  // Published once: the declined publication to everyone made none.
  await expect(admin.locator('.ant-table-row', { hasText: title })).toHaveCount(1);

  // The user's bell and banner light up without a reload.
  await expect(page.getByTestId('notice-dot')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('notice-banner')).toContainText(title, { timeout: 5_000 });

  // Shown once: after a reload the dot is still there (unread) but the banner does not come back.
  await page.reload();
  await expectDashboard(page);
  await expect(page.getByTestId('notice-dot')).toBeVisible();
  await expect(page.getByTestId('latest-notice').first()).toContainText(title);
  await expect(page.getByTestId('notice-banner')).toHaveCount(0);

  // Opening the notice reads it: the dot clears.
  await page.getByTestId('latest-notice').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/notice\/detail\/index\?id=/);
  await expect(page.getByTestId('notice-detail')).toContainText(title);
  await expect(page.getByTestId('notice-content').locator('strong')).toHaveText('down');
  await expect(page.getByTestId('notice-dot')).toHaveCount(0);

  // The operator sees the read and then deletes the notice (after a confirmation); it is gone for the user.
  await admin.reload();
  const row = admin.locator('.ant-table-row', { hasText: title });
  await expect(row.getByTestId('notice-read-count')).toHaveText(/^1 \/ \d+$/);
  await row.getByTestId('notice-delete').click();
  await (await confirmDialog(admin)).locator('.ant-btn-primary').click();
  await expect(admin.locator('.ant-table-row', { hasText: title })).toHaveCount(0);
  await operatorContext.close();

  await page.getByTestId('notice-back').click();
  await expect(page.getByTestId('notice-item').first()).toBeVisible();
  await expect(page.getByTestId('notice-item').filter({ hasText: title })).toHaveCount(0);
});
