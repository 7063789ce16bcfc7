import { expect, test, type Page } from '@playwright/test';
import type { MenuItem } from '@iotc/shared/menus';
import { callPlatform, newOperator, newUser, type Account } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';

/** A newcomer whose browser asks for English, with no choice stored yet. */
test.use({ locale: 'en-US' });

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Language names are written in their own language on purpose (the language switcher). */
const LANGUAGE_NAMES = /简体中文|中文/g;

/** Every menu page the account may open: visible leaves that are pages, not layouts or external frames. */
async function menuPages(account: Account, request: Parameters<typeof callPlatform>[0]): Promise<string[]> {
  const menus = await callPlatform<MenuItem[]>(request, 'get', 'open/user/getRouters', { token: account.token });
  const paths: string[] = [];
  const walk = (items: readonly MenuItem[], parent: string) => {
    for (const item of items) {
      const path = item.path.startsWith('/') ? item.path : `${parent.replace(/\/+$/, '')}/${item.path}`;
      if (item.children.length > 0) walk(item.children, path);
      else if (item.visible === 1 && item.isFrame === 0 && item.component.includes('/')) paths.push(path);
    }
  };
  walk(menus, '');
  return paths;
}

/** Waits until the page has loaded what it shows: no request in flight, no spinner, no skeleton. */
async function settledPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** The Chinese text a page shows (visible text, placeholders and the document title), empty when there is none. */
async function chineseOn(page: Page): Promise<string[]> {
  const placeholders = await page.locator('[placeholder]').evaluateAll((elements) => elements.map((element) => element.getAttribute('placeholder') ?? ''));
  const texts = [await page.title(), await page.locator('body').innerText(), ...placeholders];
  return texts
    .flatMap((text) => text.replace(LANGUAGE_NAMES, '').split('\n'))
    .filter((line) => CJK.test(line))
    .map((line) => line.trim());
}

async function expectEnglish(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settledPage(page);
  expect(await chineseOn(page), `Chinese text on ${path}`).toEqual([]);
}

test('an English browser gets the English console on its first visit, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('login-submit')).toHaveText(/sign in|log in/i);
  expect(await chineseOn(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('iotc.lang'))).toBe('en-US');
});

test('a Chinese browser gets the Chinese console on its first visit', async ({ browser }) => {
  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const page = await chinese.newPage();
  await page.goto('/user/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await chinese.close();
});

test("a developer's English console shows no Chinese text on any page, with the tour's demo product and device", async ({ page, request }) => {
  test.setTimeout(180_000);
  const developer = await newUser(request, 'english');
  const demo = await callPlatform<{ productKey: string; productId: string; did: string }>(request, 'post', 'open/product/guideDemo', {
    token: developer.token,
    timeout: 40_000,
  });
  await signIn(page, developer.account, developer.password);
  await expectDashboard(page);

  for (const path of await menuPages(developer, request)) await expectEnglish(page, path);

  // The demo product's development, every tab of it.
  await expectEnglish(page, `/product/product/setting/index?productId=${demo.productId}`);
  const tabs = page.locator('.ant-tabs-tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await settledPage(page);
    expect(await chineseOn(page), `Chinese text on tab ${index} of the product's settings`).toEqual([]);
  }
  const debugQuery = new URLSearchParams({ productKey: demo.productKey, productId: demo.productId, did: demo.did, type: '2' });
  await expectEnglish(page, `/product/deviceDebugging/debugDetails/index?${debugQuery.toString()}`);
});

test("an operator's English console shows no Chinese text on any page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const operator = await newOperator(request, 'english-operator');
  await signIn(page, operator.account, operator.password);
  await expectDashboard(page);
  for (const path of await menuPages(operator, request)) await expectEnglish(page, path);
});
