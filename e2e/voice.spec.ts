import { expect, test, type Locator, type Page } from '@playwright/test';
import { voicePaths } from '@iotc/shared/voice';
import { callPlatform, newUser, PLATFORM } from './support/accounts.ts';
import { expectDashboard, signIn } from './support/session.ts';
import { dialogOf, noDialog, openMenu, pickOption } from './support/ui.ts';

/**
 * Voice control as a maker sets it up (issue 17): an Alexa scheme for a dimmable light configured in the voice tab
 * (account fields, two functions with aliases), one of the spec's refusals shown under its field, published and then
 * locked (the server refuses a save until Revise), and the verify guide's tester sending "set brightness to 50" and
 * its Chinese equivalent to a virtual device as the brightness control, acknowledged.
 */

/** The demo product's class functions: switch_led and bright_value (10-1000). */
const BRIGHTNESS_DP = 22;
/** 50 % of the spoken 0-100 is 10 + 0.5 × 990 on the device. */
const HALF = 505;

const byId = (page: Page, id: string) => page.getByTestId(id);

async function fill(page: Page, id: string, text: string) {
  const field = byId(page, id);
  await field.fill(text);
  await expect(field).toHaveValue(text);
}

/** Types into an antd InputNumber (its test id is on the input). */
const fillNumber = (page: Page, id: string, value: number) => fill(page, id, String(value));

async function addFunction(page: Page, identifier: string) {
  await (await openMenu(byId(page, 'voice-add-function'), byId(page, `voice-add-${identifier}`))).click();
  await expect(byId(page, `voice-mapping-${identifier}`)).toBeVisible();
}

/** The tester tries a phrase; the device's ack of the control it sent. */
async function tryPhrase(page: Page, phrase: string): Promise<Locator> {
  await fill(page, 'voice-tester-phrase', phrase);
  await byId(page, 'voice-tester-try').click();
  await expect(byId(page, 'voice-tester-function')).toContainText('bright_value');
  await expect(byId(page, 'voice-tester-dps')).toHaveText(`{"${BRIGHTNESS_DP}":${HALF}}`);
  return byId(page, 'voice-tester-ack');
}

test('a dimmable light gets an Alexa scheme, published and locked, and the tester drives a virtual device by phrase', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newUser(request, 'voice');
  const demo = await callPlatform<{ productId: string; productKey: string; did: string }>(request, 'post', 'open/product/guideDemo', { token: user.token, timeout: 40_000 });

  await signIn(page, user.account, user.password);
  await expectDashboard(page);
  await page.goto(`/product/product/setting/index?productId=${demo.productId}&tab=voice`);
  await expect(byId(page, 'voice-platform-status-alexa')).toHaveText('未配置');
  await expect(byId(page, 'voice-scheme')).toHaveAttribute('data-platform', 'alexa');

  // The config scheme: the device, Alexa's own fields and two functions.
  await fill(page, 'voice-brand', 'Acme');
  await pickOption(page, byId(page, 'voice-deviceType'), '灯');
  await fill(page, 'voice-skillId', 'amzn1.ask.skill.0a1b2c3d');
  await fill(page, 'voice-invocationName', 'acme light');
  await addFunction(page, 'switch_led');
  await addFunction(page, 'bright_value');
  await pickOption(page, byId(page, 'voice-unit-bright_value'), /%/);
  await fillNumber(page, 'voice-min-bright_value', 0);
  await fillNumber(page, 'voice-max-bright_value', 100);
  await fill(page, 'voice-demo-bright_value', 'set brightness to 50');

  // The alias view: names people use, and two named ranges that overlap, refused with the spec's message.
  await byId(page, 'voice-view-alias').click();
  await fill(page, 'voice-aliases-switch_led', 'light;lamp;灯');
  await fill(page, 'voice-aliases-bright_value', 'brightness;亮度');
  await byId(page, 'voice-add-value-bright_value').click();
  await fillNumber(page, 'voice-range-min-bright_value-0', 1);
  await fillNumber(page, 'voice-range-max-bright_value-0', 30);
  await fill(page, 'voice-value-aliases-bright_value-0', 'dim;暗一些');
  await byId(page, 'voice-add-value-bright_value').click();
  await fillNumber(page, 'voice-range-min-bright_value-1', 20);
  await fillNumber(page, 'voice-range-max-bright_value-1', 100);
  await fill(page, 'voice-value-aliases-bright_value-1', 'bright;明亮');
  await byId(page, 'voice-save').click();
  await expect(byId(page, 'voice-error-functions.1.values.1.min')).toHaveText('取值范围不能重叠（与第 1 行重叠）');
  await fillNumber(page, 'voice-range-min-bright_value-1', 70);
  await expect(byId(page, 'voice-problems')).toHaveCount(0);

  // Saved, then published with a note.
  await byId(page, 'voice-save').click();
  await expect(page.locator('.ant-message')).toContainText('方案已保存');
  await expect(byId(page, 'voice-status')).toHaveText('草稿');
  await byId(page, 'voice-publish').click();
  const publishDialog = await dialogOf(page, byId(page, 'voice-publish-note'));
  await fill(page, 'voice-publish-note', 'Power and brightness');
  await publishDialog.getByTestId('voice-publish-ok').click();
  await noDialog(page);
  await expect(byId(page, 'voice-status')).toHaveText('已发布 v1');
  await expect(byId(page, 'voice-platform-status-alexa')).toHaveText('已发布 v1');

  // Locked: nothing to save in the tab, and the server refuses a save until the scheme is revised.
  await expect(byId(page, 'voice-save')).toHaveCount(0);
  await expect(byId(page, 'voice-aliases-bright_value')).toBeDisabled();
  const platformPath = (path: string) => path.replace(/^\/v1\/platform\/web\//, '');
  const { config } = await callPlatform<{ config: { secretFile: unknown } & Record<string, unknown> }>(request, 'post', platformPath(voicePaths.detail), {
    token: user.token,
    body: { productId: demo.productId, platform: 'alexa' },
  });
  const { secretFile: _none, ...fields } = config;
  const save = () =>
    request.post(`${PLATFORM}/${platformPath(voicePaths.save)}`, {
      headers: { authorization: `Bearer ${user.token}`, lang: 'zh-CN' },
      data: { productId: demo.productId, platform: 'alexa', config: { ...fields, secretFileKey: null } },
    });
  const refused = await save();
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { msg: string }).msg).toBe('方案已发布并锁定，请先修改方案，改完后重新发布');
  await byId(page, 'voice-revise').click();
  await (await dialogOf(page, byId(page, 'voice-revise-text'))).getByTestId('voice-revise-ok').click();
  await expect(byId(page, 'voice-status')).toHaveText('修改中（v1 生效中）');
  await expect(byId(page, 'voice-save')).toBeVisible();
  expect((await save()).status()).toBe(200);

  // The verify guide's tester against the product's virtual device.
  await byId(page, 'voice-view-verify').click();
  await expect(byId(page, 'voice-tester').locator('.ant-select').first()).toContainText(demo.did);
  await expect(byId(page, 'debug-connection')).toHaveAttribute('data-status', 'connected');
  await expect(byId(page, 'voice-tester-demo')).toHaveText(['set brightness to 50']);

  const english = await tryPhrase(page, 'set brightness to 50');
  await expect(byId(page, 'voice-tester-alias')).toHaveText('brightness');
  await expect(english).toHaveAttribute('data-state', 'ok');
  const chinese = await tryPhrase(page, '把亮度调到50');
  await expect(byId(page, 'voice-tester-alias')).toHaveText('亮度');
  await expect(chinese).toHaveAttribute('data-state', 'ok');
  // Both controls and their acks are in the device's log.
  const acks = page.locator('[data-testid="log-row"][data-topic="control/ack"]').filter({ hasText: `"${BRIGHTNESS_DP}":${HALF}` });
  await expect(acks).toHaveCount(2);

  // A phrase the scheme cannot serve says why, and sends nothing.
  await fill(page, 'voice-tester-phrase', 'set brightness to 150');
  await byId(page, 'voice-tester-try').click();
  await expect(byId(page, 'voice-tester-refusal')).toHaveText('150% 超出语音范围 0%-100%');
});
