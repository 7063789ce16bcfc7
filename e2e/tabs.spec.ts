import { expect, test } from '@playwright/test';
import { newUser } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { pickFromMenu } from './support/ui.ts';

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
