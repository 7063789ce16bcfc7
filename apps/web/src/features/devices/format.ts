import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DEVICE_LOG_COUNT_MAX, DEVICE_LOG_UTC_OFFSET_MIN } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { t } from '@/lib/i18n';

dayjs.extend(utc);

const MS_PER_S = 1000;
const S_PER_MIN = 60;

/**
 * Device log times (spec 001 §3, §9): epoch seconds × 1000, shown in GMT+8 as YYYY-MM-DD HH:mm:ss
 * whatever the browser's own zone, so everyone reading a log sees the same clock.
 */
export function formatGmt8(epochSeconds: number | null | undefined): string {
  if (!epochSeconds || !Number.isFinite(epochSeconds)) return '';
  return dayjs(epochSeconds * MS_PER_S).utcOffset(DEVICE_LOG_UTC_OFFSET_MIN).format('YYYY-MM-DD HH:mm:ss');
}

/** A time picked on the GMT+8 clock (the picker shows wall-clock values) as epoch seconds. */
export function gmt8Seconds(value: Dayjs): number {
  const wallClock = Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute(), value.second());
  return Math.floor(wallClock / MS_PER_S) - DEVICE_LOG_UTC_OFFSET_MIN * S_PER_MIN;
}

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

/** A log or malfunction total: the server stops counting at DEVICE_LOG_COUNT_MAX, so that many means "at least". */
export function countText(total: number, text: string): string {
  return total >= DEVICE_LOG_COUNT_MAX ? t('devices.totalAtLeast', { max: total.toLocaleString() }) : text;
}
