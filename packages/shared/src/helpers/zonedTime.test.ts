import { describe, expect, it } from 'vitest';
import { isTimeZone, offsetMinutes, wallClock, zonedIso } from './index.ts';

const AT = Date.UTC(2025, 0, 1, 5, 25, 0, 7);

describe('times on a zone clock', () => {
  it('reads an instant on the clock of a zone, whatever the zone of the machine', () => {
    expect(wallClock(AT, 'Asia/Shanghai')).toEqual({ date: '2025-01-01', clock: '13:25:00', ms: '007' });
    expect(wallClock(AT, 'America/New_York')).toEqual({ date: '2025-01-01', clock: '00:25:00', ms: '007' });
  });

  it('knows the offset at the instant, summer time included', () => {
    expect(offsetMinutes(AT, 'Asia/Shanghai')).toBe(480);
    expect(offsetMinutes(AT, 'America/New_York')).toBe(-300);
    expect(offsetMinutes(Date.UTC(2025, 6, 1), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(AT, 'Asia/Kolkata')).toBe(330);
  });

  it('writes ISO-8601 with the offset', () => {
    expect(zonedIso(AT, 'Asia/Shanghai')).toBe('2025-01-01T13:25:00+08:00');
    expect(zonedIso(AT, 'UTC')).toBe('2025-01-01T05:25:00+00:00');
    expect(zonedIso(AT, 'America/St_Johns')).toBe('2025-01-01T01:55:00-03:30');
  });

  it('accepts IANA zones only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });
});
