import { expect, test, type Locator, type Page } from '@playwright/test';
import { functionPaths } from '@iotc/shared/functions';
import { callPlatform, newUser } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { pickOption, popconfirm } from './support/ui.ts';

/**
 * Device control panels as a maker designs them: the panel generated from the functions controls a virtual
 * device on the debug page, then a panel designed in the studio (a second page with a control bound to a custom
 * function and a rule that disables it while the light is off) is previewed, published and chosen; the preview
 * page and the debug page render the published version, and the panel in use refuses deletion.
 */

const platformPath = (path: string) => path.replace(/^\/v1\/platform\/web\//, '');
/** The demo product's class functions: switch_led and bright_value. */
const SWITCH_DP = 20;
const BRIGHTNESS_DP = 22;
const CUSTOM = { dpId: 150, identifier: 'child_lock', name: 'ChildLock' };

/** The log's newest row of a topic and kind whose payload contains `text`. */
const logRow = (page: Page, topic: string, name: string, text: string): Locator =>
  page.locator(`[data-testid="log-row"][data-topic="${topic}"][data-name="${name}"]`).filter({ hasText: text }).first();

/** A component of a rendered panel, by variable name. */
const panelComponent = (scope: Locator, name: string) => scope.locator(`[data-panel-component="${name}"]`);

/** Drags with the pointer as a user does: a few steps to start dnd-kit's drag, then onto the target until it shows it takes the drop. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  // Hovering waits until nothing (a closing dialog) covers the source.
  await from.hover();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 4 });
  const x = end.x + end.width / 2;
  const y = end.y + Math.min(60, end.height / 2);
  await page.mouse.move(x, y, { steps: 12 });
  // dnd-kit measures the drop targets once the drag has started: the pointer rests and nudges until the target lights up.
  let nudge = 0;
  await expect(async () => {
    nudge = 1 - nudge;
    await page.mouse.move(x + nudge, y);
    await expect(to).toHaveClass(/dropping/, { timeout: 300 });
  }).toPass();
  await page.mouse.up();
}

test('the default panel controls a virtual device; a studio panel is designed, previewed, published, chosen and rendered everywhere', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await newUser(request, 'panels');
  const demo = await callPlatform<{ productId: string; productKey: string; did: string }>(request, 'post', 'open/product/guideDemo', { token: user.token, timeout: 40_000 });
  await callPlatform(request, 'post', platformPath(functionPaths.addFunc), {
    token: user.token,
    body: { productId: demo.productId, functions: [{ ...CUSTOM, rwFlag: 'rw', dataType: 'bool', description: 'Locks the buttons on the lamp' }] },
  });
  const debugUrl = `/product/deviceDebugging/debugDetails/index?${new URLSearchParams({ productKey: demo.productKey, productId: demo.productId, did: demo.did, type: '2' }).toString()}`;
  const tabUrl = `/product/product/setting/index?productId=${demo.productId}&tab=panel`;

  await signIn(page, user.account, user.password);
  await expectDashboard(page);

  // The device panels tab: the default panel, generated with no clicks, is the product's choice.
  await page.goto(tabUrl);
  const defaultChoice = page.locator('[data-testid="panel-choice"][data-key="default-default"]');
  await expect(defaultChoice).toHaveAttribute('data-selected', 'true');
  await expect(panelComponent(defaultChoice, CUSTOM.identifier)).toBeVisible();

  // The debug page's Panel tab drives the virtual device: a toggle and a slider, each acknowledged and reported.
  await page.goto(debugUrl);
  await expect(page.getByTestId('debug-connection')).toHaveAttribute('data-status', 'connected');
  await page.getByTestId('debug-control-tabs').getByRole('tab').nth(1).click();
  const live = page.getByTestId('live-panel');
  const toggle = panelComponent(live, 'switch_led').getByRole('switch');
  await expect(toggle).toBeEnabled();
  const on = (await toggle.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
  await toggle.click();
  await expect(logRow(page, 'control/ack', 'control', `"${SWITCH_DP}":${on}`)).toBeVisible();
  await expect(logRow(page, 'report', 'report', `"${SWITCH_DP}":${on}`)).toBeVisible();
  const handle = panelComponent(live, 'bright_value').locator('.ant-slider-handle');
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(logRow(page, 'control/ack', 'control', `"${BRIGHTNESS_DP}":10`)).toBeVisible();
  await expect(logRow(page, 'report', 'report', `"${BRIGHTNESS_DP}":10`)).toBeVisible();
  // The light off for the rule below.
  if (on === 'true') await toggle.click();
  await expect(logRow(page, 'control/ack', 'control', `"${SWITCH_DP}":false`)).toBeVisible();

  // The studio: a panel from the default one, a second page with a switch dragged onto it and bound to the custom function.
  await page.goto(tabUrl);
  await page.getByTestId('panel-design').click();
  await page.getByTestId('design-name').fill('Lamp with lock');
  await page.getByTestId('design-submit').click();
  await expect(page.getByTestId('studio-canvas')).toBeVisible();
  const panelId = new URL(page.url()).searchParams.get('id')!;
  await page.getByTestId('page-add').filter({ visible: true }).click();
  await page.getByTestId('page-rename').click();
  await page.getByTestId('page-name').fill('Locks');
  await page.getByTestId('page-rename-ok').click();
  await expect(page.getByTestId('page-tab-Locks')).toBeVisible();
  await drag(page, page.getByTestId('palette-switch'), page.getByTestId('canvas-page'));
  const added = page.getByTestId('canvas-item-switch');
  await expect(added).toBeVisible();
  await added.click();
  await pickOption(page, page.getByTestId('prop-binding'), new RegExp(CUSTOM.identifier));
  await expect(added).toContainText(CUSTOM.identifier);

  // A rule: while the light is off, the lock switch is disabled.
  await page.getByTestId('studio-rules-tab').click();
  await page.getByTestId('panel-rule-add').click();
  await page.getByTestId('panel-rule-name').fill('LockOnlyWhenOn');
  await pickOption(page, page.getByTestId('panel-rule-condition-fn-1'), /switch_led/);
  await expect(page.getByTestId('panel-rule-condition-value-1')).toHaveAttribute('aria-checked', 'false');
  await pickOption(page, page.getByTestId('panel-rule-action-kind-1'), /禁用|Disable/);
  await pickOption(page, page.getByTestId('panel-rule-action-component-1'), /^switch$/);
  await page.getByTestId('panel-rule-ok').click();
  await expect(page.getByTestId('panel-rule-LockOnlyWhenOn')).toBeVisible();
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-status')).not.toContainText(/未保存|Unsaved/);

  // Preview at phone size (3:4) against the virtual device: the light is off, so the lock is disabled.
  await page.getByTestId('studio-preview').click();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(3 / 4, 1);
  await frame.getByText('Locks').click();
  await expect(panelComponent(frame, 'switch')).toHaveAttribute('data-panel-disabled', 'true');
  await page.keyboard.press('Escape');

  // Publish; the tab then offers the panel, and choosing it makes it live.
  await page.getByTestId('studio-publish').click();
  await page.getByTestId('publish-note').fill('Child lock page');
  await page.getByTestId('publish-ok').click();
  await expect(page.getByTestId('version-1')).toBeVisible();
  await page.goto(tabUrl);
  await page.getByTestId(`panel-use-custom-${panelId}`).click();
  await expect(page.locator(`[data-testid="panel-choice"][data-key="custom-${panelId}"]`)).toHaveAttribute('data-selected', 'true');

  // The preview page renders the published version.
  await page.getByTestId(`panel-preview-custom-${panelId}`).click();
  await expect(page.getByTestId('live-panel-name')).toContainText('Lamp with lock');
  const previewed = page.getByTestId('live-panel');
  await previewed.getByText('Locks').click();
  await expect(panelComponent(previewed, 'switch')).toHaveAttribute('data-panel-binding', CUSTOM.identifier);

  // So does the debug page: turning the light on there enables the lock, which then controls the custom function.
  await page.goto(debugUrl);
  await expect(page.getByTestId('debug-connection')).toHaveAttribute('data-status', 'connected');
  await page.getByTestId('debug-control-tabs').getByRole('tab').nth(1).click();
  await panelComponent(live, 'switch_led').getByRole('switch').click();
  await expect(logRow(page, 'control/ack', 'control', `"${SWITCH_DP}":true`)).toBeVisible();
  await live.getByText('Locks').click();
  const lock = panelComponent(live, 'switch');
  await expect(lock).toHaveAttribute('data-panel-disabled', 'false');
  await lock.getByRole('switch').click();
  await expect(logRow(page, 'control/ack', 'control', `"${CUSTOM.dpId}":true`)).toBeVisible();

  // A panel in use cannot be deleted.
  await page.goto(tabUrl);
  await page.getByTestId(`panel-delete-custom-${panelId}`).click();
  await (await popconfirm(page)).getByTestId('panel-delete-confirm').click();
  await expect(page.locator('.ant-message')).toContainText(/面板正在被产品使用|in use/);
  await expect(page.locator(`[data-testid="panel-choice"][data-key="custom-${panelId}"]`)).toBeVisible();
});
