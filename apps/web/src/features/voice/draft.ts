import type { TFunction } from 'i18next';
import { issueMessages } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import {
  type VoiceConfig,
  type VoiceConfigAnswer,
  voiceConfigProblems,
  voiceConfigSchema,
  type VoiceDeviceType,
  type VoiceFunction,
  type VoicePlatform,
  type VoiceProp,
  type VoiceSecretFile,
} from '@iotc/shared/voice';
import { i18n } from '@/lib/i18n';

/*
 * The scheme as the tab edits it: the config's fields, the secret file as described (not only its key), and a key on
 * each mapping and value so its inputs stay with it when another is removed.
 */

export interface DraftValue {
  key: number;
  value: string | null;
  min: number | null;
  max: number | null;
  aliases: string;
}

export interface DraftMapping {
  key: number;
  identifier: string;
  prop: VoiceProp;
  aliases: string;
  unit: string;
  voiceMin: number | null;
  voiceMax: number | null;
  values: DraftValue[];
  demo: string;
}

export interface VoiceDraft {
  brand: string;
  deviceType: VoiceDeviceType | null;
  model: string;
  skillId: string;
  projectName: string;
  projectId: string;
  secretFile: VoiceSecretFile | null;
  invocationName: string;
  functions: DraftMapping[];
}

let lastKey = 0;
export const nextKey = () => (lastKey += 1);

/** The draft of a saved config, or a new one (the product's model filled in). */
export function draftOf(config: VoiceConfigAnswer | null, model: string): VoiceDraft {
  if (!config) {
    return { brand: '', deviceType: null, model, skillId: '', projectName: '', projectId: '', secretFile: null, invocationName: '', functions: [] };
  }
  const { functions, ...fields } = config;
  return {
    ...fields,
    functions: functions.map((mapping) => ({ ...mapping, key: nextKey(), values: mapping.values.map((value) => ({ ...value, key: nextKey() })) })),
  };
}

/** The data point's range as people read it (its integers divided by 10^multiple). */
function shownRange(fn: Extract<ProductFunction, { dataType: 'value' }>): { min: number; max: number } {
  const scale = 10 ** fn.multiple;
  return { min: fn.min / scale, max: fn.max / scale };
}

const PROP_OF_TYPE: Record<'bool' | 'enum' | 'value', VoiceProp> = { bool: 'power', enum: 'mode', value: 'custom' };

/**
 * A new mapping of a function: its name as the one alias, the prop its type suggests, and for a value function
 * the data point's range as the spoken one (a percent function speaks 0-100).
 */
export function newMapping(fn: ProductFunction): DraftMapping {
  const spoken = fn.dataType === 'value' ? shownRange(fn) : null;
  const percent = fn.dataType === 'value' && fn.unit.trim() === '%';
  return {
    key: nextKey(),
    identifier: fn.identifier,
    prop: fn.dataType === 'bool' || fn.dataType === 'enum' || fn.dataType === 'value' ? PROP_OF_TYPE[fn.dataType] : 'custom',
    aliases: fn.name,
    unit: percent ? 'percent' : '',
    voiceMin: spoken?.min ?? null,
    voiceMax: spoken?.max ?? null,
    values: [],
    demo: '',
  };
}

/** The values a bool or enum mapping may name. */
export function namedValues(fn: ProductFunction): string[] {
  if (fn.dataType === 'bool') return ['true', 'false'];
  return fn.dataType === 'enum' ? fn.enumValues.map((v) => v.value) : [];
}

/** A new named value: the first of the function's values not named yet, or an empty range of a value function. */
export function newValue(fn: ProductFunction, existing: readonly DraftValue[]): DraftValue {
  if (fn.dataType === 'value') return { key: nextKey(), value: null, min: null, max: null, aliases: '' };
  const free = namedValues(fn).find((value) => !existing.some((v) => v.value === value));
  return { key: nextKey(), value: free ?? null, min: null, max: null, aliases: '' };
}

/** The config as the calls and the shared checks take it (before the schema trims and joins). */
export function configOf(draft: VoiceDraft) {
  const { secretFile, functions, ...fields } = draft;
  return {
    ...fields,
    secretFileKey: secretFile?.key ?? null,
    functions: functions.map(({ key: _key, values, ...mapping }) => ({ ...mapping, values: values.map(({ key: _valueKey, ...value }) => value) })),
  };
}

/** Where a problem is: "functions.0.values.1.min"; the account fields' problems sit under their field. */
export type ProblemMap = ReadonlyMap<string, string>;

const where = (path: readonly (string | number)[]) => (path[0] === 'secretFileKey' ? ['secretFile', ...path.slice(1)] : path).join('.');

/**
 * Every problem of the draft by where it is, in the console's language: the shared schema's (as the server checks the
 * body) and then the rules that read the product's functions; with `platform` (publishing), the platform's fields too.
 * The first problem of a place is the one shown.
 */
export function draftProblems(draft: VoiceDraft, functions: readonly ProductFunction[], t: TFunction, platform?: VoicePlatform): ProblemMap {
  const problems = new Map<string, string>();
  const add = (path: readonly (string | number)[], text: string) => {
    if (!problems.has(where(path))) problems.set(where(path), text);
  };
  const config = configOf(draft);
  for (const issue of issueMessages(voiceConfigSchema.safeParse(config))) add(issue.path, t(issue.key, issue.params));
  // The checks read ids, units, ranges and values only: the draft's shape serves before the schema has passed.
  for (const problem of voiceConfigProblems(config as VoiceConfig, functions, platform)) add(problem.path, t(problem.key, problem.params));
  return problems;
}

/** The checked config to send; null while the draft has a problem the schema sees. */
export function parsedConfig(draft: VoiceDraft): VoiceConfig | null {
  const parsed = voiceConfigSchema.safeParse(configOf(draft));
  return parsed.success ? parsed.data : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A refusal's problems by where they are, when its data lists them: the field errors of the body's schema
 * (`config.functions.0.aliases`, already in the request's language) or the scheme's checks (`problems`, paths in the
 * config), each said as the browser's own check says it under its field, else as the server said it.
 */
export function answeredProblems(data: unknown, t: TFunction): ProblemMap | null {
  if (!isRecord(data)) return null;
  const problems = new Map<string, string>();
  const add = (path: readonly (string | number)[], text: string) => {
    const inConfig = path[0] === 'config' ? path.slice(1) : path;
    if (!problems.has(where(inConfig))) problems.set(where(inConfig), text);
  };
  if (Array.isArray(data.errors)) {
    for (const error of data.errors) if (isRecord(error) && typeof error.field === 'string' && typeof error.msg === 'string') add(error.field.split('.'), error.msg);
  }
  if (Array.isArray(data.problems)) {
    for (const problem of data.problems) {
      if (!isRecord(problem) || !Array.isArray(problem.path) || typeof problem.message !== 'string') continue;
      const { key, params } = problem;
      const own = typeof key === 'string' && i18n.exists(key) ? t(key, isRecord(params) ? params : {}) : problem.message;
      add(problem.path as (string | number)[], own);
    }
  }
  return problems.size > 0 ? problems : null;
}

/** The demo phrases of the mappings, in their order, each once. */
export function demoPhrases(functions: readonly Pick<VoiceFunction, 'demo'>[]): string[] {
  return [...new Set(functions.map((mapping) => mapping.demo.trim()).filter((demo) => demo !== ''))];
}

/** The draft with one mapping changed. */
export function withMapping(draft: VoiceDraft, key: number, patch: (mapping: DraftMapping) => Partial<DraftMapping>): VoiceDraft {
  return { ...draft, functions: draft.functions.map((mapping) => (mapping.key === key ? { ...mapping, ...patch(mapping) } : mapping)) };
}

/** The draft with one named value of one mapping changed. */
export function withValue(draft: VoiceDraft, mappingKey: number, valueKey: number, patch: Partial<DraftValue>): VoiceDraft {
  return withMapping(draft, mappingKey, (mapping) => ({ values: mapping.values.map((value) => (value.key === valueKey ? { ...value, ...patch } : value)) }));
}
