/**
 * Panel renderer benchmark, run on demand (`npm run bench:panel`, under a minute), all in this process:
 *   (a) render time of a 200-component panel (every component type but groups, bound to a 20-function model, a
 *       second page and a rule included) with react-dom/server, median of BENCH_PANEL_RUNS (30) renders after a
 *       warm-up; baseline: 200 plain antd Switches in the same grid cells, measured the same way in the same run
 *   (b) the renderer's bundle beyond React and antd: packages/panel/src/index.ts built with esbuild (minified, ESM),
 *       react, react-dom and antd external; the icons it imports and what it pulls in from @iotc/shared are in it
 *       (zod is not: the rule evaluation and lookups it uses live in modules without schemas). Gzipped with zlib, level 9.
 * Targets: (b) under 60 KB gzipped; (a) reported with its ratio to the baseline.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Switch } from 'antd';
import { build } from 'esbuild';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PanelView } from '@iotc/panel';
import { FunctionKind, type ProductFunction } from '@iotc/shared/functions';
import { defaultPanel, panelProblems, type PanelComponent, type PanelComponentType, type PanelDocument } from '@iotc/shared/panels';

const RUNS = Number(process.env.BENCH_PANEL_RUNS ?? 30);
const COMPONENTS = 200;
const root = fileURLToPath(new URL('..', import.meta.url));

const common = { productId: 'bench', kind: FunctionKind.Custom, templateId: null, required: false, description: '', sceneCondition: false, sceneAction: false, timer: false, createdAt: 0, updatedAt: 0 };

/** 20 functions: 5 each of writable bool, writable value, writable enum and report-only value. */
function benchFunctions(): ProductFunction[] {
  return Array.from({ length: 20 }, (_, i): ProductFunction => {
    const base = { ...common, id: `f${i}`, dpId: 101 + i, name: `功能${i}`, identifier: `dp_${i}` };
    switch (i % 4) {
      case 0:
        return { ...base, dataType: 'bool', rwFlag: 'rw', defaultValue: null };
      case 1:
        return { ...base, dataType: 'value', rwFlag: 'rw', min: 0, max: 1000, step: 1, multiple: 1, unit: '℃', defaultValue: null };
      case 2:
        return { ...base, dataType: 'enum', rwFlag: 'rw', enumValues: ['a', 'b', 'c'].map((v) => ({ value: v, name: `模式${v}`, description: v })), defaultValue: null };
      default:
        return { ...base, dataType: 'value', rwFlag: 'ro', min: 0, max: 5000, step: 1, multiple: 2, unit: 'W', defaultValue: null };
    }
  });
}

/** The component types a function of each kind (i % 4) takes, in turn; static ones go between. */
const TYPES_BY_KIND: PanelComponentType[][] = [['switch', 'valueButton'], ['slider', 'stepper'], ['enumSelect', 'valueButton'], ['valueDisplay']];

function benchDocument(functions: readonly ProductFunction[]): PanelDocument {
  const components: PanelComponent[] = Array.from({ length: COMPONENTS }, (_, i) => {
    const name = `c${i}`;
    const layout = { w: (i % 4) + 1, h: 1 + (i % 2) };
    if (i % 5 === 4) return { id: name, type: 'text', name, layout, style: {}, props: { text: { zh: `说明${i}`, en: `Note ${i}` } }, binding: null };
    const fn = functions[i % functions.length]!;
    const types = TYPES_BY_KIND[i % 4]!;
    const type = types[Math.floor(i / 4) % types.length]!;
    const value = fn.dataType === 'bool' ? true : fn.dataType === 'enum' ? 'b' : undefined;
    return { id: name, type, name, layout, style: {}, props: type === 'valueButton' ? { value } : {}, binding: { identifier: fn.identifier } };
  });
  const doc = defaultPanel(functions);
  doc.pages = [
    { id: 'main', name: 'Main', components },
    { id: 'more', name: 'More', components: [] },
  ];
  doc.rules = [{ id: 'r1', name: 'Hot', conditionType: 'all', conditions: [{ identifier: 'dp_3', operator: '>', value: 3000 }], actions: [{ kind: 'disable', component: 'c0' }], enabled: true }];
  return doc;
}

/** Median time of `runs` calls of `render`, after as many warm-up calls, in ms. */
function medianMs(render: () => string, runs: number): number {
  for (let i = 0; i < runs; i += 1) render();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The bundle's size, minified and gzipped, in KB, with the given packages left out. */
async function bundleKb(external: string[]): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    entryPoints: [`${root}packages/panel/src/index.ts`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { raw: code.byteLength / 1024, gzip: gzipSync(code, { level: 9 }).byteLength / 1024 };
}

const functions = benchFunctions();
const doc = benchDocument(functions);
const problems = panelProblems(doc, functions);
if (problems.length > 0) throw new Error(`the bench panel is not valid: ${JSON.stringify(problems.slice(0, 3))}`);
const values = Object.fromEntries(functions.map((fn, i) => [fn.dpId, fn.dataType === 'bool' ? i % 8 === 0 : fn.dataType === 'enum' ? 'a' : 1234]));

const panel = (): ReactElement => createElement(PanelView, { document: doc, functions, values, transport: { control: () => undefined }, lang: 'zh-CN', online: true });
const switches = (): ReactElement =>
  createElement(
    'div',
    { style: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' } },
    Array.from({ length: COMPONENTS }, (_, i) => createElement('div', { key: i, style: { gridColumn: 'span 1' } }, createElement(Switch, { checked: i % 2 === 0 }))),
  );

const baseline = medianMs(() => renderToStaticMarkup(switches()), RUNS);
const rendered = medianMs(() => renderToStaticMarkup(panel()), RUNS);
const drawn = (renderToStaticMarkup(panel()).match(/data-panel-component=/g) ?? []).length;
const bundle = await bundleKb(['react', 'react-dom', 'antd']);

const kb = (n: number) => `${n.toFixed(1)} KB`;
console.log(`panel render benchmark (react-dom/server, median of ${RUNS} after ${RUNS} warm-up renders)`);
console.log(`baseline: ${COMPONENTS} plain antd Switches           ${baseline.toFixed(1)} ms`);
console.log(`(a) a ${COMPONENTS}-component panel (${drawn} drawn)        ${rendered.toFixed(1)} ms = ${(rendered / baseline).toFixed(2)}x the baseline`);
console.log(`(b) renderer bundle beyond React and antd      ${kb(bundle.gzip)} gzipped (${kb(bundle.raw)} minified); target < 60 KB: ${bundle.gzip < 60 ? 'met' : 'NOT met'}`);
