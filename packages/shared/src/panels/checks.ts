import { APP_HOST_URL, PANEL_COMPONENTS_MAX, PANEL_GROUP_DEPTH_MAX, PANEL_JSON_DEPTH_MAX } from '../constants.ts';
import { pushOperatorFits } from '../devicePush/schemas.ts';
import { functionsByIdentifier } from '../functions/byIdentifier.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { ruleValueProblem } from '../productRules/schemas.ts';
import { issueMessages } from '../validation/index.ts';
import {
  PANEL_BINDABLE_DATA_TYPES,
  PANEL_CONTROL_TYPES,
  PANEL_DISPLAY_TYPES,
  PANEL_DOCUMENT_VERSION,
  isPanelLink,
  panelDocumentSchema,
  type PanelComponent,
  type PanelComponentType,
  type PanelDocument,
  type PanelRule,
} from './document.ts';

/** One broken rule of a panel document: where it is (['pages', 0, 'components', 2, 'binding']), its message key and values. */
export interface PanelProblem {
  path: (string | number)[];
  key: string;
  params: Record<string, string | number>;
}

type Path = PanelProblem['path'];

/** Panel code reads functions by identifier through the panels' entry point too. */
export { functionsByIdentifier };

/** Controls send a data point, displays show one; the others bind nothing. */
export function isControlType(type: PanelComponentType): type is (typeof PANEL_CONTROL_TYPES)[number] {
  return (PANEL_CONTROL_TYPES as readonly string[]).includes(type);
}
export function isDisplayType(type: PanelComponentType): type is (typeof PANEL_DISPLAY_TYPES)[number] {
  return (PANEL_DISPLAY_TYPES as readonly string[]).includes(type);
}

/** Every component of the document, groups and their children included, in reading order, with its path and group depth. */
export function eachPanelComponent(doc: PanelDocument, visit: (c: PanelComponent, path: Path, depth: number) => void): void {
  const walk = (components: readonly PanelComponent[], path: Path, depth: number): void => {
    components.forEach((c, i) => {
      const at = [...path, i];
      visit(c, at, depth);
      if (c.children) walk(c.children, [...at, 'children'], c.type === 'group' ? depth + 1 : depth);
    });
  };
  doc.pages.forEach((page, p) => walk(page.components, ['pages', p, 'components'], 0));
}

function bindingProblems(c: PanelComponent, path: Path, fnOf: (identifier: string) => ProductFunction | undefined): PanelProblem[] {
  if (!isControlType(c.type) && !isDisplayType(c.type)) return [];
  const at = [...path, 'binding'];
  if (!c.binding) return [{ path: at, key: 'validation.panelBindingRequired', params: {} }];
  const fn = fnOf(c.binding.identifier);
  if (!fn) return [{ path: at, key: 'validation.panelBindingMissing', params: { identifier: c.binding.identifier } }];
  if (!PANEL_BINDABLE_DATA_TYPES[c.type].includes(fn.dataType)) {
    return [{ path: at, key: 'validation.panelBindingType', params: { identifier: fn.identifier, dataType: fn.dataType } }];
  }
  if (isControlType(c.type) && fn.rwFlag === 'ro') return [{ path: at, key: 'validation.panelBindingReadOnly', params: { identifier: fn.identifier } }];
  if (isDisplayType(c.type) && fn.rwFlag === 'wo') return [{ path: at, key: 'validation.panelBindingWriteOnly', params: { identifier: fn.identifier } }];
  if (c.type === 'valueButton') {
    if (c.props.value === undefined) return [{ path: [...path, 'props', 'value'], key: 'validation.required', params: {} }];
    const wrong = ruleValueProblem(fn, c.props.value);
    if (wrong) return [{ path: [...path, 'props', 'value'], ...wrong }];
  }
  return [];
}

function ruleProblems(
  rule: PanelRule,
  path: Path,
  fnOf: (identifier: string) => ProductFunction | undefined,
  componentNames: ReadonlySet<string>,
): PanelProblem[] {
  const problems: PanelProblem[] = [];
  const conditionKeys = new Set<string>();
  rule.conditions.forEach((c, i) => {
    const at = [...path, 'conditions', i];
    const key = `${c.identifier.toLowerCase()}|${c.operator}|${JSON.stringify(c.value)}`;
    if (conditionKeys.has(key)) problems.push({ path: at, key: 'validation.ruleConditionRepeated', params: {} });
    conditionKeys.add(key);
    const fn = fnOf(c.identifier);
    if (!fn) {
      problems.push({ path: [...at, 'identifier'], key: 'validation.functionUnknown', params: { identifier: c.identifier } });
      return;
    }
    if (!pushOperatorFits(fn, c.operator)) problems.push({ path: [...at, 'operator'], key: 'validation.ruleOperatorValueOnly', params: {} });
    const wrong = ruleValueProblem(fn, c.value);
    if (wrong) problems.push({ path: [...at, 'value'], ...wrong });
  });
  const conditionFunctions = new Set(rule.conditions.map((c) => c.identifier.toLowerCase()));
  const actionKeys = new Set<string>();
  rule.actions.forEach((a, i) => {
    const at = [...path, 'actions', i];
    if (a.kind !== 'set') {
      // Showing and hiding one component in the same rule contradict each other: one visibility action per component.
      const key = `${a.kind === 'disable' ? 'disable' : 'visibility'}|${a.component}`;
      if (actionKeys.has(key)) problems.push({ path: at, key: 'validation.panelRuleActionRepeated', params: {} });
      actionKeys.add(key);
      if (!componentNames.has(a.component)) problems.push({ path: [...at, 'component'], key: 'validation.panelRuleComponentMissing', params: { name: a.component } });
      return;
    }
    const id = a.identifier.toLowerCase();
    const key = `set|${id}`;
    if (actionKeys.has(key)) problems.push({ path: [...at, 'identifier'], key: 'validation.ruleActionRepeated', params: {} });
    else if (conditionFunctions.has(id)) problems.push({ path: [...at, 'identifier'], key: 'validation.ruleActionIsCondition', params: {} });
    actionKeys.add(key);
    const fn = fnOf(a.identifier);
    if (!fn) {
      problems.push({ path: [...at, 'identifier'], key: 'validation.functionUnknown', params: { identifier: a.identifier } });
      return;
    }
    if (fn.rwFlag === 'ro') problems.push({ path: [...at, 'identifier'], key: 'validation.ruleActionReportOnly', params: { identifier: fn.identifier } });
    const wrong = ruleValueProblem(fn, a.value);
    if (wrong) problems.push({ path: [...at, 'value'], ...wrong });
  });
  return problems;
}

/**
 * The rules of a panel document that its shape cannot say (spec 001 §5 and the thing model): unique
 * variable names, groups, bindings to suitable data points, links, fonts and panel rules. Every broken
 * rule is listed, in document order; a repeated name is reported at its second and later uses. The
 * studio shows them beside the fields, the server refuses to publish while any is left.
 */
export function panelProblems(doc: PanelDocument, functions: readonly ProductFunction[]): PanelProblem[] {
  const problems: PanelProblem[] = [];
  const fnOf = functionsByIdentifier(functions);
  const fonts = new Set(doc.fonts.map((f) => f.name));
  const names = new Set<string>();
  let count = 0;
  doc.fonts.forEach((font, i) => {
    if (doc.fonts.findIndex((other) => other.name === font.name) < i) problems.push({ path: ['fonts', i, 'name'], key: 'panel.fontNameTaken', params: { name: font.name } });
  });
  if (doc.theme.fontFamily !== null && !fonts.has(doc.theme.fontFamily)) {
    problems.push({ path: ['theme', 'fontFamily'], key: 'validation.panelFontMissing', params: { name: doc.theme.fontFamily } });
  }
  eachPanelComponent(doc, (c, path, depth) => {
    count += 1;
    if (names.has(c.name)) problems.push({ path: [...path, 'name'], key: 'validation.panelVariableNameDuplicate', params: { name: c.name } });
    names.add(c.name);
    if (c.children !== undefined && c.type !== 'group') problems.push({ path: [...path, 'children'], key: 'validation.panelChildrenGroupOnly', params: {} });
    if (c.type === 'group' && depth + 1 > PANEL_GROUP_DEPTH_MAX) problems.push({ path, key: 'validation.panelGroupDepth', params: { max: PANEL_GROUP_DEPTH_MAX } });
    problems.push(...bindingProblems(c, path, fnOf));
    if (c.type === 'link' && !isPanelLink(c.props.href ?? '')) problems.push({ path: [...path, 'props', 'href'], key: 'validation.panelLink', params: { host: APP_HOST_URL } });
    // An image is an address of the web or an uploaded asset of the space.
    if (c.type === 'image' && c.props.src && !isPanelLink(c.props.src) && !c.props.src.startsWith('asset:')) {
      problems.push({ path: [...path, 'props', 'src'], key: 'validation.panelLink', params: { host: APP_HOST_URL } });
    }
    if (c.style.fontFamily !== undefined && !fonts.has(c.style.fontFamily)) {
      problems.push({ path: [...path, 'style', 'fontFamily'], key: 'validation.panelFontMissing', params: { name: c.style.fontFamily } });
    }
  });
  if (count > PANEL_COMPONENTS_MAX) problems.push({ path: ['pages'], key: 'validation.panelComponentsMax', params: { max: PANEL_COMPONENTS_MAX } });
  doc.rules.forEach((rule, i) => problems.push(...ruleProblems(rule, ['rules', i], fnOf, names)));
  return problems;
}

/**
 * Whether `value` nests objects and arrays deeper than `limit`, counted with a stack of its own: a hostile
 * document of a thousand nested groups (an import in the browser) would exhaust the call stack of the recursive parse.
 */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > limit) return true;
    if (typeof node === 'object' && node !== null) for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The problem of a document nested past PANEL_JSON_DEPTH_MAX: its groups are the only legitimate nesting. */
const panelNestingProblem: PanelProblem = { path: [], key: 'validation.panelGroupDepth', params: { max: PANEL_GROUP_DEPTH_MAX } };

/**
 * Checks a panel document from outside (an import, a save, a publish): every shape problem, or, when
 * the shape is fine, every problem of `panelProblems`. Nothing is thrown; `document` is set only when
 * there is no problem at all, like the thing-model import.
 */
export function checkPanelDocument(input: unknown, functions: readonly ProductFunction[]): { document: PanelDocument | null; problems: PanelProblem[] } {
  if (nestsDeeperThan(input, PANEL_JSON_DEPTH_MAX)) return { document: null, problems: [panelNestingProblem] };
  const shape = panelDocumentSchema.safeParse(input);
  if (!shape.success) {
    const problems = issueMessages(shape).map(({ key, params, path }) =>
      // The version message names the version this console reads.
      key === 'validation.panelDocumentShape' ? { key, path, params: { ...params, version: PANEL_DOCUMENT_VERSION } } : { key, params, path },
    );
    return { document: null, problems };
  }
  const problems = panelProblems(shape.data, functions);
  return { document: problems.length === 0 ? shape.data : null, problems };
}
