import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import { checkThingModel, FunctionKind, functionPaths } from '@iotc/shared/functions';
import type {
  FunctionInput,
  FunctionTemplate,
  ImportFuncRefusal,
  ModelFunction,
  ProductFunction,
  ThingModel,
} from '@iotc/shared/functions';
import type { TokenPair } from '@iotc/shared/auth';
import { scopeOf } from '../../core/tenancy.ts';
import { menus } from '../menus/tables.ts';
import { roleMenus } from '../roles/tables.ts';
import { functionTemplates } from '../productClasses/tables.ts';
import { products } from '../products/tables.ts';
import { productRules } from '../productRules/tables.ts';
import { call, useDemoApp, expectRefusedUnchanged, type CallResult } from '../../../test/helpers.ts';
import { copyFunctions, functionCountColumn, functionCounts } from './service.ts';
import { productFunctions } from './tables.ts';
import { setProductStatus } from '../../../test/products.ts';
import { customFunctions, insertProduct, publish, seedTestClasses } from './testFixtures.ts';

const env = useDemoApp('demo', 'dev', 'partner');
beforeAll(async () => {
  await seedTestClasses(env.t.db, env.t.clock.now());
});

const newProduct = (lang: 'zh-CN' | 'en-US' = 'zh-CN') => insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now(), { lang });

async function model(productId: string, lang: 'zh-CN' | 'en-US' = 'en-US'): Promise<ProductFunction[]> {
  const r = await env.asDemo<ProductFunction[]>('GET', functionPaths.functions, { query: { productId }, lang });
  expect(r.body.code).toBe(0);
  return r.body.data;
}

const identifiers = (fns: readonly { identifier: string }[]) => fns.map((f) => f.identifier);

/** A refused call: its status, code and msg, and the model unchanged. */
async function expectRefused<R extends CallResult<unknown>>(productId: string, send: () => Promise<R>, status: number, code: number, msg?: string) {
  const r = await expectRefusedUnchanged(() => model(productId), send, status, code);
  if (msg !== undefined) expect(r.body.msg).toBe(msg);
  return r;
}

const add = (productId: string, functions: unknown[], lang: 'zh-CN' | 'en-US' = 'en-US') =>
  env.asDemo<ProductFunction[]>('POST', functionPaths.addFunc, { body: { productId, functions }, lang });

describe('a new product and its standard functions', () => {
  it("gets its class's default standard functions, in DP ID order, read in the reader's language", async () => {
    const zhProduct = await newProduct('zh-CN');
    const zh = await model(zhProduct, 'zh-CN');
    expect(zh.map((f) => [f.dpId, f.identifier, f.name, f.kind, f.dataType])).toEqual([
      [1, 'switch_led', '开关', FunctionKind.Standard, 'bool'],
      [2, 'bright_value', '亮度', FunctionKind.Standard, 'value'],
    ]);
    expect(zh[0]).toMatchObject({ templateId: 'test-switch', required: true, rwFlag: 'rw', defaultValue: null, sceneCondition: false, timer: false });
    expect(zh[1]).toMatchObject({ min: 10, max: 1000, step: 1, multiple: 0, unit: '' });
    expect(typeof zh[0]!.createdAt).toBe('number');
    expect(zh[0]!.createdAt).toBe(Math.floor(env.t.clock.now().getTime() / 1000));
    const en = await model(await newProduct('en-US'));
    expect(en.map((f) => f.name)).toEqual(['Switch', 'Brightness']);
    expect([zh[0]!.description, en[0]!.description]).toEqual(['总开关', 'Main switch']);
    // Made in Chinese, the catalogue's text reads in English in the English console, and back.
    expect((await model(zhProduct, 'en-US')).map((f) => [f.name, f.description])).toEqual([['Switch', 'Main switch'], ['Brightness', '']]);
  });

  it("keeps the user's own text in every language once a catalogue function is edited", async () => {
    const productId = await newProduct('zh-CN');
    const [switchLed] = await model(productId, 'zh-CN');
    const body = { productId, id: switchLed!.id, dpId: 1, identifier: 'switch_led', rwFlag: 'rw', dataType: 'bool', name: '电源', description: '我的开关', defaultValue: null, required: true };
    expect((await env.asDemo('POST', functionPaths.editFunc, { body, lang: 'zh-CN' })).body.code).toBe(0);
    for (const lang of ['zh-CN', 'en-US'] as const) expect((await model(productId, lang))[0]).toMatchObject({ name: '电源', description: '我的开关' });
  });

  it('lists the standard templates of the class and the advanced catalogue, marked when added, in the request language', async () => {
    const productId = await newProduct();
    const list = async (kind: string, lang: 'zh-CN' | 'en-US') =>
      (await env.asDemo<FunctionTemplate[]>('GET', functionPaths.standardFuncList, { query: { productId, kind }, lang })).body.data;
    const standard = await list('1', 'en-US');
    expect(standard.map((f) => [f.id, f.name, f.added, f.isDefault])).toEqual([
      ['test-switch', 'Switch', true, true],
      ['test-bright', 'Brightness', true, true],
      ['test-mode', 'Mode', false, false],
      ['test-fault', 'Fault', false, false],
    ]);
    expect(standard[2]).toMatchObject({ kind: 1, classId: 'test-bulb', dataType: 'enum', nameEn: 'Mode', enumValues: [{ value: 'white' }, { value: 'colour' }] });
    expect((await list('1', 'zh-CN')).map((f) => f.name)).toEqual(['开关', '亮度', '模式', '故障告警']);
    const advanced = (await list('3', 'zh-CN')).filter((f) => f.id.startsWith('test-'));
    expect(advanced.map((f) => [f.id, f.name, f.kind, f.classId, f.added])).toEqual([['test-countdown', '倒计时', 3, null, false]]);
    // Without a kind: the standard ones.
    expect((await env.asDemo<FunctionTemplate[]>('GET', functionPaths.standardFuncList, { query: { productId } })).body.data).toHaveLength(4);
  });
});

describe('the reference catalogue', () => {
  it("gives every class's standard functions together with the advanced ones a model that passes every function rule, in both languages", async () => {
    const templates = (await env.t.db.select().from(functionTemplates)).filter((row) => !row.id.startsWith('test-'));
    const advanced = templates.filter((row) => row.classId === null);
    const classes = new Set(templates.flatMap((row) => (row.classId ? [row.classId] : [])));
    expect([classes.size > 0, advanced.length > 0]).toEqual([true, true]);
    for (const classId of classes) {
      for (const english of [false, true]) {
        const functions = [...templates.filter((row) => row.classId === classId), ...advanced].map((row) => ({
          ...row.spec,
          kind: row.kind,
          dpId: row.dpId,
          identifier: row.identifier,
          name: english ? row.nameEn : row.name,
          rwFlag: row.rwFlag,
          required: row.required,
          description: english ? row.descriptionEn : row.description,
        }));
        expect(checkThingModel({ version: 1, functions }).problems, `${classId} ${english ? 'en' : 'zh'}`).toEqual([]);
      }
    }
  });
});

describe('addStandardFunc', () => {
  it('adds standard and advanced functions from their templates, with their kind, DP ID, spec and flags', async () => {
    const productId = await newProduct();
    const r = await env.asDemo<ProductFunction[]>('POST', functionPaths.addStandardFunc, { body: { productId, templateIds: ['test-mode', 'test-countdown'] }, lang: 'en-US' });
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((f) => [f.identifier, f.name, f.kind, f.dpId, f.templateId])).toEqual([
      ['work_mode', 'Mode', FunctionKind.Standard, 3, 'test-mode'],
      ['test_countdown', 'Countdown', FunctionKind.Advanced, 250, 'test-countdown'],
    ]);
    expect(identifiers(await model(productId))).toEqual(['switch_led', 'bright_value', 'work_mode', 'test_countdown']);
    const listed = (await env.asDemo<FunctionTemplate[]>('GET', functionPaths.standardFuncList, { query: { productId, kind: '3' } })).body.data;
    expect(listed.find((f) => f.id === 'test-countdown')?.added).toBe(true);
  });

  it('refuses a template already added with 409, and changes nothing', async () => {
    const productId = await newProduct();
    await expectRefused(
      productId,
      () => env.asDemo('POST', functionPaths.addStandardFunc, { body: { productId, templateIds: ['test-mode', 'test-switch'] } }),
      409,
      ErrorCode.FunctionTaken,
      'Function identifier "switch_led" is already used in this product',
    );
  });

  it("refuses another class's template and more than 10 at once with 422, and changes nothing", async () => {
    const productId = await newProduct();
    const other = await expectRefused(productId, () => env.asDemo('POST', functionPaths.addStandardFunc, { body: { productId, templateIds: ['test-mode', 'test-plug-switch'] } }), 422, ErrorCode.Validation);
    expect(other.body.msg).toBe('Standard functions: The value is not valid');
    const many = Array.from({ length: 11 }, (_, i) => `test-${i}`);
    const tooMany = await expectRefused(productId, () => env.asDemo('POST', functionPaths.addStandardFunc, { body: { productId, templateIds: many } }), 422, ErrorCode.Validation);
    expect(tooMany.body.msg).toBe('Standard functions: At most 10 functions can be saved at a time');
  });
});

describe('addFunc', () => {
  it('adds custom functions of several types in one save', async () => {
    const productId = await newProduct();
    const { power, scene, label } = customFunctions;
    const r = await add(productId, [power, scene, label]);
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((f) => [f.dpId, f.kind, f.templateId])).toEqual([
      [101, FunctionKind.Custom, null],
      [102, FunctionKind.Custom, null],
      [103, FunctionKind.Custom, null],
    ]);
    const all = await model(productId);
    expect(identifiers(all)).toEqual(['switch_led', 'bright_value', 'power', 'scene', 'label']);
    expect(all[2]).toMatchObject({ name: '功率', dataType: 'value', rwFlag: 'ro', min: 0, max: 5000, step: 1, multiple: 1, unit: 'W', defaultValue: null, required: false, description: '' });
    expect(all[3]).toMatchObject({ dataType: 'enum', enumValues: scene.enumValues });
    expect(all[4]).toMatchObject({ dataType: 'string', maxLength: 32, rwFlag: 'wo' });
    // The spec column holds the type's fields only.
    const [row] = await env.t.db.select().from(productFunctions).where(eq(productFunctions.id, all[4]!.id));
    expect(row!.spec).toEqual({ dataType: 'string', maxLength: 32, defaultValue: null });
  });

  it('refuses a DP ID of 100 (and 200) with the range message in both languages, and changes nothing', async () => {
    const productId = await newProduct();
    await expectRefused(productId, () => add(productId, [{ ...customFunctions.child, dpId: 100 }]), 422, ErrorCode.Validation, 'DP ID: The DP ID must be 101-199');
    await expectRefused(productId, () => add(productId, [{ ...customFunctions.child, dpId: 100 }], 'zh-CN'), 422, ErrorCode.Validation, 'DP ID：DP ID 须为 101-199');
    await expectRefused(productId, () => add(productId, [{ ...customFunctions.child, dpId: 200 }]), 422, ErrorCode.Validation, 'DP ID: The DP ID must be 101-199');
  });

  it('refuses a DP ID or identifier the product already uses with 409, naming it, and changes nothing', async () => {
    const productId = await newProduct();
    await add(productId, [customFunctions.child]);
    await expectRefused(
      productId,
      () => add(productId, [{ ...customFunctions.label, identifier: 'Switch_LED' }]),
      409,
      ErrorCode.FunctionTaken,
      'Function identifier "Switch_LED" is already used in this product',
    );
    await expectRefused(productId, () => add(productId, [{ ...customFunctions.label, identifier: 'child_lock' }], 'zh-CN'), 409, ErrorCode.FunctionTaken, '功能标识符“child_lock”已在该产品中使用');
    await expectRefused(
      productId,
      () => add(productId, [customFunctions.label, { ...customFunctions.scene, dpId: 104 }]),
      409,
      ErrorCode.FunctionTaken,
      'Function DP ID "104" is already used in this product',
    );
  });

  it('refuses repeats among the functions of one save, listing each', async () => {
    const productId = await newProduct();
    const r = await expectRefused(
      productId,
      () => add(productId, [customFunctions.label, { ...customFunctions.scene, dpId: 103 }, { ...customFunctions.child, identifier: 'LABEL' }]),
      422,
      ErrorCode.Validation,
    );
    expect((r.body as unknown as { data: { errors: { field: string; msg: string }[] } }).data.errors).toEqual([
      { field: 'functions.1.dpId', msg: 'DP ID: DP ID 103 is used twice; DP IDs must be unique' },
      { field: 'functions.2.identifier', msg: 'Identifier: Identifier "LABEL" is used twice; identifiers must be unique' },
    ]);
  });

  it('refuses more than 10 functions in one save, and changes nothing', async () => {
    const productId = await newProduct();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...customFunctions.child, dpId: 110 + i, identifier: `lock${i}` }));
    await expectRefused(productId, () => add(productId, eleven), 422, ErrorCode.Validation, 'Functions: At most 10 functions can be saved at a time');
    expect((await add(productId, eleven.slice(0, 10))).body.code).toBe(0);
    expect(await model(productId)).toHaveLength(12);
  });

  it('refuses every broken function rule of 001 §5 with its message, and changes nothing', async () => {
    const productId = await newProduct();
    const { child, scene, label, power } = customFunctions;
    const cases: [FunctionInput, string][] = [
      [{ ...child, name: 'child lock' }, 'Name: Use only Chinese characters, letters, digits and dots'],
      [{ ...child, identifier: '1lock' }, 'Identifier: Start with a letter and use only letters, digits and underscores'],
      [{ ...child, identifier: 'child-lock' }, 'Identifier: Start with a letter and use only letters, digits and underscores'],
      [{ ...scene, enumValues: [{ value: 'read', name: '阅读', description: '' }] }, 'Description: This field is required'],
      [{ ...scene, enumValues: [{ value: 'read', name: '', description: 'Reading' }] }, 'Name: This field is required'],
      [{ ...scene, enumValues: [{ value: '', name: '阅读', description: 'Reading' }] }, 'Value: This field is required'],
      [{ ...scene, enumValues: [...scene.enumValues, { value: 'read', name: '阅读2', description: 'Again' }] }, 'Value: Enum value "read" is used twice; values must be unique'],
      [{ ...label, maxLength: 256 }, 'Max length: The max length cannot be above 255 bytes'],
      [{ ...label, maxLength: 4, defaultValue: '中文' }, 'Default value: The default value is longer than 4 bytes'],
      [
        { dpId: 105, name: '故障', identifier: 'fault2', rwFlag: 'ro', dataType: 'fault', faultBits: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, description: '' })) },
        'Fault bits: A fault function has at most 30 bits',
      ],
      [{ ...power, min: 10, max: 10 }, 'Maximum: The maximum must be greater than the minimum'],
      [{ ...power, step: 6000 }, 'Step: The step cannot be larger than the range'],
      [{ ...power, defaultValue: 6000 }, 'Default value: The default value must be within the range and on a step'],
    ];
    for (const [fn, msg] of cases) await expectRefused(productId, () => add(productId, [fn]), 422, ErrorCode.Validation, msg);
    const zh = await expectRefused(productId, () => add(productId, [{ ...child, name: 'child lock' }], 'zh-CN'), 422, ErrorCode.Validation);
    expect(zh.body.msg).toBe('名称：仅支持中文、英文字母、数字和点');
  });
});

describe('editFunc', () => {
  it('changes everything of a custom function, keeping it unique', async () => {
    const productId = await newProduct();
    const [child] = (await add(productId, [customFunctions.child])).body.data;
    const r = await env.asDemo<ProductFunction>('POST', functionPaths.editFunc, {
      body: { productId, id: child!.id, dpId: 150, name: '档位', identifier: 'gear', rwFlag: 'rw', dataType: 'enum', enumValues: [{ value: 'low', name: '低', description: 'Low' }], defaultValue: 'low', required: true },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ id: child!.id, dpId: 150, identifier: 'gear', dataType: 'enum', defaultValue: 'low', required: true, kind: FunctionKind.Custom });
    const [row] = await env.t.db.select().from(productFunctions).where(eq(productFunctions.id, child!.id));
    expect(row!.spec).toEqual({ dataType: 'enum', enumValues: [{ value: 'low', name: '低', description: 'Low' }], defaultValue: 'low' });
  });

  it("refuses a custom function's DP ID outside 101-199 or taken, and an identifier taken, and changes nothing", async () => {
    const productId = await newProduct();
    const [child] = (await add(productId, [customFunctions.child, customFunctions.label])).body.data;
    const edit = (over: Partial<FunctionInput>) => () => env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: child!.id, ...customFunctions.child, ...over } });
    await expectRefused(productId, edit({ dpId: 100 }), 422, ErrorCode.Validation, 'DP ID: The DP ID must be 101-199');
    await expectRefused(productId, edit({ dpId: 103 }), 409, ErrorCode.FunctionTaken, 'Function DP ID "103" is already used in this product');
    await expectRefused(productId, edit({ identifier: 'switch_led' }), 409, ErrorCode.FunctionTaken, 'Function identifier "switch_led" is already used in this product');
    await expectRefused(productId, edit({ name: 'a b' }), 422, ErrorCode.Validation);
  });

  it("lets a standard function change its name, range, default, required flag and description but not its DP ID, identifier or type", async () => {
    const productId = await newProduct();
    const bright = (await model(productId)).find((f) => f.identifier === 'bright_value')!;
    const body = { productId, id: bright.id, dpId: 2, name: '亮度值', identifier: 'bright_value', rwFlag: 'rw', dataType: 'value', min: 0, max: 255, step: 5, multiple: 0, unit: '%', defaultValue: 100, required: true, description: 'Level' };
    const ok = await env.asDemo<ProductFunction>('POST', functionPaths.editFunc, { body });
    expect(ok.body.data).toMatchObject({ name: '亮度值', min: 0, max: 255, step: 5, unit: '%', defaultValue: 100, required: true, description: 'Level', kind: FunctionKind.Standard, templateId: 'test-bright' });
    const locked = 'A standard or advanced function keeps its DP ID, identifier, data type and data transfer type';
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.editFunc, { body: { ...body, dpId: 120 } }), 422, ErrorCode.Validation, `DP ID: ${locked}`);
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.editFunc, { body: { ...body, identifier: 'brightness' } }), 422, ErrorCode.Validation, `Identifier: ${locked}`);
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.editFunc, { body: { ...body, rwFlag: 'ro' } }), 422, ErrorCode.Validation, `Data transfer type: ${locked}`);
    await expectRefused(
      productId,
      () => env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: bright.id, dpId: 2, name: '亮度', identifier: 'bright_value', rwFlag: 'rw', dataType: 'bool' } }),
      422,
      ErrorCode.Validation,
      `Data type: ${locked}`,
    );
  });

  it('answers 404 for a function of another product', async () => {
    const productId = await newProduct();
    const other = (await model(await newProduct()))[0]!;
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: other.id, ...customFunctions.child } }), 404, ErrorCode.NotFound);
  });

  it('drops the scene-action and timer flags a function no longer fits', async () => {
    const productId = await newProduct();
    const [child] = (await add(productId, [customFunctions.child])).body.data;
    await env.asDemo('POST', functionPaths.setSceneFunc, { body: { productId, items: [{ id: child!.id, sceneCondition: true, sceneAction: true }] } });
    await env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId, ids: [child!.id] } });
    const r = await env.asDemo<ProductFunction>('POST', functionPaths.editFunc, { body: { productId, id: child!.id, ...customFunctions.child, rwFlag: 'ro' } });
    expect(r.body.data).toMatchObject({ rwFlag: 'ro', sceneCondition: true, sceneAction: false, timer: false });
  });
});

describe('deleteFunc', () => {
  it('deletes up to 10 functions of the product', async () => {
    const productId = await newProduct();
    const added = (await add(productId, [customFunctions.child, customFunctions.label])).body.data;
    const r = await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: added.map((f) => f.id) } });
    expect(r.body.code).toBe(0);
    expect(identifiers(await model(productId))).toEqual(['switch_led', 'bright_value']);
  });

  it("refuses ids of another product (404) and more than 10 (422), and changes nothing", async () => {
    const productId = await newProduct();
    const mine = (await model(productId))[0]!;
    const other = (await model(await newProduct()))[0]!;
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [mine.id, other.id] } }), 404, ErrorCode.NotFound);
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: Array.from({ length: 11 }, () => mine.id) } }), 422, ErrorCode.Validation);
  });

  it('refuses to delete a function a rule uses, naming both, and changes nothing', async () => {
    const productId = await newProduct();
    const [child] = (await add(productId, [customFunctions.child])).body.data;
    const now = env.t.clock.now();
    await env.t.db.insert(productRules).values({
      id: `rule-${productId}`,
      tenantId: env.demo.tenantId,
      productId,
      name: 'Lock at night',
      conditionType: 'all',
      conditions: [{ identifier: 'switch_led', operator: '==', value: true }],
      actions: [{ identifier: 'child_lock', value: true }],
      createdAt: now,
      updatedAt: now,
    });
    await expectRefused(
      productId,
      () => env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [child!.id] } }),
      409,
      ErrorCode.Conflict,
      'Function "child_lock" is used by the rule "Lock at night"; change or delete the rule first',
    );
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: child!.id, ...customFunctions.child, identifier: 'lock' } }), 409, ErrorCode.Conflict);
  });
});

describe('resetStandardFunc', () => {
  it("replaces the standard functions with the class's default ones; custom and advanced ones stay", async () => {
    const productId = await newProduct();
    await env.asDemo('POST', functionPaths.addStandardFunc, { body: { productId, templateIds: ['test-mode', 'test-fault', 'test-countdown'] } });
    await add(productId, [customFunctions.child]);
    const bright = (await model(productId)).find((f) => f.identifier === 'bright_value')!;
    await env.asDemo('POST', functionPaths.editFunc, { body: { productId, id: bright.id, dpId: 2, name: '改过', identifier: 'bright_value', rwFlag: 'rw', dataType: 'value', min: 0, max: 10, step: 1 } });
    const switchLed = (await model(productId)).find((f) => f.identifier === 'switch_led')!;
    await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [switchLed.id] } });

    const r = await env.asDemo<ProductFunction[]>('GET', functionPaths.resetStandardFunc, { query: { productId }, lang: 'en-US' });
    expect(r.body.code).toBe(0);
    const after = await model(productId);
    expect(after.map((f) => [f.identifier, f.kind, f.name])).toEqual([
      ['switch_led', FunctionKind.Standard, 'Switch'],
      ['bright_value', FunctionKind.Standard, 'Brightness'],
      ['child_lock', FunctionKind.Custom, '童锁'],
      ['test_countdown', FunctionKind.Advanced, 'Countdown'],
    ]);
    expect(after[1]).toMatchObject({ min: 10, max: 1000 });
    expect(r.body.data).toEqual(after);
  });

  it('refuses a default function whose identifier a custom one took, and changes nothing', async () => {
    const productId = await newProduct();
    const switchLed = (await model(productId)).find((f) => f.identifier === 'switch_led')!;
    await env.asDemo('POST', functionPaths.deleteFunc, { body: { productId, ids: [switchLed.id] } });
    await add(productId, [{ ...customFunctions.child, identifier: 'switch_led' }]);
    await expectRefused(productId, () => env.asDemo('GET', functionPaths.resetStandardFunc, { query: { productId } }), 409, ErrorCode.FunctionTaken);
  });
});

describe('scene and timer functions', () => {
  it('sets scene conditions and actions; functions not named keep theirs', async () => {
    const productId = await newProduct();
    const [power, scene] = (await add(productId, [customFunctions.power, customFunctions.scene])).body.data;
    const r = await env.asDemo<ProductFunction[]>('POST', functionPaths.setSceneFunc, {
      body: { productId, items: [{ id: power!.id, sceneCondition: true, sceneAction: false }, { id: scene!.id, sceneCondition: true, sceneAction: true }] },
    });
    expect(r.body.code).toBe(0);
    await env.asDemo('POST', functionPaths.setSceneFunc, { body: { productId, items: [{ id: power!.id, sceneCondition: false, sceneAction: false }] } });
    const flags = (await model(productId)).map((f) => [f.identifier, f.sceneCondition, f.sceneAction]);
    expect(flags).toEqual([
      ['switch_led', false, false],
      ['bright_value', false, false],
      ['power', false, false],
      ['scene', true, true],
    ]);
  });

  it('refuses a report-only function as a scene action, and ids of another product, and changes nothing', async () => {
    const productId = await newProduct();
    const [power] = (await add(productId, [customFunctions.power])).body.data;
    await expectRefused(
      productId,
      () => env.asDemo('POST', functionPaths.setSceneFunc, { body: { productId, items: [{ id: power!.id, sceneCondition: true, sceneAction: true }] } }),
      422,
      ErrorCode.Validation,
      'Scene action: "功率" is report-only and cannot be a scene action',
    );
    const other = (await model(await newProduct()))[0]!;
    await expectRefused(productId, () => env.asDemo('POST', functionPaths.setSceneFunc, { body: { productId, items: [{ id: other.id, sceneCondition: true, sceneAction: true }] } }), 404, ErrorCode.NotFound);
  });

  it('sets the timer functions and takes the others off', async () => {
    const productId = await newProduct();
    const [scene, child] = (await add(productId, [customFunctions.scene, customFunctions.child])).body.data;
    const fns = await model(productId);
    const switchLed = fns.find((f) => f.identifier === 'switch_led')!;
    await env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId, ids: [switchLed.id, scene!.id] } });
    const r = await env.asDemo<ProductFunction[]>('POST', functionPaths.setTimerFunc, { body: { productId, ids: [scene!.id, child!.id] } });
    expect(r.body.code).toBe(0);
    expect((await model(productId)).filter((f) => f.timer).map((f) => f.identifier)).toEqual(['scene', 'child_lock']);
    await env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId, ids: [] } });
    expect((await model(productId)).filter((f) => f.timer)).toEqual([]);
  });

  it('refuses report-only functions and string functions as timer functions, and changes nothing', async () => {
    const productId = await newProduct();
    const [power, label, child] = (await add(productId, [customFunctions.power, customFunctions.label, customFunctions.child])).body.data;
    await env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId, ids: [child!.id] } });
    const r = await expectRefused(productId, () => env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId, ids: [child!.id, power!.id, label!.id] } }), 422, ErrorCode.Validation);
    expect(r.body.msg).toBe('Functions: "功率" cannot be a timer function: only writable bool, value and enum functions can');
    expect((r.body as unknown as { data: { errors: unknown[] } }).data.errors).toHaveLength(2);
  });
});

const fn = (f: FunctionInput, kind: FunctionKind = FunctionKind.Custom) => ({ kind, ...f }) as ModelFunction;

describe('importFunc', () => {
  it('refuses a model breaking several rules with 422 ModelInvalid listing every problem, and changes nothing', async () => {
    const productId = await newProduct();
    const functions = [
      fn({ ...customFunctions.child, dpId: 100 }),
      fn({ ...customFunctions.label, name: 'bad name' }),
      fn({ ...customFunctions.scene, identifier: 'CHILD_LOCK' }),
      fn({ ...customFunctions.power, dpId: 102, min: 9, max: 1 }),
    ];
    const r = await expectRefused(
      productId,
      () => env.asDemo('POST', functionPaths.importFunc, { body: { productId, model: { version: 1, productKey: 'x', functions } } }),
      422,
      ErrorCode.ModelInvalid,
      'Problems in the imported model: 5; nothing was changed',
    );
    const { problems } = (r.body as unknown as { data: ImportFuncRefusal }).data;
    expect(problems.map((p) => [p.path.join('.'), p.key, p.msg])).toEqual([
      ['functions.0.dpId', 'validation.functionDpIdRange', 'Function 1: DP ID: The DP ID must be 101-199'],
      ['functions.1.name', 'validation.functionNameRule', 'Function 2: Name: Use only Chinese characters, letters, digits and dots'],
      ['functions.2.identifier', 'validation.functionIdentifierDuplicate', 'Function 3: Identifier: Identifier "CHILD_LOCK" is used twice; identifiers must be unique'],
      ['functions.3.max', 'validation.functionMaxAboveMin', 'Function 4: Maximum: The maximum must be greater than the minimum'],
      ['functions.3.dpId', 'validation.functionDpIdDuplicate', 'Function 4: DP ID: DP ID 102 is used twice; DP IDs must be unique'],
    ]);
    const zh = await env.asDemo('POST', functionPaths.importFunc, { body: { productId, model: { version: 1, functions } }, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('导入的物模型有 5 处不符合规则，未做任何修改');
    expect((zh.body.data as ImportFuncRefusal).problems[0]!.msg).toBe('第 1 个功能：DP ID：DP ID 须为 101-199');
    const notModel = await expectRefused(productId, () => env.asDemo('POST', functionPaths.importFunc, { body: { productId, model: { functions: [] } } }), 422, ErrorCode.ModelInvalid);
    expect((notModel.body as unknown as { data: ImportFuncRefusal }).data.problems[0]!.msg).toBe(
      'Model version: This is not an exported thing model (version 1 with a functions list)',
    );
  });

  it('replaces the whole model in one go, more than 10 functions, keeping the settings of functions that stay', async () => {
    const productId = await newProduct();
    const before = await model(productId);
    const switchLed = before.find((f) => f.identifier === 'switch_led')!;
    await env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId, ids: [switchLed.id] } });
    await env.asDemo('POST', functionPaths.setSceneFunc, { body: { productId, items: [{ id: switchLed.id, sceneCondition: true, sceneAction: true }] } });

    const exported: ThingModel = {
      version: 1,
      productKey: 'elsewhere',
      functions: [
        fn({ dpId: 1, name: 'Switch', identifier: 'switch_led', rwFlag: 'rw', dataType: 'bool' }, FunctionKind.Standard),
        fn({ dpId: 250, name: 'Countdown', identifier: 'test_countdown', rwFlag: 'rw', dataType: 'value', min: 0, max: 60, step: 1 }, FunctionKind.Advanced),
        ...Array.from({ length: 11 }, (_, i) => fn({ ...customFunctions.child, dpId: 101 + i, identifier: `lock${i}`, name: `锁${i}` })),
      ],
    };
    const r = await env.asDemo<ProductFunction[]>('POST', functionPaths.importFunc, { body: { productId, model: exported } });
    expect(r.body.code).toBe(0);
    const after = await model(productId);
    expect(after).toHaveLength(13);
    expect(after.map((f) => f.identifier).slice(0, 3)).toEqual(['switch_led', 'lock0', 'lock1']);
    expect(after[0]).toMatchObject({ kind: FunctionKind.Standard, templateId: 'test-switch', timer: true, sceneCondition: true, sceneAction: true });
    expect(after[0]!.id).not.toBe(switchLed.id);
    expect(after[12]).toMatchObject({ identifier: 'test_countdown', kind: FunctionKind.Advanced, templateId: 'test-countdown', max: 60 });
    expect(after.some((f) => f.identifier === 'bright_value')).toBe(false);
    expect(r.body.data).toEqual(after);
  });

  it('exports what it imports: the functions answer read back as a model imports unchanged', async () => {
    const productId = await newProduct();
    await add(productId, [customFunctions.power, customFunctions.scene, customFunctions.label]);
    const before = await model(productId);
    const functions = before.map(({ id: _id, productId: _p, templateId: _tpl, sceneCondition: _sc, sceneAction: _sa, timer: _ti, createdAt: _c, updatedAt: _u, ...f }) => f);
    const r = await env.asDemo('POST', functionPaths.importFunc, { body: { productId, model: { version: 1, productKey: '', functions } } });
    expect(r.body.code).toBe(0);
    const strip = (fns: ProductFunction[]) => fns.map(({ id: _id, createdAt: _c, updatedAt: _u, ...f }) => f);
    expect(strip(await model(productId))).toEqual(strip(before));
  });
});

describe('access', () => {
  it("answers 404 for another space's product on every call, and changes nothing", async () => {
    const productId = await newProduct();
    const fnId = (await model(productId))[0]!.id;
    const calls: [method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>][] = [
      ['GET', functionPaths.functions, undefined, { productId }],
      ['GET', functionPaths.funcList, undefined, { productId }],
      ['GET', functionPaths.standardFuncList, undefined, { productId }],
      ['GET', functionPaths.resetStandardFunc, undefined, { productId }],
      ['POST', functionPaths.addStandardFunc, { productId, templateIds: ['test-mode'] }],
      ['POST', functionPaths.addFunc, { productId, functions: [customFunctions.child] }],
      ['POST', functionPaths.editFunc, { productId, id: fnId, ...customFunctions.child }],
      ['POST', functionPaths.deleteFunc, { productId, ids: [fnId] }],
      ['POST', functionPaths.setSceneFunc, { productId, items: [{ id: fnId, sceneCondition: true, sceneAction: true }] }],
      ['POST', functionPaths.setTimerFunc, { productId, ids: [fnId] }],
      ['POST', functionPaths.importFunc, { productId, model: { version: 1, functions: [fn(customFunctions.child)] } }],
    ];
    const before = await model(productId);
    for (const [method, path, body, query] of calls) {
      const r = await env.asDev(method, path, { body, query });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([404, ErrorCode.NotFound]);
    }
    expect(await model(productId)).toEqual(before);
    expect(env.dev.tenantId).not.toBe(env.demo.tenantId);
  });

  it('refuses every write to a published product with 409, and changes nothing; reads still work', async () => {
    const productId = await newProduct();
    await add(productId, [customFunctions.child]);
    const fns = await model(productId);
    await publish(env.t.db, productId);
    const fnId = fns[0]!.id;
    const writes: [method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>][] = [
      ['GET', functionPaths.resetStandardFunc, undefined, { productId }],
      ['POST', functionPaths.addStandardFunc, { productId, templateIds: ['test-mode'] }],
      ['POST', functionPaths.addFunc, { productId, functions: [customFunctions.label] }],
      ['POST', functionPaths.editFunc, { ...fns[0]!, productId, id: fnId, name: '改名' }],
      ['POST', functionPaths.deleteFunc, { productId, ids: [fnId] }],
      ['POST', functionPaths.setSceneFunc, { productId, items: [{ id: fnId, sceneCondition: true, sceneAction: true }] }],
      ['POST', functionPaths.setTimerFunc, { productId, ids: [fnId] }],
      ['POST', functionPaths.importFunc, { productId, model: { version: 1, functions: [fn(customFunctions.label)] } }],
    ];
    for (const [method, path, body, query] of writes) {
      const r = await env.asDemo(method, path, { body, query });
      expect([r.status, r.body.code, r.body.msg], `${method} ${path}`).toEqual([
        409,
        ErrorCode.ProductPublished,
        'This product is published and its information is read-only. Return it to development to change it.',
      ]);
    }
    expect(await model(productId)).toEqual(fns);
    expect((await env.asDemo('GET', functionPaths.funcList, { query: { productId } })).status).toBe(200);
    await setProductStatus(env.t.db, productId, 1);
  });

  it('marks the product changed after a write', async () => {
    const productId = await newProduct();
    const [before] = await env.t.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId));
    env.t.clock.advance(60);
    await add(productId, [customFunctions.child]);
    const [after] = await env.t.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId));
    expect(after!.updatedAt.getTime() - before!.updatedAt.getTime()).toBe(60_000);
  });

  it('lets a member whose role grants no product editing read the model but not change it (403)', async () => {
    const productId = await insertProduct(env.t.db, env.partner.tenantId, env.t.clock.now());
    const editing = env.t.db.select({ id: menus.id }).from(menus).where(eq(menus.perms, Perm.productEdit));
    await env.t.db.delete(roleMenus).where(and(eq(roleMenus.roleId, 'member'), inArray(roleMenus.menuId, editing)));
    const switched = await call<TokenPair>(env.t.app, 'POST', spacePaths.switchSpace, { token: env.demo.token, body: { tenantId: env.partner.tenantId } });
    const token = switched.body.data.token;
    const before = await call<ProductFunction[]>(env.t.app, 'GET', functionPaths.functions, { token, query: { productId } });
    expect(before.body.data).toHaveLength(2);
    const writes: [method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>][] = [
      ['GET', functionPaths.resetStandardFunc, undefined, { productId }],
      ['POST', functionPaths.addFunc, { productId, functions: [customFunctions.child] }],
      ['POST', functionPaths.deleteFunc, { productId, ids: [before.body.data[0]!.id] }],
      ['POST', functionPaths.importFunc, { productId, model: { version: 1, functions: [fn(customFunctions.child)] } }],
    ];
    for (const [method, path, body, query] of writes) {
      const r = await call(env.t.app, method, path, { token, body, query });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([403, ErrorCode.Forbidden]);
    }
    expect((await call(env.t.app, 'GET', functionPaths.functions, { token, query: { productId } })).body.data).toEqual(before.body.data);
  });

  it('refuses a call without a login', async () => {
    const productId = await newProduct();
    const r = await call(env.t.app, 'GET', functionPaths.functions, { query: { productId } });
    expect([r.status, r.body.code]).toEqual([401, ErrorCode.TokenExpired]);
  });
});

describe('funcList', () => {
  it('filters by kind and by a keyword in the name or identifier', async () => {
    const productId = await newProduct();
    await add(productId, [customFunctions.power, customFunctions.child, { ...customFunctions.label, name: 'Label1.0' }]);
    const list = async (query: Record<string, string>) => identifiers((await env.asDemo<ProductFunction[]>('GET', functionPaths.funcList, { query: { productId, ...query } })).body.data);
    expect(await list({})).toEqual(['switch_led', 'bright_value', 'power', 'label', 'child_lock']);
    expect(await list({ kind: '1' })).toEqual(['switch_led', 'bright_value']);
    expect(await list({ kind: '2' })).toEqual(['power', 'label', 'child_lock']);
    expect(await list({ keyword: 'LOCK' })).toEqual(['child_lock']);
    expect(await list({ keyword: '亮' })).toEqual(['bright_value']);
    expect(await list({ keyword: '1.0' })).toEqual(['label']);
    expect(await list({ keyword: '_' })).toEqual(['switch_led', 'bright_value', 'child_lock']);
    expect(await list({ kind: '1', keyword: 'lock' })).toEqual([]);
    const bad = await env.asDemo('GET', functionPaths.funcList, { query: { productId, kind: '4' } });
    expect(bad.status).toBe(422);
  });
});

describe('cross-module entry points', () => {
  it('copyFunctions copies every function with its scene and timer flags; the counts count them', async () => {
    const from = await newProduct();
    const [scene] = (await add(from, [customFunctions.scene, customFunctions.power])).body.data;
    await env.asDemo('POST', functionPaths.addStandardFunc, { body: { productId: from, templateIds: ['test-countdown'] } });
    await env.asDemo('POST', functionPaths.setSceneFunc, { body: { productId: from, items: [{ id: scene!.id, sceneCondition: true, sceneAction: true }] } });
    await env.asDemo('POST', functionPaths.setTimerFunc, { body: { productId: from, ids: [scene!.id] } });
    const to = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now(), { classId: 'test-plug' });
    const scope = scopeOf(env.demo.tenantId);
    await env.t.db.delete(productFunctions).where(eq(productFunctions.productId, to));
    await env.t.db.transaction(async (tx) => {
      await copyFunctions(tx, scope, from, to, env.t.clock.now());
    });
    const strip = (fns: ProductFunction[]) => fns.map(({ id: _id, productId: _p, createdAt: _c, updatedAt: _u, ...f }) => f);
    const copied = await model(to);
    expect(strip(copied)).toEqual(strip(await model(from)));
    expect(copied.find((f) => f.identifier === 'scene')).toMatchObject({ sceneCondition: true, sceneAction: true, timer: true });

    expect(await functionCounts(env.t.db, scope, to)).toEqual({ 1: 2, 2: 2, 3: 1, scene: 1, timer: 1 });
    const empty = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now(), { classId: 'test-plug' });
    await env.t.db.delete(productFunctions).where(eq(productFunctions.productId, empty));
    const many = await env.t.db
      .select({ id: products.id, n: functionCountColumn(products.id) })
      .from(products)
      .where(inArray(products.id, [from, to, empty]));
    expect(Object.fromEntries(many.map((r) => [r.id, r.n]))).toEqual({ [from]: 5, [to]: 5, [empty]: 0 });
  });
});
