import type { TFunction } from 'i18next';
import type { PanelComponent, PanelDocument, PanelProblem } from '@iotc/shared/panels';

/** A broken rule of a document as the studio shows it: where, what, and what it concerns. */
export interface ShownProblem {
  path: (string | number)[];
  text: string;
  /** "Home › switch_2", "Rule Night mode", "Theme"; empty for the whole panel. */
  place: string;
  /** The component it is about (the deepest one on its path), to mark it in the canvas and the tree. */
  componentId: string | null;
  /** The page it is on. */
  pageId: string | null;
  /** The rule it is about. */
  ruleId: string | null;
}

const isRecord = (value: unknown): value is Record<string | number, unknown> => typeof value === 'object' && value !== null;

/**
 * The names met along a path of a document (pages, components, rules all have one), read defensively:
 * an imported file that failed its shape check is named as far as it can be.
 */
function placeOf(root: unknown, path: readonly (string | number)[], t: TFunction): string {
  if (path[0] === 'theme') return t('panels.studio.problems.theme');
  const names: string[] = [];
  let node: unknown = root;
  for (const step of path) {
    node = isRecord(node) ? node[step] : undefined;
    if (typeof step === 'number' && isRecord(node) && typeof node.name === 'string') names.push(node.name);
  }
  if (path[0] === 'rules' && names[0] !== undefined) return t('panels.studio.problems.rule', { name: names[0] });
  return names.join(' › ');
}

/** The ids a path of the draft leads to: its page and deepest component, or its rule. */
function idsOf(document: PanelDocument, path: readonly (string | number)[]): Pick<ShownProblem, 'componentId' | 'pageId' | 'ruleId'> {
  if (path[0] === 'rules' && typeof path[1] === 'number') return { componentId: null, pageId: null, ruleId: document.rules[path[1]]?.id ?? null };
  if (path[0] !== 'pages' || typeof path[1] !== 'number') return { componentId: null, pageId: null, ruleId: null };
  const page = document.pages[path[1]];
  let list: readonly PanelComponent[] | undefined = page?.components;
  let component: PanelComponent | undefined;
  for (let i = 3; i < path.length && list; i += 2) {
    const next: PanelComponent | undefined = typeof path[i] === 'number' ? list[path[i] as number] : undefined;
    if (!next) break;
    component = next;
    list = next.children;
  }
  return { componentId: component?.id ?? null, pageId: page?.id ?? null, ruleId: null };
}

/** The shared checks' problems of the draft, in the console's language. */
export function shownProblems(document: PanelDocument, problems: readonly PanelProblem[], t: TFunction): ShownProblem[] {
  return problems.map((p) => ({ path: p.path, text: t(p.key, p.params), place: placeOf(document, p.path, t), ...idsOf(document, p.path) }));
}

/** Problems of a file that is not (yet) a panel document: named as far as its contents allow, marking nothing. */
export function fileProblems(json: unknown, problems: readonly PanelProblem[], t: TFunction): ShownProblem[] {
  return problems.map((p) => ({ path: p.path, text: t(p.key, p.params), place: placeOf(json, p.path, t), componentId: null, pageId: null, ruleId: null }));
}

/** A server refusal's problems (already in the request's language), if its data lists them; `document` is what was sent. */
export function answeredProblems(document: PanelDocument, data: unknown, t: TFunction): ShownProblem[] | null {
  const problems = isRecord(data) ? data.problems : undefined;
  if (!Array.isArray(problems)) return null;
  return problems
    .filter((p): p is { path: (string | number)[]; message: string } => isRecord(p) && Array.isArray(p.path) && typeof p.message === 'string')
    .map((p) => ({ path: p.path, text: p.message, place: placeOf(document, p.path, t), ...idsOf(document, p.path) }));
}
