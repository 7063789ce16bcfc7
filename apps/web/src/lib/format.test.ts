import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { formatClock, formatFileSize, formatTime, formatZonedTime, setTimeZone, timeZone, wallClockSeconds, zoneLabel, zoneTitle } from './format';

const NEW_YEAR_UTC = 1_735_689_600; // 2025-01-01 00:00:00 UTC

describe('times in the chosen zone', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows GMT+8 (Asia/Shanghai) until the user chooses another zone, whatever the zone of the browser', () => {
    expect(timeZone()).toBe('Asia/Shanghai');
    expect(zoneLabel()).toBe('GMT+8');
    expect(formatTime(NEW_YEAR_UTC)).toBe('2025-01-01 08:00:00');
    expect(formatTime(NEW_YEAR_UTC + 16 * 3600 + 59)).toBe('2025-01-02 00:00:59');
  });

  it('formats epoch seconds in a given zone, and nothing for "never"', () => {
    expect(formatTime(NEW_YEAR_UTC, 'UTC')).toBe('2025-01-01 00:00:00');
    expect(formatTime(NEW_YEAR_UTC, 'America/New_York')).toBe('2024-12-31 19:00:00');
    for (const never of [null, undefined, 0, Number.NaN]) {
      expect(formatTime(never)).toBe('');
      expect(formatZonedTime(never)).toBe('');
    }
  });

  it('names the zone, with the offset of the instant (summer time moves it)', () => {
    expect(formatZonedTime(NEW_YEAR_UTC)).toBe('2025-01-01 08:00:00 GMT+8');
    expect(formatZonedTime(NEW_YEAR_UTC, 'UTC')).toBe('2025-01-01 00:00:00 GMT');
    expect(zoneLabel('America/New_York', Date.UTC(2025, 0, 1))).toBe('GMT-5');
    expect(zoneLabel('America/New_York', Date.UTC(2025, 6, 1))).toBe('GMT-4');
    expect(zoneLabel('Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneTitle('时间')).toBe('时间（GMT+8）');
  });

  it('shows a live log clock to the millisecond on the same zone', () => {
    expect(formatClock(NEW_YEAR_UTC * 1000 + 5 * 3600_000 + 25 * 60_000 + 7)).toBe('13:25:00.007');
    expect(formatClock(NEW_YEAR_UTC * 1000, 'UTC')).toBe('00:00:00.000');
  });

  it('reads a picked wall-clock time on the chosen zone', () => {
    expect(wallClockSeconds(dayjs('2025-01-01T08:00:00'))).toBe(NEW_YEAR_UTC);
    expect(formatTime(wallClockSeconds(dayjs('2024-02-29T23:59:30')))).toBe('2024-02-29 23:59:30');
    expect(wallClockSeconds(dayjs('2025-01-01T00:00:00'), 'UTC')).toBe(NEW_YEAR_UTC);
    // Across the spring change: 2025-03-09 12:00 in New York is summer time (GMT-4).
    expect(wallClockSeconds(dayjs('2025-03-09T12:00:00'), 'America/New_York')).toBe(Date.UTC(2025, 2, 9, 16) / 1000);
  });

  it('remembers a chosen zone and reloads; an unknown zone changes nothing', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    setTimeZone('Not/AZone');
    expect(reload).not.toHaveBeenCalled();
    expect(timeZone()).toBe('Asia/Shanghai');
    setTimeZone('UTC');
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('iotc.tz')).toBe('UTC');
    expect(formatZonedTime(NEW_YEAR_UTC)).toBe('2025-01-01 00:00:00 GMT');
    setTimeZone('Asia/Shanghai');
  });
});

describe('formatFileSize', () => {
  it('reads as people read sizes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
