/**
 * Fails when a translation key exists in one language and not the other, when a text is empty, when an
 * English text counts a plural noun without plural forms (plurals.ts), or when the web code asks for a
 * literal key (`t('x.y')`) that no dictionary holds.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messages } from '../packages/shared/src/messages.ts';
import { pluralProblems } from './plurals.ts';

type Dict = { [key: string]: string | Dict };
const LANGS = ['zh-CN', 'en-US'] as const;
const root = new URL('..', import.meta.url).pathname;
const webSrc = join(root, 'apps/web/src');
const problems: string[] = [];

function flatten(dict: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function readJson(file: string): Dict {
  return JSON.parse(readFileSync(file, 'utf8')) as Dict;
}

/**
 * Compares one pair of dictionaries and adds every key of them to `known`; `plurals`: the dictionary is
 * i18next's, with plural forms.
 */
function comparePair(label: string, byLang: Record<(typeof LANGS)[number], Map<string, string>>, known: Set<string>, plurals = true) {
  problems.push(...pluralProblems(label, byLang['en-US'], plurals));
  for (const lang of LANGS) {
    const other = LANGS.find((l) => l !== lang)!;
    for (const [key, text] of byLang[lang]) {
      known.add(key);
      if (!byLang[other].has(key)) problems.push(`${label}: "${key}" is in ${lang} but missing in ${other}`);
      if (text.trim() === '') problems.push(`${label}: "${key}" is empty in ${lang}`);
    }
  }
}

const known = new Set<string>();

comparePair('shared messages', { 'zh-CN': new Map(Object.entries(messages['zh-CN'])), 'en-US': new Map(Object.entries(messages['en-US'])) }, known, false);

const commonDir = join(webSrc, 'locales');
if (existsSync(commonDir)) {
  comparePair('web common', { 'zh-CN': flatten(readJson(join(commonDir, 'zh-CN.json'))), 'en-US': flatten(readJson(join(commonDir, 'en-US.json'))) }, known);
}

const featuresDir = join(webSrc, 'features');
for (const feature of existsSync(featuresDir) ? readdirSync(featuresDir) : []) {
  const dir = join(featuresDir, feature, 'locales');
  if (!existsSync(dir)) continue;
  const pair = Object.fromEntries(
    LANGS.map((lang) => {
      const file = join(dir, `${lang}.json`);
      if (!existsSync(file)) problems.push(`features/${feature}: ${lang}.json is missing`);
      return [lang, existsSync(file) ? flatten(readJson(file), feature) : new Map<string, string>()];
    }),
  ) as Record<(typeof LANGS)[number], Map<string, string>>;
  comparePair(`features/${feature}`, pair, known);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// i18next plural forms live under suffixed keys.
const exists = (key: string) => known.has(key) || known.has(`${key}_one`) || known.has(`${key}_other`);
const literalKey = /\bt\(\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g;
for (const file of sourceFiles(webSrc)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(literalKey)) {
    if (!exists(match[1]!)) problems.push(`${relative(root, file)}: t('${match[1]}') has no translation`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} locale problem(s)`);
  process.exit(1);
}
console.log(`locales complete: ${known.size} keys in both languages`);
