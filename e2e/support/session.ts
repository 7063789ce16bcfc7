import { expect, type BrowserContext, type Page } from '@playwright/test';

export const demo = { account: 'demo@example.com', password: 'Demo123456' };
export const operator = { account: 'admin@example.com', password: 'Admin123456' };

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
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: /退出登录|Log out/ }).click();
  // The logout confirmation, once its opening animation is over (a click during it can be lost).
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/user\/login/);
}
