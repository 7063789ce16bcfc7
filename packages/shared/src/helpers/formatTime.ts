import { SECONDS_PER_DAY } from '../constants.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Epoch seconds (as the API sends them) → 'YYYY-MM-DD HH:mm:ss' in the local time zone.
 * null, undefined, 0 and non-finite values give '' (the API uses 0 for "never").
 */
export function formatTime(epochSeconds: number | null | undefined): string {
  if (!epochSeconds || !Number.isFinite(epochSeconds)) return '';
  const d = new Date(epochSeconds * 1000);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** Lifetime of the token cookie in days: security time / 86400 (spec 000 §4). */
export function cookieLifetimeDays(securityTimeS: number): number {
  return securityTimeS / SECONDS_PER_DAY;
}
