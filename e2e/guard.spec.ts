import { expect, test } from '@playwright/test';
import { newUser } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';

test('a protected page without a session goes to login with the redirect query, and back after login', async ({ page, request }) => {
  const user = await newUser(request, 'guard');
  await page.goto('/dashboard/index?from=guard');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Findex%3Ffrom%3Dguard$/);
  await page.locator('#login_account').fill(user.account);
  await page.locator('#login_password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/index\?from=guard$/);
});

test('an unsafe redirect target is ignored', async ({ page, request }) => {
  const user = await newUser(request, 'guard');
  await signIn(page, user.account, user.password, '/user/login?redirect=' + encodeURIComponent('https://evil.example/'));
  await expectDashboard(page);
});

test('with a session, the login page and / lead to the dashboard and unknown paths to 404', async ({ page, request }) => {
  const user = await newUser(request, 'guard');
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  await page.goto('/user/login');
  await expectDashboard(page);
  await page.goto('/');
  await expectDashboard(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('a wrong password shows the server message and stays on login', async ({ page, request }) => {
  const user = await newUser(request, 'guard');
  await signIn(page, user.account, 'Wrong12345');
  await expect(page.getByRole('alert')).toContainText(/账号或密码|account or password/i);
  await expect(page).toHaveURL(/\/user\/login/);
});

test('public documents open without a session', async ({ page }) => {
  await page.goto('/doc/privacyPolicy');
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page).toHaveURL(/\/doc\/privacyPolicy$/);
});
