import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PanelView } from '@iotc/panel';
import { FunctionKind, type ProductFunction } from '@iotc/shared/functions';
import {
  PANEL_CONTROL_TYPES,
  PANEL_TEMPLATE_KEYS,
  defaultPanel,
  eachPanelComponent,
  panelProblems,
  templatePanel,
  templatesFor,
  type PanelDocument,
} from '@iotc/shared/panels';
import { leafClasses, templateId, type ClassSeed } from './catalogue.ts';

/**
 * The acceptance test of the generated panels: for every leaf class of the catalogue, the default
 * panel and every public template, drawn by the real renderer, bind every control to an existing,
 * writable data point of the product, and pass the panel checks.
 */

/** A class's standard function as a product gets it (the Chinese texts, as a product created in zh-CN). */
function functionOf(classId: string, seed: NonNullable<ClassSeed['functions']>[number]): ProductFunction {
  return {
    ...seed.spec,
    id: templateId(classId, seed.identifier),
    productId: 'p1',
    kind: FunctionKind.Standard,
    templateId: templateId(classId, seed.identifier),
    dpId: seed.dpId,
    name: seed.name,
    identifier: seed.identifier,
    rwFlag: seed.rwFlag,
    required: seed.required,
    description: seed.description,
    sceneCondition: false,
    sceneAction: false,
    timer: false,
    createdAt: 0,
    updatedAt: 0,
  };
}

/** A new product's functions (the class defaults) and a product that added every standard function of its class. */
const models = leafClasses().flatMap(({ leaf }) => {
  const all = (leaf.functions ?? []).map((seed) => functionOf(leaf.id, seed));
  const defaults = all.filter((_fn, i) => leaf.functions?.[i]?.isDefault);
  return [
    { classId: leaf.id, set: 'defaults', functions: defaults },
    { classId: leaf.id, set: 'all', functions: all },
  ];
});

interface Drawn {
  name: string;
  type: string;
  binding: string | undefined;
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** Every component the renderer drew on one page, from the data attributes of its markup. */
function drawnComponents(doc: PanelDocument, functions: readonly ProductFunction[], pageId: string): Drawn[] {
  const markup = renderToStaticMarkup(createElement(PanelView, { document: doc, functions, values: {}, transport: { control: () => undefined }, lang: 'zh-CN', online: true, pageId }));
  return [...markup.matchAll(/<[a-z]+ [^>]*data-panel-component="[^>]*>/g)].map(([tag]) => ({
    name: attribute(tag, 'data-panel-component') ?? '',
    type: attribute(tag, 'data-panel-type') ?? '',
    binding: attribute(tag, 'data-panel-binding'),
  }));
}

/** What is wrong with a drawn panel: controls bound to nothing or to a report-only point, components not drawn. */
function drawnProblems(doc: PanelDocument, functions: readonly ProductFunction[]): string[] {
  const byIdentifier = new Map(functions.map((f) => [f.identifier.toLowerCase(), f]));
  const problems: string[] = [];
  let expected = 0;
  eachPanelComponent(doc, () => (expected += 1));
  const drawn = doc.pages.flatMap((page) => drawnComponents(doc, functions, page.id));
  if (drawn.length !== expected) problems.push(`${drawn.length} of ${expected} components drawn`);
  for (const c of drawn) {
    if (!(PANEL_CONTROL_TYPES as readonly string[]).includes(c.type)) continue;
    const fn = c.binding === undefined ? undefined : byIdentifier.get(c.binding.toLowerCase());
    if (!fn) problems.push(`${c.name}: ${c.type} bound to ${c.binding ?? 'nothing'}`);
    else if (fn.rwFlag === 'ro') problems.push(`${c.name}: ${c.type} bound to report-only ${fn.identifier}`);
  }
  return problems;
}

describe('generated panels of every product class', () => {
  it('the default panel and the recommended templates draw controls bound to writable data points only', () => {
    const failures = models.flatMap(({ classId, set, functions }) =>
      [
        { panel: 'default', doc: defaultPanel(functions) },
        ...templatesFor(classId).map((key) => ({ panel: key, doc: templatePanel(key, functions) })),
      ].flatMap(({ panel, doc }) => {
        const problems = [...panelProblems(doc, functions).map((p) => `${p.path.join('.')} ${p.key}`), ...drawnProblems(doc, functions)];
        return problems.map((p) => `${classId} (${set}) ${panel}: ${p}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('every template is recommended for some class, and rearranges the default panel of each class it is recommended for', () => {
    const unchanged = models
      .filter(({ set }) => set === 'defaults')
      .flatMap(({ classId, functions }) => templatesFor(classId).filter((key) => JSON.stringify(templatePanel(key, functions)) === JSON.stringify(defaultPanel(functions))).map((key) => `${classId} ${key}`));
    expect(unchanged).toEqual([]);
    expect(new Set(models.flatMap(({ classId }) => templatesFor(classId)))).toEqual(new Set(PANEL_TEMPLATE_KEYS));
  });

  it('any template on any class passes the panel checks (a developer may choose one outside its category)', () => {
    const failures = models.flatMap(({ classId, set, functions }) =>
      PANEL_TEMPLATE_KEYS.flatMap((key) => panelProblems(templatePanel(key, functions), functions).map((p) => `${classId} (${set}) ${key}: ${p.path.join('.')} ${p.key}`)),
    );
    expect(failures).toEqual([]);
  });
});
