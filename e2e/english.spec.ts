import { expect, test, type Page } from '@playwright/test';
import { callPlatform, newUser } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { chineseOn } from './support/texts.ts';

/**
 * A newcomer whose browser asks for English, with no choice stored yet. Every menu page of the English
 * console is read for Chinese text in layout.spec.ts; this journey adds the first visit and the tour's demo
 * product (made in English), every tab of its development and its virtual device's debug page.
 */
test.use({ locale: 'en-US' });

/** Waits until the page has loaded what it shows: no request in flight, no spinner, no skeleton. */
async function settledPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
}

async function expectEnglish(page: Page, where: string): Promise<void> {
  await settledPage(page);
  expect(await chineseOn(page), `Chinese text on ${where}`).toEqual([]);
}

test('an English browser gets the English console on its first visit, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await expectEnglish(page, 'the login page');
  expect(await page.evaluate(() => localStorage.getItem('iotc.lang'))).toBe('en-US');
});

test('a Chinese browser gets the Chinese console on its first visit', async ({ browser }) => {
  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const page = await chinese.newPage();
  await page.goto('/user/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('login-submit')).toHaveText(/登\s*录/);
  await chinese.close();
});

test("the tour's demo product and device read in English: every tab of the product's development and the debug page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const developer = await newUser(request, 'english');
  const demo = await callPlatform<{ productKey: string; productId: string; did: string }>(request, 'post', 'open/product/guideDemo', {
    token: developer.token,
    timeout: 40_000,
  });
  await signIn(page, developer.account, developer.password);
  await expectDashboard(page);

  await page.goto(`/product/product/setting/index?productId=${demo.productId}`);
  const tabs = page.locator('.ant-tabs-tab');
  await expect(tabs.first()).toBeVisible();
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expectEnglish(page, `tab ${await tabs.nth(index).innerText()} of the product's development`);
  }
  const debugQuery = new URLSearchParams({ productKey: demo.productKey, productId: demo.productId, did: demo.did, type: '2' });
  await page.goto(`/product/deviceDebugging/debugDetails/index?${debugQuery.toString()}`);
  await expect(page.getByTestId('debug-connection')).toHaveAttribute('data-status', 'connected');
  await expectEnglish(page, 'the debug page');
});
