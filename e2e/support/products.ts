import type { Page } from '@playwright/test';

/** Opens the create-product wizard from the product list and passes its first two steps (first category, zero-code). */
export async function wizardToConnectivity(page: Page): Promise<void> {
  await page.goto('/product/product/index');
  // The list's button (a new user's empty list offers one too).
  await page.getByTestId('product-create').first().click();
  await page.getByTestId('category-card').first().click();
  await page.getByTestId('create-next').click();
  await page.getByTestId('scheme-zero_code').click();
  await page.getByTestId('create-next').click();
}
