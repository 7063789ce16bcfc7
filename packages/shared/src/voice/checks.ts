import { functionsByIdentifier } from '../functions/byIdentifier.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { VOICE_PLATFORM_FIELDS, type VoiceConfig, type VoicePlatform } from './schemas.ts';
import { voiceUnitOf } from './units.ts';

/** One broken rule of a voice config, with where it is ("functions.0.values.1.min") and its message key. */
export interface VoiceProblem {
  path: (string | number)[];
  key: string;
  params: Record<string, string | number>;
}

/**
 * A refused save or publish (422, voice.invalid): every problem of the config, with its sentence in the request's
 * language ("Voice function 2: Maximum: The minimum must not exceed the maximum"), in the answer's `data`.
 */
export interface VoiceRefusal {
  problems: (VoiceProblem & { message: string })[];
}

/** Functions a voice scheme may map: the writable bool, value and enum ones. */
export function voiceEligible(fn: Pick<ProductFunction, 'rwFlag' | 'dataType'>): boolean {
  return fn.rwFlag !== 'ro' && (fn.dataType === 'bool' || fn.dataType === 'value' || fn.dataType === 'enum');
}

/**
 * The rules of a config that need the product's functions (spec 001 §5 voice): every mapping names a writable bool,
 * value or enum function, once; named values are the function's values; a range has min ≤ max, sits inside the spoken
 * scale and overlaps no other range of its function. With `platform` (publishing), its own account fields are required too.
 */
export function voiceConfigProblems(config: VoiceConfig, functions: readonly ProductFunction[], platform?: VoicePlatform): VoiceProblem[] {
  const problems: VoiceProblem[] = [];
  const add = (path: (string | number)[], key: string, params: Record<string, string | number> = {}) => problems.push({ path, key, params });
  const mapped = new Set<string>();
  const functionOf = functionsByIdentifier(functions);
  config.functions.forEach((mapping, i) => {
    const at = (...rest: (string | number)[]) => ['functions', i, ...rest];
    const fn = functionOf(mapping.identifier);
    if (!fn || !voiceEligible(fn)) {
      add(at('identifier'), 'voice.functionMissing', { identifier: mapping.identifier });
      return;
    }
    if (mapped.has(fn.identifier)) add(at('identifier'), 'voice.functionTwice', { identifier: fn.identifier });
    mapped.add(fn.identifier);
    if (fn.dataType === 'value') {
      if (mapping.unit !== '' && !voiceUnitOf(mapping.unit)) add(at('unit'), 'voice.unitUnknown', { unit: mapping.unit });
      if (mapping.voiceMin === null || mapping.voiceMax === null) add(at('voiceMin'), 'voice.rangeRequired');
      else if (mapping.voiceMin > mapping.voiceMax) add(at('voiceMax'), 'voice.rangeOrder');
      const ranges: { min: number; max: number; index: number }[] = [];
      mapping.values.forEach((value, j) => {
        if (value.min === null || value.max === null) return add(at('values', j, 'min'), 'voice.rangeRequired');
        if (value.min > value.max) return add(at('values', j, 'max'), 'voice.rangeOrder');
        if (mapping.voiceMin !== null && mapping.voiceMax !== null && (value.min < mapping.voiceMin || value.max > mapping.voiceMax)) {
          add(at('values', j, 'min'), 'voice.rangeOutside', { min: mapping.voiceMin, max: mapping.voiceMax });
        }
        const overlapping = ranges.find((r) => value.min! <= r.max && r.min <= value.max!);
        if (overlapping) add(at('values', j, 'min'), 'voice.rangeOverlap', { row: overlapping.index + 1 });
        ranges.push({ min: value.min, max: value.max, index: j });
      });
    } else {
      const allowed = fn.dataType === 'enum' ? fn.enumValues.map((v) => v.value) : ['true', 'false'];
      const named = new Set<string>();
      mapping.values.forEach((value, j) => {
        if (value.value === null || !allowed.includes(value.value)) return add(at('values', j, 'value'), 'voice.valueUnknown', { value: value.value ?? '' });
        if (named.has(value.value)) add(at('values', j, 'value'), 'voice.valueTwice', { value: value.value });
        named.add(value.value);
      });
    }
  });
  if (platform) {
    for (const field of VOICE_PLATFORM_FIELDS[platform]) {
      const missing = field === 'secretFile' ? config.secretFileKey === null : config[field] === '';
      if (missing) add([field], 'voice.platformFieldRequired', { field });
    }
  }
  return problems;
}
