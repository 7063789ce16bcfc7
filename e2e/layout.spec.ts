/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '@iotc/shared';
import { callPlatform, newUser, signInByApi } from './support/accounts.ts';
import { demo, expectDashboard, signIn } from './support/session.ts';
import { chineseOn } from './support/texts.ts';

/**
 * The console's layout at a desktop's and a phone's width: every text whole (no label cut off or
 * spilling out of its box), wide tables without sideways scrolling, every page titled, no Chinese text in
 * the English console (the demo data included); on a phone a
 * navigation drawer instead of the side menu, lists as cards and the debug log within reach.
 */

const operator = { account: 'admin@example.com', password: 'Admin123456' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PRODUCT_NAME = { 'zh-CN': '物联网开发者平台', 'en-US': 'IoT Console' } satisfies Record<Lang, string>;

/**
 * Texts that do not fit their box, measured by the text itself (a Range), so an ellipsis, a clipped
 * label and text spilling out all count; each as "box class: text".
 */
function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      // The nearest box with a width: inline elements have none of their own.
      let box = node.parentElement;
      while (box && box.clientWidth === 0 && box !== document.body) box = box.parentElement;
      if (!box || box.getClientRects().length === 0 || getComputedStyle(box).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const bounds = range.getBoundingClientRect();
      if (bounds.width === 0) continue;
      const left = box.getBoundingClientRect().left + box.clientLeft;
      if (bounds.left < left - 1 || bounds.right > left + box.clientWidth + 1) found.push(`${String(box.className)}: ${text.slice(0, 60)}`);
    }
    return found;
  });
}

/** Tables whose content is wider than their box (a sideways scrollbar), and a page wider than the window. */
function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('.ant-table-content, .ant-table-body')]
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map((table) => `table ${table.scrollWidth} in ${table.clientWidth}`),
    ...(document.documentElement.scrollWidth > window.innerWidth ? [`page ${document.documentElement.scrollWidth} in ${window.innerWidth}`] : []),
  ]);
}

/** Every page of the side menu: each top-level entry and the pages of its panel. */
async function menuPages(page: Page): Promise<string[]> {
  const sections = await page.locator('.side-rail__item').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pages = new Set<string>();
  for (const section of sections.filter((href) => href.startsWith('/'))) {
    await page.goto(section);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    pages.add(new URL(page.url()).pathname);
    const panel = page.getByTestId('submenu-panel');
    if ((await panel.count()) === 0) continue;
    for (const href of await panel.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) pages.add(href);
    }
  }
  return [...pages];
}

/** Opens `path` and waits for its data: the title names the page and the loading spinners are gone. */
async function openSettled(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // A busy machine answers slowly: the data may take longer than a click's wait.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
  const title = await page.title();
  expect(title, `${path} has its own title`).toMatch(new RegExp(`^.+ - ${PRODUCT_NAME[lang]}$`));
}

/** Every text is whole and no table scrolls sideways on the page shown. */
async function expectWhole(page: Page, path: string) {
  expect(await overflowingTexts(page), `texts cut off on ${path}`).toEqual([]);
  expect(await sidewaysScrolling(page), `sideways scrolling on ${path}`).toEqual([]);
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  for (const [who, account] of [
    ['developer', demo],
    ['operator', operator],
  ] as const) {
    test(`at 1440 px every menu page of the ${who} in ${lang} has its title, whole texts and no sideways table`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(DESKTOP);
      await page.addInitScript((language) => localStorage.setItem('iotc.lang', language), lang);
      const { token } = await signInByApi(request, account.account, account.password);
      await signIn(page, account.account, account.password);
      await expectDashboard(page);

      const paths = await menuPages(page);
      // The menu reaches the sections of spec 000 §2 at least.
      expect(paths).toEqual(expect.arrayContaining(['/dashboard/index', '/product/product/index', '/device/list/index', '/manufacture/triple/index']));
      // The wide tables of product development: the functions of a product.
      const products = await callPlatform<{ list: { id: string }[] }>(request, 'post', 'open/product/list', { token, body: { pageNo: 1, pageSize: 1 } });
      if (products.list[0]) paths.push(`/product/product/setting/index?productId=${products.list[0].id}&tab=function`);

      for (const path of paths) {
        await openSettled(page, path, lang);
        // The page's own header (a card's title or a heading), not only the browser tab's title.
        await expect(page.locator('.shell__content').locator('.ant-card-head-title, h1, h2, h3, h4, h5').first(), `${path} has a header`).toBeVisible();
        await expectWhole(page, path);
        if (lang === 'en-US') expect(await chineseOn(page), `Chinese text on ${path} of the English console`).toEqual([]);
      }
      await page.screenshot({ path: test.info().outputPath(`menu-${lang}-1440.png`) });
    });
  }
}

test('at 390 px the menu is a drawer, lists are cards and the debug log is within two screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('iotc.lang', 'en-US'));
  const user = await newUser(request, 'layout');
  const made = await callPlatform<{ productKey: string; productId: string; did: string }>(request, 'post', 'open/product/guideDemo', { token: user.token, timeout: 40_000 });
  await signIn(page, user.account, user.password);
  await expectDashboard(page);

  // No rail: the page has the whole width, and nothing is wider than the phone.
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  expect(await sidewaysScrolling(page)).toEqual([]);
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('menuitem', { name: 'Devices' }).click();
  await drawer.getByRole('link', { name: 'Device list' }).click();
  await expect(page).toHaveURL(/\/device\/list\/index$/);
  await expect(drawer).toBeHidden();

  // The device list is a card per device, made of the list's columns: no table to scroll sideways.
  const card = page.getByTestId('device-row').filter({ hasText: made.did }).getByTestId('list-card');
  await expect(card).toBeVisible();
  await expect(page.locator('.ant-table')).toHaveCount(0);
  expect(await sidewaysScrolling(page)).toEqual([]);
  expect(await overflowingTexts(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('device-list-390.png'), fullPage: true });

  // The debug page: its log one tap away, its top within two screen heights.
  await page.goto(`/product/deviceDebugging/debugDetails/index?${new URLSearchParams({ productKey: made.productKey, productId: made.productId, did: made.did, type: '2' }).toString()}`);
  await page.getByTestId('debug-tabs').getByRole('tab', { name: 'Message log' }).click();
  const log = page.getByTestId('debug-log');
  await expect(log).toBeVisible();
  const top = await log.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(2 * PHONE.height);
  await page.screenshot({ path: test.info().outputPath('debug-390.png'), fullPage: true });
});
