import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { functionPaths } from '@iotc/shared/functions';
import { LANGUAGE_PACK_HEADER } from '@iotc/shared/productLanguages';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { callPlatform, newUser } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';

/**
 * Product languages as a maker uses them: the demo product's language pack exported from the console, a custom
 * function given an English name in a spreadsheet library, the pack imported (format passed, confirmed); the English
 * console then names that function in English in the function table, the device log and the panel preview. A pack
 * whose first row was changed is refused with the spec's message.
 */

const platformPath = (path: string) => path.replace(/^\/v1\/platform\/web\//, '');
const CUSTOM = { dpId: 150, identifier: 'child_lock', name: '童锁' };
const ENGLISH_NAME = 'Child lock';
const KEY = `function.${CUSTOM.identifier}.name`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const column = (header: (typeof LANGUAGE_PACK_HEADER)[number]) => LANGUAGE_PACK_HEADER.indexOf(header) + 1;

/** Exports the pack from the page and answers it as a workbook. */
async function exportPack(page: Page): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('lang-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as its own Buffer of an older Node.
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  return workbook;
}

/** The product languages page on its function tab, searched for the custom function. */
async function openFunctionTab(page: Page, productId: string): Promise<void> {
  await page.goto(`/product/multiLanguage/index?productId=${productId}&tab=function`);
  await page.getByTestId('lang-search-function').fill(CUSTOM.identifier);
  await page.getByTestId('lang-search-function').press('Enter');
}

/** Chooses the workbook as the pack to import. */
async function importPack(page: Page, workbook: ExcelJS.Workbook): Promise<void> {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.getByTestId('lang-import-input').setInputFiles({ name: 'languages.xlsx', mimeType: XLSX, buffer });
}

test("a language pack exported, edited in a spreadsheet and imported names the product's function in the English console", async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newUser(request, 'languages');
  const demo = await callPlatform<{ productId: string; productKey: string; did: string }>(request, 'post', 'open/product/guideDemo', { token: user.token, timeout: 40_000 });
  await callPlatform(request, 'post', platformPath(functionPaths.addFunc), {
    token: user.token,
    body: { productId: demo.productId, functions: [{ ...CUSTOM, rwFlag: 'rw', dataType: 'bool', description: 'Locks the buttons on the lamp' }] },
  });
  await signIn(page, user.account, user.password);
  await expectDashboard(page);

  // The function tab lists the custom function (found by its identifier) with its stored name in both languages.
  await openFunctionTab(page, demo.productId);
  const row = page.locator(`[data-testid="lang-row"][data-id="${KEY}"]`);
  await expect(row).toContainText(`${CUSTOM.name}${CUSTOM.name}`);

  // Exported, edited with exceljs: the custom function's English name.
  const workbook = await exportPack(page);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LANGUAGE_PACK_HEADER]);
  let edited = 0;
  sheet.eachRow((sheetRow) => {
    if (sheetRow.getCell(column('Language key')).text === KEY) {
      sheetRow.getCell(column('English')).value = ENGLISH_NAME;
      edited += 1;
    }
  });
  expect(edited).toBe(1);

  // Imported: the format passes and the dialog shows the one change, confirmed.
  await importPack(page, workbook);
  const confirm = page.getByTestId('lang-import-confirm');
  await expect(page.locator('.ant-modal-title').filter({ hasText: '格式校验通过' })).toBeVisible();
  await expect(confirm.getByTestId('lang-import-change')).toHaveCount(1);
  await expect(confirm.locator(`[data-testid="lang-import-change"][data-key="${KEY}"]`)).toContainText(ENGLISH_NAME);
  await page.getByTestId('lang-import-ok').click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(ENGLISH_NAME);
  await expect(row.getByTestId('lang-edited')).toBeVisible();

  // The virtual device reports the custom function, for the device log.
  await callPlatform(request, 'post', platformPath(virtualDevicePaths.report), {
    token: user.token,
    body: { productId: demo.productId, did: demo.did, dpId: CUSTOM.dpId, value: true },
  });

  // The English console.
  await page.evaluate(() => localStorage.setItem('iotc.lang', 'en-US'));
  await page.goto(`/product/product/setting/index?productId=${demo.productId}&tab=function`);
  await expect(page.getByTestId(`func-row-${CUSTOM.identifier}`)).toContainText(ENGLISH_NAME);

  // The device log, once the report is stored.
  const logRow = page.locator('[data-testid="log-row"]').filter({ hasText: CUSTOM.identifier });
  await expect(async () => {
    await page.goto(`/device/log/index?did=${demo.did}`);
    await expect(logRow.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(logRow.first()).toContainText(ENGLISH_NAME);

  // The panel preview: the default panel labels the function's switch by its name.
  await page.goto(`/product/panel/preview/index?productId=${demo.productId}`);
  await expect(page.getByTestId('live-panel').locator(`[data-panel-component="${CUSTOM.identifier}"]`)).toContainText(ENGLISH_NAME);

  // A pack whose first row was changed is refused with the spec's message, and changes nothing.
  await openFunctionTab(page, demo.productId);
  sheet.getRow(1).getCell(column('English')).value = 'Englisch';
  sheet.eachRow((sheetRow) => {
    if (sheetRow.getCell(column('Language key')).text === KEY) sheetRow.getCell(column('English')).value = 'Kid lock';
  });
  await importPack(page, workbook);
  await expect(page.getByTestId('lang-import-message')).toHaveText('Please upload a file in the correct format: do not change the language names in the first row');
  await expect(row).toContainText(ENGLISH_NAME);
});
