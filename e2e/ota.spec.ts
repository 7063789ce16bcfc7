import { expect, test, type Page } from '@playwright/test';
import { firmwarePaths, type Firmware } from '@iotc/shared/firmware';
import { otaPaths, type OtaRelease } from '@iotc/shared/ota';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { callPlatform, newUser } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { confirmDialog } from './support/ui.ts';

/**
 * Firmware over the air as a device maker ships it: a .bin uploaded and published in the console, released to a whitelist of
 * the product's virtual devices (run by the server, upgrading for real), the release's chart and device table filling live,
 * paused and restored on the way.
 */

const VIRTUAL_DEVICES = 4;
/** About two seconds of download for a virtual device (512 KiB/s): long enough to be seen, short enough for the suite. */
const FILE_BYTES = 1024 * 1024;
/** One device every ten seconds: the pause, after the first, leaves some queued. */
const RATE_PER_MINUTE = 6;

const platformPath = (path: string) => path.replace(/^\/v1\/platform\/web\//, '');

/** Devices the release's device table shows in a state (its rows carry their status). */
const taskRows = (page: Page, status: string) => page.getByTestId('ota-task-table').locator(`[data-testid="ota-task-status"][data-status="${status}"]`);

test('a .bin published and released to a whitelist of virtual devices, followed live, paused and restored', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await newUser(request, 'ota');
  const demo = await callPlatform<{ productId: string; did: string }>(request, 'post', 'open/product/guideDemo', { token: user.token, timeout: 40_000 });
  await callPlatform(request, 'post', platformPath(virtualDevicePaths.add), { token: user.token, body: { productId: demo.productId, count: VIRTUAL_DEVICES - 1 }, timeout: 40_000 });
  const firmware = await callPlatform<Firmware>(request, 'post', platformPath(firmwarePaths.save), {
    token: user.token,
    body: { productId: demo.productId, type: 'module', nameZh: '灯模组固件', nameEn: 'Lamp module firmware', flag: 'lamp', upgradeChannel: 0, flashSize: '4M', upgradeTimeoutS: 600, upgradeMode: 'notify' },
  });

  await signIn(page, user.account, user.password);
  await expectDashboard(page);

  // Upload and publish a version.
  await page.goto(`/firmware/detail/index?id=${firmware.id}`);
  await page.getByTestId('version-add').click();
  await page.getByTestId('version-number').fill('1.0.1');
  await page.getByTestId('version-description').fill('Faster pairing');
  await page.getByTestId('version-file').setInputFiles({ name: 'lamp-1.0.1.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(FILE_BYTES, 0x5a) });
  await expect(page.getByTestId('version-file-name')).toContainText('lamp-1.0.1.bin');
  await page.getByTestId('version-form-submit').click();
  await page.getByTestId('version-publish-1.0.1').click();
  await (await confirmDialog(page)).getByTestId('version-publish-confirm').click();
  await expect(page.getByTestId('version-release-1.0.1')).toBeVisible();

  // The whitelist: every virtual device of the product.
  const dids = (
    await callPlatform<{ list: { did: string }[] }>(request, 'post', platformPath(virtualDevicePaths.list), { token: user.token, body: { productId: demo.productId, pageNo: 1, pageSize: 10 } })
  ).list.map((d) => d.did);
  expect(dids).toHaveLength(VIRTUAL_DEVICES);
  await page.goto(`/firmware/ota/whitelist/index?productId=${demo.productId}`);
  await page.getByTestId('ota-whitelist-tab-device').click();
  // The panel of the device tab (the account tab's panel stays mounted beside it).
  const devicesPanel = page.locator('.ant-tabs-tabpane-active');
  await devicesPanel.getByTestId('ota-whitelist-add').click();
  await page.getByTestId('ota-whitelist-values').fill(dids.join('\n'));
  await page.getByTestId('ota-whitelist-add-submit').click();
  await expect(devicesPanel.getByTestId('ota-whitelist-row')).toHaveCount(VIRTUAL_DEVICES);

  // The release: from the version, a verification release to the whitelist, one device every ten seconds.
  await page.goto(`/firmware/detail/index?id=${firmware.id}`);
  await page.getByTestId('version-release-1.0.1').click();
  await page.getByTestId('ota-next').click();
  await page.getByTestId('ota-releaseMode-verify').click();
  await page.getByTestId('ota-next').click();
  await page.getByTestId('ota-upgradeTextZh').fill('修复夜灯闪烁');
  await page.getByTestId('ota-upgradeTextEn').fill('Fixes the night-light flicker');
  await page.getByTestId('ota-rateLimited').click();
  await page.getByTestId('ota-rateLimitPerMinute').fill(String(RATE_PER_MINUTE));
  await page.getByTestId('ota-next').click();
  await expect(page.getByTestId('ota-preview')).toContainText(String(VIRTUAL_DEVICES));
  await page.getByTestId('ota-publish').click();
  await expect(page.getByTestId('ota-release-detail')).toBeVisible();
  const releaseId = new URL(page.url()).searchParams.get('id')!;

  // Live: the first device's upgrade fills the table and the chart without a reload.
  await expect(taskRows(page, 'succeeded')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('ota-chart').locator('polyline')).not.toHaveCount(0);

  await page.getByTestId('ota-pause').click();
  await (await confirmDialog(page)).getByTestId('ota-pause-confirm').click();
  await expect(page.getByTestId('ota-release-status')).toHaveAttribute('data-status', 'paused');
  const detail = () => callPlatform<OtaRelease>(request, 'get', platformPath(otaPaths.releaseDetail(releaseId)), { token: user.token });
  const queued = (await detail()).counts.queued;
  expect(queued).toBeGreaterThan(0);
  // Paused past the next device's slot: nobody else is told to upgrade.
  await page.waitForTimeout((60_000 / RATE_PER_MINUTE) * 1.5);
  expect((await detail()).counts.queued).toBe(queued);

  await page.getByTestId('ota-restore').click();
  await (await confirmDialog(page)).getByTestId('ota-restore-confirm').click();
  await expect(page.getByTestId('ota-release-status')).toHaveAttribute('data-status', /published|completed/);
  await expect(taskRows(page, 'succeeded')).toHaveCount(VIRTUAL_DEVICES, { timeout: 60_000 });
  await expect(page.getByTestId('ota-release-status')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('ota-records')).toContainText(/暂停|Pause/);
});
