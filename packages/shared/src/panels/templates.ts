import type { Lang } from '../api/shell.ts';
import { DEFAULT_LANGUAGE } from '../constants.ts';
import { functionsByIdentifier } from '../functions/byIdentifier.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { defaultPanel, mainSwitchOf, uniqueVariableName, withGeneratedPageNames } from './defaultPanel.ts';
import type { PanelComponent, PanelComponentType, PanelDocument } from './document.ts';
import type { PanelTemplateKey } from './schemas.ts';

/**
 * Public templates: each starts from the default panel and rearranges it for its category. What a
 * template looks for (a brightness slider, a curtain's control enum) it finds by identifier and
 * component type; whatever it cannot find stays as the default panel has it, so every template suits
 * every valid thing model.
 */

interface Draft {
  doc: PanelDocument;
  components: PanelComponent[];
  /** The component of the given type bound to one of `identifiers` (the first that has one). */
  find(type: PanelComponentType, ...identifiers: string[]): PanelComponent | undefined;
  fnOf(identifier: string): ProductFunction | undefined;
  /** The main switch's component. */
  main: PanelComponent | undefined;
}

function draft(functions: readonly ProductFunction[]): Draft {
  const doc = defaultPanel(functions);
  const components = doc.pages[0]!.components;
  const find = (type: PanelComponentType, ...identifiers: string[]) => {
    for (const id of identifiers) {
      const hit = components.find((c) => c.type === type && c.binding?.identifier.toLowerCase() === id.toLowerCase());
      if (hit) return hit;
    }
    return undefined;
  };
  const mainFn = mainSwitchOf(functions);
  return { doc, components, find, fnOf: functionsByIdentifier(functions), main: mainFn ? find('switch', mainFn.identifier) : undefined };
}

/** `first` (those found), in order, then the other components as they were. */
function firstThen(first: readonly (PanelComponent | undefined)[], all: readonly PanelComponent[]): PanelComponent[] {
  const head = first.filter((c): c is PanelComponent => c !== undefined);
  return [...head, ...all.filter((c) => !head.includes(c))];
}

function withComponents(d: Draft, components: PanelComponent[]): PanelDocument {
  d.doc.pages[0]!.components = components;
  return d.doc;
}

/** Widths of n buttons that fill one row of the 4-column grid (a wider middle one for three). */
const BUTTON_WIDTHS: Record<number, number[]> = { 1: [4], 2: [2, 2], 3: [1, 2, 1], 4: [1, 1, 1, 1] };
const CURTAIN_COMMANDS = ['open', 'stop', 'close'];

function lighting(functions: readonly ProductFunction[]): PanelDocument {
  const d = draft(functions);
  if (d.main) d.main.layout = { w: 4, h: 2 };
  d.doc.theme = { primaryColor: '#fa8c16', background: '#fff7e6', fontFamily: null };
  const home = [d.main, d.find('slider', 'bright_value', 'bright_value_v2'), d.find('slider', 'temp_value', 'temp_value_v2'), d.find('enumSelect', 'work_mode', 'mode')].filter(
    (c): c is PanelComponent => c !== undefined,
  );
  const rest = d.components.filter((c) => !home.includes(c));
  // Without a light's usual functions there is nothing to lead with: one page as the default has it.
  if (home.length === 0 || rest.length === 0) return d.doc;
  d.doc.pages = [
    { id: 'home', name: 'Home', components: home },
    { id: 'settings', name: 'Settings', components: rest },
  ];
  return d.doc;
}

function plug(functions: readonly ProductFunction[]): PanelDocument {
  const d = draft(functions);
  if (d.main) d.main.layout = { w: 4, h: 3 };
  const meters = ['cur_power', 'cur_current', 'cur_voltage'].map((id) => d.find('valueDisplay', id));
  for (const m of meters) if (m) m.layout = { w: 2, h: 2 };
  return withComponents(d, firstThen([d.main, ...meters], d.components));
}

function sensor(functions: readonly ProductFunction[]): PanelDocument {
  const d = draft(functions);
  d.doc.theme = { primaryColor: '#13a8a8', background: '#eefafa', fontFamily: null };
  const tiles = d.components.filter((c) => c.type === 'valueDisplay');
  // The first reading (a sensor's main one: temperature, door state, smoke level) leads, large.
  tiles.forEach((t, i) => (t.layout = i === 0 ? { w: 4, h: 3 } : { w: 2, h: 2 }));
  const alarms = d.components.filter((c) => c.type === 'faultDisplay');
  return withComponents(d, firstThen([...tiles, ...alarms], d.components));
}

function climate(functions: readonly ProductFunction[]): PanelDocument {
  const d = draft(functions);
  d.doc.theme = { primaryColor: '#2f54eb', background: '#f0f5ff', fontFamily: null };
  if (d.main) d.main.layout = { w: 4, h: 2 };
  const target = d.find('slider', 'temp_set', 'temp_set_f');
  const current = d.find('valueDisplay', 'temp_current', 'va_temperature');
  if (target) {
    target.type = 'stepper';
    target.layout = { w: current ? 2 : 4, h: 2 };
  }
  if (current) current.layout = { w: target ? 2 : 4, h: 2 };
  return withComponents(d, firstThen([d.main, target, current, d.find('enumSelect', 'mode', 'work_mode')], d.components));
}

function curtain(functions: readonly ProductFunction[]): PanelDocument {
  const d = draft(functions);
  const control = d.find('enumSelect', 'control');
  const fn = d.fnOf('control');
  const commands = fn?.dataType === 'enum' ? CURTAIN_COMMANDS.filter((v) => fn.enumValues.some((e) => e.value === v)) : [];
  const position = d.find('slider', 'percent_control');
  if (!control || !fn || commands.length === 0) return withComponents(d, firstThen([position], d.components));
  const taken = new Set(d.components.map((c) => c.name));
  const widths = BUTTON_WIDTHS[commands.length] ?? [];
  const buttons = commands.map<PanelComponent>((value, i) => ({
    id: `c-${fn.identifier}-${value}`,
    type: 'valueButton',
    name: uniqueVariableName(`${fn.identifier}_${value}`, taken),
    layout: { w: widths[i] ?? 1, h: 2 },
    style: {},
    props: { value },
    binding: { identifier: fn.identifier },
  }));
  return withComponents(d, [...buttons, ...firstThen([position], d.components.filter((c) => c !== control))]);
}

export const PANEL_TEMPLATES: Record<PanelTemplateKey, { classPrefixes: string[]; build(functions: readonly ProductFunction[]): PanelDocument }> = {
  lighting: { classPrefixes: ['lighting-'], build: lighting },
  plug: { classPrefixes: ['electrical-'], build: plug },
  sensor: { classPrefixes: ['sensors-'], build: sensor },
  climate: { classPrefixes: ['large-appliances-air-conditioner', 'home-control-thermostat', 'small-appliances-fan'], build: climate },
  curtain: { classPrefixes: ['home-control-curtain'], build: curtain },
};

/** The template's panel for a product with these functions. */
export function templatePanel(key: PanelTemplateKey, functions: readonly ProductFunction[], lang: Lang = DEFAULT_LANGUAGE): PanelDocument {
  return withGeneratedPageNames(PANEL_TEMPLATES[key].build(functions), lang);
}

/** The templates recommended for a product class (its leaf id, the product's productType). */
export function templatesFor(productType: string): PanelTemplateKey[] {
  return (Object.keys(PANEL_TEMPLATES) as PanelTemplateKey[]).filter((key) => PANEL_TEMPLATES[key].classPrefixes.some((p) => productType.startsWith(p)));
}
