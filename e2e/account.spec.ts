import { expect, test, type Page } from '@playwright/test';
import { PLATFORM, newUser, registerAndActivate } from './support/accounts.ts';
import { englishContext, expectDashboard, guidedDemo, signIn, signOut } from './support/session.ts';
import { openMenu, pickFromMenu, pickOption, popconfirm } from './support/ui.ts';

const DAY_S = 86_400;

/** Opens the avatar menu; once it has settled (Log out is always in it), what it holds is all there. */
async function openAvatarMenu(page: Page) {
  await openMenu(page.getByTestId('avatar-menu'), page.getByRole('menuitem', { name: 'Log out' }));
}

const sectionMenu = (page: Page) => page.getByTestId('section-menu');

test('a member of another space has no account settings', async ({ browser, request }) => {
  const demo = await guidedDemo(request);
  const context = await englishContext(() => browser.newContext());
  const page = await context.newPage();
  await signIn(page, demo.account, demo.password);
  await expectDashboard(page);

  // In the own space the avatar menu leads to the account settings.
  await openAvatarMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await page.keyboard.press('Escape');

  await pickFromMenu(page.getByTestId('space-switcher'), page.getByRole('menuitem', { name: /Partner Lighting/ }));
  await expect(page.getByTestId('space-switcher')).toContainText('Partner Lighting');

  await openAvatarMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Opened directly: a member's menus hold no account section (modules/menus grants it to owners only),
  // so there is no such page here; the server refuses the calls too (403, account.test.ts).
  await page.goto('/account/basicInfo/index');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('basic-account')).toHaveCount(0);
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'iotc_token')!.value);
  const refused = await page.request.get(`${PLATFORM}/open/baseinfo`, { headers: { authorization: `Bearer ${token}`, lang: 'en-US' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe('Only the owner of this space can open the account settings');
  await context.close();
});

test('a personal account has basic info and security settings, but no enterprise pages', async ({ browser, request }) => {
  const personal = await newUser(request, 'personal', { accountType: 0 });
  const context = await englishContext(() => browser.newContext());
  const page = await context.newPage();
  await signIn(page, personal.account, personal.password);
  await expectDashboard(page);

  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account\/basicInfo\/index$/);
  await expect(sectionMenu(page)).toContainText('My Account');
  await expect(sectionMenu(page)).toContainText('Basic information');
  await expect(sectionMenu(page)).toContainText('Security settings');
  await expect(sectionMenu(page)).not.toContainText('Enterprise information');
  await expect(sectionMenu(page)).not.toContainText('Enterprise certification');

  await expect(page.getByTestId('basic-account')).toHaveText(personal.account);
  await expect(page.getByTestId('account-type')).toHaveText('Personal account');
  await expect(page.getByTestId('real-name-status')).toHaveText('Not verified');

  // A wrong phone is refused on the page; a right one is saved and still there after a reload.
  await page.locator('#basicInfo_phone').fill('0755 8888');
  await page.getByTestId('basic-save').click();
  await expect(page.locator('#basicInfo_phone_help')).toContainText('Enter a valid phone number (digits and hyphens)');
  await page.locator('#basicInfo_phone').fill('0755-88886666');
  await page.locator('#basicInfo_address').fill('Futian District, Shenzhen');
  await page.getByTestId('basic-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('#basicInfo_phone')).toHaveValue('0755-88886666');
  await expect(page.locator('#basicInfo_address')).toHaveValue('Futian District, Shenzhen');

  // Opened directly, the enterprise pages say why they are closed.
  await page.goto('/account/enterpriseInfo/index');
  await expect(page.getByTestId('account-forbidden')).toContainText('Enterprise information and certification are for enterprise accounts only');
  await page.goto('/account/enterpriseCertification/index');
  await expect(page.getByTestId('account-forbidden')).toBeVisible();

  // The login-safety time sets how long the token cookie lives.
  await sectionMenu(page).getByText('Security settings').click();
  await expect(page).toHaveURL(/\/account\/securitySet\/index$/);
  await pickOption(page, page.getByTestId('security-time'), '7 days');
  await page.getByTestId('security-time-save').click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'iotc_token')?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * DAY_S);
  // And back to the shortest.
  await pickOption(page, page.getByTestId('security-time'), '1 hour');
  await page.getByTestId('security-time-save').click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'iotc_token')?.expires ?? 0).toBeLessThan(Date.now() / 1000 + DAY_S);
  await context.close();
});

test('an enterprise owner renames the company, keeps contacts and changes the password', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = `owner-${stamp}@example.com`;
  const password = 'Owner2025x';
  await registerAndActivate(request, { account, password, companyName: `Owner Flow ${stamp}` });

  const context = await englishContext(() => browser.newContext());
  const page = await context.newPage();
  await signIn(page, account, password);
  await expectDashboard(page);
  await page.goto('/account/enterpriseInfo/index');
  await expect(sectionMenu(page)).toContainText('Enterprise information');
  await expect(page.getByTestId('company-name')).toHaveText(`Owner Flow ${stamp}`);

  // Rename: the company-name rule applies, and the space switcher follows.
  await page.getByTestId('company-name-change').click();
  await page.locator('#companyName_companyName').fill('Renamed/Co');
  await page.getByTestId('company-name-save').click();
  await expect(page.locator('#companyName_companyName_help')).toContainText('Only Chinese characters, letters, digits and spaces');
  await page.locator('#companyName_companyName').fill(`Renamed ${stamp}`);
  await page.getByTestId('company-name-save').click();
  await expect(page.getByTestId('company-name')).toHaveText(`Renamed ${stamp}`);
  await expect(page.getByTestId('space-switcher')).toContainText(`Renamed ${stamp}`);

  // Contacts: required fields and the phone rule, then add, edit and delete (after a confirmation).
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await page.getByTestId('contact-add').click();
  await page.getByTestId('contact-save').click();
  for (const name of ['name', 'account', 'phone']) await expect(page.locator(`#contact_${name}_help`)).toContainText('This field is required');
  await page.locator('#contact_name').fill('Li Lei');
  await page.locator('#contact_account').fill('lilei@example.com');
  await page.locator('#contact_phone').fill('phone?');
  await page.getByTestId('contact-save').click();
  await expect(page.locator('#contact_phone_help')).toContainText('Enter a valid phone number (digits and hyphens)');
  await page.locator('#contact_phone').fill('138-0013-8000');
  await page.locator('#contact_job').fill('Buyer');
  await page.getByTestId('contact-save').click();
  const row = page.locator('.ant-table-row').filter({ hasText: 'Li Lei' });
  await expect(row).toContainText('138-0013-8000');

  await row.getByTestId('contact-edit').click();
  await expect(page.locator('#contact_name')).toHaveValue('Li Lei');
  await page.locator('#contact_job').fill('Head of purchasing');
  await page.getByTestId('contact-save').click();
  await expect(row).toContainText('Head of purchasing');

  await row.getByTestId('contact-delete').click();
  await (await popconfirm(page)).locator('.ant-btn-primary').click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
  await expect(page.getByText('No contacts yet')).toBeVisible();

  // Password: this session stays, the new password is the one that signs in.
  await page.goto('/account/securitySet/index');
  await page.locator('#password_oldPassword').fill(password);
  await page.locator('#password_newPassword').fill('Changed2025x');
  await page.locator('#password_confirmPassword').fill('Changed2025x');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Password changed').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('#password_oldPassword')).toBeVisible();
  await signOut(page);
  await signIn(page, account, 'Changed2025x');
  await expectDashboard(page);
  await context.close();
});
