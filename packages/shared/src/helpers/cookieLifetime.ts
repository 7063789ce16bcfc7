import { SECONDS_PER_DAY } from '../constants.ts';

/** Lifetime of the token cookie in days: security time / 86400 (spec 000 §4). */
export function cookieLifetimeDays(securityTimeS: number): number {
  return securityTimeS / SECONDS_PER_DAY;
}
