import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePdf, makePng } from '../apps/server/src/modules/files/testUpload.ts';
import { newUser } from './support/accounts.ts';
import { wizardToConnectivity } from './support/products.ts';
import { englishContext, expectDashboard, signIn } from './support/session.ts';
import { dialogOf, drawerOf, noDialog, settled } from './support/ui.ts';

/**
 * The product developer's journey of the products issue: the create wizard, two standard and three
 * custom functions (with DP ID 100 and a duplicate identifier refused), a 4-step pairing guide, a
 * manual, complete development (read-only), return to development, then a copy with the same
 * functions and a new key.
 */

const png = (width: number, height: number, name: string) => ({ name, mimeType: 'image/png', buffer: makePng(width, height) });

/** Picks an option of the antd Select holding `select`, by the option's test id. */
async function choose(page: Page, select: Locator, optionTestId: string) {
  await select.click();
  const option = page.getByTestId(optionTestId);
  await settled(page.locator('.ant-select-dropdown').filter({ has: option }));
  await option.click();
}

async function openTab(page: Page, tab: string) {
  await noDialog(page);
  await page.getByTestId(`setting-tab-${tab}`).click();
  await expect(page.getByTestId(`setting-view-${tab}`)).toBeVisible();
}

async function addCustomFunction(page: Page, f: { dpId: string; name: string; identifier: string; dataType: 'value' | 'enum' | 'bool' }) {
  await noDialog(page);
  await page.getByTestId('func-add-custom').click();
  const form = page.getByTestId('func-form');
  await drawerOf(page, form);
  await form.getByTestId('func-dpId').fill(f.dpId);
  await form.getByTestId('func-name').fill(f.name);
  await form.getByTestId('func-identifier').fill(f.identifier);
  await choose(page, form.getByTestId('func-dataType'), `func-dataType-option-${f.dataType}`);
  await choose(page, form.getByTestId('func-rwFlag'), 'func-rwFlag-option-rw');
  if (f.dataType === 'value') {
    await form.getByTestId('func-value-min').fill('0');
    await form.getByTestId('func-value-max').fill('100');
    await form.getByTestId('func-value-step').fill('1');
  }
  if (f.dataType === 'enum') {
    for (const [i, value] of ['low', 'high'].entries()) {
      if ((await form.getByTestId(`func-enum-value-${i}`).count()) === 0) await form.getByTestId('func-enum-add').click();
      await form.getByTestId(`func-enum-value-${i}`).fill(value);
      await form.getByTestId(`func-enum-name-${i}`).fill(value.toUpperCase());
      await form.getByTestId(`func-enum-desc-${i}`).fill(`${value} level`);
    }
  }
  await page.getByTestId('func-save').click();
}

test('a product goes from the wizard through functions, guide and manual to published, back, and is copied', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const user = await newUser(request, 'developer');
  const context = await englishContext(() => browser.newContext());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  const name = `E2E Lamp ${Date.now() % 100_000}`;

  // ── The wizard ─────────────────────────────────────────────────────────────
  await wizardToConnectivity(page);
  await page.getByTestId('network-wifi').click();
  await page.getByTestId('power-mains').click();
  await page.getByTestId('module-card').first().click();
  await page.getByTestId('create-next').click();
  await page.getByTestId('product-name').fill(name);
  await page.getByTestId('product-model').fill('E2E-1');
  await page.getByTestId('product-image').locator('input[type=file]').setInputFiles(png(800, 800, 'lamp.png'));
  await expect(page.getByTestId('product-image').locator('img')).toBeVisible();
  await page.getByTestId('product-active-type').locator('input[type=radio]').first().check();
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/setting\/index\?productId=/);
  const productId = new URL(page.url()).searchParams.get('productId')!;
  const key = (await page.getByTestId('product-key').first().innerText()).trim();

  // ── Functions: two standard, three custom; DP ID 100 and a duplicate identifier refused ──
  await openTab(page, 'function');
  await page.getByTestId('func-add-standard').click();
  const standard = page.getByTestId('func-standard-modal');
  await dialogOf(page, standard);
  const options = standard.locator('input[data-testid^="func-standard-option-"]:not([disabled])');
  await options.nth(0).check();
  await options.nth(1).check();
  await page.getByTestId('func-standard-save').click();
  await expect(standard).toBeHidden();

  await noDialog(page);
  await page.getByTestId('func-add-custom').click();
  await drawerOf(page, page.getByTestId('func-form'));
  await page.getByTestId('func-form').getByTestId('func-dpId').fill('100');
  await page.getByTestId('func-form').getByTestId('func-name').click();
  await expect(page.getByTestId('func-form')).toContainText('The DP ID must be 101-199');
  await page.keyboard.press('Escape');

  await addCustomFunction(page, { dpId: '101', name: 'Level', identifier: 'level', dataType: 'value' });
  await expect(page.getByTestId('func-row-level')).toBeVisible();
  await addCustomFunction(page, { dpId: '102', name: 'Mode', identifier: 'mode', dataType: 'enum' });
  await expect(page.getByTestId('func-row-mode')).toBeVisible();
  await addCustomFunction(page, { dpId: '103', name: 'Lock', identifier: 'lock', dataType: 'bool' });
  await expect(page.getByTestId('func-row-lock')).toBeVisible();
  await addCustomFunction(page, { dpId: '104', name: 'Mode2', identifier: 'mode', dataType: 'bool' });
  await expect(page.getByText(/identifier.*mode.*(already used|used twice)/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await noDialog(page);
  const functionRows = page.locator('[data-testid^="func-row-"]');
  const functionCount = await functionRows.count();
  expect(functionCount).toBeGreaterThanOrEqual(5);

  // ── Pairing guide: four steps, a fifth refused ─────────────────────────────
  await openTab(page, 'network');
  await page.getByTestId('guide-edit').click();
  for (let i = 1; i <= 4; i++) {
    if ((await page.getByTestId(`guide-step-${i}`).count()) === 0) await page.getByTestId('guide-add-step').click();
    await page.getByTestId(`guide-text-zh-${i}`).fill(`第 ${i} 步`);
    await page.getByTestId(`guide-text-en-${i}`).fill(`Step ${i}`);
    await page.getByTestId(`guide-media-${i}`).setInputFiles(png(320, 240, `step-${i}.png`));
    await expect(page.getByTestId(`guide-step-${i}`).locator('img')).toBeVisible();
  }
  await expect(page.getByTestId('guide-add-step')).toBeDisabled();
  await expect(page.getByTestId('guide-steps-limit')).toContainText('at most 4 steps');
  await page.getByTestId('guide-save').click();
  await expect(page.getByText('Pairing guide saved').first()).toBeVisible();

  // ── Manual ────────────────────────────────────────────────────────────────
  await openTab(page, 'manual');
  await page.getByTestId('manual-upload-en-US').setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await expect(page.getByTestId('manual-row-en-US')).toContainText('manual.pdf');

  // ── Complete development: the information becomes read-only ────────────────
  await page.getByTestId('complete-develop').click();
  const drawer = page.getByTestId('development-drawer');
  await expect(drawer.getByTestId('development-complete')).toBeEnabled();
  await drawer.getByTestId('development-complete').click();
  await expect(page.getByTestId('published-banner')).toBeVisible();
  await openTab(page, 'basic');
  await expect(page.getByTestId('basic-read-only')).toBeVisible();
  await expect(page.getByTestId('basic-save')).toHaveCount(0);
  await openTab(page, 'function');
  await expect(page.getByTestId('func-add-custom')).toHaveCount(0);

  // ── Return to development: explicit ────────────────────────────────────────
  await page.getByTestId('return-develop').click();
  await dialogOf(page, page.getByTestId('return-develop-warnings'));
  await expect(page.getByTestId('return-develop-ok')).toBeDisabled();
  await page.getByTestId('return-develop-confirm').click();
  await page.getByTestId('return-develop-ok').click();
  await expect(page.getByTestId('published-banner')).toBeHidden();
  await expect(page.getByTestId('func-add-custom')).toBeVisible();

  // ── Copy: same functions, a new key, in development ────────────────────────
  await page.goto('/product/product/index');
  await page.getByTestId(`product-copy-${productId}`).click();
  await dialogOf(page, page.getByTestId('product-copy-copied'));
  await expect(page.getByTestId('product-copy-not-copied')).toBeVisible();
  await page.getByTestId('product-copy-name').fill(`${name} copy`);
  await page.getByTestId('product-copy-ok').click();
  await page.getByTestId('product-copy-open').click();
  await expect(page).toHaveURL(/setting\/index\?productId=/);
  expect(new URL(page.url()).searchParams.get('productId')).not.toBe(productId);
  await expect(page.getByTestId('product-title')).toContainText(`${name} copy`);
  const copyKey = (await page.getByTestId('product-key').first().innerText()).trim();
  expect(copyKey).not.toBe(key);
  await openTab(page, 'function');
  for (const identifier of ['level', 'mode', 'lock']) await expect(page.getByTestId(`func-row-${identifier}`)).toBeVisible();
  await expect(functionRows).toHaveCount(functionCount);
  await expect(page.getByTestId('published-banner')).toBeHidden();
  await context.close();
});
