import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { word } from './texts.ts';
import type { PanelLang } from './types.ts';

type ValueFunction = Extract<ProductFunction, { dataType: 'value' }>;

/** A value function's integer as shown: divided by 10^multiple, with that many decimals, and its unit. */
export function scaledText(fn: ValueFunction, raw: number): string {
  return `${(raw / 10 ** fn.multiple).toFixed(fn.multiple)}${fn.unit}`;
}

/** The names of the fault bits set in a fault function's bitmap. */
export function activeFaults(fn: Extract<ProductFunction, { dataType: 'fault' }>, value: DpValue | undefined): string[] {
  if (typeof value !== 'number') return [];
  return fn.faultBits.filter((_bit, i) => Math.floor(value / 2 ** i) % 2 === 1).map((bit) => bit.name);
}

/** A data point's value as a person reads it: scaled with unit, an enum's name, on / off; `--` before the first report. */
export function valueText(fn: ProductFunction, value: DpValue | undefined, lang: PanelLang): string {
  if (value === undefined) return word(lang, 'noValue');
  switch (fn.dataType) {
    case 'bool':
      return word(lang, value === true ? 'on' : 'off');
    case 'value':
      return typeof value === 'number' ? scaledText(fn, value) : String(value);
    case 'enum':
      return fn.enumValues.find((e) => e.value === value)?.name ?? String(value);
    case 'fault': {
      const faults = activeFaults(fn, value);
      return faults.length > 0 ? faults.join(', ') : word(lang, 'noFault');
    }
    default:
      return String(value);
  }
}
