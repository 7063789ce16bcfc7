import { describe, expect, it } from 'vitest';
import { APP_HOST_URL, PANEL_COMPONENTS_MAX, PANEL_GROUP_DEPTH_MAX } from '../constants.ts';
import { checkPanelDocument, panelProblems } from './checks.ts';
import type { PanelComponent, PanelDocument, PanelRule } from './document.ts';
import { lampFunctions } from './testFunctions.ts';

const functions = lampFunctions();

function component(over: Partial<PanelComponent> & Pick<PanelComponent, 'name' | 'type'>): PanelComponent {
  return { id: over.name, layout: { w: 4, h: 1 }, style: {}, props: {}, binding: null, ...over };
}

function doc(components: PanelComponent[], over: Partial<PanelDocument> = {}): PanelDocument {
  return { version: 1, theme: { primaryColor: '#1677ff', background: '#f5f6f8', fontFamily: null }, pages: [{ id: 'p1', name: 'Home', components }], rules: [], fonts: [], ...over };
}

const power = component({ name: 'power', type: 'switch', binding: { identifier: 'switch_led' } });
const keys = (d: PanelDocument) => panelProblems(d, functions).map((p) => [p.path.join('.'), p.key, p.params]);

function rule(over: Partial<PanelRule>): PanelRule {
  return { id: 'r1', name: 'Rule', conditionType: 'all', conditions: [{ identifier: 'switch_led', operator: '==', value: true }], actions: [{ kind: 'hide', component: 'power' }], enabled: true, ...over };
}

describe('panelProblems', () => {
  it('accepts a well-formed panel', () => {
    const group = component({ name: 'box', type: 'group', children: [component({ name: 'watts', type: 'valueDisplay', binding: { identifier: 'CUR_POWER' } })] });
    const link = component({ name: 'help', type: 'link', props: { href: `${APP_HOST_URL}help` } });
    expect(keys(doc([power, group, link, component({ name: 'title', type: 'text' })], { rules: [rule({})] }))).toEqual([]);
  });

  it('names a repeated variable name at its second and later uses, inside groups too', () => {
    const group = component({ name: 'box', type: 'group', children: [component({ name: 'power', type: 'text' })] });
    expect(keys(doc([power, group, component({ name: 'power', type: 'text' })]))).toEqual([
      ['pages.0.components.1.children.0.name', 'validation.panelVariableNameDuplicate', { name: 'power' }],
      ['pages.0.components.2.name', 'validation.panelVariableNameDuplicate', { name: 'power' }],
    ]);
  });

  it('lets only groups hold children, nested at most the allowed depth', () => {
    let inner = component({ name: 'g0', type: 'group', children: [] });
    for (let i = 1; i <= PANEL_GROUP_DEPTH_MAX; i += 1) inner = component({ name: `g${i}`, type: 'group', children: [inner] });
    const notGroup = component({ name: 'label', type: 'text', children: [] });
    const found = keys(doc([inner, notGroup]));
    expect(found).toEqual([
      ['pages.0.components.0.children.0.children.0.children.0', 'validation.panelGroupDepth', { max: PANEL_GROUP_DEPTH_MAX }],
      ['pages.0.components.1.children', 'validation.panelChildrenGroupOnly', {}],
    ]);
  });

  it('caps the number of components over all pages', () => {
    const many = Array.from({ length: PANEL_COMPONENTS_MAX + 1 }, (_, i) => component({ name: `t${i}`, type: 'text' }));
    expect(keys(doc(many))).toEqual([['pages', 'validation.panelComponentsMax', { max: PANEL_COMPONENTS_MAX }]]);
  });

  it('needs a binding on controls and displays to a function that suits them', () => {
    const found = keys(
      doc([
        component({ name: 'a', type: 'slider' }),
        component({ name: 'b', type: 'slider', binding: { identifier: 'nothing' } }),
        component({ name: 'c', type: 'slider', binding: { identifier: 'cur_power' } }),
        component({ name: 'd', type: 'valueDisplay', binding: { identifier: 'reboot' } }),
        component({ name: 'e', type: 'switch', binding: { identifier: 'bright_value' } }),
        component({ name: 'f', type: 'faultDisplay', binding: { identifier: 'fault' } }),
        component({ name: 'g', type: 'text', binding: { identifier: 'nothing' } }),
      ]),
    );
    expect(found).toEqual([
      ['pages.0.components.0.binding', 'validation.panelBindingRequired', {}],
      ['pages.0.components.1.binding', 'validation.panelBindingMissing', { identifier: 'nothing' }],
      ['pages.0.components.2.binding', 'validation.panelBindingReadOnly', { identifier: 'cur_power' }],
      ['pages.0.components.3.binding', 'validation.panelBindingWriteOnly', { identifier: 'reboot' }],
      ['pages.0.components.4.binding', 'validation.panelBindingType', { identifier: 'bright_value', dataType: 'value' }],
    ]);
  });

  it('checks the value a value button sends against its function', () => {
    const button = (name: string, value: PanelComponent['props']['value']) => component({ name, type: 'valueButton', binding: { identifier: 'bright_value' }, props: { value } });
    expect(keys(doc([button('ok', 500), button('offStep', 505), button('none', undefined)]))).toEqual([
      ['pages.0.components.1.props.value', 'validation.ruleValueRange', { identifier: 'bright_value', min: 10, max: 1000, step: 10 }],
      ['pages.0.components.2.props.value', 'validation.required', {}],
    ]);
  });

  it('takes links starting with http:// or the platform host only', () => {
    const link = (name: string, href?: string) => component({ name, type: 'link', props: href === undefined ? {} : { href } });
    expect(keys(doc([link('a', 'http://example.com'), link('b', 'ftp://example.com'), link('c')]))).toEqual([
      ['pages.0.components.1.props.href', 'validation.panelLink', { host: APP_HOST_URL }],
      ['pages.0.components.2.props.href', 'validation.panelLink', { host: APP_HOST_URL }],
    ]);
  });

  it('takes images from the web or the uploaded assets only', () => {
    const image = (name: string, src: string) => component({ name, type: 'image', props: { src } });
    expect(keys(doc([image('a', 'https://example.com/a.png'), image('b', 'asset:ic-1'), image('c', 'javascript:alert(1)')]))).toEqual([
      ['pages.0.components.2.props.src', 'validation.panelLink', { host: APP_HOST_URL }],
    ]);
  });

  it('names each font once', () => {
    const fonts = [{ name: 'Brand', assetId: 'a1' }, { name: 'Brand', assetId: 'a2' }];
    expect(keys(doc([power], { fonts }))).toEqual([['fonts.1.name', 'panel.fontNameTaken', { name: 'Brand' }]]);
  });

  it('does not let one rule both show and hide a component', () => {
    const both = rule({ actions: [{ kind: 'show', component: 'power' }, { kind: 'hide', component: 'power' }] });
    expect(keys(doc([power], { rules: [both] }))).toEqual([['rules.0.actions.1', 'validation.panelRuleActionRepeated', {}]]);
  });

  it('needs every font named by the theme or a style among the fonts', () => {
    const styled = component({ name: 'title', type: 'text', style: { fontFamily: 'Missing' } });
    const fonts = [{ name: 'Brand', assetId: 'a1' }];
    expect(keys(doc([styled, component({ name: 't2', type: 'text', style: { fontFamily: 'Brand' } })], { fonts, theme: { primaryColor: '#1677ff', background: '#f5f6f8', fontFamily: 'Other' } }))).toEqual([
      ['theme.fontFamily', 'validation.panelFontMissing', { name: 'Other' }],
      ['pages.0.components.0.style.fontFamily', 'validation.panelFontMissing', { name: 'Missing' }],
    ]);
  });

  it('checks the conditions of panel rules against the thing model', () => {
    const conditions: PanelRule['conditions'] = [
      { identifier: 'nothing', operator: '==', value: true },
      { identifier: 'work_mode', operator: '>', value: 'white' },
      { identifier: 'bright_value', operator: '>=', value: 5000 },
      { identifier: 'bright_value', operator: '>=', value: 5000 },
    ];
    expect(keys(doc([power], { rules: [rule({ conditions })] }))).toEqual([
      ['rules.0.conditions.0.identifier', 'validation.functionUnknown', { identifier: 'nothing' }],
      ['rules.0.conditions.1.operator', 'validation.ruleOperatorValueOnly', {}],
      ['rules.0.conditions.2.value', 'validation.ruleValueRange', { identifier: 'bright_value', min: 10, max: 1000, step: 10 }],
      ['rules.0.conditions.3', 'validation.ruleConditionRepeated', {}],
      ['rules.0.conditions.3.value', 'validation.ruleValueRange', { identifier: 'bright_value', min: 10, max: 1000, step: 10 }],
    ]);
  });

  it('refuses repeated, self-triggering and impossible actions', () => {
    const actions: PanelRule['actions'] = [
      { kind: 'hide', component: 'power' },
      { kind: 'hide', component: 'power' },
      { kind: 'disable', component: 'ghost' },
      { kind: 'set', identifier: 'SWITCH_LED', value: false },
      { kind: 'set', identifier: 'night_light', value: true },
      { kind: 'set', identifier: 'night_light', value: false },
      { kind: 'set', identifier: 'cur_power', value: 10 },
      { kind: 'set', identifier: 'work_mode', value: 'disco' },
    ];
    expect(keys(doc([power], { rules: [rule({ actions })] }))).toEqual([
      ['rules.0.actions.1', 'validation.panelRuleActionRepeated', {}],
      ['rules.0.actions.2.component', 'validation.panelRuleComponentMissing', { name: 'ghost' }],
      ['rules.0.actions.3.identifier', 'validation.ruleActionIsCondition', {}],
      ['rules.0.actions.5.identifier', 'validation.ruleActionRepeated', {}],
      ['rules.0.actions.6.identifier', 'validation.ruleActionReportOnly', { identifier: 'cur_power' }],
      ['rules.0.actions.7.value', 'validation.ruleValueEnum', { identifier: 'work_mode', values: 'white, colour' }],
    ]);
  });
});

describe('checkPanelDocument', () => {
  it('refuses a document nested past any real panel without parsing it (no stack to exhaust)', () => {
    let deep: PanelComponent = component({ name: 'g0', type: 'group' });
    for (let i = 1; i < 5000; i += 1) deep = component({ name: `g${i}`, type: 'group', children: [deep] });
    const result = checkPanelDocument(doc([deep]), functions);
    expect(result).toEqual({ document: null, problems: [{ path: [], key: 'validation.panelGroupDepth', params: { max: PANEL_GROUP_DEPTH_MAX } }] });
  });

  it('lists shape problems without throwing, naming the version it reads', () => {
    const result = checkPanelDocument({ version: 2, pages: [] }, functions);
    expect(result.document).toBeNull();
    expect(result.problems.map((p) => [p.path.join('.'), p.key])).toEqual([
      ['version', 'validation.panelDocumentShape'],
      ['pages', 'validation.minItems'],
    ]);
    expect(result.problems[0]!.params.version).toBe(1);
  });

  it('lists the document rules once the shape is fine, and gives the document back when nothing is wrong', () => {
    const broken = checkPanelDocument({ version: 1, pages: [{ id: 'p', name: 'Home', components: [{ id: 'a', type: 'slider', name: 'a', layout: { w: 4, h: 1 } }] }] }, functions);
    expect(broken).toEqual({ document: null, problems: [{ path: ['pages', 0, 'components', 0, 'binding'], key: 'validation.panelBindingRequired', params: {} }] });
    const fine = checkPanelDocument({ version: 1, pages: [{ id: 'p', name: 'Home', components: [] }] }, functions);
    expect(fine.problems).toEqual([]);
    expect(fine.document?.theme.background).toBe('#f5f6f8');
  });
});
