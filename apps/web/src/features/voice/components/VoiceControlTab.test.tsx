import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { functionPaths } from '@iotc/shared/functions';
import { type VoiceScheme, voicePaths, VOICE_UNITS } from '@iotc/shared/voice';
import { chooseFile, fileOf, jsonOf, productFixture, typeText } from '@/features/networkGuide/testData';
import { pick } from '@/features/devices/testSupport';
import { envelope, type FakeCall } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, settle, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { lightConfig, lightFunctions, schemeOf, summaryOf } from '../testData';
import { VoiceControlTab } from './VoiceControlTab';

const { server, toasts, confirms } = await fakeServerSuite();
let view: Rendered;
const product = productFixture({ id: 'p1', model: 'DL-1' });

let scheme: VoiceScheme;
const api = (path: string) => `/api${path}`;
const callsTo = (path: string) => server.calls.filter((c) => c.path === api(path));
const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const input = (testId: string) => byTestId(document.body, testId) as HTMLInputElement;
const numberInput = (testId: string) => (q(testId)!.querySelector('input') ?? q(testId)) as HTMLInputElement;
const errorAt = (where: string) => q(`voice-error-${where}`)?.textContent;

beforeEach(() => {
  scheme = schemeOf();
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.productEdit, Perm.virtualDeviceAdd] }));
  server.on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lightFunctions) }));
  server.on('POST', api(voicePaths.list), () => ({ body: envelope(0, 'ok', [summaryOf({ platform: 'alexa', status: scheme.status, version: scheme.version, functionCount: scheme.functionCount })]) }));
  server.on('POST', api(voicePaths.detail), (call) => ({ body: envelope(0, 'ok', { ...scheme, platform: (jsonOf(call) as { platform: string }).platform }) }));
  server.on('POST', api(voicePaths.unitList), () => ({ body: envelope(0, 'ok', VOICE_UNITS.map((u) => ({ key: u.key, symbol: u.symbol, name: u.zh, words: u.words }))) }));
  server.on('GET', api(voicePaths.publishRecord), () => ({ body: envelope(0, 'ok', { list: [], total: 0, pageNo: 1, pageSize: 10 }) }));
  server.on('GET', api(voicePaths.getDoc), () => ({ body: envelope(0, 'ok', { platform: 'alexa', title: 'Alexa 接入指南', url: '/doc/voiceAlexa' }) }));
});
afterEach(() => view.unmount());

async function show(readOnly = false) {
  view = await render(<VoiceControlTab product={product} readOnly={readOnly} />);
  await waitFor(() => expect(q('voice-scheme')).not.toBeNull());
}

async function openView(key: 'config' | 'alias' | 'records' | 'verify') {
  await click(byTestId(document.body, `voice-view-${key}`));
}

/** Adds a function through the Add function menu. */
async function addFunction(identifier: string) {
  await act(async () => byTestId(document.body, 'voice-add-function').click());
  await waitFor(() => expect(q(`voice-add-${identifier}`)).not.toBeNull());
  await click(byTestId(document.body, `voice-add-${identifier}`));
}

/** A published Alexa scheme of the light, version 2. */
const published = () => schemeOf({ status: 'published', version: 2, functionCount: 2, publishedAt: 1_700_000_000, updatedAt: 1_700_000_000, config: lightConfig(), published: lightConfig() });

describe('VoiceControlTab', { timeout: 30_000 }, () => {
  it('shows every assistant with where its scheme stands', async () => {
    server.on('POST', api(voicePaths.list), () => ({
      body: envelope(0, 'ok', [
        summaryOf({ platform: 'alexa', status: 'published', version: 2, functionCount: 2 }),
        summaryOf({ platform: 'tmallGenie', status: 'draft', functionCount: 1 }),
        summaryOf({ platform: 'xiaoai', status: 'revising', version: 1, functionCount: 3 }),
      ]),
    }));
    await show();
    const status = (p: string) => q(`voice-platform-status-${p}`)!.textContent;
    expect(status('alexa')).toBe('已发布 v2');
    expect(status('googleAssistant')).toBe('未配置');
    expect(status('tmallGenie')).toBe('草稿');
    expect(status('xiaoai')).toBe('修改中（v1 生效中）');
    expect(status('mijia')).toBe('未配置');
    expect(q('voice-platform-alexa')!.textContent).toContain('2 个语音功能');
    expect(q('voice-platform-alexa')!.getAttribute('aria-pressed')).toBe('true');
    // Another assistant is another scheme.
    await click(byTestId(document.body, 'voice-platform-tmallGenie'));
    await waitFor(() => expect(q('voice-scheme')!.dataset.platform).toBe('tmallGenie'));
    expect(q('voice-scheme')!.textContent).toContain('天猫精灵');
    // Tmall Genie asks for a secret file, Alexa for a skill and an invocation name.
    expect(q('voice-secretFile')).not.toBeNull();
    expect(q('voice-invocationName')).toBeNull();
  });

  it('asks before another assistant replaces unsaved changes', async () => {
    scheme = schemeOf({ status: 'draft', config: lightConfig() });
    await show();
    // Nothing changed: the other assistant shows at once.
    await click(byTestId(document.body, 'voice-platform-tmallGenie'));
    await waitFor(() => expect(q('voice-scheme')!.dataset.platform).toBe('tmallGenie'));
    expect(confirms).toHaveLength(0);

    await typeText(input('voice-brand'), 'Acme Lights');
    expect(q('voice-unsaved')).not.toBeNull();
    await click(byTestId(document.body, 'voice-platform-alexa'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.title).toBe(t('voice.discard.title', { platform: '天猫精灵' }));
    // Staying keeps the draft.
    await act(async () => void confirms[0]!.onCancel?.());
    expect(q('voice-scheme')!.dataset.platform).toBe('tmallGenie');
    expect(input('voice-brand').value).toBe('Acme Lights');

    // Discarding shows the other assistant's scheme, which has nothing unsaved.
    await click(byTestId(document.body, 'voice-platform-alexa'));
    expect(confirms).toHaveLength(2);
    await act(async () => void confirms[1]!.onOk?.());
    await waitFor(() => expect(q('voice-scheme')!.dataset.platform).toBe('alexa'));
    expect(q('voice-unsaved')).toBeNull();
    await click(byTestId(document.body, 'voice-platform-xiaoai'));
    await waitFor(() => expect(q('voice-scheme')!.dataset.platform).toBe('xiaoai'));
    expect(confirms).toHaveLength(2);
  });

  it("configures a new scheme from the product's voice functions and saves it", async () => {
    server.on('POST', api(voicePaths.save), (call) => ({ body: envelope(0, '已保存', { ...scheme, status: 'draft', config: (jsonOf(call) as { config: unknown }).config }) }));
    await show();
    // Only writable switch, value and enum functions can be mapped.
    await act(async () => byTestId(document.body, 'voice-add-function').click());
    await waitFor(() => expect(q('voice-add-switch_led')).not.toBeNull());
    expect(q('voice-add-temp_current')).toBeNull();
    await act(async () => byTestId(document.body, 'voice-add-function').click());

    expect(input('voice-model').value).toBe('DL-1');
    await typeText(input('voice-brand'), 'Acme');
    await pick('voice-deviceType', '灯');
    await typeText(input('voice-skillId'), 'amzn1.ask.skill.0000');
    await typeText(input('voice-invocationName'), 'acme light');
    await addFunction('switch_led');
    await addFunction('bright_value');
    await pick('voice-unit-bright_value', '百分比 (%)');
    // A value function speaks its data point's range until told otherwise.
    expect(numberInput('voice-min-bright_value').value).toBe('10');
    await typeText(numberInput('voice-min-bright_value'), '0');
    await typeText(numberInput('voice-max-bright_value'), '100');
    await typeText(input('voice-demo-bright_value'), 'set brightness to 50');

    await openView('alias');
    expect(input('voice-aliases-switch_led').value).toBe('Switch');
    await typeText(input('voice-aliases-switch_led'), 'light；灯');
    await typeText(input('voice-aliases-bright_value'), 'brightness;亮度');
    await click(byTestId(document.body, 'voice-add-value-bright_value'));
    await typeText(numberInput('voice-range-min-bright_value-0'), '1');
    await typeText(numberInput('voice-range-max-bright_value-0'), '30');
    await typeText(input('voice-value-aliases-bright_value-0'), 'dim');
    await click(byTestId(document.body, 'voice-add-value-switch_led'));
    await typeText(input('voice-value-aliases-switch_led-0'), 'lights up');
    expect(q('voice-unsaved')).not.toBeNull();

    await click(byTestId(document.body, 'voice-save'));
    await waitFor(() => expect(callsTo(voicePaths.save)).toHaveLength(1));
    expect(jsonOf(callsTo(voicePaths.save)[0]!)).toEqual({
      productId: 'p1',
      platform: 'alexa',
      config: {
        brand: 'Acme',
        deviceType: 'light',
        model: 'DL-1',
        skillId: 'amzn1.ask.skill.0000',
        projectName: '',
        projectId: '',
        secretFileKey: null,
        invocationName: 'acme light',
        functions: [
          { identifier: 'switch_led', prop: 'power', aliases: 'light;灯', unit: '', voiceMin: null, voiceMax: null, values: [{ value: 'true', min: null, max: null, aliases: 'lights up' }], demo: '' },
          {
            identifier: 'bright_value',
            prop: 'custom',
            aliases: 'brightness;亮度',
            unit: 'percent',
            voiceMin: 0,
            voiceMax: 100,
            values: [{ value: null, min: 1, max: 30, aliases: 'dim' }],
            demo: 'set brightness to 50',
          },
        ],
      },
    });
    await waitFor(() => expect(toasts).toContain(t('voice.saved')));
    await waitFor(() => expect(q('voice-unsaved')).toBeNull());
  });

  it("refuses the spec's bad inputs under their fields and sends nothing", async () => {
    scheme = schemeOf({ status: 'draft', config: lightConfig() });
    await show();
    await openView('alias');
    // 0 and 11 aliases.
    await typeText(input('voice-aliases-switch_led'), ' ; ');
    await typeText(input('voice-aliases-bright_value'), Array.from({ length: 11 }, (_, i) => `b${i}`).join(';'));
    // A range overlapping the first, and one whose minimum is above its maximum.
    await click(byTestId(document.body, 'voice-add-value-bright_value'));
    await typeText(numberInput('voice-range-min-bright_value-1'), '20');
    await typeText(numberInput('voice-range-max-bright_value-1'), '40');
    await typeText(input('voice-value-aliases-bright_value-1'), 'soft');
    await click(byTestId(document.body, 'voice-add-value-bright_value'));
    await typeText(numberInput('voice-range-min-bright_value-2'), '90');
    await typeText(numberInput('voice-range-max-bright_value-2'), '80');
    await typeText(input('voice-value-aliases-bright_value-2'), 'bright');
    await click(byTestId(document.body, 'voice-save'));

    expect(errorAt('functions.0.aliases')).toBe('请输入 1-10 个别名，用分号分隔');
    expect(errorAt('functions.1.aliases')).toBe('请输入 1-10 个别名，用分号分隔');
    expect(errorAt('functions.1.values.1.min')).toBe('取值范围不能重叠（与第 1 行重叠）');
    expect(errorAt('functions.1.values.2.max')).toBe('最小值不能大于最大值');
    expect(q('voice-problems')!.textContent).toContain('请先修正 4 处问题');
    // The alias view carries the count of its problems.
    expect(byTestId(document.body, 'voice-view-alias').textContent).toContain('4');

    // A scheme with no voice function.
    await openView('config');
    await click(byTestId(document.body, 'voice-remove-switch_led'));
    await click(byTestId(document.body, 'voice-remove-bright_value'));
    await click(byTestId(document.body, 'voice-save'));
    expect(errorAt('functions')).toBe('至少需要一个语音功能');
    expect(callsTo(voicePaths.save)).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    scheme = schemeOf({ status: 'draft', config: lightConfig() });
    server.on('POST', api(voicePaths.save), () => ({
      status: 422,
      body: envelope(ErrorCode.Validation, '方案有 1 处问题：取值范围不能重叠（与第 1 行重叠）', {
        problems: [{ path: ['functions', 1, 'values', 0, 'min'], key: 'voice.rangeOverlap', params: { row: 1 }, message: '取值范围不能重叠（与第 1 行重叠）' }],
      }),
    }));
    await show();
    await typeText(input('voice-brand'), 'Acme Lights');
    await click(byTestId(document.body, 'voice-save'));
    // The view holding the problem opens.
    await waitFor(() => expect(errorAt('functions.1.values.0.min')).toBe('取值范围不能重叠（与第 1 行重叠）'));
    expect(q('voice-problems')!.textContent).toContain('方案有 1 处问题');
    expect(byTestId(document.body, 'voice-view-alias').textContent).toContain('1');
    // A change clears it until the next save.
    await typeText(input('voice-value-aliases-bright_value-0'), 'dim;soft');
    expect(errorAt('functions.1.values.0.min')).toBeUndefined();
  });

  it("asks for the platform's fields before publishing, then publishes with a note", async () => {
    scheme = schemeOf({ status: 'draft', config: lightConfig({ skillId: '' }) });
    server.on('POST', api(voicePaths.publish), () => ({ body: envelope(0, '已发布', { ...scheme, status: 'published', version: 1 }) }));
    await show();
    await click(byTestId(document.body, 'voice-publish'));
    expect(errorAt('skillId')).toBe(t('voice.platformFieldRequired'));
    expect(q('voice-publish-note')).toBeNull();

    await typeText(input('voice-skillId'), 'amzn1.ask.skill.1');
    await click(byTestId(document.body, 'voice-publish'));
    await waitFor(() => expect(q('voice-publish-note')).not.toBeNull());
    // The unsaved change goes first.
    server.on('POST', api(voicePaths.save), (call) => ({ body: envelope(0, '已保存', { ...scheme, config: (jsonOf(call) as { config: unknown }).config }) }));
    await typeText(byTestId(document.body, 'voice-publish-note') as HTMLTextAreaElement, 'First release');
    await click(byTestId(document.body, 'voice-publish-ok'));
    await waitFor(() => expect(callsTo(voicePaths.publish)).toHaveLength(1));
    expect(callsTo(voicePaths.save)).toHaveLength(1);
    expect((jsonOf(callsTo(voicePaths.save)[0]!) as { config: { skillId: string } }).config.skillId).toBe('amzn1.ask.skill.1');
    expect(jsonOf(callsTo(voicePaths.publish)[0]!)).toEqual({ productId: 'p1', platform: 'alexa', note: 'First release' });
    await waitFor(() => expect(toasts).toContain('已发布为版本 1'));
  });

  it("checks a platform's secret file before sending it, and keeps the uploaded one with the scheme", async () => {
    scheme = schemeOf({ platform: 'googleAssistant', status: 'draft', config: lightConfig({ skillId: '', invocationName: '', projectName: 'Acme', projectId: 'acme-1' }) });
    server.on('POST', api(voicePaths.uploadSecret), () => ({ body: envelope(0, 'ok', { key: 'secret-1', fileName: 'service-account.json', size: 2300, sha256: 'ab' }) }));
    server.on('POST', api(voicePaths.save), (call) => ({ body: envelope(0, '已保存', { ...scheme, config: (jsonOf(call) as { config: unknown }).config }) }));
    await show();
    await click(byTestId(document.body, 'voice-platform-googleAssistant'));
    await waitFor(() => expect(q('voice-secretFile')).not.toBeNull());
    const file = byTestId(document.body, 'voice-secretFile') as HTMLInputElement;
    await chooseFile(file, fileOf('key.exe', 'application/octet-stream', 100));
    expect(q('voice-secretFile-error')!.textContent).toBe(t('voice.secretType'));
    await chooseFile(file, fileOf('key.json', 'application/json', 65 * 1024));
    expect(q('voice-secretFile-error')!.textContent).toBe(t('voice.secretTooLarge', { maxKb: 64 }));
    expect(callsTo(voicePaths.uploadSecret)).toHaveLength(0);

    await chooseFile(file, fileOf('service-account.json', 'application/json', 2300));
    await waitFor(() => expect(q('voice-secretFile-name')?.textContent).toContain('service-account.json'));
    expect(callsTo(voicePaths.uploadSecret)[0]!.body).toContain('googleAssistant');
    await click(byTestId(document.body, 'voice-save'));
    await waitFor(() => expect(callsTo(voicePaths.save)).toHaveLength(1));
    expect(jsonOf(callsTo(voicePaths.save)[0]!)).toMatchObject({ platform: 'googleAssistant', config: { secretFileKey: 'secret-1', projectId: 'acme-1' } });
  });

  it('locks a published scheme until it is revised, with a confirmation', async () => {
    scheme = published();
    server.on('POST', api(voicePaths.revise), () => {
      scheme = { ...scheme, status: 'revising', updatedAt: 1_700_000_100 };
      return { body: envelope(0, 'ok', scheme) };
    });
    await show();
    expect(q('voice-locked')!.textContent).toContain('版本 2');
    expect(q('voice-save')).toBeNull();
    expect(q('voice-publish')).toBeNull();
    expect(input('voice-brand').disabled).toBe(true);
    expect(q('voice-add-function')).toBeNull();
    await openView('alias');
    expect(input('voice-aliases-switch_led').disabled).toBe(true);

    await click(byTestId(document.body, 'voice-revise'));
    await waitFor(() => expect(q('voice-revise-text')?.textContent).toBe(t('voice.revise.text', { version: 2 })));
    await click(byTestId(document.body, 'voice-revise-ok'));
    await waitFor(() => expect(callsTo(voicePaths.revise)).toHaveLength(1));
    await waitFor(() => expect(q('voice-scheme')!.dataset.status).toBe('revising'));
    expect(q('voice-revising')!.textContent).toContain('版本 2');
    expect(input('voice-aliases-switch_led').disabled).toBe(false);
    expect(q('voice-save')).not.toBeNull();
  });

  it('only shows the schemes of a published product', async () => {
    scheme = schemeOf({ status: 'draft', config: lightConfig() });
    await show(true);
    expect(q('voice-read-only')).not.toBeNull();
    expect(q('voice-save')).toBeNull();
    expect(q('voice-revise')).toBeNull();
    expect(input('voice-brand').disabled).toBe(true);
    expect(q('voice-remove-switch_led')).toBeNull();
  });

  it('lists the release record, newest first as the server answers', async () => {
    scheme = published();
    let asked: FakeCall | null = null;
    server.on('GET', api(voicePaths.publishRecord), (call) => {
      asked = call;
      return {
        body: envelope(0, 'ok', {
          list: [
            { id: 'r2', version: 2, note: 'Dim range', functionCount: 2, publishedBy: 'demo@example.com', publishedAt: 1_700_000_000 },
            { id: 'r1', version: 1, note: '', functionCount: 1, publishedBy: 'demo@example.com', publishedAt: 1_699_000_000 },
          ],
          total: 2,
          pageNo: 1,
          pageSize: 10,
        }),
      };
    });
    await show();
    await openView('records');
    await waitFor(() => expect(document.querySelectorAll('[data-testid="voice-record-row"]')).toHaveLength(2));
    const rows = [...document.querySelectorAll('[data-testid="voice-record-row"]')];
    expect(rows[0]!.textContent).toContain('v2');
    expect(rows[0]!.textContent).toContain('Dim range');
    expect(rows[1]!.textContent).toContain('v1');
    expect(asked!.query.get('platform')).toBe('alexa');
    expect(asked!.query.get('productId')).toBe('p1');
  });

  it('shows the load failure with a retry', async () => {
    server.on('POST', api(voicePaths.list), () => ({ status: 500, body: envelope(ErrorCode.Internal, 'boom') }));
    view = await render(<VoiceControlTab product={product} readOnly={false} />);
    await waitFor(() => expect(document.body.textContent).toContain(t('voice.loadFailed')));
    await settle();
  });
});
