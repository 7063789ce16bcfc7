import { patterns } from './patterns.ts';

/**
 * Chinese 18-digit resident ID number (GB 11643):
 *   6 digits region (the first two are the province), 8 digits birth date YYYYMMDD,
 *   3 digits sequence, 1 check character (0-9 or X).
 */

/** Province codes in use (first two digits of the region). */
const PROVINCES = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83', '91',
]);

/** ISO 7064 MOD 11-2: the weight of position i (0-based, left to right) is 2^(17-i) mod 11. */
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);

/** The check character that completes the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  // The full number (with the check value) must satisfy sum ≡ 1 (mod 11).
  const check = (12 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** True when YYYYMMDD is a real calendar date from 1900 up to `today`. */
function isBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (handles leap years).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  const birth = Date.UTC(year, month - 1, day);
  return birth <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
}

/** Full check of an ID number; a lower-case x check character is accepted. */
export function isIdCard(value: string, today: Date = new Date()): boolean {
  const id = value.toUpperCase();
  if (!patterns.idCard.test(id)) return false;
  if (!PROVINCES.has(id.slice(0, 2))) return false;
  if (!isBirthDate(id.slice(6, 14), today)) return false;
  return idCardCheckChar(id.slice(0, 17)) === id[17];
}
