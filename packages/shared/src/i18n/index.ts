import type { Lang } from '../api/shell.ts';
import { DEFAULT_LANGUAGE } from '../constants.ts';

export { type MessageKey } from './messages.ts';
/** The shell's messages: what the public pages (sign-in, registration, documents) need; the features' are `consoleMessages`. */
export { shellMessages as publicMessages } from './messages.ts';

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
