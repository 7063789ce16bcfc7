import type { TFunction } from 'i18next';
import type { PanelComponent, PanelDocument, PanelProblem } from '@iotc/shared/panels';
import { flatten } from './documentOps';

/** A broken rule of the draft as the studio shows it: what it concerns, and its text in the console's language. */
export interface ShownProblem {
  path: (string | number)[];
  text: string;
  /** The component it is about (the deepest one on its path), to mark it in the canvas and the tree. */
  componentId: string | null;
  /** The page it is on, for a component's problem. */
  pageId: string | null;
  /** The rule it is about. */
  ruleId: string | null;
}

/** The component and page a path such as ['pages', 0, 'components', 2, 'children', 1, 'binding'] leads to. */
function placeOfPath(document: PanelDocument, path: readonly (string | number)[]): Pick<ShownProblem, 'componentId' | 'pageId' | 'ruleId'> {
  if (path[0] === 'rules' && typeof path[1] === 'number') return { componentId: null, pageId: null, ruleId: document.rules[path[1]]?.id ?? null };
  if (path[0] !== 'pages' || typeof path[1] !== 'number') return { componentId: null, pageId: null, ruleId: null };
  const page = document.pages[path[1]];
  let list: readonly PanelComponent[] | undefined = page?.components;
  let component: PanelComponent | undefined;
  for (let i = 2; i + 1 < path.length && list; i += 2) {
    if (path[i] !== 'components' && path[i] !== 'children') break;
    const next: PanelComponent | undefined = typeof path[i + 1] === 'number' ? list[path[i + 1] as number] : undefined;
    if (!next) break;
    component = next;
    list = next.children;
  }
  return { componentId: component?.id ?? null, pageId: page?.id ?? null, ruleId: null };
}

/** The shared checks' problems (message keys), in the console's language. */
export function shownProblems(document: PanelDocument, problems: readonly PanelProblem[], t: TFunction): ShownProblem[] {
  return problems.map((p) => ({ path: p.path, text: t(p.key, p.params), ...placeOfPath(document, p.path) }));
}

/** A server refusal's problems (already in the request's language), if its data lists them. */
export function answeredProblems(document: PanelDocument, data: unknown): ShownProblem[] | null {
  const problems = (data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return null;
  return problems
    .filter((p): p is { path: (string | number)[]; message: string } => Array.isArray((p as { path?: unknown }).path) && typeof (p as { message?: unknown }).message === 'string')
    .map((p) => ({ path: p.path, text: p.message, ...placeOfPath(document, p.path) }));
}

/** Where a problem is, for the problems list: "Home › switch_1", "Rule Night mode", "Theme", or nothing for the whole panel. */
export function problemPlace(document: PanelDocument, problem: ShownProblem, t: TFunction): string {
  if (problem.ruleId) return t('panels.studio.problems.rule', { name: document.rules.find((r) => r.id === problem.ruleId)?.name ?? '' });
  if (problem.path[0] === 'theme') return t('panels.studio.problems.theme');
  const page = document.pages.find((p) => p.id === problem.pageId);
  if (!page) return '';
  const component = problem.componentId ? flatten(page.components).find((c) => c.id === problem.componentId) : undefined;
  return component ? `${page.name} › ${component.name}` : page.name;
}
