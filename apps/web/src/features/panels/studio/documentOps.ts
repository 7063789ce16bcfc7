import {
  type PanelComponent,
  type PanelComponentType,
  type PanelDocument,
  type PanelLayout,
  type PanelPage,
  uniqueVariableName,
} from '@iotc/shared/panels';

/**
 * The studio's edits of a panel document, each answering a new document (the history keeps the old
 * ones): components found, added, moved, changed and removed anywhere in a page's tree, and pages.
 */

/** The size a new component starts with, as the default panel sizes them: switches and readings sit two to a row. */
const DEFAULT_LAYOUTS: Record<PanelComponentType, PanelLayout> = {
  switch: { w: 2, h: 1 },
  slider: { w: 4, h: 2 },
  stepper: { w: 2, h: 1 },
  enumSelect: { w: 4, h: 2 },
  valueButton: { w: 1, h: 1 },
  textInput: { w: 4, h: 2 },
  valueDisplay: { w: 2, h: 2 },
  faultDisplay: { w: 4, h: 1 },
  text: { w: 4, h: 1 },
  image: { w: 4, h: 2 },
  icon: { w: 1, h: 1 },
  link: { w: 2, h: 1 },
  group: { w: 4, h: 2 },
};

/** An id unlikely to meet another in one document (ids only tell components and pages apart). */
export const newId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every component of the list and of its groups, depth first. */
export function flatten(components: readonly PanelComponent[]): PanelComponent[] {
  return components.flatMap((c) => [c, ...flatten(c.children ?? [])]);
}

/** Every component of the panel, on every page. */
const allComponents = (document: PanelDocument) => document.pages.flatMap((page) => flatten(page.components));

/** The variable names in use across the panel (rules name components across pages). */
export const variableNames = (document: PanelDocument) => new Set(allComponents(document).map((c) => c.name));

export function newComponent(document: PanelDocument, type: PanelComponentType): PanelComponent {
  return {
    id: newId('c'),
    type,
    // `switch`, then `switch_2`…: the first free name of the type.
    name: uniqueVariableName(type, variableNames(document)),
    layout: { ...DEFAULT_LAYOUTS[type] },
    style: {},
    props: {},
    binding: null,
    ...(type === 'group' ? { children: [] } : {}),
  };
}

export function findComponent(document: PanelDocument, id: string): PanelComponent | undefined {
  return allComponents(document).find((c) => c.id === id);
}

/** The list of a container: the page's components (parentId null) or a group's children. */
export function childrenOf(page: PanelPage, parentId: string | null): readonly PanelComponent[] {
  if (parentId === null) return page.components;
  return flatten(page.components).find((c) => c.id === parentId)?.children ?? [];
}

const mapPage = (document: PanelDocument, pageId: string, f: (page: PanelPage) => PanelPage): PanelDocument => ({
  ...document,
  pages: document.pages.map((page) => (page.id === pageId ? f(page) : page)),
});

/** Rewrites one container's list, wherever it is in the page. */
function mapList(page: PanelPage, parentId: string | null, f: (list: PanelComponent[]) => PanelComponent[]): PanelPage {
  if (parentId === null) return { ...page, components: f(page.components) };
  const walk = (list: PanelComponent[]): PanelComponent[] =>
    list.map((c) => (c.id === parentId ? { ...c, children: f(c.children ?? []) } : c.children ? { ...c, children: walk(c.children) } : c));
  return { ...page, components: walk(page.components) };
}

/** Adds a component to a page or a group at `index` (at the end when absent). */
export function insertComponent(document: PanelDocument, pageId: string, parentId: string | null, component: PanelComponent, index?: number): PanelDocument {
  return mapPage(document, pageId, (page) =>
    mapList(page, parentId, (list) => {
      const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
      return [...list.slice(0, at), component, ...list.slice(at)];
    }),
  );
}

/** Removes a component (a group with its children) wherever it is. */
export function removeComponent(document: PanelDocument, id: string): PanelDocument {
  const drop = (list: PanelComponent[]): PanelComponent[] =>
    list.filter((c) => c.id !== id).map((c) => (c.children ? { ...c, children: drop(c.children) } : c));
  return { ...document, pages: document.pages.map((page) => ({ ...page, components: drop(page.components) })) };
}

export function updateComponent(document: PanelDocument, id: string, f: (component: PanelComponent) => PanelComponent): PanelDocument {
  const walk = (list: PanelComponent[]): PanelComponent[] =>
    list.map((c) => (c.id === id ? f(c) : c.children ? { ...c, children: walk(c.children) } : c));
  return { ...document, pages: document.pages.map((page) => ({ ...page, components: walk(page.components) })) };
}

/**
 * Moves a component of a page to `index` of `parentId`'s list, counted without the component itself
 * (so a move within one list lands where the dragged box was shown). A group never moves into itself
 * or its own children; such a move answers the document unchanged.
 */
export function moveComponent(document: PanelDocument, pageId: string, id: string, parentId: string | null, index: number): PanelDocument {
  const page = document.pages.find((p) => p.id === pageId);
  const component = page && flatten(page.components).find((c) => c.id === id);
  if (!component) return document;
  if (parentId !== null && flatten([component]).some((c) => c.id === parentId)) return document;
  return insertComponent(removeComponent(document, id), pageId, parentId, component, index);
}

export function newPage(name: string): PanelPage {
  return { id: newId('p'), name, components: [] };
}

export const addPage = (document: PanelDocument, page: PanelPage): PanelDocument => ({ ...document, pages: [...document.pages, page] });

export const renamePage = (document: PanelDocument, pageId: string, name: string): PanelDocument => mapPage(document, pageId, (page) => ({ ...page, name }));

export const removePage = (document: PanelDocument, pageId: string): PanelDocument => ({ ...document, pages: document.pages.filter((p) => p.id !== pageId) });

/** Moves a page one place to the left (-1) or the right (1). */
export function shiftPage(document: PanelDocument, pageId: string, by: -1 | 1): PanelDocument {
  const from = document.pages.findIndex((p) => p.id === pageId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= document.pages.length) return document;
  const pages = [...document.pages];
  [pages[from], pages[to]] = [pages[to]!, pages[from]!];
  return { ...document, pages };
}

/** Rules name components by variable name: a renamed component keeps its rules. */
export function renameInRules(document: PanelDocument, from: string, to: string): PanelDocument {
  if (from === to) return document;
  return {
    ...document,
    rules: document.rules.map((rule) => ({
      ...rule,
      actions: rule.actions.map((a) => (a.kind !== 'set' && a.component === from ? { ...a, component: to } : a)),
    })),
  };
}
