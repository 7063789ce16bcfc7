import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signInByApi } from './accounts.ts';
import { confirmDialog, pickFromMenu } from './ui.ts';

/**
 * The seeded member of two spaces (its own and Partner Lighting Ltd.'s), the one account that can
 * switch space: the journeys about spaces share it, and only sign it in, each in a session of its own.
 */
export const demo = { account: 'demo@example.com', password: 'Demo123456' };

/** The demo account, marked as guided first, so its first-login tour lands on no journey's page. */
export async function guidedDemo(request: APIRequestContext): Promise<typeof demo> {
  await signInByApi(request, demo.account, demo.password);
  return demo;
}

/** A context whose console speaks English (the language is kept in localStorage). */
export async function englishContext(newContext: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const context = await newContext();
  await context.addInitScript(() => globalThis.localStorage.setItem('iotc.lang', 'en-US'));
  return context;
}

/** Signs in through the login form and waits for the console to show the dashboard. */
export async function signIn(page: Page, account: string, password: string, path = '/user/login') {
  await page.goto(path);
  await page.locator('#login_account').fill(account);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
}

export async function signOut(page: Page) {
  await pickFromMenu(page.getByTestId('avatar-menu'), page.getByRole('menuitem', { name: /退出登录|Log out/ }));
  await (await confirmDialog(page)).getByRole('button').last().click();
  await expect(page).toHaveURL(/\/user\/login/);
}
