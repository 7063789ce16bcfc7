/**
 * An instant on the clock of an IANA time zone, with Intl (no zone data of our own): the web shows
 * every time in the zone the user chose (GMT+8 by default, as the spec says) and the server writes
 * the times of its exports in the same zone.
 */

/** The spec's zone (GMT+8), until the user chooses another. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  clock: string;
  /** the milliseconds, three digits */
  ms: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Epoch milliseconds on the zone's clock. */
export function wallClock(ms: number, zone: string): WallClock {
  const parts = Object.fromEntries(formatter(zone).formatToParts(ms).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    clock: `${parts.hour}:${parts.minute}:${parts.second}`,
    ms: parts.fractionalSecond ?? '000',
  };
}

/** The zone's offset from UTC in minutes at an instant (summer time moves it). */
export function offsetMinutes(ms: number, zone: string): number {
  const { date, clock } = wallClock(ms, zone);
  return Math.round((Date.parse(`${date}T${clock}Z`) - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** ISO-8601 on the zone's clock with its offset, to the second: '2025-01-01T13:25:00+08:00'. */
export function zonedIso(ms: number, zone: string): string {
  const { date, clock } = wallClock(ms, zone);
  const offset = offsetMinutes(ms, zone);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${clock}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
