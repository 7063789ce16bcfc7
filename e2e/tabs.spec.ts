import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../apps/server/src/modules/files/testUpload.ts';
import { newUser } from './support/accounts.ts';
import { wizardToConnectivity } from './support/products.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { pickFromMenu } from './support/ui.ts';

const tabTitles = (page: Page) => page.getByTestId('tab-bar').getByTestId('tab');
const shownStep = (page: Page) => page.locator('section[data-testid^="create-step-"]:visible');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('iotc.lang', 'en-US'));
});

test('the tab bar refuses to close the last tab and says when no tab is left or right', async ({ page, request }) => {
  const user = await newUser(request, 'tabs');
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar.getByTestId('tab')).toHaveCount(1);

  const act = async (action: RegExp, message: string) => {
    await pickFromMenu(tabBar.getByTestId('tab-actions'), page.getByRole('menuitem', { name: action }));
    await expect(page.locator('.ant-message')).toContainText(message);
  };
  await act(/^Close$/, 'This is the last tab and cannot be closed');
  await act(/^Close tabs to the left$/, 'There are no tabs on the left');
  await act(/^Close tabs to the right$/, 'There are no tabs on the right');
  await act(/^Close all$/, 'This is the last tab and cannot be closed');
  await expect(tabBar.getByTestId('tab')).toHaveCount(1);
  await expectDashboard(page);
});

test('a page opened again with another query keeps its one tab: the tour then the menu give one debugging tab', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newUser(request, 'tabs-tour', { guided: false });
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  // The first-login tour leads to the debug page with the demo product and the virtual devices' view.
  await expect(page.getByTestId('tour-step-1')).toBeVisible();
  await page.getByTestId('tour-next').click();
  await expect(page.getByTestId('tour-step-2')).toBeVisible({ timeout: 40_000 });
  await page.getByTestId('tour-next').click();
  await expect(page.getByTestId('tour-step-3')).toBeVisible({ timeout: 40_000 });
  await expect(page).toHaveURL(/\/deviceDebugging\/index\?productId=/);
  await page.getByTestId('tour-skip').click();

  await page.getByTestId('side-menu').getByRole('link', { name: 'Device debugging', exact: true }).click();
  await expect(page).toHaveURL(/\/deviceDebugging\/index$/);
  await expect(tabTitles(page).filter({ hasText: /^Device debugging$/ })).toHaveCount(1);
  await expect(tabTitles(page)).toHaveCount(3);
});

test('the create wizard keeps its progress on browser Back and gives its tab to the new product', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newUser(request, 'tabs-wizard');
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  await wizardToConnectivity(page);
  await expect(shownStep(page)).toHaveAttribute('data-testid', 'create-step-connectivity');

  await page.goBack();
  await expect(shownStep(page)).toHaveAttribute('data-testid', 'create-step-scheme');
  await expect(page.getByTestId('scheme-zero_code')).toHaveAttribute('data-selected', 'true');
  await page.goBack();
  await expect(page.getByTestId('category-card').first()).toHaveAttribute('data-selected', 'true');
  await page.goForward();
  await page.goForward();
  await expect(shownStep(page)).toHaveAttribute('data-testid', 'create-step-connectivity');

  await page.getByTestId('network-wifi').click();
  await page.getByTestId('power-mains').click();
  await page.getByTestId('module-card').first().click();
  await page.getByTestId('create-next').click();
  await page.getByTestId('product-name').fill(`Tab Lamp ${Date.now() % 100_000}`);
  await page.getByTestId('product-model').fill('TL-1');
  await page.getByTestId('product-image').locator('input[type=file]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: makePng(800, 800) });
  await expect(page.getByTestId('product-image').locator('img')).toBeVisible();
  await page.getByTestId('product-active-type').locator('input[type=radio]').first().check();
  await expect(tabTitles(page).filter({ hasText: /^Create product$/ })).toHaveCount(1);
  await page.getByTestId('create-submit').click();

  await expect(page).toHaveURL(/setting\/index\?productId=/);
  await expect(tabTitles(page).filter({ hasText: /^Product settings$/ })).toHaveCount(1);
  await expect(tabTitles(page).filter({ hasText: /^Create product$/ })).toHaveCount(0);
});
