import { DEVICE_COUNT_MAX, DEVICE_LOG_COUNT_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { t } from '@/lib/i18n';

/** Any value as text: strings as they are, the rest as JSON. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A data point's value as a person reads it: a value function's integer divided by 10^multiple (with
 * that many decimals) and its unit, an enum's name, a fault's set bits by name; other types as they are.
 */
export function formatDpValue(fn: ProductFunction | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (!fn) return rawText(value);
  switch (fn.dataType) {
    case 'value': {
      if (typeof value !== 'number') return rawText(value);
      const shown = (value / 10 ** fn.multiple).toFixed(fn.multiple);
      return fn.unit ? `${shown} ${fn.unit}` : shown;
    }
    case 'bool':
      return typeof value === 'boolean' ? t(value ? 'devices.value.true' : 'devices.value.false') : rawText(value);
    case 'enum': {
      const option = fn.enumValues.find((e) => e.value === value);
      return option ? `${option.name} (${option.value})` : rawText(value);
    }
    case 'fault': {
      if (typeof value !== 'number') return rawText(value);
      if (value === 0) return t('devices.value.noFault');
      const set = fn.faultBits.filter((_bit, i) => (value & (1 << i)) !== 0).map((bit) => bit.name);
      return set.length ? set.join(', ') : rawText(value);
    }
    default:
      return rawText(value);
  }
}

/** A list's total: the server stops counting at `max` (DEVICE_COUNT_MAX for devices, else the log's), so that many means "at least". */
export function countText(total: number, text: string, max = DEVICE_LOG_COUNT_MAX): string {
  return total >= max ? t('devices.totalAtLeast', { max: total.toLocaleString() }) : text;
}

/** A device count (total, activated, online): the server stops counting at DEVICE_COUNT_MAX, shown as "1,000+". */
export function deviceCountFigure(count: number): string {
  return count >= DEVICE_COUNT_MAX ? `${count.toLocaleString()}+` : count.toLocaleString();
}
