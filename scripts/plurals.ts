/**
 * English counts a noun in the plural only beyond one: "1 notices" is wrong. A text that puts a number
 * before a plural noun must be the `_other` form of an i18next plural pair (its `_one` beside it). The
 * server's messages have no plural forms: they name the count as a figure ("Problems: {count}") instead.
 */

/**
 * Placeholders that hold no variable count: limits fixed by a constant, always more than one (max, min,
 * the hours of the activation mail, the seconds of a time-out, the job's attempts, the quota of each account
 * type), a row's number, and names (lang, networkType, pushId, scheme) that a verb follows.
 */
const NOT_A_VARIABLE_COUNT = new Set(['max', 'min', 'hours', 'seconds', 'attempts', 'personal', 'enterprise', 'certified', 'row', 'lang', 'networkType', 'pushId', 'scheme']);

/** Words after a placeholder that end in "s" and are no plural noun. */
const NOT_A_NOUN = new Set(['is', 'has', 'was', 'does', 'its', 'this', 'as', 'us']);

/** `{{name}}` (i18next) or `{name}` (the server's messages), then the next two words. */
const COUNTED = /\{\{?(\w+)\}\}?((?: [a-z-]+){1,2})/g;

/** The placeholder a text puts before a plural noun, if any: "{{total}} users" → 'total'. */
export function countedNoun(text: string): string | undefined {
  for (const match of text.matchAll(COUNTED)) {
    const name = match[1]!;
    if (NOT_A_VARIABLE_COUNT.has(name)) continue;
    const words = match[2]!.trim().split(' ');
    if (words.some((word) => word.length > 2 && word.endsWith('s') && !word.endsWith('ss') && !NOT_A_NOUN.has(word))) return name;
  }
  return undefined;
}

/**
 * The problems of one dictionary's en-US texts (key → text): a counted plural noun outside an `_other` form
 * with its `_one`, or, where the dictionary has no plural forms (`plurals: false`), anywhere.
 */
export function pluralProblems(label: string, texts: ReadonlyMap<string, string>, plurals: boolean): string[] {
  const problems: string[] = [];
  for (const [key, text] of texts) {
    const name = countedNoun(text);
    if (name === undefined) continue;
    if (!plurals) problems.push(`${label}: "${key}" counts a plural noun ({${name}}), which reads wrong for one: name the count as a figure`);
    else if (!key.endsWith('_other') || !texts.has(key.replace(/_other$/, '_one')))
      problems.push(`${label}: "${key}" counts a plural noun ({{${name}}}) without the plural forms _one and _other`);
  }
  return problems;
}
