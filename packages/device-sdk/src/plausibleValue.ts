import type { DpValue } from '@iotc/shared';
import type { FunctionDefinition } from '@iotc/shared/functions';

type ValueFunction = Extract<FunctionDefinition, { dataType: 'value' }>;

/**
 * What a value function typically reads, in its shown unit (the device's integer / 10^multiple), told by
 * its unit or identifier: a sensor starting at its range minimum (−40 ℃, 0 % humidity) reads as broken.
 */
const TYPICAL_READINGS: readonly { matches(f: ValueFunction): boolean; shown: number }[] = [
  { matches: (f) => f.unit === '℃', shown: 22 },
  { matches: (f) => f.unit === '℉' || f.unit === '°F', shown: 72 },
  { matches: (f) => /humid/i.test(f.identifier), shown: 45 },
  { matches: (f) => /batter|electricity_left|residual_electricity/i.test(f.identifier), shown: 90 },
  { matches: (f) => f.unit === 'dBm', shown: -60 },
  { matches: (f) => f.unit === 'V', shown: 220 },
  { matches: (f) => /pm25|pm2_5/i.test(f.identifier), shown: 35 },
  { matches: (f) => f.unit === 'lux', shown: 300 },
];

/** A short text a string function starts with (cut to its byte length, ASCII so bytes are characters). */
const START_TEXT = 'virtual';

/** The nearest value on the function's grid (min + k·step) within its range. */
export function onStep(f: ValueFunction, raw: number): number {
  const steps = Math.round((raw - f.min) / f.step);
  const value = f.min + steps * f.step;
  if (value > f.max) return value - f.step;
  return Math.max(f.min, value);
}

function plausibleNumber(f: ValueFunction): number {
  const typical = TYPICAL_READINGS.find((t) => t.matches(f));
  const raw = typical === undefined ? NaN : Math.round(typical.shown * 10 ** f.multiple);
  // A typical reading outside the range (a freezer's own thermometer) gives way to the middle of the range.
  return onStep(f, raw >= f.min && raw <= f.max ? raw : (f.min + f.max) / 2);
}

/**
 * The value a virtual device starts with (and goes back to on restore): the function's default when it has
 * one, else a plausible one: a typical reading for its kind or the middle of its range, on a step; booleans
 * false, enums the first value, strings a short text, no fault.
 */
export function startValue(f: FunctionDefinition): DpValue {
  switch (f.dataType) {
    case 'bool':
      return f.defaultValue ?? false;
    case 'value':
      return f.defaultValue ?? plausibleNumber(f);
    case 'enum':
      return f.defaultValue ?? f.enumValues[0]!.value;
    case 'string':
      return f.defaultValue ?? START_TEXT.slice(0, f.maxLength);
    case 'raw':
      return f.defaultValue ?? '';
    case 'fault':
      return 0;
  }
}

/** A reading moves by at most this many steps between two reports. */
const DRIFT_STEPS = 2;
/** Beyond this many steps from where it settles, a reading leans back towards it, so it wanders but stays plausible. */
const DRIFT_LEASH_STEPS = 10;

/**
 * The next reading of a report-only value function: `current` moved by a few steps at random, leaning back
 * towards `anchor` once far from it, and kept within the range on a step. `random` returns [0, 1).
 */
export function driftValue(f: ValueFunction, current: number, anchor: number, random: () => number = Math.random): number {
  let steps = Math.floor(random() * (2 * DRIFT_STEPS + 1)) - DRIFT_STEPS;
  const away = (current - anchor) / f.step;
  if (Math.abs(away) > DRIFT_LEASH_STEPS) steps -= Math.sign(away);
  const next = current + steps * f.step;
  // Bounced off the range's ends rather than stuck on them.
  return onStep(f, next > f.max || next < f.min ? current - steps * f.step : next);
}
