import { expect, test, type Page } from '@playwright/test';
import { demo, expectDashboard, signIn } from './support/session.ts';

/** The signed-in page's profile, read with its token (the cookie the console keeps it in). */
async function profile(page: Page): Promise<{ tenantId: string; hasGuided: boolean; userType: number }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'iotc_token')?.value ?? '';
  const res = await page.request.get('/api/v1/platform/web/open/user/profile', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
  return ((await res.json()) as { data: { tenantId: string; hasGuided: boolean; userType: number } }).data;
}

test('the novice guide, picked in a partner space, switches to the own space and marks the user as guided', async ({ page }) => {
  await signIn(page, demo.account, demo.password);
  await expectDashboard(page);
  const switcher = page.getByTestId('space-switcher');
  await expect(switcher).toContainText('Demo Smart Home Co.');
  const own = await profile(page);
  expect(own.userType).toBe(1);

  // Into the partner's space, where demo is a member.
  await switcher.click();
  await page.getByRole('menuitem', { name: /Partner Lighting Ltd\./ }).click();
  await expectDashboard(page);
  await expect(switcher).toContainText('Partner Lighting Ltd.');

  // The guide asks before it leaves this space.
  await switcher.click();
  await page.getByTestId('novice-guide').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Demo Smart Home Co.');
  await confirm.locator('.ant-btn-primary').click();

  // Back in the own space, on the home page.
  await expectDashboard(page);
  await expect(switcher).toContainText('Demo Smart Home Co.');
  // Marked guided by the first display of the tour or by the guide itself, whichever came first.
  await expect.poll(async () => (await profile(page)).hasGuided).toBe(true);
  expect((await profile(page)).tenantId).toBe(own.tenantId);
  // The pending guide did its work once and is gone: a reload does not start it again.
  expect(await page.evaluate(() => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.getItem('iotc.guidePending'))).toBeNull();
});
