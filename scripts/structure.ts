/**
 * The structural checks of `npm test` (run by scripts/check-structure.ts, tested by scripts/checks.test.ts):
 * the import rules of .dependency-cruiser.mjs, and the layout rule, which no tool knows: a feature lives under one
 * name in the server's modules, the web's features and shared's folders, or is listed as infrastructure in
 * structure.json. Any violation fails the check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './suites.ts';

export interface Violation {
  /** The rule and the two ends (files or folders). */
  key: string;
  /** What to read to fix it. */
  detail: string;
}

/** The folders a feature lives in, by its name. */
export const FEATURE_PLACES = ['apps/server/src/modules', 'apps/web/src/features', 'packages/shared/src'] as const;

const SOURCE_DIRS = ['apps/server/src', 'apps/web/src'];
const CONFIG = join(root, '.dependency-cruiser.mjs');

interface Dependency {
  name?: string;
  resolved?: string;
  valid: boolean;
  cycle?: { name: string }[];
  rules?: { name: string; severity: string }[];
}

interface CruiseResult {
  modules: { source: string; dependencies: Dependency[] }[];
  folders?: { name: string; dependencies: Dependency[] }[];
  summary: { ruleSetUsed: { forbidden?: { name: string; comment?: string; scope?: string; from: { path?: string } }[] } };
}

/**
 * Every dependency of the tree under `base` that breaks a rule of .dependency-cruiser.mjs, one per edge (between
 * files, or between units for the folder rule): a cycle is reported by each of its edges.
 */
export async function importViolations(base = root): Promise<Violation[]> {
  const packages = existsSync(join(base, 'packages')) ? readdirSync(join(base, 'packages')).map((name) => `packages/${name}/src`) : [];
  const dirs = [...SOURCE_DIRS, ...packages].filter((dir) => existsSync(join(base, dir)));
  const { code, stdout } = await run(bin('depcruise'), [...dirs, '--config', CONFIG, '--output-type', 'json'], { cwd: base, quiet: true });
  let result: CruiseResult;
  try {
    result = JSON.parse(stdout) as CruiseResult;
  } catch {
    throw new Error(`dependency-cruiser failed (exit code ${code}): run npx depcruise ${dirs.join(' ')} --config .dependency-cruiser.mjs`);
  }
  const rules = new Map((result.summary.ruleSetUsed.forbidden ?? []).map((rule) => [rule.name, rule]));
  // A folder rule's `from` names the unit a folder belongs to (a module, a feature...) as its first group: the key
  // names the units, so that moving files between the folders of one module leaves it as it was.
  const unit = (ruleName: string, folder: string) => {
    const rule = rules.get(ruleName);
    return (rule?.scope === 'folder' && rule.from.path && new RegExp(rule.from.path).exec(folder)?.[1]) || folder;
  };
  const violations = new Map<string, Violation>();
  const edges = [
    ...result.modules.flatMap((module) => module.dependencies.map((dependency) => ({ from: module.source, to: dependency.resolved ?? '', dependency }))),
    ...(result.folders ?? []).flatMap((folder) => folder.dependencies.map((dependency) => ({ from: folder.name, to: dependency.name ?? '', dependency }))),
  ];
  for (const { from, to, dependency } of edges) {
    for (const rule of dependency.rules ?? []) {
      if (rule.severity !== 'error') continue;
      const cycle = dependency.cycle ? ` (the cycle: ${[from, ...dependency.cycle.map((step) => step.name)].join(' → ')})` : '';
      const key = `${rule.name}: ${unit(rule.name, from)} → ${unit(rule.name, to)}`;
      violations.set(key, { key, detail: `${rules.get(rule.name)?.comment ?? ''}${cycle}` });
    }
  }
  return [...violations.values()];
}

/** The infrastructure list of structure.json: names that need not be in all three places, each with its reason. */
export function readInfrastructure(base = root): Record<string, string> {
  const file = join(base, 'structure.json');
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { infrastructure: Record<string, string> }).infrastructure;
}

function folders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every feature name present in one of its places and missing from another, unless it is infrastructure. */
export function layoutViolations(base = root, infrastructure = readInfrastructure(base)): Violation[] {
  const present = new Map(FEATURE_PLACES.map((place) => [place, new Set(folders(join(base, place)))]));
  const names = [...new Set([...present.values()].flatMap((set) => [...set]))].sort();
  const violations: Violation[] = [];
  for (const name of names) {
    if (name in infrastructure) continue;
    const places = FEATURE_PLACES.filter((place) => present.get(place)!.has(name));
    for (const place of FEATURE_PLACES) {
      if (places.includes(place)) continue;
      violations.push({
        key: `layout: ${name} has no ${place}/${name}/`,
        detail: `the feature is in ${places.map((p) => `${p}/${name}/`).join(' and ')}: add it here, or list it as infrastructure (with its reason) in structure.json`,
      });
    }
  }
  return violations;
}
