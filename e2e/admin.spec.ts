import { expect, test, type Locator, type Page } from '@playwright/test';
import { authPaths } from '../packages/shared/src/auth/paths.ts';
import { userAdminPaths } from '../packages/shared/src/users/paths.ts';
import { expectDashboard, signIn } from './support/session.ts';

const operator = { account: 'admin@example.com', password: 'Admin123456' };
const password = 'Operator2025';

/** Opens a page of the operator area through the side menu, as an operator would. */
async function openOperatorPage(page: Page, title: RegExp) {
  await page.getByTestId('side-menu').locator('.side-rail__item', { hasText: /运营管理|Operations/ }).click();
  await page.getByTestId('submenu-panel').getByRole('link', { name: title }).click();
}

/** The checkbox of an entry in a role's authority tree. */
function authority(page: Page, menuId: string): Locator {
  return page.locator('.ant-tree-treenode', { has: page.getByTestId(`authority-${menuId}`) }).locator('.ant-tree-checkbox');
}

test('the operator creates a role and a user with it, and disables a user whose open session then ends', async ({ page, browser, request }) => {
  // Three people sign in (argon2 on each login) in three browsers.
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const clerk = `e2e-clerk-${stamp}@example.com`;
  const victim = `e2e-victim-${stamp}@example.com`;
  const roleName = `字典录入${stamp}`;
  const roleNameEn = `Dictionary clerk ${stamp}`;

  // The user to be disabled exists already and is signed in, in a browser of their own.
  const login = await request.post(`/api${authPaths.login}`, { data: operator });
  const { token } = (await login.json()).data as { token: string };
  const added = await request.post(`/api${userAdminPaths.save}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { account: victim, realName: 'Victim', password, roleIds: ['owner'], status: 1 },
  });
  expect((await added.json()).code).toBe(0);
  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  await signIn(victimPage, victim, password);
  await expectDashboard(victimPage);

  // The operator sees the operations menu.
  await signIn(page, operator.account, operator.password);
  await expectDashboard(page);
  await expect(page.getByTestId('side-menu')).toContainText(/运营管理|Operations/);

  // A role granting only a part of the area: the dictionary page with its edit button.
  await openOperatorPage(page, /角色管理|Roles/);
  await expect(page).toHaveURL(/\/system\/role\/index$/);
  await page.getByTestId('role-add').click();
  await page.locator('#role_name').fill(roleName);
  await page.locator('#role_nameEn').fill(roleNameEn);
  await authority(page, 'home').click();
  await authority(page, 'system-dict-edit').click();
  // Checking the button checked its page and the area with it, and nothing else of the area.
  await expect(authority(page, 'system-dict')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(authority(page, 'system-user')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await page.getByTestId('role-form-submit').click();
  await expect(page.locator('.ant-table-row', { hasText: stamp })).toBeVisible();

  // A user holding that role.
  await openOperatorPage(page, /用户管理|Users/);
  await expect(page).toHaveURL(/\/system\/user\/index$/);
  await page.getByTestId('user-add').click();
  await page.locator('#user_account').fill(clerk);
  await page.locator('#user_realName').fill('Dict Clerk');
  await page.locator('#user_password').fill(password);
  await page.locator('#user_roleIds').click();
  await page.locator('#user_roleIds').fill(stamp);
  await page.locator('.ant-select-item-option', { hasText: stamp }).click();
  await page.getByTestId('user-form-submit').click();
  await expect(page.locator('.ant-table-row', { hasText: clerk })).toBeVisible();
  await page.getByTestId('user-search').fill(clerk);
  await page.getByTestId('user-search').press('Enter');
  const clerkRow = page.locator('.ant-table-row', { hasText: clerk });
  await expect(clerkRow).toContainText(new RegExp(`${roleName}|${roleNameEn}`));

  // The clerk sees the dictionary page with edit but without add or delete (spec 000 §6).
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  await signIn(clerkPage, clerk, password);
  await expectDashboard(clerkPage);
  await expect(clerkPage.getByTestId('side-menu')).toContainText(/运营管理|Operations/);
  // Opened by its address: the area's own landing page (the support inbox) is not granted to this role.
  await clerkPage.goto('/system/dict/index');
  await expect(clerkPage.getByTestId('submenu-panel').getByRole('link')).toHaveText([/字典管理|Dictionaries/]);
  await expect(clerkPage.locator('[data-testid^="dict-edit-"]').first()).toBeVisible();
  await expect(clerkPage.getByTestId('dict-add')).toHaveCount(0);
  await expect(clerkPage.locator('[data-testid^="dict-delete-"]')).toHaveCount(0);
  await clerkContext.close();

  // Disabling the other user ends their open session at once.
  await page.getByTestId('user-search').fill(victim);
  await page.getByTestId('user-search').press('Enter');
  await page.getByTestId(`user-status-${victim}`).click();
  await page.getByTestId('user-disable-confirm').click();
  await expect(page.locator('.ant-table-row', { hasText: victim }).getByTestId(`user-status-${victim}`)).not.toBeChecked();

  await victimPage.reload();
  await expect(victimPage).toHaveURL(/\/user\/login/);
  await signIn(victimPage, victim, password);
  await expect(victimPage.locator('body')).toContainText(/停用|disabled/);
  await expect(victimPage).toHaveURL(/\/user\/login/);
  await victimContext.close();
});
