import { describe, expect, it } from 'vitest';
import { SECURITY_TIME_DEFAULT_S } from '../constants.ts';
import { cookieLifetimeDays } from './index.ts';

describe('cookieLifetimeDays', () => {
  it('is the security time over 86400', () => {
    expect(cookieLifetimeDays(SECURITY_TIME_DEFAULT_S)).toBeCloseTo(1 / 24);
    expect(cookieLifetimeDays(86_400 * 7)).toBe(7);
  });
});
