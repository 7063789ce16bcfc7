import type { Lang } from './api/shell.ts';
import { errorMessageKey, type ErrorCode } from './errors.ts';
import { messages } from './messages.ts';
import type { MessageParams, ValidationMessage } from './validation/issues.ts';

// Message lookup over every message of messages.ts; outside i18n/ for the reason given there.

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
