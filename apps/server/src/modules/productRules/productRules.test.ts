import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { functionPaths } from '@iotc/shared/functions';
import { productRulePaths } from '@iotc/shared/productRules';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductRule, RuleSaveBody } from '@iotc/shared/productRules';
import { scopeOf } from '../../core/tenancy.ts';
import { customFunctions, insertProduct, publish, seedTestClasses } from '../functions/testFixtures.ts';
import { createDemoApp, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { copyRules, ruleCount } from './service.ts';

let t: TestApp;
let demo: TokenPair;
let asDemo: CallerAs;
let asDev: CallerAs;

beforeAll(async () => {
  ({ t, demo, asDemo, asDev } = await createDemoApp('demo', 'dev'));
  await seedTestClasses(t.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

/**
 * A product with the test class's switch_led (bool rw) and bright_value (value 10-1000), and the
 * custom power (value ro 0-5000), scene (enum read / night), label (string wo 32) and child_lock (bool).
 */
async function newProduct(): Promise<string> {
  const productId = await insertProduct(t.db, demo.tenantId, t.clock.now());
  const { power, scene, label, child } = customFunctions;
  const added = await asDemo('POST', functionPaths.addFunc, { body: { productId, functions: [power, scene, label, child] } });
  expect(added.body.code).toBe(0);
  return productId;
}

const rule = (over: Partial<RuleSaveBody> = {}): Omit<RuleSaveBody, 'productId'> => ({
  name: '夜间关灯',
  conditionType: 'all',
  conditions: [
    { identifier: 'power', operator: '>', value: 3000 },
    { identifier: 'scene', operator: '==', value: 'night' },
  ],
  actions: [
    { identifier: 'switch_led', value: false },
    { identifier: 'bright_value', value: 100 },
  ],
  ...over,
});

const list = async (productId: string) => {
  const r = await asDemo<ProductRule[]>('GET', productRulePaths.ruleList, { query: { productId } });
  expect(r.body.code).toBe(0);
  return r.body.data;
};

/** A refused call: its status, code and msg, and the rules unchanged. */
async function expectRefused(productId: string, send: () => Promise<{ status: number; body: { code: number; msg: string } }>, status: number, code: number, msg?: string) {
  const before = await list(productId);
  const r = await send();
  expect([r.status, r.body.code], r.body.msg).toEqual([status, code]);
  if (msg !== undefined) expect(r.body.msg).toBe(msg);
  expect(await list(productId)).toEqual(before);
  return r;
}

const save = (productId: string, over: Partial<RuleSaveBody> = {}) => asDemo<ProductRule>('POST', productRulePaths.ruleSave, { body: { productId, ...rule(over) } });

describe('rule config', () => {
  it('adds, lists, edits and deletes rules over the product functions', async () => {
    const productId = await newProduct();
    const saved = await save(productId);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({ productId, name: '夜间关灯', conditionType: 'all', enabled: true, conditions: rule().conditions, actions: rule().actions });
    expect(typeof saved.body.data.createdAt).toBe('number');
    t.clock.advance(1);
    const second = await save(productId, { name: '开灯', conditions: [{ identifier: 'child_lock', operator: '!=', value: true }], actions: [{ identifier: 'switch_led', value: true }] });
    expect((await list(productId)).map((r) => r.name)).toEqual(['夜间关灯', '开灯']);

    const edited = await asDemo<ProductRule>('POST', productRulePaths.ruleEdit, {
      body: { productId, id: saved.body.data.id, ...rule({ name: '改名', conditionType: 'any', enabled: false }) },
    });
    expect(edited.body.data).toMatchObject({ id: saved.body.data.id, name: '改名', conditionType: 'any', enabled: false });

    expect((await asDemo('POST', productRulePaths.ruleDelete, { body: { productId, id: second.body.data.id } })).body.code).toBe(0);
    expect((await list(productId)).map((r) => r.name)).toEqual(['改名']);
    expect(await ruleCount(t.db, scopeOf(demo.tenantId), productId)).toBe(1);
  });

  it('spells identifiers as the functions do', async () => {
    const productId = await newProduct();
    const saved = await save(productId, { conditions: [{ identifier: 'POWER', operator: '>=', value: 10 }], actions: [{ identifier: 'Switch_Led', value: true }] });
    expect(saved.body.data.conditions[0]!.identifier).toBe('power');
    expect(saved.body.data.actions[0]!.identifier).toBe('switch_led');
  });
});

describe('the rule-condition rules of 001 §5', () => {
  it('refuses a repeated condition, a repeated action function and an action on a condition function, and changes nothing', async () => {
    const productId = await newProduct();
    await save(productId);
    const cond = { identifier: 'power', operator: '>' as const, value: 3000 };
    await expectRefused(productId, () => save(productId, { conditions: [cond, { ...cond }] }), 422, ErrorCode.Validation, 'Conditions: This condition is repeated');
    await expectRefused(
      productId,
      () => save(productId, { actions: [{ identifier: 'switch_led', value: true }, { identifier: 'switch_led', value: false }] }),
      422,
      ErrorCode.Validation,
      'Identifier: This function is already set by another action',
    );
    await expectRefused(
      productId,
      () => save(productId, { actions: [{ identifier: 'scene', value: 'read' }] }),
      422,
      ErrorCode.Validation,
      'Identifier: An action cannot set a function used in the conditions',
    );
    const zh = await asDemo('POST', productRulePaths.ruleSave, { body: { productId, ...rule({ conditions: [cond, cond] }) }, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('条件：条件重复');
  });
});

describe('conditions and actions against the functions', () => {
  it('refuses a function the product does not have, naming its identifier, and changes nothing', async () => {
    const productId = await newProduct();
    await expectRefused(
      productId,
      () => save(productId, { conditions: [{ identifier: 'humidity', operator: '>', value: 1 }] }),
      422,
      ErrorCode.Validation,
      'Identifier: The product has no function "humidity"',
    );
    await expectRefused(productId, () => save(productId, { actions: [{ identifier: 'nothing', value: 1 }] }), 422, ErrorCode.Validation, 'Identifier: The product has no function "nothing"');
  });

  it('refuses condition values that do not suit their function, and changes nothing', async () => {
    const productId = await newProduct();
    const cases: [RuleSaveBody['conditions'][number], string][] = [
      [{ identifier: 'child_lock', operator: '==', value: 1 }, 'Value: The value of "child_lock" must be true or false'],
      [{ identifier: 'power', operator: '>', value: 6000 }, 'Value: The value of "power" must be a number from 0 to 5000 in steps of 1'],
      [{ identifier: 'power', operator: '>', value: 1.5 }, 'Value: The value of "power" must be a number from 0 to 5000 in steps of 1'],
      [{ identifier: 'power', operator: '>', value: '10' }, 'Value: The value of "power" must be a number from 0 to 5000 in steps of 1'],
      [{ identifier: 'scene', operator: '==', value: 'party' }, 'Value: The value of "scene" must be one of: read, night'],
      [{ identifier: 'label', operator: '==', value: 'x'.repeat(33) }, 'Value: The value of "label" must be a text of at most 32 bytes'],
      [{ identifier: 'child_lock', operator: '>', value: true }, 'Operator: Only value functions can be compared with >, >=, < or <='],
      [{ identifier: 'scene', operator: '<', value: 'read' }, 'Operator: Only value functions can be compared with >, >=, < or <='],
    ];
    for (const [condition, msg] of cases) {
      await expectRefused(productId, () => save(productId, { conditions: [condition], actions: [{ identifier: 'switch_led', value: true }] }), 422, ErrorCode.Validation, msg);
    }
  });

  it('refuses an action on a report-only function or with a value that does not suit it, and changes nothing', async () => {
    const productId = await newProduct();
    const conditions: RuleSaveBody['conditions'] = [{ identifier: 'child_lock', operator: '==', value: true }];
    await expectRefused(
      productId,
      () => save(productId, { conditions, actions: [{ identifier: 'power', value: 10 }] }),
      422,
      ErrorCode.Validation,
      'Identifier: "power" is report-only and cannot be set by an action',
    );
    await expectRefused(
      productId,
      () => save(productId, { conditions, actions: [{ identifier: 'bright_value', value: 5 }] }),
      422,
      ErrorCode.Validation,
      'Value: The value of "bright_value" must be a number from 10 to 1000 in steps of 1',
    );
    const r = await expectRefused(
      productId,
      () => save(productId, { conditions, actions: [{ identifier: 'switch_led', value: 'on' }, { identifier: 'scene', value: 'party' }] }),
      422,
      ErrorCode.Validation,
    );
    expect((r.body as unknown as { data: { errors: { field: string }[] } }).data.errors.map((e) => e.field)).toEqual(['actions.0.value', 'actions.1.value']);
    // A send-only string function takes a text.
    expect((await save(productId, { conditions, actions: [{ identifier: 'label', value: '晚安' }] })).body.code).toBe(0);
  });

  it('checks an edit like an add', async () => {
    const productId = await newProduct();
    const saved = (await save(productId)).body.data;
    await expectRefused(
      productId,
      () => asDemo('POST', productRulePaths.ruleEdit, { body: { productId, id: saved.id, ...rule({ actions: [{ identifier: 'power', value: 1 }] }) } }),
      422,
      ErrorCode.Validation,
    );
    await expectRefused(productId, () => asDemo('POST', productRulePaths.ruleEdit, { body: { productId, id: 'no-such-rule', ...rule() } }), 404, ErrorCode.NotFound);
  });

  it('keeps rules valid when their functions change: a range shrinking below a rule value is refused', async () => {
    const productId = await newProduct();
    await save(productId);
    const power = (await asDemo<ProductFunction[]>('GET', functionPaths.functions, { query: { productId } })).body.data.find((f) => f.identifier === 'power')!;
    const r = await asDemo('POST', functionPaths.editFunc, { body: { productId, id: power.id, ...customFunctions.power, max: 2000 } });
    expect([r.status, r.body.msg]).toEqual([409, 'Function "power" is used by the rule "夜间关灯"; change or delete the rule first']);
  });
});

describe('access', () => {
  it("answers 404 for another space's product, and changes nothing", async () => {
    const productId = await newProduct();
    const saved = (await save(productId)).body.data;
    const before = await list(productId);
    expect((await asDev('GET', productRulePaths.ruleList, { query: { productId } })).status).toBe(404);
    expect((await asDev('POST', productRulePaths.ruleSave, { body: { productId, ...rule() } })).status).toBe(404);
    expect((await asDev('POST', productRulePaths.ruleEdit, { body: { productId, id: saved.id, ...rule({ name: 'x' }) } })).status).toBe(404);
    expect((await asDev('POST', productRulePaths.ruleDelete, { body: { productId, id: saved.id } })).status).toBe(404);
    expect(await list(productId)).toEqual(before);
  });

  it('refuses every write to a published product with 409, and changes nothing', async () => {
    const productId = await newProduct();
    const saved = (await save(productId)).body.data;
    await publish(t.db, productId);
    const published = 'This product is published and its information is read-only. Return it to development to change it.';
    await expectRefused(productId, () => save(productId, { name: '另一条' }), 409, ErrorCode.ProductPublished, published);
    await expectRefused(productId, () => asDemo('POST', productRulePaths.ruleEdit, { body: { productId, id: saved.id, ...rule({ name: 'x' }) } }), 409, ErrorCode.ProductPublished, published);
    await expectRefused(productId, () => asDemo('POST', productRulePaths.ruleDelete, { body: { productId, id: saved.id } }), 409, ErrorCode.ProductPublished, published);
  });
});

describe('copyRules', () => {
  it('copies every rule, in order, to another product', async () => {
    const from = await newProduct();
    await save(from, { name: 'A' });
    t.clock.advance(1);
    await save(from, { name: 'B', enabled: false });
    const to = await newProduct();
    await t.db.transaction(async (tx) => copyRules(tx, scopeOf(demo.tenantId), from, to, t.clock.now()));
    const strip = (rules: ProductRule[]) => rules.map(({ id: _id, productId: _p, createdAt: _c, updatedAt: _u, ...r }) => r);
    expect(strip(await list(to))).toEqual(strip(await list(from)));
    expect((await list(to)).map((r) => r.name)).toEqual(['A', 'B']);
    expect(await ruleCount(t.db, scopeOf(demo.tenantId), to)).toBe(2);
  });
});
