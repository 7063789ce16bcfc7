import { describe, expect, it } from 'vitest';
import type { ProductFunction } from '../functions/schemas.ts';
import { panelProblems } from './checks.ts';
import type { PanelDocument } from './document.ts';
import { PANEL_TEMPLATE_KEYS } from './schemas.ts';
import { templatePanel, templatesFor } from './templates.ts';
import { fn, lampFunctions } from './testFunctions.ts';

const mainSwitch = fn({ dpId: 1, name: '开关', identifier: 'switch', dataType: 'bool', rwFlag: 'rw', defaultValue: null });
const value = (dpId: number, identifier: string, rwFlag: 'rw' | 'ro') => fn({ dpId, name: identifier.replace(/_/g, ''), identifier, dataType: 'value', rwFlag, min: 0, max: 1000, step: 5, multiple: 1, unit: '', defaultValue: null });
const enumOf = (dpId: number, identifier: string, values: string[]) =>
  fn({ dpId, name: identifier.replace(/_/g, ''), identifier, dataType: 'enum', rwFlag: 'rw', enumValues: values.map((v) => ({ value: v, name: v, description: v })), defaultValue: null });

const plug = [mainSwitch, value(18, 'cur_current', 'ro'), value(19, 'cur_power', 'ro'), value(20, 'cur_voltage', 'ro'), value(9, 'countdown_1', 'rw')];
const thermostat = [mainSwitch, value(2, 'temp_set', 'rw'), value(3, 'temp_current', 'ro'), enumOf(4, 'mode', ['manual', 'eco'])];
const curtain = [enumOf(1, 'control', ['open', 'stop', 'close', 'continue']), value(2, 'percent_control', 'rw'), value(3, 'percent_state', 'ro')];
const models: Record<string, ProductFunction[]> = { lamp: lampFunctions(), plug, thermostat, curtain, empty: [] };

const layout = (doc: PanelDocument, page = 0) => doc.pages[page]!.components.map((c) => `${c.type}:${c.binding?.identifier ?? ''}${c.type === 'valueButton' ? `=${String(c.props.value)}` : ''}:${c.layout.w}x${c.layout.h}`);

describe('public templates', () => {
  it('suit every sample model: the result passes the panel checks', () => {
    for (const [model, functions] of Object.entries(models)) {
      for (const key of PANEL_TEMPLATE_KEYS) expect([model, key, panelProblems(templatePanel(key, functions), functions)]).toEqual([model, key, []]);
    }
  });

  it('lighting leads with a big switch, the light sliders and the mode, and moves the rest to a Settings page', () => {
    const doc = templatePanel('lighting', lampFunctions(), 'en-US');
    expect(doc.theme.primaryColor).toBe('#fa8c16');
    expect(doc.pages.map((p) => p.name)).toEqual(['Home', 'Settings']);
    expect(templatePanel('lighting', lampFunctions(), 'zh-CN').pages.map((p) => p.name)).toEqual(['主页', '设置']);
    expect(layout(doc)).toEqual(['switch:switch_led:4x2', 'slider:bright_value:4x2', 'enumSelect:work_mode:4x2']);
    expect(layout(doc, 1)[0]).toBe('valueDisplay:cur_power:2x2');
  });

  it('plug shows a big switch with the meters side by side', () => {
    expect(layout(templatePanel('plug', plug))).toEqual(['switch:switch:4x3', 'valueDisplay:cur_power:2x2', 'valueDisplay:cur_current:2x2', 'valueDisplay:cur_voltage:2x2', 'slider:countdown_1:4x2']);
  });

  it('sensor leads with its main reading, large, then the other readings as tiles, then alarms', () => {
    expect(layout(templatePanel('sensor', plug)).slice(0, 4)).toEqual(['valueDisplay:cur_current:4x3', 'valueDisplay:cur_power:2x2', 'valueDisplay:cur_voltage:2x2', 'switch:switch:4x1']);
    expect(layout(templatePanel('sensor', lampFunctions())).slice(0, 2)).toEqual(['valueDisplay:cur_power:4x3', 'faultDisplay:fault:4x1']);
  });

  it('climate sets the temperature with a stepper beside the measured one', () => {
    expect(layout(templatePanel('climate', thermostat))).toEqual(['switch:switch:4x2', 'stepper:temp_set:2x2', 'valueDisplay:temp_current:2x2', 'enumSelect:mode:4x2']);
  });

  it('curtain turns the control enum into open / stop / close buttons over the position slider', () => {
    expect(layout(templatePanel('curtain', curtain))).toEqual([
      'valueButton:control=open:1x2',
      'valueButton:control=stop:2x2',
      'valueButton:control=close:1x2',
      'slider:percent_control:4x2',
      'valueDisplay:percent_state:2x2',
    ]);
    // Without the control enum the curtain keeps the default panel's components.
    expect(layout(templatePanel('curtain', curtain.slice(1)))).toEqual(['slider:percent_control:4x2', 'valueDisplay:percent_state:2x2']);
  });

  it('are recommended by product class', () => {
    expect(templatesFor('lighting-bulb')).toEqual(['lighting']);
    expect(templatesFor('electrical-socket')).toEqual(['plug']);
    expect(templatesFor('sensors-smoke')).toEqual(['sensor']);
    expect(templatesFor('home-control-thermostat')).toEqual(['climate']);
    expect(templatesFor('home-control-curtain')).toEqual(['curtain']);
    expect(templatesFor('large-appliances-washer')).toEqual([]);
  });
});
