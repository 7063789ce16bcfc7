import type { Lang } from '../api/shell.ts';
import { DEFAULT_LANGUAGE, PANEL_VARIABLE_NAME_MAX_LENGTH } from '../constants.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { PANEL_DOCUMENT_VERSION, PANEL_VARIABLE_NAME_PATTERN, type PanelComponent, type PanelComponentType, type PanelDocument, type PanelLayout } from './document.ts';

/** Identifiers of a product's main switch, most likely first (lights call it switch_led, multi-gang sockets switch_1). */
const MAIN_SWITCH_IDENTIFIERS = ['switch', 'switch_led', 'switch_1'];

/** Names of the pages the platform generates (by page id), in the language of whoever reads the panel first. */
const GENERATED_PAGE_NAMES: Record<string, Record<Lang, string>> = {
  home: { 'zh-CN': '主页', 'en-US': 'Home' },
  settings: { 'zh-CN': '设置', 'en-US': 'Settings' },
};

/** The document with its generated pages named in `lang` (pages the developer added keep their names). */
export function withGeneratedPageNames(document: PanelDocument, lang: Lang): PanelDocument {
  return { ...document, pages: document.pages.map((page) => ({ ...page, name: GENERATED_PAGE_NAMES[page.id]?.[lang] ?? page.name })) };
}

export const DEFAULT_PANEL_THEME: PanelDocument['theme'] = { primaryColor: '#1677ff', background: '#f5f6f8', fontFamily: null };

/**
 * A variable name made from `base` that follows the §5 rule and is not in `taken` (which it joins):
 * characters outside the rule become `_`, a name not starting with a letter gets `dp_` before it, and
 * a taken one a number after it.
 */
export function uniqueVariableName(base: string, taken: Set<string>): string {
  let name = base.replace(/[^A-Za-z0-9_]/g, '_');
  if (!PANEL_VARIABLE_NAME_PATTERN.test(name)) name = `dp_${name}`;
  name = name.slice(0, PANEL_VARIABLE_NAME_MAX_LENGTH);
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name.slice(0, PANEL_VARIABLE_NAME_MAX_LENGTH - String(n).length - 1)}_${n}`;
  taken.add(candidate);
  return candidate;
}

/** The product's main switch: a writable bool with a main-switch identifier, else the first writable bool. */
export function mainSwitchOf(functions: readonly ProductFunction[]): ProductFunction | undefined {
  const switches = [...functions].sort((a, b) => a.dpId - b.dpId).filter((f) => f.dataType === 'bool' && f.rwFlag !== 'ro');
  for (const id of MAIN_SWITCH_IDENTIFIERS) {
    const fn = switches.find((f) => f.identifier.toLowerCase() === id);
    if (fn) return fn;
  }
  return switches[0];
}

/** A component bound to `fn`, labelled by the function's own name (the renderer's fallback). */
export function boundComponent(fn: ProductFunction, type: PanelComponentType, layout: PanelLayout, taken: Set<string>): PanelComponent {
  return { id: `c-${fn.identifier}`, type, name: uniqueVariableName(fn.identifier, taken), layout, style: {}, props: {}, binding: { identifier: fn.identifier } };
}

/** The component the default panel gives a function, or null for a function it cannot show (raw). */
function componentOf(fn: ProductFunction, isMain: boolean, taken: Set<string>): PanelComponent | null {
  const writable = fn.rwFlag !== 'ro';
  switch (fn.dataType) {
    case 'bool':
      return writable ? boundComponent(fn, 'switch', { w: isMain ? 4 : 2, h: 1 }, taken) : boundComponent(fn, 'valueDisplay', { w: 2, h: 2 }, taken);
    case 'value':
      return writable ? boundComponent(fn, 'slider', { w: 4, h: 2 }, taken) : boundComponent(fn, 'valueDisplay', { w: 2, h: 2 }, taken);
    case 'enum':
      return writable ? boundComponent(fn, 'enumSelect', { w: 4, h: 2 }, taken) : boundComponent(fn, 'valueDisplay', { w: 2, h: 2 }, taken);
    case 'string':
      return writable ? boundComponent(fn, 'textInput', { w: 4, h: 2 }, taken) : boundComponent(fn, 'valueDisplay', { w: 2, h: 2 }, taken);
    case 'fault':
      return boundComponent(fn, 'faultDisplay', { w: 4, h: 1 }, taken);
    case 'raw':
      return null;
  }
}

/**
 * The panel a product has without any design: one page (Home) with a component per function in DP ID
 * order, the main switch first and full width. Labels stay empty, so the renderer shows each
 * function's name and the panel follows the thing model as it changes.
 */
export function defaultPanel(functions: readonly ProductFunction[], lang: Lang = DEFAULT_LANGUAGE): PanelDocument {
  const main = mainSwitchOf(functions);
  const taken = new Set<string>();
  const sorted = [...functions].sort((a, b) => a.dpId - b.dpId);
  const ordered = main ? [main, ...sorted.filter((fn) => fn !== main)] : sorted;
  const components = ordered.flatMap((fn) => componentOf(fn, fn === main, taken) ?? []);
  const document: PanelDocument = { version: PANEL_DOCUMENT_VERSION, theme: { ...DEFAULT_PANEL_THEME }, pages: [{ id: 'home', name: 'Home', components }], rules: [], fonts: [] };
  return withGeneratedPageNames(document, lang);
}
