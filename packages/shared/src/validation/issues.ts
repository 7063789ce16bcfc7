import type { z } from 'zod';

/**
 * Turning a zod issue into something translatable.
 *
 * Our schemas put a message KEY in `issue.message` ('validation.email'); the values a text needs
 * ({min}, {max}) come from the issue itself. Schemas written elsewhere without our keys still get a
 * key here, chosen from the issue code, so every failure can be shown in both languages.
 * The i18n module (`translateValidation`) turns the result into "<field>: <reason>".
 */

export type MessageParams = Record<string, string | number>;

export interface ValidationMessage {
  /** Message key, e.g. 'validation.maxLength'. */
  key: string;
  /** Values for the text's placeholders, e.g. { max: 300 }. */
  params: MessageParams;
  /** Where the value sits in the input, e.g. ['contacts', 0, 'phone']; [] for the value itself. */
  path: (string | number)[];
}

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

/**
 * A message that is one of our keys: `validation.*`, or a feature's own (`ota.stageRequired`,
 * `firmware.fileRequired`); zod's own messages are sentences, never one dotted word.
 */
const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

function toNumber(v: number | bigint): number {
  return typeof v === 'bigint' ? Number(v) : v;
}

/** Placeholder values of an issue: {min}/{max} from size issues, custom `params`, {keys} for unknown keys. */
export function validationParams(issue: Issue): MessageParams {
  const params: MessageParams = {};
  switch (issue.code) {
    case 'too_small':
      params.min = toNumber(issue.minimum);
      break;
    case 'too_big':
      params.max = toNumber(issue.maximum);
      break;
    case 'unrecognized_keys':
      params.keys = issue.keys.join(', ');
      break;
    case 'invalid_value':
      params.values = issue.values.map(String).join(', ');
      break;
    case 'custom':
      for (const [name, value] of Object.entries(issue.params ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      }
      break;
  }
  return params;
}

/**
 * Whether an invalid_type issue is about a missing value. zod drops `input` from finished issues
 * (unless parsed with { reportInput: true }), so its default English text is the fallback.
 */
function isMissing(issue: Issue | RawIssue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message ?? '');
}

/** Key for issues whose message is not one of ours (zod's default English text). */
function keyFromCode(issue: Issue | RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string') return toNumber(issue.minimum) <= 1 ? 'validation.required' : 'validation.minLength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.minItems';
      return 'validation.minValue';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.maxLength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.maxItems';
      return 'validation.maxValue';
    case 'invalid_format':
      return 'validation.format';
    case 'invalid_value':
      return 'validation.invalidValue';
    case 'unrecognized_keys':
      return 'validation.unknownKeys';
    default:
      return 'validation.invalid';
  }
}

/**
 * Optional global error map: `z.config({ customError: zodKeyErrorMap })` makes every zod schema of the
 * process (not only ours) put a key in `message`. Not needed for translation (issueMessage copes
 * without it); useful where raw zod messages would otherwise leak, e.g. OpenAPI validation answers.
 * Schemas with their own message keep it: zod consults customError only when none was given.
 */
export function zodKeyErrorMap(issue: RawIssue): string {
  return keyFromCode(issue);
}

/** The translatable form of one issue. */
export function issueMessage(issue: Issue): ValidationMessage {
  const key = MESSAGE_KEY.test(issue.message) ? issue.message : keyFromCode(issue);
  const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
  return { key, params: validationParams(issue), path };
}

type IssueSource = z.ZodError | z.ZodSafeParseResult<unknown> | readonly Issue[];

function issuesOf(source: IssueSource): readonly Issue[] {
  if (Array.isArray(source)) return source as readonly Issue[];
  if ('issues' in source) return source.issues;
  const result = source as z.ZodSafeParseResult<unknown>;
  return result.success ? [] : result.error.issues;
}

/** Every issue, translatable, in zod's order. */
export function issueMessages(source: IssueSource): ValidationMessage[] {
  return issuesOf(source).map(issueMessage);
}

/** The first issue (the one a form or an error answer shows), or null when there is none. */
export function firstIssue(source: IssueSource): ValidationMessage | null {
  const issue = issuesOf(source)[0];
  return issue ? issueMessage(issue) : null;
}

/** Only the key of the first issue, or null. */
export function firstIssueKey(source: IssueSource): string | null {
  return firstIssue(source)?.key ?? null;
}

/**
 * Validates one value: null when it passes, else its first problem.
 * Made for form validators, e.g. antd:
 *   validator: (_, v) => { const m = validateValue(schema, v);
 *     return m ? Promise.reject(new Error(translate(lang, m.key, m.params))) : Promise.resolve(); }
 */
export function validateValue(schema: z.ZodType, value: unknown): ValidationMessage | null {
  return firstIssue(schema.safeParse(value));
}
