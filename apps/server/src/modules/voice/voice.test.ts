import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiEnvelope, ErrorCode, type Lang, type PageResult, VOICE_SECRET_FILES_MAX, VOICE_SECRET_MAX_KB } from '@iotc/shared';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { productPaths, type CopyScope, type ProductDetail } from '@iotc/shared/products';
import {
  VOICE_PLATFORMS,
  voicePaths,
  type VoiceConfigInput,
  type VoiceDoc,
  type VoicePlatform,
  type VoicePublishRecord,
  type VoiceRefusal,
  type VoiceScheme,
  type VoiceSchemeSummary,
  type VoiceSecretFile,
  type VoiceUnit,
} from '@iotc/shared/voice';
import { type CallResult, expectRefusedUnchanged, useDemoApp } from '../../../test/helpers.ts';
import { seed } from '../../db/seed/index.ts';
import { demoProductOf } from '../products/readModel.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { makePng, multipartBody } from '../files/testUpload.ts';
import { customFunctions, insertProduct, publish, seedTestClasses } from '../functions/testFixtures.ts';
import { UNUSED_SECRET_KEEP_MS, unseal } from './secretFiles.ts';
import { voicePublishRecords, voiceSchemes, voiceSecretFiles } from './tables.ts';

const env = useDemoApp('demo', 'dev');

beforeAll(async () => {
  await seedTestClasses(env.t.db, env.t.clock.now());
});

/** A dimmable light: switch_led (bool) and bright_value (value 10-1000) of the test class, a scene (enum) and a report-only power. */
async function dimmableLight(): Promise<string> {
  const productId = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
  const r = await env.asDemo('POST', functionPaths.addFunc, { body: { productId, functions: [customFunctions.scene, customFunctions.power] } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return productId;
}

const alexaConfig = (over: Partial<VoiceConfigInput> = {}): VoiceConfigInput => ({
  brand: 'Acme',
  deviceType: 'light',
  model: 'A19',
  skillId: 'amzn1.ask.skill.test',
  invocationName: 'acme light',
  functions: [
    { identifier: 'switch_led', prop: 'power', aliases: 'light;lamp;灯', values: [{ value: 'true', aliases: 'on;打开' }, { value: 'false', aliases: 'off;关闭' }], demo: 'turn on the light' },
    {
      identifier: 'bright_value',
      prop: 'brightness',
      aliases: 'brightness;亮度',
      unit: 'percent',
      voiceMin: 1,
      voiceMax: 100,
      values: [
        { min: 1, max: 30, aliases: 'dim;暗' },
        { min: 70, max: 100, aliases: 'bright;亮' },
      ],
      demo: 'set brightness to 50 percent',
    },
  ],
  ...over,
});

type Func = NonNullable<VoiceConfigInput['functions']>[number];
const withBrightness = (over: Partial<Func>): VoiceConfigInput => {
  const config = alexaConfig();
  return { ...config, functions: [config.functions[0]!, { ...config.functions[1]!, ...over }] };
};

const detail = async (productId: string, platform: VoicePlatform = 'alexa', lang: Lang = 'en-US') =>
  (await env.asDemo<VoiceScheme>('POST', voicePaths.detail, { body: { productId, platform }, lang })).body.data;
const list = async (productId: string) => (await env.asDemo<VoiceSchemeSummary[]>('POST', voicePaths.list, { body: { productId } })).body.data;
const save = (productId: string, config: VoiceConfigInput, platform: VoicePlatform = 'alexa', lang: Lang = 'en-US') =>
  env.asDemo<VoiceScheme>('POST', voicePaths.save, { body: { productId, platform, config }, lang });
const publishScheme = (productId: string, note = 'first', platform: VoicePlatform = 'alexa') => env.asDemo<VoiceScheme>('POST', voicePaths.publish, { body: { productId, platform, note } });
const revise = (productId: string, platform: VoicePlatform = 'alexa') => env.asDemo<VoiceScheme>('POST', voicePaths.revise, { body: { productId, platform } });
const records = async (productId: string, platform: VoicePlatform = 'alexa') =>
  (await env.asDemo<PageResult<VoicePublishRecord>>('GET', voicePaths.publishRecord, { query: { productId, platform } })).body.data;
const functionsOf = async (productId: string) => (await env.asDemo<ProductFunction[]>('GET', functionPaths.functions, { query: { productId } })).body.data;

async function saved(productId: string, config: VoiceConfigInput = alexaConfig(), platform: VoicePlatform = 'alexa'): Promise<VoiceScheme> {
  const r = await save(productId, config, platform);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

async function published(productId: string, note = 'first', platform: VoicePlatform = 'alexa'): Promise<VoiceScheme> {
  const r = await publishScheme(productId, note, platform);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** The problems a refused save or publish lists. */
const problemsOf = (r: { body: { data: unknown } }) => (r.body.data as VoiceRefusal).problems;

/** Everything stored of the product's voice control, to show a refusal changed nothing. */
async function storedOf(productId: string) {
  const schemes = await env.t.db.select().from(voiceSchemes).where(eq(voiceSchemes.productId, productId));
  const files = await env.t.db.select().from(voiceSecretFiles).where(eq(voiceSecretFiles.productId, productId));
  const recordRows = await env.t.db.select().from(voicePublishRecords);
  return { schemes, files, records: recordRows.filter((r) => schemes.some((s) => s.id === r.schemeId)) };
}

async function upload(productId: string, fileName: string, data: Buffer, platform: VoicePlatform = 'googleAssistant', lang: Lang = 'en-US', token = env.demo.token) {
  const { payload, headers } = multipartBody([
    { name: 'productId', value: productId },
    { name: 'platform', value: platform },
    { name: 'file', filename: fileName, contentType: 'application/octet-stream', data },
  ]);
  const response = await env.t.app.inject({ method: 'POST', url: `/api${voicePaths.uploadSecret}`, payload, headers: { ...headers, authorization: `Bearer ${token}`, lang } });
  return { status: response.statusCode, body: response.json<ApiEnvelope<VoiceSecretFile>>(), headers: response.headers };
}

async function uploaded(productId: string, fileName: string, data: Buffer, platform: VoicePlatform = 'googleAssistant'): Promise<VoiceSecretFile> {
  const r = await upload(productId, fileName, data, platform);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

const SERVICE_KEY = Buffer.from(JSON.stringify({ type: 'service_account', project_id: 'acme-home', private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n' }));

describe('a scheme', () => {
  it('is none on every platform until saved, then a draft with its config', async () => {
    const productId = await dimmableLight();
    expect(await list(productId)).toEqual(VOICE_PLATFORMS.map((platform) => ({ platform, status: 'none', version: 0, functionCount: 0, publishedAt: null, updatedAt: null })));
    expect(await detail(productId)).toMatchObject({ productId, platform: 'alexa', status: 'none', config: null, published: null });

    const scheme = await saved(productId);
    expect(scheme).toMatchObject({ status: 'draft', version: 0, functionCount: 2, publishedAt: null, published: null });
    expect(scheme.config).toMatchObject({ brand: 'Acme', deviceType: 'light', skillId: 'amzn1.ask.skill.test', secretFile: null, projectId: '' });
    expect(scheme.config!.functions[1]).toEqual({
      identifier: 'bright_value',
      prop: 'brightness',
      aliases: 'brightness;亮度',
      unit: 'percent',
      voiceMin: 1,
      voiceMax: 100,
      values: [
        { value: null, min: 1, max: 30, aliases: 'dim;暗' },
        { value: null, min: 70, max: 100, aliases: 'bright;亮' },
      ],
      demo: 'set brightness to 50 percent',
    });
    const summaries = await list(productId);
    expect(summaries[0]).toMatchObject({ platform: 'alexa', status: 'draft', functionCount: 2 });
    // A mapping names its function as the product spells it.
    const respelled = await saved(productId, withBrightness({ identifier: 'Bright_Value' }));
    expect(respelled.config!.functions.map((f) => f.identifier)).toEqual(['switch_led', 'bright_value']);
    expect(summaries.slice(1).every((s) => s.status === 'none')).toBe(true);
  });

  it('refuses overlapping ranges with every problem listed in both languages, and stores nothing', async () => {
    const productId = await dimmableLight();
    const overlapping = withBrightness({
      values: [
        { min: 1, max: 50, aliases: 'dim' },
        { min: 40, max: 100, aliases: 'bright' },
      ],
    });
    const en = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, overlapping), 422, ErrorCode.Validation);
    expect(en.body.msg).toBe('The scheme has 1 problem(s): Voice function 2: Minimum: Value ranges must not overlap (this one overlaps row 1)');
    expect(problemsOf(en)).toEqual([
      { path: ['functions', 1, 'values', 1, 'min'], key: 'voice.rangeOverlap', params: { row: 1 }, message: 'Voice function 2: Minimum: Value ranges must not overlap (this one overlaps row 1)' },
    ]);
    const zh = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, overlapping, 'alexa', 'zh-CN'), 422);
    expect(zh.body.msg).toBe('方案有 1 处问题：第 2 个语音功能：最小值：取值范围不能重叠（与第 1 行重叠）');

    // Saved once, a refused save keeps the draft as it was.
    await saved(productId);
    await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, overlapping), 422);
  });

  it('refuses a minimum above the maximum, of a named range and of the spoken range', async () => {
    const productId = await dimmableLight();
    const r = await expectRefusedUnchanged(
      () => storedOf(productId),
      () => save(productId, withBrightness({ voiceMin: 100, voiceMax: 1, values: [{ min: 30, max: 10, aliases: 'dim' }] })),
      422,
    );
    expect(problemsOf(r).map((p) => [p.path.join('.'), p.key])).toEqual([
      ['functions.1.voiceMax', 'voice.rangeOrder'],
      ['functions.1.values.0.max', 'voice.rangeOrder'],
    ]);
    expect(r.body.msg).toBe('The scheme has 2 problem(s): Voice function 2: Spoken maximum: The minimum must not exceed the maximum');
    const zh = await save(productId, withBrightness({ values: [{ min: 30, max: 10, aliases: 'dim' }] }), 'alexa', 'zh-CN');
    expect(zh.body.msg).toBe('方案有 1 处问题：第 2 个语音功能：最大值：最小值不能大于最大值');
  });

  it('refuses 0 and 11 aliases with the field named, in both languages', async () => {
    const productId = await dimmableLight();
    for (const aliases of ['', ' ; ; ', 'a;b;c;d;e;f;g;h;i;j;k']) {
      const r = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, withBrightness({ aliases })), 422, ErrorCode.Validation);
      expect(r.body.msg).toBe('Aliases: Enter 1-10 aliases separated by semicolons');
      expect(r.body.data).toEqual({ errors: [{ field: 'config.functions.1.aliases', msg: 'Aliases: Enter 1-10 aliases separated by semicolons' }] });
    }
    const zh = await save(productId, withBrightness({ aliases: 'a;b;c;d;e;f;g;h;i;j;k' }), 'alexa', 'zh-CN');
    expect([zh.status, zh.body.msg]).toEqual([422, '别名：请输入 1-10 个别名，用分号分隔']);
    // A value's aliases follow the same rule; ten are enough.
    const value = await save(productId, withBrightness({ values: [{ min: 1, max: 10, aliases: ';' }] }));
    expect([value.status, value.body.msg]).toEqual([422, 'Aliases: Enter 1-10 aliases separated by semicolons']);
    await saved(productId, withBrightness({ aliases: 'a;b;c;d;e;f;g;h;i;j' }));
  });

  it('refuses a scheme with no voice function, and one mapping a function that cannot be spoken to', async () => {
    const productId = await dimmableLight();
    const none = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, alexaConfig({ functions: [] })), 422);
    expect(none.body.msg).toBe('Functions: Add at least one voice function');
    const zh = await save(productId, alexaConfig({ functions: [] }), 'alexa', 'zh-CN');
    expect(zh.body.msg).toBe('功能：至少需要一个语音功能');

    const unfit = alexaConfig({
      functions: [
        { identifier: 'power', prop: 'custom', aliases: 'power' },
        { identifier: 'ghost', prop: 'custom', aliases: 'ghost' },
        { identifier: 'scene', prop: 'mode', aliases: 'scene', values: [{ value: 'party', aliases: 'party' }] },
        { identifier: 'SWITCH_LED', prop: 'power', aliases: 'light' },
        { identifier: 'switch_led', prop: 'power', aliases: 'lamp' },
      ],
    });
    const r = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, unfit), 422);
    expect(problemsOf(r).map((p) => p.message)).toEqual([
      'Voice function 1: Identifier: The function "power" does not exist or cannot be controlled by voice',
      'Voice function 2: Identifier: The function "ghost" does not exist or cannot be controlled by voice',
      'Voice function 3: Value: "party" is not a value of this function',
      'Voice function 5: Identifier: The function "switch_led" is mapped twice',
    ]);
  });
});

describe('publishing', () => {
  it('needs a saved scheme and the platform fields, then locks it until revised', async () => {
    const productId = await dimmableLight();
    const unsaved = await expectRefusedUnchanged(() => storedOf(productId), () => publishScheme(productId), 409, ErrorCode.Conflict);
    expect(unsaved.body.msg).toBe('Save the scheme before publishing it');

    await saved(productId, alexaConfig({ skillId: '', invocationName: '' }));
    const fields = await expectRefusedUnchanged(() => storedOf(productId), () => publishScheme(productId), 422);
    expect(problemsOf(fields).map((p) => p.message)).toEqual([
      'Skill ID: This platform needs this field before the scheme is published',
      'Invocation name: This platform needs this field before the scheme is published',
    ]);

    await saved(productId);
    env.t.clock.advance(60);
    const v1 = await published(productId, 'first');
    expect(v1).toMatchObject({ status: 'published', version: 1, functionCount: 2, publishedAt: Math.floor(env.t.clock.now().getTime() / 1000) });
    expect(v1.published).toEqual(v1.config);

    // Locked: a save is refused and changes nothing, so is publishing again.
    const locked = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, alexaConfig({ brand: 'Other' })), 409, ErrorCode.Conflict);
    expect(locked.body.msg).toBe('This scheme is published and locked; revise it to make changes, then publish it again');
    const zh = await save(productId, alexaConfig({ brand: 'Other' }), 'alexa', 'zh-CN');
    expect([zh.status, zh.body.msg]).toEqual([409, '方案已发布并锁定，请先修改方案，改完后重新发布']);
    await expectRefusedUnchanged(() => storedOf(productId), () => publishScheme(productId), 409);
  });

  it('revise, save, publish: version 2, assistants keep version 1 meanwhile, two records newest first', async () => {
    const productId = await dimmableLight();
    await saved(productId);
    await published(productId, 'first');

    const notPublished = await revise(productId, 'googleAssistant');
    expect([notPublished.status, notPublished.body.msg]).toEqual([409, 'Only a published scheme can be revised']);

    const revising = (await revise(productId)).body.data;
    expect(revising).toMatchObject({ status: 'revising', version: 1 });
    expect(revising.config).toEqual(revising.published);
    expect((await revise(productId)).status).toBe(409);

    const changed = await saved(productId, alexaConfig({ brand: 'Acme Home' }));
    expect(changed).toMatchObject({ status: 'revising', version: 1 });
    expect(changed.config!.brand).toBe('Acme Home');
    expect(changed.published!.brand).toBe('Acme');

    env.t.clock.advance(60);
    const v2 = await published(productId, 'renamed');
    expect(v2).toMatchObject({ status: 'published', version: 2 });
    expect(v2.published!.brand).toBe('Acme Home');

    const page = await records(productId);
    expect(page).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
    expect(page.list.map((r) => [r.version, r.note, r.functionCount, r.publishedBy])).toEqual([
      [2, 'renamed', 2, 'demo@example.com'],
      [1, 'first', 2, 'demo@example.com'],
    ]);
    expect(page.list[0]!.publishedAt).toBeGreaterThan(page.list[1]!.publishedAt);
    expect((await list(productId))[0]).toMatchObject({ status: 'published', version: 2 });
    // Another platform has none.
    expect(await records(productId, 'xiaoai')).toMatchObject({ list: [], total: 0 });
  });

  it('keeps a draft publishable: a function change that would break it is refused', async () => {
    const productId = await dimmableLight();
    await saved(productId, alexaConfig({ functions: [{ identifier: 'scene', prop: 'mode', aliases: 'scene', values: [{ value: 'night', aliases: 'night' }] }] }));
    // The mapped value goes while the scheme is a draft: the change is refused, so the draft stays publishable.
    const [scene] = (await functionsOf(productId)).filter((f) => f.identifier === 'scene');
    const edit = await env.asDemo('POST', functionPaths.editFunc, {
      body: { productId, id: scene!.id, ...customFunctions.scene, enumValues: [customFunctions.scene.enumValues[0]] },
    });
    expect([edit.status, edit.body.msg]).toEqual([409, 'The function "scene" is used by the Amazon Alexa voice scheme; change the scheme first']);
    await published(productId);
  });

  it('is read-only once the product is finished', async () => {
    const productId = await dimmableLight();
    await saved(productId);
    await publish(env.t.db, productId);
    const sends: (() => Promise<CallResult<unknown>>)[] = [() => save(productId, alexaConfig({ brand: 'X' })), () => publishScheme(productId), () => upload(productId, 'key.json', SERVICE_KEY)];
    for (const send of sends) {
      const r = await expectRefusedUnchanged(() => storedOf(productId), send, 409, ErrorCode.ProductPublished);
      expect(r.body.msg).toBe('This product is published and its information is read-only. Return it to development to change it.');
    }
    expect((await detail(productId)).status).toBe('draft');
  });
});

describe('the product part', () => {
  it('carries the schemes to a copy as drafts, with their secret files and no records', async () => {
    const productId = await dimmableLight();
    await saved(productId);
    await published(productId);
    await revise(productId);
    const file = await uploaded(productId, 'key.json', SERVICE_KEY);
    await saved(productId, { ...alexaConfig({ brand: 'Google brand' }), projectName: 'Acme', projectId: 'acme-home', secretFileKey: file.key }, 'googleAssistant');

    const scope = await env.asDemo<CopyScope>('GET', productPaths.copyScope, { query: { id: productId } });
    expect(scope.body.data.copied.find((c) => c.item === 'voiceScheme')).toEqual({ item: 'voiceScheme', count: 2 });

    const r = await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: productId, name: 'Copied light' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const copyId = r.body.data.id;
    expect((await list(copyId)).map((s) => [s.platform, s.status, s.version, s.publishedAt])).toEqual([
      ['alexa', 'draft', 0, null],
      ['googleAssistant', 'draft', 0, null],
      ['tmallGenie', 'none', 0, null],
      ['xiaoai', 'none', 0, null],
      ['mijia', 'none', 0, null],
    ]);
    const alexa = await detail(copyId);
    expect(alexa.published).toBeNull();
    expect(alexa.config).toEqual((await detail(productId)).published);
    expect(await records(copyId)).toMatchObject({ list: [], total: 0 });

    // The copy's secret file is its own (a new key), described the same, and its scheme can be published.
    const google = await detail(copyId, 'googleAssistant');
    expect(google.config!.secretFile).toEqual({ ...file, key: expect.any(String) });
    expect(google.config!.secretFile!.key).not.toBe(file.key);
    await published(copyId, 'copy', 'googleAssistant');
    // The copy's key is not the original's.
    const foreign = await save(productId, { ...alexaConfig(), projectName: 'Acme', projectId: 'acme-home', secretFileKey: google.config!.secretFile!.key }, 'googleAssistant');
    expect([foreign.status, problemsOf(foreign)[0]?.key]).toEqual([422, 'voice.secretExpired']);
  });

  it('refuses removing a mapped function, making it report-only or removing a mapped value, naming the platform in the reader language', async () => {
    const productId = await dimmableLight();
    await saved(productId);
    await published(productId);
    const byIdentifier = new Map((await functionsOf(productId)).map((f) => [f.identifier, f]));
    const bright = byIdentifier.get('bright_value')!;

    const remove = (lang: Lang) => env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [bright.id] }, lang });
    const en = await expectRefusedUnchanged(() => functionsOf(productId), () => remove('en-US'), 409, ErrorCode.Conflict);
    expect(en.body.msg).toBe('The function "bright_value" is used by the Amazon Alexa voice scheme; change the scheme first');
    await saved(productId, alexaConfig(), 'tmallGenie');
    const [switchLed] = [byIdentifier.get('switch_led')!];
    const zh = await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [switchLed.id] }, lang: 'zh-CN' });
    expect([zh.status, zh.body.msg]).toEqual([409, '功能“switch_led”正被Amazon Alexa语音方案使用，请先修改方案']);

    // Only the draft of Tmall Genie maps the scene's value: still refused, named by its platform.
    await saved(productId, alexaConfig({ functions: [{ identifier: 'scene', prop: 'mode', aliases: 'scene', values: [{ value: 'read', aliases: '阅读' }] }] }), 'tmallGenie');
    const scene = byIdentifier.get('scene')!;
    const dropValue = await env.asDemo('POST', functionPaths.editFunc, {
      body: { productId, id: scene.id, ...customFunctions.scene, enumValues: [customFunctions.scene.enumValues[1]] },
      lang: 'zh-CN',
    });
    expect([dropValue.status, dropValue.body.msg]).toEqual([409, '功能“scene”正被天猫精灵语音方案使用，请先修改方案']);
    const readOnly = await env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: scene.id, ...customFunctions.scene, rwFlag: 'ro' } });
    expect([readOnly.status, readOnly.body.msg]).toEqual([409, 'The function "scene" is used by the Tmall Genie voice scheme; change the scheme first']);
    // A mapped enum turned into a value function would leave the scheme without a spoken range: refused too.
    const { enumValues: _enumValues, ...sceneFields } = customFunctions.scene;
    const toValue = await env.asDemo('POST', functionPaths.editFunc, {
      body: { productId, id: scene.id, ...sceneFields, dataType: 'value', min: 0, max: 10, step: 1, multiple: 0, unit: '', defaultValue: null },
    });
    expect([toValue.status, toValue.body.msg]).toEqual([409, 'The function "scene" is used by the Tmall Genie voice scheme; change the scheme first']);

    // An unmapped value and an unmapped function change freely.
    const keepRead = await env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: scene.id, ...customFunctions.scene, enumValues: [customFunctions.scene.enumValues[0]] } });
    expect(keepRead.status, JSON.stringify(keepRead.body)).toBe(200);
    const power = byIdentifier.get('power')!;
    expect((await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [power.id] } })).status).toBe(200);
  });

  it('goes with its product', async () => {
    const productId = await dimmableLight();
    await uploaded(productId, 'key.json', SERVICE_KEY);
    await saved(productId);
    await published(productId);
    const before = await storedOf(productId);
    expect([before.schemes.length, before.files.length, before.records.length]).toEqual([1, 1, 1]);
    const r = await env.asDemo('POST', productPaths.delete, { body: { id: productId } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await storedOf(productId)).toEqual({ schemes: [], files: [], records: [] });
  });
});

describe('secret files', () => {
  it('are stored encrypted, described and never answered back; a config names them by key', async () => {
    const productId = await dimmableLight();
    const file = await uploaded(productId, 'service-account.json', SERVICE_KEY);
    expect(file).toEqual({ key: expect.any(String), fileName: 'service-account.json', size: SERVICE_KEY.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const [row] = await env.t.db.select().from(voiceSecretFiles).where(eq(voiceSecretFiles.id, file.key));
    expect(row!.storageKey).toMatch(new RegExp(`^${env.demo.tenantId}/voiceSecret/`));
    const stored = await env.t.app.storage.read(row!.storageKey);
    const bytes = Buffer.concat(await stored!.body.toArray());
    expect(bytes.includes(Buffer.from('service_account'))).toBe(false);
    expect(unseal(env.t.config.deviceSecret, bytes)).toEqual(SERVICE_KEY);
    // The public files route does not serve the private folder.
    const served = await env.t.app.inject({ method: 'GET', url: `/api/files/${row!.storageKey}` });
    expect(served.statusCode).toBe(404);

    const config = { ...alexaConfig(), projectName: 'Acme', projectId: 'acme-home', secretFileKey: file.key };
    const scheme = await saved(productId, config, 'googleAssistant');
    expect(scheme.config!.secretFile).toEqual(file);
    expect(JSON.stringify(scheme)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(scheme)).not.toContain(row!.storageKey);
    await published(productId, 'first', 'googleAssistant');

    // Another platform's upload, or none, is not this platform's secret file.
    const pem = await uploaded(productId, 'key.pem', Buffer.from('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n'), 'mijia');
    const other = await expectRefusedUnchanged(() => storedOf(productId), () => save(productId, { ...config, secretFileKey: pem.key }, 'tmallGenie'), 422);
    expect(other.body.msg).toBe('The scheme has 1 problem(s): Secret file: The uploaded secret file has expired; upload it again');
  });

  it('refuses a platform without one on publish, when it needs one', async () => {
    const productId = await dimmableLight();
    await saved(productId, { ...alexaConfig(), projectName: 'Acme', projectId: 'acme-home' }, 'googleAssistant');
    const r = await expectRefusedUnchanged(() => storedOf(productId), () => publishScheme(productId, 'x', 'googleAssistant'), 422);
    expect(problemsOf(r).map((p) => p.message)).toEqual(['Secret file: This platform needs this field before the scheme is published']);
  });

  it('refuses a wrong type or an oversized file by its bytes, storing nothing', async () => {
    const productId = await dimmableLight();
    const refusals: [string, Buffer][] = [
      ['key.exe', Buffer.from('{"a":1}')],
      ['key.json', Buffer.from('{"a": 1')],
      ['key.txt', Buffer.from('secret\u0000value')],
      ['key.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41])],
      ['key.pem', makePng(8, 8)],
      ['key.p8', Buffer.from('   \n')],
    ];
    for (const [name, data] of refusals) {
      const r = await expectRefusedUnchanged(() => storedOf(productId), () => upload(productId, name, data), 415, ErrorCode.UnsupportedMedia);
      expect(r.body.msg, name).toBe('The secret file must be a json, pem, p8 or txt text file');
    }
    const zh = await upload(productId, 'key.exe', Buffer.from('x'), 'googleAssistant', 'zh-CN');
    expect(zh.body.msg).toBe('密钥文件须为 json、pem、p8 或 txt 文本文件');

    const limit = VOICE_SECRET_MAX_KB * 1024;
    const large = await expectRefusedUnchanged(() => storedOf(productId), () => upload(productId, 'key.txt', Buffer.alloc(limit + 1, 0x61)), 413, ErrorCode.PayloadTooLarge);
    expect(large.body.msg).toBe('The secret file may not exceed 64 KB');
    expect((await upload(productId, 'key.txt', Buffer.alloc(limit + 1, 0x61), 'googleAssistant', 'zh-CN')).body.msg).toBe('密钥文件不能超过 64 KB');
    await uploaded(productId, 'key.txt', Buffer.alloc(limit, 0x61));

    const empty = await upload(productId, 'key.txt', Buffer.alloc(0));
    expect(empty.status).toBe(422);
    const noPlatform = await upload(productId, 'key.json', SERVICE_KEY, 'siri' as VoicePlatform);
    expect(noPlatform.status).toBe(422);
    expect(noPlatform.body.msg).toMatch(/^Platform: /);
  });

  it('keeps at most VOICE_SECRET_FILES_MAX uploads a day per scheme, refusing the next one and storing nothing', async () => {
    const productId = await dimmableLight();
    for (let i = 0; i < VOICE_SECRET_FILES_MAX; i += 1) await uploaded(productId, `key${i}.txt`, Buffer.from(`secret ${i}`));
    const refused = await expectRefusedUnchanged(() => storedOf(productId), () => upload(productId, 'one-more.txt', Buffer.from('secret')), 429, ErrorCode.TooManyRequests);
    expect(refused.body.msg).toBe(`This scheme already keeps ${VOICE_SECRET_FILES_MAX} secret files uploaded within a day; choose one of them or try again tomorrow`);
    // Another platform's scheme has its own.
    expect((await upload(productId, 'key.json', SERVICE_KEY, 'tmallGenie')).status).toBe(200);
  });

  it('refuses an upload while the scheme is published', async () => {
    const productId = await dimmableLight();
    await saved(productId);
    await published(productId);
    const r = await expectRefusedUnchanged(() => storedOf(productId), () => upload(productId, 'key.json', SERVICE_KEY, 'alexa'), 409, ErrorCode.Conflict);
    expect(r.body.msg).toBe('This scheme is published and locked; revise it to make changes, then publish it again');
  });

  it('keeps an upload the scheme does not name for a day, then removes it at the next upload', async () => {
    const productId = await dimmableLight();
    const named = await uploaded(productId, 'named.json', SERVICE_KEY);
    const unnamed = await uploaded(productId, 'unnamed.json', SERVICE_KEY);
    await saved(productId, { ...alexaConfig(), projectName: 'Acme', projectId: 'acme-home', secretFileKey: named.key }, 'googleAssistant');
    const [unnamedRow] = await env.t.db.select().from(voiceSecretFiles).where(eq(voiceSecretFiles.id, unnamed.key));
    const aged = new Date(env.t.clock.now().getTime() - UNUSED_SECRET_KEEP_MS - 60_000);
    // Both older than a day (moving the clock a day on would end the session).
    await env.t.db.update(voiceSecretFiles).set({ createdAt: aged }).where(eq(voiceSecretFiles.productId, productId));

    await uploaded(productId, 'newer.json', SERVICE_KEY);
    const keys = (await storedOf(productId)).files.map((f) => f.fileName).sort();
    expect(keys).toEqual(['named.json', 'newer.json']);
    expect(await env.t.app.storage.read(unnamedRow!.storageKey)).toBeNull();
    // A form still holding the removed key is told to upload it again.
    const stale = await save(productId, { ...alexaConfig(), projectName: 'Acme', projectId: 'acme-home', secretFileKey: unnamed.key }, 'googleAssistant');
    expect(stale.body.msg).toBe('The scheme has 1 problem(s): Secret file: The uploaded secret file has expired; upload it again');
  });
});

describe('units and guides', () => {
  it('lists the units named in the request language', async () => {
    const en = (await env.asDemo<VoiceUnit[]>('POST', voicePaths.unitList, { body: {} })).body.data;
    expect(en.find((u) => u.key === 'percent')).toEqual({ key: 'percent', symbol: '%', name: 'Percent', words: ['%', 'percent', 'per cent', '百分之'] });
    const zh = (await env.asDemo<VoiceUnit[]>('POST', voicePaths.unitList, { body: {}, lang: 'zh-CN' })).body.data;
    expect(zh.map((u) => u.key)).toEqual(en.map((u) => u.key));
    expect(zh.find((u) => u.key === 'celsius')!.name).toBe('摄氏度');
  });

  it("answers each platform's guide with its title and page", async () => {
    for (const platform of VOICE_PLATFORMS) {
      const en = await env.asDemo<VoiceDoc>('GET', voicePaths.getDoc, { query: { platform } });
      expect(en.status).toBe(200);
      expect(en.body.data.url).toMatch(/^\/doc\/voice[A-Z]\w+$/);
      const page = await env.asDemo<{ title: string; content: string }>('GET', '/v1/platform/web/open/introduce', { query: { type: en.body.data.url.slice('/doc/'.length) } });
      expect(page.body.data.title).toBe(en.body.data.title);
    }
    const alexa = await env.asDemo<VoiceDoc>('GET', voicePaths.getDoc, { query: { platform: 'alexa' }, lang: 'zh-CN' });
    expect(alexa.body.data).toEqual({ platform: 'alexa', title: 'Amazon Alexa 接入指南', url: '/doc/voiceAlexa' });
    expect((await env.asDemo('GET', voicePaths.getDoc, { query: { platform: 'siri' } })).status).toBe(422);
  });
});

describe('the demo', () => {
  it('shows a published Alexa scheme on the demo bulb, seeded once', async () => {
    const demo = await demoProductOf(env.t.db, scopeOf(env.demo.tenantId));
    const scheme = await detail(demo!.id);
    expect(scheme).toMatchObject({ status: 'published', version: 1, functionCount: 4 });
    expect(scheme.config!.functions.map((f) => [f.identifier, f.prop])).toEqual([
      ['switch_led', 'power'],
      ['bright_value', 'brightness'],
      ['temp_value', 'colorTemperature'],
      ['work_mode', 'mode'],
    ]);
    expect((await records(demo!.id)).list).toMatchObject([{ version: 1, publishedBy: 'demo@example.com', functionCount: 4 }]);
    await seed(env.t.db, { demo: true, now: env.t.clock.now() });
    expect((await records(demo!.id)).total).toBe(1);
  });
});

describe('another space', () => {
  it("finds nothing of a product of this space and changes nothing", async () => {
    const productId = await dimmableLight();
    await uploaded(productId, 'key.json', SERVICE_KEY);
    await saved(productId);
    await published(productId);
    const asDev = env.asDev;
    const calls = [
      () => asDev('POST', voicePaths.list, { body: { productId } }),
      () => asDev('POST', voicePaths.detail, { body: { productId, platform: 'alexa' } }),
      () => asDev('POST', voicePaths.save, { body: { productId, platform: 'xiaoai', config: alexaConfig() } }),
      () => asDev('POST', voicePaths.publish, { body: { productId, platform: 'alexa', note: '' } }),
      () => asDev('POST', voicePaths.revise, { body: { productId, platform: 'alexa' } }),
      () => asDev('GET', voicePaths.publishRecord, { query: { productId, platform: 'alexa' } }),
      () => upload(productId, 'key.json', SERVICE_KEY, 'googleAssistant', 'en-US', env.dev.token),
    ];
    for (const send of calls) {
      const r = await expectRefusedUnchanged(() => storedOf(productId), send, 404, ErrorCode.NotFound);
      expect(JSON.stringify(r.body)).not.toContain('Acme');
    }
  });
});
