import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { callPlatform, signInByApi } from './support/accounts.ts';
import { ownServer } from './support/ownServer.ts';
import { demo, englishContext, expectDashboard, signIn } from './support/session.ts';
import { confirmDialog, pickFromMenu } from './support/ui.ts';

/** The signed-in page's profile, read with its token (the cookie the console keeps it in). */
async function profile(page: Page): Promise<{ tenantId: string; hasGuided: boolean; userType: number }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'iotc_token')?.value ?? '';
  const res = await page.request.get('/api/v1/platform/web/open/user/profile', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
  return ((await res.json()) as { data: { tenantId: string; hasGuided: boolean; userType: number } }).data;
}

test('the novice guide, picked in a partner space, switches to the own space and marks the user as guided', async ({ browser }) => {
  test.setTimeout(180_000);
  // Demo is the one member of two spaces; on a server of this journey's own it is not guided yet,
  // whatever the other journeys do with it.
  const server = await ownServer();
  try {
    await server.start();
    // Demo's logins land in the partner's space: its own home page would show the first-login tour,
    // which marks the user itself.
    const api = await apiRequest.newContext({ baseURL: server.base });
    const own = await signInByApi(api, demo.account, demo.password, false);
    const before = await callPlatform<{ hasGuided: boolean; tenantList: { tenantId: string; companyName: string }[] }>(api, 'get', 'open/user/profile', {
      token: own.token,
    });
    expect(before.hasGuided).toBe(false);
    const partner = before.tenantList.find((space) => space.companyName === 'Partner Lighting Ltd.')!;
    await callPlatform(api, 'post', 'open/chooseCompany', { token: own.token, body: { tenantId: partner.tenantId } });
    await api.dispose();

    const context = await englishContext(() => browser.newContext({ baseURL: server.base }));
    const page = await context.newPage();
    let marks = 0;
    page.on('request', (r) => {
      if (r.url().includes('/open/product/setHasGuided') && r.method() === 'POST') marks += 1;
    });
    await signIn(page, demo.account, demo.password);
    await expectDashboard(page);
    const switcher = page.getByTestId('space-switcher');
    await expect(switcher).toContainText('Partner Lighting Ltd.');
    expect((await profile(page)).tenantId).toBe(partner.tenantId);

    // The guide asks before it leaves this space.
    await pickFromMenu(switcher, page.getByTestId('novice-guide'));
    const confirm = await confirmDialog(page);
    await expect(confirm).toContainText('Demo Smart Home Co.');
    const marked = page.waitForRequest((r) => r.url().includes('/open/product/setHasGuided') && r.method() === 'POST');
    await confirm.locator('.ant-btn-primary').click();

    // Back in the own space, on the home page, the tour walking through it.
    await expectDashboard(page);
    await expect(switcher).toContainText('Demo Smart Home Co.');
    await expect(page.getByTestId('tour-step-1')).toBeVisible();
    // The guide marked the user as guided in the own space, once (the profile said unguided: nothing else did).
    expect(JSON.parse((await marked).postData() ?? '{}')).toEqual({ tenantId: own.tenantId });
    await expect.poll(async () => (await profile(page)).hasGuided).toBe(true);
    const after = await profile(page);
    expect(after.tenantId).toBe(own.tenantId);
    expect(after.userType).toBe(1);
    expect(marks).toBe(1);
    // The pending guide did its work once and is gone: a reload does not start it again.
    expect(await page.evaluate(() => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.getItem('iotc.guidePending'))).toBeNull();
    await context.close();
  } finally {
    await server.dispose();
  }
});
