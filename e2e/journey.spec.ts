import { expect, test } from '@playwright/test';
import { activationLink, verificationCode } from './support/outbox.ts';
import { expectDashboard, guidedDemo, signIn, signOut } from './support/session.ts';
import { openMenu, pickFromMenu, settled } from './support/ui.ts';

test('a new user registers, activates by e-mail, signs in, switches language and signs out', async ({ page, request }) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Journey2025';

  await page.goto('/document/register');
  await page.locator('#register_accountType').getByText(/企业|Enterprise/).click();
  await page.locator('#register_account').fill(email);
  await page.getByTestId('get-code').click();
  const code = await verificationCode(request, email);
  // The button counts down once the code is sent.
  await expect(page.getByTestId('get-code')).toBeDisabled();
  await page.locator('#register_code').fill(code);
  await page.locator('#register_password').fill(password);
  await page.locator('#register_confirmPassword').fill(password);
  await page.locator('#register_companyName').fill('Journey Devices');
  await page.locator('#register_agreeTerms').check();
  await page.locator('#register_agreeAppLicense').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-result')).toContainText(email);

  // Not activated yet: the login is refused with a way to resend the e-mail.
  await signIn(page, email, password);
  await expect(page.getByTestId('resend-activation')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);

  await page.goto(await activationLink(request, email));
  await expect(page).toHaveURL(/\/user\/login\?activated=1/);
  // The form is filled with the account just activated.
  await expect(page.locator('#login_account')).toHaveValue(email.toLowerCase());

  await signIn(page, email, password);
  await expectDashboard(page);

  // Language: the console starts in Chinese; switching reloads it in English.
  await expect(page.getByTestId('dashboard-greeting')).toContainText(/[\u4e00-\u9fa5]/);
  // The language submenu opens on hover, once the menu holding it has settled.
  const language = await openMenu(page.getByTestId('avatar-menu'), page.getByRole('menuitem', { name: /语言|Language/ }));
  await language.hover();
  const english = page.getByRole('menuitem', { name: 'English' });
  await settled(page.locator('.ant-dropdown-menu-submenu-popup').filter({ has: english }));
  await english.click();
  await expect(page.getByTestId('dashboard-greeting')).toContainText(/Good (morning|afternoon|evening)/);
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toContainText(/Good (morning|afternoon|evening)/);

  await signOut(page);
  // The session is gone: the console asks for a login again.
  await page.goto('/dashboard/index');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});

test('a member of two spaces switches space and back, then signs out', async ({ page, request }) => {
  const demo = await guidedDemo(request);
  await signIn(page, demo.account, demo.password);
  await expectDashboard(page);
  const switcher = page.getByTestId('space-switcher');
  await expect(switcher).toContainText('Demo Smart Home Co.');

  await pickFromMenu(switcher, page.getByRole('menuitem', { name: /Partner Lighting Ltd\./ }));
  await expectDashboard(page);
  await expect(page.getByTestId('space-switcher')).toContainText('Partner Lighting Ltd.');
  await expect(page.getByTestId('dashboard-space')).toContainText('Partner Lighting Ltd.');

  // The new space survives a reload: the tokens are bound to it.
  await page.reload();
  await expect(page.getByTestId('space-switcher')).toContainText('Partner Lighting Ltd.');

  await pickFromMenu(switcher, page.getByRole('menuitem', { name: /Demo Smart Home Co\./ }));
  await expect(page.getByTestId('space-switcher')).toContainText('Demo Smart Home Co.');

  await signOut(page);
});
