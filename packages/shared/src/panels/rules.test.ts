import { describe, expect, it } from 'vitest';
import { defaultPanel } from './defaultPanel.ts';
import type { PanelDocument, PanelRule } from './document.ts';
import { evaluatePanelRules } from './rules.ts';
import { lampFunctions } from './testFunctions.ts';

const functions = lampFunctions();

function withRules(rules: PanelRule[]): PanelDocument {
  return { ...defaultPanel(functions), rules };
}

function rule(id: string, over: Partial<PanelRule>): PanelRule {
  return { id, name: id, conditionType: 'all', conditions: [], actions: [], enabled: true, ...over };
}

const on = { identifier: 'switch_led', operator: '==', value: true } as const;
const bright = { identifier: 'bright_value', operator: '>', value: 500 } as const;

describe('evaluatePanelRules', () => {
  it('keeps a shown component hidden until one of its show rules holds', () => {
    const doc = withRules([rule('r1', { conditions: [on], actions: [{ kind: 'show', component: 'bright_value' }] })]);
    expect([...evaluatePanelRules(doc, functions, { 1: false }).hidden]).toEqual(['bright_value']);
    expect([...evaluatePanelRules(doc, functions, {}).hidden]).toEqual(['bright_value']);
    expect([...evaluatePanelRules(doc, functions, { 1: true }).hidden]).toEqual([]);
  });

  it('hides while a hide rule holds, over a show, and disables while a disable rule holds', () => {
    const doc = withRules([
      rule('show', { conditions: [on], actions: [{ kind: 'show', component: 'work_mode' }] }),
      rule('hide', { conditions: [bright], actions: [{ kind: 'hide', component: 'work_mode' }, { kind: 'disable', component: 'night_light' }] }),
    ]);
    const state = evaluatePanelRules(doc, functions, { 1: true, 2: 600 });
    expect([...state.hidden]).toEqual(['work_mode']);
    expect([...state.disabled]).toEqual(['night_light']);
    expect([...state.active]).toEqual(['show', 'hide']);
    expect([...evaluatePanelRules(doc, functions, { 1: true, 2: 500 }).disabled]).toEqual([]);
  });

  it('needs all conditions or any one of them, by the rule condition type', () => {
    const actions: PanelRule['actions'] = [{ kind: 'set', identifier: 'night_light', value: true }];
    const doc = withRules([rule('all', { conditions: [on, bright], actions }), rule('any', { conditionType: 'any', conditions: [on, bright], actions })]);
    const state = evaluatePanelRules(doc, functions, { 1: true, 2: 100 });
    expect([...state.active]).toEqual(['any']);
    expect(state.sets).toEqual([{ ruleId: 'any', identifier: 'night_light', value: true }]);
  });

  it('reads a fault condition as one bit of the reported value', () => {
    const doc = withRules([rule('hot', { conditions: [{ identifier: 'fault', operator: '==', value: 1 }], actions: [{ kind: 'disable', component: 'switch_led' }] })]);
    expect(evaluatePanelRules(doc, functions, { 7: 0b10 }).active.has('hot')).toBe(true);
    expect(evaluatePanelRules(doc, functions, { 7: 0b01 }).active.has('hot')).toBe(false);
  });

  it('ignores disabled rules and conditions on functions the product no longer has', () => {
    const doc = withRules([
      rule('off', { enabled: false, conditions: [on], actions: [{ kind: 'hide', component: 'switch_led' }] }),
      rule('gone', { conditions: [{ identifier: 'removed', operator: '==', value: true }], actions: [{ kind: 'hide', component: 'switch_led' }] }),
    ]);
    const state = evaluatePanelRules(doc, functions, { 1: true });
    expect(state.active.size + state.hidden.size).toBe(0);
  });
});
