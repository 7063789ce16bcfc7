import type { Lang } from '../api/shell.ts';
import { DEFAULT_LANGUAGE } from '../constants.ts';
import { errorMessageKey, type ErrorCode } from '../errors.ts';
import type { MessageParams, ValidationMessage } from '../validation/issues.ts';
import { messages } from './messages.ts';

export { messages, type MessageKey } from './messages.ts';

/** Fills {name} placeholders; a placeholder without a value stays visible, so a missing param shows in tests. */
function fill(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Own entries only: 'toString' or 'constructor' must not be found on the prototype. */
function lookup(lang: string, key: string): string | undefined {
  const dict = Object.hasOwn(messages, lang) ? messages[lang as Lang] : undefined;
  return dict && Object.hasOwn(dict, key) ? dict[key] : undefined;
}

/** Text of `key` in `lang`, else in en-US, else the key itself (so a missing text is visible, not blank). */
export function translate(lang: Lang, key: string, params?: MessageParams): string {
  return fill(lookup(lang, key) ?? lookup('en-US', key) ?? key, params);
}

export function hasMessage(key: string): boolean {
  return lookup('en-US', key) !== undefined;
}

/**
 * The language of a `lang` (or Accept-Language) header: the first tag that is Chinese or English,
 * in any spelling (zh, zh_CN, zh-Hans, en-GB, "fr;q=1, en;q=0.8"). Anything else → zh-CN, the default
 * we picked among the two the spec allows.
 */
export function normalizeLang(header: string | readonly string[] | null | undefined): Lang {
  const value = typeof header === 'string' ? header : (header?.[0] ?? '');
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'zh' || tag.startsWith('zh-') || tag.startsWith('zh_')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-') || tag.startsWith('en_')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}

/** Display name of the field at `path`: 'field.<last name>' when we have one, else the raw name. */
export function fieldLabel(lang: Lang, path: readonly (string | number)[]): string {
  const name = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (name === undefined) return '';
  return hasMessage(`field.${name}`) ? translate(lang, `field.${name}`) : name;
}

/**
 * One validation problem as a sentence naming the field: "Password: The password must be 8-50
 * characters long". Without a path (a bare value) only the reason is given.
 */
export function translateValidation(lang: Lang, message: ValidationMessage): string {
  const reason = translate(lang, message.key, message.params);
  const field = fieldLabel(lang, message.path);
  return field ? translate(lang, 'error.validation', { field, reason }) : reason;
}

/** The `msg` of an error code in `lang`, e.g. errorMessage('en-US', ErrorCode.CodeTooFrequent, { seconds: 42 }). */
export function errorMessage(lang: Lang, code: ErrorCode, params?: MessageParams): string {
  return translate(lang, errorMessageKey[code], params);
}
