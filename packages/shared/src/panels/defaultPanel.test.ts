import { describe, expect, it } from 'vitest';
import { panelProblems } from './checks.ts';
import { defaultPanel, uniqueVariableName } from './defaultPanel.ts';
import { fn, lampFunctions } from './testFunctions.ts';

describe('defaultPanel', () => {
  it('gives every function but raw ones a component, main switch first and full width, in DP ID order', () => {
    const functions = lampFunctions().reverse();
    const doc = defaultPanel(functions, 'en-US');
    expect(doc.pages.map((p) => p.name)).toEqual(['Home']);
    // The generated page is named in the reader's language (zh-CN by default).
    expect(defaultPanel(functions).pages.map((p) => p.name)).toEqual(['主页']);
    const shown = doc.pages[0]!.components.map((c) => [c.id, c.type, c.name, c.layout.w, c.binding?.identifier]);
    expect(shown).toEqual([
      ['c-switch_led', 'switch', 'switch_led', 4, 'switch_led'],
      ['c-bright_value', 'slider', 'bright_value', 4, 'bright_value'],
      ['c-work_mode', 'enumSelect', 'work_mode', 4, 'work_mode'],
      ['c-cur_power', 'valueDisplay', 'cur_power', 2, 'cur_power'],
      ['c-night_light', 'switch', 'night_light', 2, 'night_light'],
      ['c-reboot', 'switch', 'reboot', 2, 'reboot'],
      ['c-fault', 'faultDisplay', 'fault', 4, 'fault'],
      ['c-note', 'textInput', 'note', 4, 'note'],
    ]);
    expect(panelProblems(doc, functions)).toEqual([]);
  });

  it('takes the first writable bool as the main switch when no identifier says so', () => {
    const functions = [
      fn({ dpId: 3, name: '童锁', identifier: 'child_lock', dataType: 'bool', rwFlag: 'rw', defaultValue: null }),
      fn({ dpId: 1, name: '状态', identifier: 'state', dataType: 'bool', rwFlag: 'ro', defaultValue: null }),
      fn({ dpId: 5, name: '开关1', identifier: 'switch_1', dataType: 'bool', rwFlag: 'rw', defaultValue: null }),
    ];
    expect(defaultPanel(functions).pages[0]!.components.map((c) => [c.name, c.layout.w])).toEqual([
      ['switch_1', 4],
      ['state', 2],
      ['child_lock', 2],
    ]);
    expect(defaultPanel(functions.slice(0, 2)).pages[0]!.components[0]!.name).toBe('child_lock');
  });

  it('is an empty page for a model without showable functions', () => {
    const doc = defaultPanel([fn({ dpId: 1, name: '数据', identifier: 'raw', dataType: 'raw', rwFlag: 'rw', maxLength: 10, defaultValue: null })]);
    expect(doc.pages[0]!.components).toEqual([]);
    expect(panelProblems(doc, [])).toEqual([]);
  });
});

describe('uniqueVariableName', () => {
  it('makes a valid name that is not taken yet', () => {
    const taken = new Set(['mode']);
    expect(uniqueVariableName('mode', taken)).toBe('mode_2');
    expect(uniqueVariableName('mode', taken)).toBe('mode_3');
    expect(uniqueVariableName('1st-gang', taken)).toBe('dp_1st_gang');
    expect(uniqueVariableName('x'.repeat(60), taken)).toHaveLength(40);
  });
});
