import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DEVICE_COUNT_MAX } from '@iotc/shared';
import { deviceCountFigure, formatDpValue, formatGmt8, gmt8Seconds } from './format';
import { lampFunctions } from './testData';

const [switchFn, tempFn, modeFn, faultFn] = lampFunctions;

describe('device log times', () => {
  it('shows epoch seconds on the GMT+8 clock, whatever the zone of the browser', () => {
    expect(formatGmt8(1_735_689_600)).toBe('2025-01-01 08:00:00');
    expect(formatGmt8(1_735_689_600 + 16 * 3600 + 59)).toBe('2025-01-02 00:00:59');
    expect(formatGmt8(null)).toBe('');
  });

  it('reads a picked wall-clock time as GMT+8', () => {
    expect(gmt8Seconds(dayjs('2025-01-01T08:00:00'))).toBe(1_735_689_600);
    expect(formatGmt8(gmt8Seconds(dayjs('2024-02-29T23:59:30')))).toBe('2024-02-29 23:59:30');
  });
});

describe('data point values', () => {
  it('scales a value by 10^multiple with its decimals and unit', () => {
    expect(formatDpValue(tempFn, 255)).toBe('25.5 ℃');
    expect(formatDpValue(tempFn, 0)).toBe('0.0 ℃');
    expect(formatDpValue({ ...tempFn!, multiple: 0, unit: '' } as typeof tempFn, 7)).toBe('7');
  });

  it('names enum values and the set fault bits', () => {
    expect(formatDpValue(modeFn, 'cold')).toBe('冷光 (cold)');
    expect(formatDpValue(faultFn, 0b10)).toBe('断线');
    expect(formatDpValue(faultFn, 0b11)).toBe('过热, 断线');
    expect(formatDpValue(faultFn, 0)).toBe('无故障');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDpValue(switchFn, true)).toBe('true');
    expect(formatDpValue(modeFn, 'unknown')).toBe('unknown');
    expect(formatDpValue(undefined, { dps: { '1': true } })).toBe('{"dps":{"1":true}}');
  });
});

describe('device counts', () => {
  it('shows a count the server stopped at as at least that many', () => {
    expect(deviceCountFigure(999)).toBe('999');
    expect(deviceCountFigure(DEVICE_COUNT_MAX)).toBe(`${DEVICE_COUNT_MAX.toLocaleString()}+`);
  });
});
