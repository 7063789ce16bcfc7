import { afterEach, describe, expect, it } from 'vitest';
import { SECURITY_TIME_DEFAULT_S } from '../constants.ts';
import { cookieLifetimeDays, formatTime } from './index.ts';

const seconds = (d: Date) => d.getTime() / 1000;

describe('formatTime', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('formats epoch seconds as local YYYY-MM-DD HH:mm:ss, zero-padded', () => {
    expect(formatTime(seconds(new Date(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02 03:04:05');
    expect(formatTime(seconds(new Date(1999, 11, 31, 23, 59, 59)))).toBe('1999-12-31 23:59:59');
  });

  it('uses the local time zone', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(formatTime(1_700_000_000)).toBe('2023-11-15 06:13:20');
    process.env.TZ = 'UTC';
    expect(formatTime(1_700_000_000)).toBe('2023-11-14 22:13:20');
  });

  it('gives an empty string for null, undefined, 0 and NaN', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime(0)).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });
});

describe('cookieLifetimeDays', () => {
  it('is the security time over 86400', () => {
    expect(cookieLifetimeDays(SECURITY_TIME_DEFAULT_S)).toBeCloseTo(1 / 24);
    expect(cookieLifetimeDays(86_400 * 7)).toBe(7);
  });
});
