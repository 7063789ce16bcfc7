import type { Dayjs } from 'dayjs';
import { BYTES_PER_KB, BYTES_PER_MB, DEFAULT_TIME_ZONE, isTimeZone, offsetMinutes, wallClock } from '@iotc/shared';
import { t } from './i18n';

/**
 * Every time the console shows, in one zone the user sees in the header and can change (spec: GMT+8 by
 * default). The API sends epoch seconds (UTC); only this module turns them into text, so a debug log line
 * and the device log show one instant alike.
 */

const STORAGE_KEY = 'iotc.tz';
/** Zones offered in the header besides the browser's own: the spec's default and the ones customers work in most. */
export const COMMON_TIME_ZONES = [
  DEFAULT_TIME_ZONE,
  'UTC',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
];

/** The browser's own zone, when it names one. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}

function storedTimeZone(): string {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  return isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

let zoneInUse = storedTimeZone();

/** The zone every time is shown in. */
export function timeZone(): string {
  return zoneInUse;
}

/** Stores the choice and reloads, as the language does: every time on the page changes at once. */
export function setTimeZone(zone: string): void {
  if (!isTimeZone(zone)) return;
  localStorage.setItem(STORAGE_KEY, zone);
  zoneInUse = zone;
  window.location.reload();
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let found = offsetFormatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormatters.set(zone, found);
  }
  return found;
}

const shown = (epochSeconds: number | null | undefined): epochSeconds is number => !!epochSeconds && Number.isFinite(epochSeconds);

/**
 * Epoch seconds → 'YYYY-MM-DD HH:mm:ss' in the chosen zone; for tables whose column title names the zone
 * (zoneTitle). null, undefined, 0 and non-finite give '' (the API uses 0 for "never").
 */
export function formatTime(epochSeconds: number | null | undefined, zone = timeZone()): string {
  if (!shown(epochSeconds)) return '';
  const { date, clock } = wallClock(epochSeconds * 1000, zone);
  return `${date} ${clock}`;
}

/** The same with the zone named ('2024-05-01 13:25:00 GMT+8'): for a time that stands alone in a text. */
export function formatZonedTime(epochSeconds: number | null | undefined, zone = timeZone()): string {
  return shown(epochSeconds) ? `${formatTime(epochSeconds, zone)} ${zoneLabel(zone, epochSeconds * 1000)}` : '';
}

/** Milliseconds → 'HH:mm:ss.SSS' in the chosen zone: the clock of a live log, whose title names the zone. */
export function formatClock(ms: number, zone = timeZone()): string {
  const { clock, ms: fraction } = wallClock(ms, zone);
  return `${clock}.${fraction}`;
}

/** The zone's offset as people read it, 'GMT+8', 'GMT-4', 'GMT' (at the given instant: summer time moves it). */
export function zoneLabel(zone = timeZone(), at = Date.now()): string {
  const name = offsetFormatter(zone).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  // Some ICU versions write UTC itself as 'GMT+0'.
  return name === 'GMT+0' ? 'GMT' : (name ?? zone);
}

/** A column or field title that names the zone its times are in: 'Created (GMT+8)', '创建时间（GMT+8）'. */
export function zoneTitle(title: string): string {
  return t('time.zoned', { title, zone: zoneLabel() });
}

/** A date picker's wall-clock value, read on the chosen zone's clock, as epoch seconds. */
export function wallClockSeconds(value: Dayjs, zone = timeZone()): number {
  const asUtc = Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute(), value.second());
  // The offset at the guessed instant, then again at the corrected one (right across a summer-time change).
  const first = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  const instant = asUtc - offsetMinutes(first, zone) * 60_000;
  return Math.floor(instant / 1000);
}

/** A file's size as people read it: "812 B", "300 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_KB) return `${bytes} B`;
  if (bytes < BYTES_PER_MB) return `${Math.round(bytes / BYTES_PER_KB)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(1).replace(/\.0$/, '')} MB`;
}
