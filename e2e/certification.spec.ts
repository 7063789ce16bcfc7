import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../apps/server/src/modules/files/testUpload.ts';
import { newOperator, registerAndActivate } from './support/accounts.ts';
import { englishContext, expectDashboard, signIn } from './support/session.ts';
import { pickOption, popconfirm } from './support/ui.ts';

/** Small real PNGs on disk, as a user would pick them. */
function imageFiles(): { license: string; front: string; back: string; license2: string } {
  const dir = mkdtempSync(join(tmpdir(), 'iotc-cert-'));
  const write = (name: string, width: number, height: number) => {
    const file = join(dir, name);
    writeFileSync(file, makePng(width, height));
    return file;
  };
  return { license: write('licence.png', 64, 48), front: write('id-front.png', 86, 54), back: write('id-back.png', 86, 54), license2: write('licence-clear.png', 128, 96) };
}

const quotaTotal = async (page: Page) => Number((await page.getByTestId('quota-total').innerText()).replace(/\D/g, ''));

async function pickImage(page: Page, testId: string, file: string) {
  await page.getByTestId(testId).locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId(`${testId}-preview`)).toBeVisible();
}

/** The operator opens the applicant's pending submission from the review list. */
async function openSubmission(review: Page, companyName: string) {
  await review.goto('/system/certification/index');
  const search = review.getByPlaceholder('Search by company name');
  await search.fill(companyName);
  await search.press('Enter');
  const row = review.locator('.ant-table-row').filter({ hasText: companyName });
  await expect(row).toHaveCount(1);
  await row.getByTestId('certification-open').click();
  await expect(review.getByTestId('review-actions')).toBeVisible();
}

test('an enterprise is certified: submitted, rejected with a reason, resubmitted, approved; its quota grows', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = `cert-${stamp}@example.com`;
  const password = 'Certify2025';
  const companyName = `Cert Flow ${stamp}`;
  await registerAndActivate(request, { account, password, companyName });
  const files = imageFiles();

  const userContext = await englishContext(() => browser.newContext());
  const operatorContext = await englishContext(() => browser.newContext());
  const page = await userContext.newPage();
  const review = await operatorContext.newPage();

  await signIn(page, account, password);
  await expectDashboard(page);
  await expect(page.getByTestId('quota-total')).toBeVisible();
  const quotaBefore = await quotaTotal(page);

  // Enterprise info says it is not certified yet and leads to the form.
  await page.goto('/account/enterpriseInfo/index');
  await expect(page.getByTestId('certification-status')).toHaveText('Not certified');
  await page.getByTestId('certification-link').click();
  await expect(page).toHaveURL(/\/account\/enterpriseCertification\/index$/);

  // Submitting an empty form is refused by the page itself.
  await page.locator('#certification_companyName').fill('');
  await page.getByTestId('certification-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await expect(page.getByTestId('audit-records')).toContainText('Nothing submitted yet');

  await page.locator('#certification_companyName').fill(companyName);
  await pickOption(page, page.getByTestId('certification-nature'), 'Limited liability company');
  await page.locator('#certification_licenseNumber').fill('91440300MA5CERT01X');
  await page.locator('#certification_legalPerson').fill('Zhang San');
  await page.locator('#certification_applicant').fill('Li Si');
  await page.locator('#certification_idNumber').fill('11010519491231002X');
  await page.locator('#certification_phone').fill('0755-12345678');
  await page.locator('#certification_address').fill('Nanshan District, Shenzhen');
  await pickImage(page, 'upload-license', files.license);
  await pickImage(page, 'upload-id-front', files.front);
  await pickImage(page, 'upload-id-back', files.back);
  await page.getByTestId('certification-submit').click();

  // Pending: read-only, reviewed within 1-3 working days, one audit record.
  await expect(page.getByTestId('certification-pending')).toContainText('1-3 working days');
  await expect(page.locator('#certification_legalPerson')).toBeDisabled();
  await expect(page.getByTestId('certification-submit')).toHaveCount(0);
  await expect(page.getByTestId('audit-records').locator('.ant-table-row')).toHaveCount(1);

  // The operator rejects it; a reason is required.
  const operator = await newOperator(request, 'reviewer');
  await signIn(review, operator.account, operator.password);
  await expectDashboard(review);
  await openSubmission(review, companyName);
  await expect(review.getByTestId('review-license-image').locator('img').or(review.locator('img[data-testid="review-license-image"]'))).toBeVisible();
  await review.getByTestId('review-reject').click();
  await expect(review.locator('#review_reason_help')).toContainText('This field is required');
  await review.locator('#review_reason').fill('The licence image is too blurred to read');
  await review.getByTestId('review-reject').click();
  await expect(review.getByTestId('review-actions')).toHaveCount(0);

  // The user sees the reason, corrects the image and submits again.
  await page.reload();
  await expect(page.getByTestId('certification-rejected')).toContainText('The licence image is too blurred to read');
  await expect(page.getByTestId('audit-records')).toContainText('The licence image is too blurred to read');
  await pickImage(page, 'upload-license', files.license2);
  await page.getByTestId('certification-submit').click();
  await expect(page.getByTestId('certification-pending')).toBeVisible();
  await expect(page.getByTestId('audit-records').locator('.ant-table-row')).toHaveCount(2);

  // The operator approves the new submission.
  await openSubmission(review, companyName);
  await review.getByTestId('review-approve').click();
  await (await popconfirm(review)).locator('.ant-btn-primary').click();
  await expect(review.getByTestId('review-actions')).toHaveCount(0);
  await expect(review.getByTestId('review-drawer').getByTestId('certification-status')).toHaveText('Certified');

  // The account is a certified enterprise now, and the quota is the certified one.
  await page.goto('/account/basicInfo/index');
  await expect(page.getByTestId('account-type')).toHaveText('Certified enterprise');
  await expect(page.getByTestId('real-name-status')).toHaveText('Verified');
  await page.goto('/account/enterpriseCertification/index');
  await expect(page.getByTestId('certification-approved')).toBeVisible();
  await page.goto('/dashboard/index');
  await expect.poll(() => quotaTotal(page)).toBeGreaterThan(quotaBefore);

  await userContext.close();
  await operatorContext.close();
});
