import { expect, test, type Page } from '@playwright/test';
import { callPlatform, signInByApi } from './support/accounts.ts';
import { demo, expectDashboard, signIn } from './support/session.ts';

/** Chinese characters, as the English console must not show them for the demo data. */
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

async function chineseLines(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText()).split('\n').filter((line) => CHINESE.test(line));
}

test('a first visit follows the browser language and remembers it', async ({ page, browser }) => {
  // The configuration's browser asks for en-US; nothing is stored yet.
  await page.goto('/user/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  expect(await page.evaluate(() => localStorage.getItem('iotc.lang'))).toBe('en-US');

  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const zhPage = await chinese.newPage();
  await zhPage.goto('/user/login');
  await expect(zhPage.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await chinese.close();
});

test("the demo product's functions read in English in the English console", async ({ page, request }) => {
  const account = await signInByApi(request, demo.account, demo.password);
  const products = await callPlatform<{ list: { id: string; name: string }[] }>(request, 'post', 'open/product/list', { token: account.token, body: {} });
  const demoProduct = products.list.find((p) => p.name === 'Smart Bulb Demo')!;
  await signIn(page, demo.account, demo.password);
  await expectDashboard(page);
  await page.goto(`/product/product/setting/index?productId=${demoProduct.id}&tab=function`);
  await expect(page.getByText('BreathingEffect')).toBeVisible();
  expect(await chineseLines(page)).toEqual([]);
});
