import type { DpValue } from '../api/mqtt.ts';
import { VOICE_UTTERANCE_MAX_LENGTH } from '../constants.ts';
import { functionsByIdentifier } from '../functions/byIdentifier.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { voiceEligible } from './checks.ts';
import { splitAliases } from './schemas.ts';
import { VOICE_UNITS, voiceUnitOf } from './units.ts';

/*
 * The utterance tester's reading of a phrase (issue 17): what an assistant would make of "set brightness to 50" or
 * "把亮度调到百分之五十" with the scheme's mappings, and the control it would send. Everything is matched on a
 * normalized text (lower case, half-width, numbers written as digits), aliases included, so "一档" in an alias
 * and "1档" in a phrase meet.
 */

/** What the matcher reads of a mapping: a saved one, an answered one, or the form's values as edited. */
export interface VoiceMappingLike {
  identifier: string;
  prop?: string;
  aliases: string;
  unit: string;
  voiceMin: number | null;
  voiceMax: number | null;
  values: readonly { value: string | null; min: number | null; max: number | null; aliases: string }[];
}

export interface UtteranceMatch<M extends VoiceMappingLike = VoiceMappingLike> {
  ok: true;
  mapping: M;
  /** Its place in the scheme's functions. */
  index: number;
  function: ProductFunction;
  /** The function alias (or, failing any, the function's name) heard; null when the value alone led to the function. */
  alias: string | null;
  /** The value alias, enum value, named range or on / off word heard; null when a number was read. */
  valueAlias: string | null;
  /** The number as spoken and the unit key said with it ('percent', 'celsius', ...). */
  number: number | null;
  unit: string | null;
  /** Value functions: the point of the spoken scale [voiceMin, voiceMax] that was meant. */
  spoken: number | null;
  /** What goes to the device: the data point's raw value (an integer on a step for value functions). */
  value: DpValue;
}

/** Why nothing is sent: a message key of the voice messages and its values. */
export interface UtteranceRefusal {
  ok: false;
  key: string;
  params: Record<string, string | number>;
}

export type UtteranceResult<M extends VoiceMappingLike = VoiceMappingLike> = UtteranceMatch<M> | UtteranceRefusal;

// ── Normalizing ──────────────────────────────────────────────────────────────

const CN_DIGITS: Readonly<Record<string, number>> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };
const CN_DIGIT_CLASS = '零〇一二两三四五六七八九';
const CN_NUMBER = new RegExp(`负?[${CN_DIGIT_CLASS}十百千万]+(?:点[${CN_DIGIT_CLASS}]+)?`, 'g');
/** Words with 一 that are no number ("调一下", "亮一点"); 一点 followed by a digit is 1.x. */
const CN_FILLER = new RegExp(`一(?=下|些|起|直|样|般|会|点(?![${CN_DIGIT_CLASS}]))`, 'g');

/** 五成 is 50 percent (tenths); 十成 all of it. */
const CN_TENTHS = /([一二两三四五六七八九十])成/g;
/** 调一调, 亮一亮: a verb said twice around 一 is one try, not the number 1. */
const CN_REPEATED_VERB = /(\p{Script=Han})一\1/gu;

/** A Chinese integer: 二十六, 一百零五, 两千, colloquial 一百五 (150); a run without 十百千万 is read digit by digit (二六 → 26). */
function chineseInteger(text: string): number {
  const chars = [...text];
  if (!chars.some((ch) => ch in CN_UNITS)) return Number(chars.map((ch) => CN_DIGITS[ch]).join(''));
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  // The unit just passed: a digit right after it is its next place (一百五 = 150), unless a 零 came between.
  let lastUnit = 0;
  for (const ch of chars) {
    if (ch in CN_DIGITS) {
      digit = CN_DIGITS[ch]!;
      if (digit === 0) lastUnit = 0;
    } else if (ch === '万') {
      total += (section + (digit ?? 0)) * 10000;
      section = 0;
      digit = null;
      lastUnit = 10000;
    } else {
      const unit = CN_UNITS[ch]!;
      // 十五: a unit with no digit before it counts once.
      section += (digit ?? 1) * unit;
      digit = null;
      lastUnit = unit;
    }
  }
  const tail = digit === null ? 0 : digit * (lastUnit >= 100 ? lastUnit / 10 : 1);
  return total + section + tail;
}

function chineseNumber(run: string): string | null {
  const negative = run.startsWith('负');
  const body = negative ? run.slice(1) : run;
  const [whole = '', fraction] = body.split('点');
  // 百, 千 or 万 alone is a word, not a number.
  if (![...whole].some((ch) => ch in CN_DIGITS || ch === '十')) return null;
  const digits = fraction === undefined ? '' : `.${[...fraction].map((ch) => CN_DIGITS[ch]).join('')}`;
  return `${negative ? '-' : ''}${chineseInteger(whole)}${digits}`;
}

const EN_SMALL = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const EN_TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_WORD = `(?:${[...EN_SMALL, ...EN_TENS, 'hundred', 'thousand'].sort((a, b) => b.length - a.length).join('|')})`;
const EN_NUMBER = new RegExp(`\\b(?:a\\s+(?=hundred\\b))?${EN_WORD}(?:(?:\\s+and\\s+|[\\s-]+)${EN_WORD})*\\b`, 'g');

/** "twenty-five", "a hundred", "one hundred and five" as digits. */
function englishNumber(run: string): string {
  let total = 0;
  let current = 0;
  for (const word of run.split(/[\s-]+/)) {
    if (word === 'a' || word === 'and') continue;
    if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else current += EN_SMALL.includes(word) ? EN_SMALL.indexOf(word) : (EN_TENS.indexOf(word) + 2) * 10;
  }
  return String(total + current);
}

/**
 * The form every phrase and every alias is matched in: NFKC (full-width letters, digits and ％ become half-width),
 * lower case, punctuation as spaces (a decimal point stays), number words as digits, "minus 5" / 负五 as -5.
 */
export function normalizeUtterance(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[,，。!！?？、;；:："“”'‘’()（）[\]【】]|\.(?!\d)/g, ' ')
    .replace(EN_NUMBER, (run) => englishNumber(run))
    .replace(/\b(?:minus|negative)\s+(?=\d)/g, '-')
    .replace(/一半/g, '百分之50')
    .replace(/百分之百/g, '百分之100')
    .replace(CN_TENTHS, (_, digit: string) => `百分之${digit === '十' ? 100 : CN_DIGITS[digit]! * 10}`)
    .replace(CN_REPEATED_VERB, '$1 $1')
    .replace(CN_FILLER, ' ')
    .replace(CN_NUMBER, (run) => chineseNumber(run) ?? run)
    .replace(/\s+/g, ' ')
    .trim();
}

// ── Finding words ────────────────────────────────────────────────────────────

const WORD_CHAR = /[a-z0-9]/;

/** A term to look for: its normalized text, what to show of it, and what it stands for. */
interface Term<T> {
  norm: string;
  label: string;
  meaning: T;
}

interface Hit<T> extends Term<T> {
  start: number;
  end: number;
}

interface Span {
  start: number;
  end: number;
}

function terms<T>(labels: readonly string[], meaning: T): Term<T>[] {
  return labels.map((label) => ({ norm: normalizeUtterance(label), label, meaning })).filter((term) => term.norm !== '');
}

/** Where `needle` stands in `text` as a whole word: Latin words and numbers do not match inside longer ones. */
function positions(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) {
    const before = text[i - 1];
    const after = text[i + needle.length];
    if (before !== undefined && WORD_CHAR.test(needle[0]!) && WORD_CHAR.test(before)) continue;
    if (after !== undefined && WORD_CHAR.test(needle.at(-1)!) && WORD_CHAR.test(after)) continue;
    found.push(i);
  }
  return found;
}

/** The longest term said (the earliest of equals), leaving out what stands inside a span already read as a function's alias ("开" in "开关"). */
function longestHit<T>(text: string, list: readonly Term<T>[], inside: readonly Span[] = []): Hit<T> | null {
  let best: Hit<T> | null = null;
  for (const term of list) {
    for (const start of positions(text, term.norm)) {
      const end = start + term.norm.length;
      if (inside.some((span) => span.start <= start && end <= span.end)) continue;
      if (!best || term.norm.length > best.norm.length || (term.norm.length === best.norm.length && start < best.start)) best = { ...term, start, end };
    }
  }
  return best;
}

/** The text with these spans blanked (positions kept), so a number inside an alias is not read. */
function blank(text: string, spans: readonly Span[]): string {
  return spans.reduce((out, span) => out.slice(0, span.start) + ' '.repeat(span.end - span.start) + out.slice(span.end), text);
}

const ON_OFF: readonly Term<boolean>[] = [
  ...terms(['turn on', 'switch on', 'power on', 'on', 'enable', '打开', '开启', '启动', '开'], true),
  ...terms(['turn off', 'switch off', 'power off', 'shut off', 'shut down', 'off', 'disable', '关闭', '关掉', '关上', '关'], false),
];

/** Every word of every unit that follows a number ("50 percent", "26度"); 百分之 comes before it and is read apart. */
const UNIT_WORDS: readonly Term<string>[] = VOICE_UNITS.flatMap((unit) => terms(unit.words.filter((word) => word !== '百分之'), unit.key));

interface SpokenNumber {
  value: number;
  /** The unit key said with it, and the words that said it. */
  unit: string | null;
  unitWords: string | null;
}

/** The last number of the text (the value usually ends a command: "把2号灯调到50") with the unit said around it. */
function lastNumber(text: string): SpokenNumber | null {
  let found: SpokenNumber | null = null;
  for (const match of text.matchAll(/(百分之\s*)?(-?)(\d+(?:\.\d+)?)/g)) {
    const start = match.index + (match[1]?.length ?? 0);
    // A dash after a letter or digit joins words ("wi-fi-5"); it is a minus only on its own.
    const negative = match[2] === '-' && (start === 0 || !WORD_CHAR.test(text[start - 1]!));
    const value = Number(match[3]) * (negative ? -1 : 1);
    if (match[1]) {
      found = { value, unit: 'percent', unitWords: '百分之' };
      continue;
    }
    const rest = text.slice(match.index + match[0].length).replace(/^ /, '');
    const unit = UNIT_WORDS.filter((word) => positions(rest, word.norm)[0] === 0).sort((a, b) => b.norm.length - a.norm.length)[0];
    found = { value, unit: unit?.meaning ?? null, unitWords: unit?.label ?? null };
  }
  return found;
}

// ── Reading a mapping ────────────────────────────────────────────────────────

type ValueFunction = Extract<ProductFunction, { dataType: 'value' }>;

interface Entry<M extends VoiceMappingLike> {
  mapping: M;
  index: number;
  fn: ProductFunction;
}

/** What was read for one mapping: the value to send and what it was read from. */
type Reading = Pick<UtteranceMatch, 'valueAlias' | 'number' | 'unit' | 'spoken' | 'value'>;

const refuse = (key: string, params: Record<string, string | number> = {}): UtteranceRefusal => ({ ok: false, key, params });

/** The named values of a mapping: bool / enum values by their aliases, value functions' ranges by theirs. */
function valueTerms(mapping: VoiceMappingLike): Term<VoiceMappingLike['values'][number]>[] {
  return mapping.values.flatMap((value) => terms(splitAliases(value.aliases ?? ''), value));
}

/** An enum's own names and values, when no alias of the mapping is said ("set mode to white"). */
function enumTerms(fn: ProductFunction): Term<string>[] {
  return fn.dataType === 'enum' ? fn.enumValues.flatMap((v) => terms([v.name, v.value], v.value)) : [];
}

/** The spoken point of a value function as the data point's integer: linear, on a step, inside [min, max]. */
export function voiceToRaw(fn: Pick<ValueFunction, 'min' | 'max' | 'step'>, spoken: number, voiceMin: number, voiceMax: number): number {
  const exact = voiceMax === voiceMin ? fn.min : fn.min + ((spoken - voiceMin) / (voiceMax - voiceMin)) * (fn.max - fn.min);
  const lastStep = Math.floor((fn.max - fn.min) / fn.step);
  const steps = Math.min(Math.max(Math.round((exact - fn.min) / fn.step), 0), lastStep);
  return fn.min + steps * fn.step;
}

function readValueFunction(mapping: VoiceMappingLike, fn: ValueFunction, text: string, spans: readonly Span[]): Reading | UtteranceRefusal | null {
  // A number said beats a named range said with it ("dim the light to 20 percent" is 20 percent, not dim's midpoint).
  const range = longestHit(text, valueTerms(mapping), spans);
  const number = lastNumber(blank(text, range ? [...spans, range] : spans));
  if (!range && !number) return null;
  const { voiceMin, voiceMax } = mapping;
  if (voiceMin === null || voiceMax === null) return refuse('voice.utterance.noRange', { name: fn.name });
  const symbol = voiceUnitOf(mapping.unit)?.symbol ?? '';
  if (range && !number) {
    const { min, max } = range.meaning;
    if (min === null || max === null) return refuse('voice.utterance.noRange', { name: fn.name });
    const spoken = (min + max) / 2;
    return { valueAlias: range.label, number: null, unit: null, spoken, value: voiceToRaw(fn, spoken, voiceMin, voiceMax) };
  }
  const heard = number!;
  let spoken = heard.value;
  if (heard.unit === 'percent' && mapping.unit !== 'percent') {
    // A percent of a function that speaks in something else is a percent of its spoken range.
    if (heard.value < 0 || heard.value > 100) return refuse('voice.utterance.outOfRange', { value: heard.value, min: 0, max: 100, unit: '%' });
    spoken = voiceMin + (heard.value / 100) * (voiceMax - voiceMin);
  } else if (heard.unit !== null && heard.unit !== 'percent' && heard.unit !== mapping.unit) {
    return refuse('voice.utterance.unitMismatch', { name: fn.name, unit: heard.unitWords ?? heard.unit });
  } else if (spoken < voiceMin || spoken > voiceMax) {
    return refuse('voice.utterance.outOfRange', { value: heard.value, min: voiceMin, max: voiceMax, unit: symbol });
  }
  return { valueAlias: null, number: heard.value, unit: heard.unit, spoken, value: voiceToRaw(fn, spoken, voiceMin, voiceMax) };
}

/**
 * What the phrase sets this mapping's function to: a value alias first, then on / off (bool), the enum's own names
 * (enum, only when the function is named), a named range or a number (value). Null when it says nothing for it.
 */
function readMapping(entry: Entry<VoiceMappingLike>, text: string, spans: readonly Span[], named: boolean): Reading | UtteranceRefusal | null {
  const { mapping, fn } = entry;
  const plain = (label: string, value: DpValue): Reading => ({ valueAlias: label, number: null, unit: null, spoken: null, value });
  switch (fn.dataType) {
    case 'bool': {
      const alias = longestHit(text, valueTerms(mapping), spans);
      if (alias?.meaning.value === 'true' || alias?.meaning.value === 'false') return plain(alias.label, alias.meaning.value === 'true');
      const word = longestHit(text, ON_OFF, spans);
      return word ? plain(word.label, word.meaning) : null;
    }
    case 'enum': {
      const alias = longestHit(text, valueTerms(mapping), spans);
      if (alias?.meaning.value) return plain(alias.label, alias.meaning.value);
      const own = named ? longestHit(text, enumTerms(fn), spans) : null;
      return own ? plain(own.label, own.meaning) : null;
    }
    case 'value':
      return readValueFunction(mapping, fn, text, spans);
    default:
      return null;
  }
}

// ── The phrase ───────────────────────────────────────────────────────────────

const names = (entries: readonly Entry<VoiceMappingLike>[]) => entries.map((entry) => entry.fn.name).join(' / ');

/** What an assistant sets when a device is told a number without a function ("set the light to 50 percent"). */
const NUMBER_PROPS: readonly string[] = ['brightness', 'percentage'];

/** The only entry, else the only one of them the preferred ones single out; null when it stays open. */
function single<T extends Entry<VoiceMappingLike>>(entries: readonly T[], preferred: (entry: T) => boolean): T | null {
  if (entries.length === 1) return entries[0]!;
  const chosen = entries.filter(preferred);
  return chosen.length === 1 ? chosen[0]! : null;
}

/**
 * No function named: the value alone leads to it. A value alias of one mapping; on / off to the only bool mapping (the
 * power one among several); a number to the only value mapping among those speaking in the unit said (the brightness
 * or percentage one among several), as an assistant does with a device's name and a value.
 */
function byValueAlone<M extends VoiceMappingLike>(entries: readonly Entry<M>[], text: string, spans: readonly Span[]): { entry: Entry<M> } | UtteranceRefusal | null {
  const aliased = entries
    .map((entry) => ({ entry, hit: longestHit(text, valueTerms(entry.mapping), spans) }))
    .filter((found): found is { entry: Entry<M>; hit: Hit<VoiceMappingLike['values'][number]> } => found.hit !== null);
  if (aliased.length > 0) {
    const longest = Math.max(...aliased.map((found) => found.hit.norm.length));
    const top = aliased.filter((found) => found.hit.norm.length === longest);
    return top.length === 1 ? { entry: top[0]!.entry } : refuse('voice.utterance.ambiguous', { names: names(top.map((found) => found.entry)) });
  }
  const bools = entries.filter((entry) => entry.fn.dataType === 'bool');
  if (bools.length > 0 && longestHit(text, ON_OFF, spans)) {
    const chosen = single(bools, (entry) => entry.mapping.prop === 'power');
    return chosen ? { entry: chosen } : refuse('voice.utterance.ambiguous', { names: names(bools) });
  }
  const number = lastNumber(blank(text, spans));
  const values = entries.filter((entry) => entry.fn.dataType === 'value');
  if (number && values.length > 0) {
    const inUnit = values.filter((entry) => entry.mapping.unit === number.unit);
    const candidates = inUnit.length > 0 ? inUnit : values;
    const chosen = single(candidates, (entry) => NUMBER_PROPS.includes(entry.mapping.prop ?? ''));
    return chosen ? { entry: chosen } : refuse('voice.utterance.ambiguous', { names: names(candidates) });
  }
  return null;
}

/**
 * Turns a phrase in Chinese or English into the control the scheme's mappings define, or says why not.
 *
 * The function is the one whose alias is said, the longest alias winning ("light brightness" over "light"; the
 * function's name when no alias is said). If that function hears no value in the phrase, the next one named is tried,
 * then the value alone decides (see byValueAlone). Value functions map their spoken scale [voiceMin, voiceMax]
 * linearly onto the data point's [min, max] (multiple is only how that integer is shown), snapped to its step;
 * a percent of a function that speaks in another unit is a percent of that scale; a named range means its midpoint.
 */
export function matchUtterance<M extends VoiceMappingLike>(phrase: string, config: { functions: readonly M[] }, functions: readonly ProductFunction[]): UtteranceResult<M> {
  const said = phrase.trim();
  if (said === '') return refuse('voice.utterance.empty');
  if ([...said].length > VOICE_UTTERANCE_MAX_LENGTH) return refuse('voice.utterance.tooLong', { max: VOICE_UTTERANCE_MAX_LENGTH });
  const functionOf = functionsByIdentifier(functions);
  const entries: Entry<M>[] = config.functions.flatMap((mapping, index) => {
    const fn = functionOf(mapping.identifier);
    return fn && voiceEligible(fn) ? [{ mapping, index, fn }] : [];
  });
  if (entries.length === 0) return refuse('voice.functionRequired');
  const text = normalizeUtterance(said);

  const namedBy = (list: (entry: Entry<M>) => Term<null>[]) =>
    entries
      .map((entry) => ({ entry, hit: longestHit(text, list(entry)) }))
      .filter((found): found is { entry: Entry<M>; hit: Hit<null> } => found.hit !== null)
      .sort((a, b) => b.hit.norm.length - a.hit.norm.length || a.hit.start - b.hit.start || a.entry.index - b.entry.index);
  let named = namedBy((entry) => terms(splitAliases(entry.mapping.aliases ?? ''), null));
  if (named.length === 0) named = namedBy((entry) => terms([entry.fn.name], null));
  const spans = named.map((found) => found.hit);

  const answer = (entry: Entry<M>, alias: string | null, reading: Reading | UtteranceRefusal): UtteranceResult<M> =>
    'ok' in reading ? reading : { ok: true, mapping: entry.mapping, index: entry.index, function: entry.fn, alias, ...reading };

  const heard = named.flatMap(({ entry, hit }) => {
    const reading = readMapping(entry, text, spans, true);
    return reading ? [{ entry, hit, reading }] : [];
  });
  const settings = heard.filter((found, i) => 'value' in found.reading && heard.findIndex((other) => other.entry.index === found.entry.index) === i);
  // Two functions, each with its own value ("turn on the light and set brightness to 50"): never one of them silently.
  if (settings.length > 1) return refuse('voice.utterance.oneAtATime', { names: names(settings.map((found) => found.entry)) });
  const first = heard[0];
  if (first) {
    if (first.entry.fn.dataType !== 'value' && 'value' in first.reading) {
      // "turn on the light to 50 percent": a number with its unit is a value for another function too.
      const number = lastNumber(blank(text, spans));
      const valueOwner = number?.unit ? entries.find((entry) => entry.fn.dataType === 'value' && entry.index !== first.entry.index) : undefined;
      if (valueOwner) return refuse('voice.utterance.oneAtATime', { names: names([first.entry, valueOwner]) });
    }
    return answer(first.entry, first.hit.label, first.reading);
  }
  const alone = byValueAlone(entries, text, spans);
  if (alone && 'ok' in alone) return alone;
  const reading = alone && readMapping(alone.entry, text, spans, false);
  if (alone && reading) return answer(alone.entry, null, reading);
  if (named.length > 0) return refuse('voice.utterance.noValue', { name: named[0]!.entry.fn.name });
  return refuse('voice.utterance.noMatch', { phrase: said });
}
