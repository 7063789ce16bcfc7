import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FunctionKind, functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { type ProductRule, productRulePaths } from '@iotc/shared/productRules';
import { jsonOf, productFixture, typeText } from '@/features/networkGuide/testData';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { byTestId, click, render, settle, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { RuleConfigTab } from './RuleConfigTab';

const { server, toastsWithKind: toasts } = await fakeServerSuite();
let view: Rendered;
const product = productFixture();

const base = { productId: 'p1', kind: FunctionKind.Standard, templateId: null, required: false, description: '', sceneCondition: true, sceneAction: true, timer: false, createdAt: 1, updatedAt: 1 };
const functions = [
  { ...base, id: 'f1', dpId: 1, name: 'Switch', identifier: 'switch_led', rwFlag: 'rw', dataType: 'bool', defaultValue: null },
  { ...base, id: 'f2', dpId: 2, name: 'Temperature', identifier: 'temp_current', rwFlag: 'ro', dataType: 'value', min: -20, max: 60, step: 1, multiple: 0, unit: '°C', defaultValue: null },
  {
    ...base,
    id: 'f3',
    dpId: 3,
    name: 'Mode',
    identifier: 'work_mode',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'white', name: 'White', description: 'White light' },
      { value: 'colour', name: 'Colour', description: 'Coloured light' },
    ],
    defaultValue: null,
  },
  { ...base, id: 'f4', dpId: 4, name: 'Fault', identifier: 'fault', rwFlag: 'ro', dataType: 'fault', faultBits: [{ name: 'Overheat', description: '' }] },
] as ProductFunction[];

const hotRule: ProductRule = {
  id: 'r1',
  productId: 'p1',
  name: 'Too hot',
  conditionType: 'all',
  conditions: [{ identifier: 'temp_current', operator: '>', value: 30 }],
  actions: [{ identifier: 'switch_led', value: true }],
  enabled: true,
  createdAt: 1,
  updatedAt: 1,
};
/** A rule as no server would keep it, to show every rule of 001 §5 in the editor. */
const brokenRule: ProductRule = {
  ...hotRule,
  id: 'r2',
  name: 'Broken',
  conditions: [
    { identifier: 'temp_current', operator: '>', value: 30 },
    { identifier: 'temp_current', operator: '>', value: 30 },
    { identifier: 'work_mode', operator: '==', value: 'white' },
  ],
  actions: [
    { identifier: 'switch_led', value: true },
    { identifier: 'switch_led', value: false },
    { identifier: 'work_mode', value: 'colour' },
  ],
};
let rules: ProductRule[] = [];

const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const callsTo = (path: string) => server.calls.filter((c) => c.path === `/api${path}`);

async function pick(testId: string, label: string) {
  const select = byTestId(document.body, testId).closest('.ant-select')!;
  await act(async () => {
    select.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await settle();
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
    (o) => o.textContent === label,
  );
  if (!option) throw new Error(`no option "${label}"`);
  await click(option);
}

beforeEach(() => {
  rules = [hotRule];
  server.on('GET', `/api${functionPaths.functions}`, () => ({ body: envelope(0, 'ok', functions) }));
  server.on('GET', `/api${productRulePaths.ruleList}`, () => ({ body: envelope(0, 'ok', rules) }));
  server.on('POST', `/api${productRulePaths.ruleSave}`, (call) => ({ body: envelope(0, 'Saved', { ...(jsonOf(call) as object), id: 'r9' }) }));
  server.on('POST', `/api${productRulePaths.ruleEdit}`, (call) => ({ body: envelope(0, 'Saved', jsonOf(call)) }));
  server.on('POST', `/api${productRulePaths.ruleDelete}`, () => ({ body: envelope(0, 'Deleted') }));
});
afterEach(() => view.unmount());

async function show(readOnly = false) {
  view = await render(<RuleConfigTab product={product} readOnly={readOnly} />);
  await waitFor(() => expect(q(`rule-conditions-${rules[0]!.id}`)?.textContent).toContain('Temperature'));
}

describe('RuleConfigTab', { timeout: 20_000 }, () => {
  it('lists each rule with its conditions and actions as text', async () => {
    await show();
    expect(q('rule-conditions-r1')!.textContent).toBe('Temperature > 30 °C');
    expect(q('rule-actions-r1')!.textContent).toBe(`Switch = ${t('productRules.bool.true')}`);
    expect(q('rule-enabled-r1')!.getAttribute('aria-checked')).toBe('true');
  });

  it('creates a rule from the product functions, with an operator and a value that suit each', async () => {
    rules = [hotRule];
    await show();
    await click(byTestId(document.body, 'rule-add'));
    await waitFor(() => expect(q('rule-name')).not.toBeNull());
    await typeText(byTestId(document.body, 'rule-name') as HTMLInputElement, 'Cool down');
    await pick('rule-condition-fn-1', 'Temperature (temp_current)');
    await pick('rule-condition-op-1', '>=');
    await typeText(byTestId(document.body, 'rule-condition-value-1') as HTMLInputElement, '35');
    // Report-only functions cannot be set, and faults take no part.
    await act(async () => {
      byTestId(document.body, 'rule-action-fn-1').closest('.ant-select')!.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const offered = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(['Switch (switch_led)', 'Mode (work_mode)']);
    await click([...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === 'Mode (work_mode)')!);
    await click(byTestId(document.body, 'rule-form-submit'));
    await waitFor(() => expect(callsTo(productRulePaths.ruleSave)).toHaveLength(1));
    expect(jsonOf(callsTo(productRulePaths.ruleSave)[0]!)).toEqual({
      productId: 'p1',
      name: 'Cool down',
      conditionType: 'all',
      conditions: [{ identifier: 'temp_current', operator: '>=', value: 35 }],
      actions: [{ identifier: 'work_mode', value: 'white' }],
      enabled: true,
    });
  });

  it('offers only == and != for a non-numeric condition', async () => {
    await show();
    await click(byTestId(document.body, 'rule-add'));
    await waitFor(() => expect(q('rule-condition-fn-1')).not.toBeNull());
    await pick('rule-condition-fn-1', 'Mode (work_mode)');
    await act(async () => {
      byTestId(document.body, 'rule-condition-op-1').closest('.ant-select')!.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const ops = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent);
    expect(ops).toEqual(['==', '!=']);
  });

  it('says what is missing at its row before sending anything', async () => {
    await show();
    await click(byTestId(document.body, 'rule-add'));
    await waitFor(() => expect(q('rule-form-submit')).not.toBeNull());
    await click(byTestId(document.body, 'rule-form-submit'));
    await waitFor(() => expect(q('rule-condition-error-1')?.textContent).toBe(t('productRules.functionRequired')));
    expect(q('rule-action-error-1')!.textContent).toBe(t('productRules.functionRequired'));
    await pick('rule-condition-fn-1', 'Temperature (temp_current)');
    await typeText(byTestId(document.body, 'rule-condition-value-1') as HTMLInputElement, '');
    await waitFor(() => expect(q('rule-condition-error-1')?.textContent).toBe(t('validation.required')));
    expect(callsTo(productRulePaths.ruleSave)).toEqual([]);
  });

  it('shows each rule of 001 §5 at the offending row and sends nothing', async () => {
    rules = [hotRule, brokenRule];
    await show();
    await click(byTestId(document.body, 'rule-edit-r2'));
    await waitFor(() => expect(q('rule-condition-3')).not.toBeNull());
    await click(byTestId(document.body, 'rule-form-submit'));
    await waitFor(() => expect(q('rule-condition-error-2')?.textContent).toBe(t('validation.ruleConditionRepeated')));
    expect(q('rule-condition-error-1')).toBeNull();
    expect(q('rule-action-error-1')).toBeNull();
    expect(q('rule-action-error-2')!.textContent).toBe(t('validation.ruleActionRepeated'));
    expect(q('rule-action-error-3')!.textContent).toBe(t('validation.ruleActionIsCondition'));
    expect(callsTo(productRulePaths.ruleEdit)).toEqual([]);

    // Fixing the rows clears their messages.
    await click(byTestId(document.body, 'rule-condition-remove-2'));
    await click(byTestId(document.body, 'rule-action-remove-3'));
    await click(byTestId(document.body, 'rule-action-remove-2'));
    await waitFor(() => expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0));
    await click(byTestId(document.body, 'rule-form-submit'));
    await waitFor(() => expect(callsTo(productRulePaths.ruleEdit)).toHaveLength(1));
    expect(jsonOf(callsTo(productRulePaths.ruleEdit)[0]!)).toMatchObject({ id: 'r2', conditions: brokenRule.conditions.filter((_, i) => i !== 1), actions: [brokenRule.actions[0]] });
  });

  it("shows the server's refusal in the editor", async () => {
    server.on('POST', `/api${productRulePaths.ruleEdit}`, () => ({ status: 409, body: envelope(32001, 'This product is published') }));
    await show();
    await click(byTestId(document.body, 'rule-edit-r1'));
    await waitFor(() => expect(q('rule-form-submit')).not.toBeNull());
    await click(byTestId(document.body, 'rule-form-submit'));
    await waitFor(() => expect(q('rule-save-error')?.textContent).toContain('This product is published'));
    expect(toasts.filter((x) => x.kind === 'error')).toEqual([]);
  });

  it('turns a rule off and on with its switch', async () => {
    await show();
    await click(byTestId(document.body, 'rule-enabled-r1'));
    await waitFor(() => expect(callsTo(productRulePaths.ruleEdit)).toHaveLength(1));
    expect(jsonOf(callsTo(productRulePaths.ruleEdit)[0]!)).toEqual({
      productId: 'p1',
      id: 'r1',
      name: 'Too hot',
      conditionType: 'all',
      conditions: hotRule.conditions,
      actions: hotRule.actions,
      enabled: false,
    });
  });

  it('asks before deleting a rule', async () => {
    await show();
    await click(byTestId(document.body, 'rule-delete-r1'));
    expect(callsTo(productRulePaths.ruleDelete)).toEqual([]);
    await waitFor(() => expect(q('rule-delete-confirm')).not.toBeNull());
    await click(byTestId(document.body, 'rule-delete-confirm'));
    await waitFor(() => expect(callsTo(productRulePaths.ruleDelete)).toHaveLength(1));
    expect(jsonOf(callsTo(productRulePaths.ruleDelete)[0]!)).toEqual({ productId: 'p1', id: 'r1' });
  });

  it('shows the rules of a published product without editing', async () => {
    await show(true);
    expect(q('rule-add')).toBeNull();
    expect(q('rule-edit-r1')).toBeNull();
    expect(q('rule-delete-r1')).toBeNull();
    expect((byTestId(document.body, 'rule-enabled-r1') as HTMLButtonElement).disabled).toBe(true);
  });
});
