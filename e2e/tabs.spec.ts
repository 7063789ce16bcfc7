import { expect, test } from '@playwright/test';
import { demo, expectDashboard, signIn } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('iotc.lang', 'en-US'));
});

test('the tab bar refuses to close the last tab and says when no tab is left or right', async ({ page }) => {
  await signIn(page, demo.account, demo.password);
  await expectDashboard(page);
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar.getByTestId('tab')).toHaveCount(1);

  const act = async (action: RegExp, message: string) => {
    await tabBar.getByTestId('tab-actions').click();
    await page.getByRole('menuitem', { name: action }).click();
    await expect(page.locator('.ant-message')).toContainText(message);
  };
  await act(/^Close$/, 'This is the last tab and cannot be closed');
  await act(/^Close tabs to the left$/, 'There are no tabs on the left');
  await act(/^Close tabs to the right$/, 'There are no tabs on the right');
  await act(/^Close all$/, 'This is the last tab and cannot be closed');
  await expect(tabBar.getByTestId('tab')).toHaveCount(1);
  await expectDashboard(page);
});
