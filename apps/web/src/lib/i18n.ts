import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGS, publicMessages, type Lang } from '@iotc/shared';

/**
 * Texts of the web app, per language, in one i18next namespace:
 *  - `src/locales/{lang}.json`: the shell's own strings, at the top level (`app.name`, `tabs.noLeft`);
 *  - `src/features/<name>/locales/{lang}.json`: placed under the feature's name, so
 *    features/auth/locales/en-US.json `{"login":{"title":"Sign in"}}` is `t('auth.login.title')`;
 *  - the shared dictionary (`validation.*`, `error.*`, `field.*`, `upload.*`, `greeting.*`),
 *    flat dotted keys turned into nested ones, its `{param}` placeholders into i18next's `{{param}}`:
 *    the shell's messages with the public part, the features' with the console's part.
 * Top-level names of the shell file must not repeat a feature name or a shared group.
 */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

/** One part of one language's files: the shell's (in the public part), and each feature's by path. */
export interface LanguageTexts {
  shell?: Dictionary;
  features: Record<string, Dictionary>;
  /** Messages of @iotc/shared, flat dotted keys. */
  shared?: Record<string, string>;
}

/**
 * Texts come in two chunks per language: what the public pages need (lib/texts/public.<lang>.ts) and the
 * console's (console.<lang>.ts), so the login page does not download the console's texts.
 */
export type TextPart = 'public' | 'console';
const TEXT_PARTS: readonly TextPart[] = ['public', 'console'];
const textFiles = import.meta.glob<LanguageTexts>('./texts/*.ts', { import: 'texts' });

const FEATURE_FILE = /\/features\/([^/]+)\/locales\/[^/]+\.json$/;
const STORAGE_KEY = 'iotc.lang';

function isLang(value: string | null): value is Lang {
  return LANGS.some((lang) => lang === value);
}

function nestShared(flat: Record<string, string>): Dictionary {
  const tree: Dictionary = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const leaf = parts.pop()!;
    let node = tree;
    for (const part of parts) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[leaf] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return tree;
}

async function loadPart(lang: Lang, part: TextPart): Promise<Dictionary> {
  const { shell, features, shared } = await textFiles[`./texts/${part}.${lang}.ts`]!();
  const byFeature = Object.fromEntries(Object.entries(features).map(([path, dict]) => [FEATURE_FILE.exec(path)![1]!, dict]));
  return mergeInto(mergeInto(nestShared(shared ?? {}), shell ?? {}), byFeature);
}

/** Adds `from` into `into`, group by group: a feature named like a shared group (firmware, ota) keeps the group's messages. */
function mergeInto(into: Dictionary, from: Dictionary): Dictionary {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    into[key] = typeof value === 'object' && typeof there === 'object' ? mergeInto({ ...there }, value) : value;
  }
  return into;
}

/** The texts of one language, of the parts asked (all by default), as one nested dictionary (merged as `loadConsoleTexts` merges them). */
export async function buildResources(lang: Lang, parts: readonly TextPart[] = TEXT_PARTS): Promise<Dictionary> {
  const trees = await Promise.all(parts.map((part) => loadPart(lang, part)));
  return trees.reduce(mergeInto, nestShared(publicMessages[lang]));
}


/** The first of the browser's languages that is Chinese or English, as one of ours; null when neither is. */
function browserLanguage(): Lang | null {
  const asked = globalThis.navigator?.languages ?? [];
  for (const tag of asked) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return null;
}

/**
 * The stored choice, else the browser's language when it is one of ours, else zh-CN (spec 000 §1). A
 * language found here is stored, so a later change of the browser's languages leaves the console as it was.
 */
export function readLanguage(): Lang {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  if (isLang(stored)) return stored;
  const lang = browserLanguage() ?? DEFAULT_LANGUAGE;
  globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  return lang;
}

/** The language of this page load. Switching reloads the page (spec 000 §1), so it never changes while running. */
export const currentLanguage: Lang = readLanguage();

export const i18n = i18next.createInstance();
// Before any module that translates runs: the public texts of this page's language only.
const pageResources = await buildResources(currentLanguage, ['public']);
void i18n.use(initReactI18next).init({
  lng: currentLanguage,
  // Every key exists in both languages (npm run check:locales), so the other one is not loaded as a fallback.
  fallbackLng: false,
  resources: { [currentLanguage]: { translation: pageResources } },
  // React escapes what it renders; escaping here too would show &amp; and the like.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage;

let consoleTexts: Promise<void> | null = null;

/** Adds the console's texts of the page's language, once; the route guard waits for them before a signed-in page. */
export function loadConsoleTexts(): Promise<void> {
  consoleTexts ??= loadPart(currentLanguage, 'console').then(
    (tree) => void i18n.addResourceBundle(currentLanguage, 'translation', tree, true, false),
    (error: unknown) => {
      // A failed download is tried again by the next navigation.
      consoleTexts = null;
      throw error;
    },
  );
  return consoleTexts;
}

/** Adds another language's texts, for `i18n.getFixedT(lang)` (tests that compare both languages). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await buildResources(lang));
}

/** Translate outside React (request client, guards). Components use `useTranslation()`. */
export const t = i18n.t.bind(i18n);

/** Stores the choice and reloads, as the spec asks; the new language applies from the first paint. */
export function setLanguage(lang: Lang): void {
  localStorage.setItem(STORAGE_KEY, lang);
  window.location.reload();
}
