import { describe, expect, it } from 'vitest';
import { DEVICE_COUNT_MAX } from '@iotc/shared';
import { deviceCountFigure, formatDpValue } from './format';
import { lampFunctions } from './testData';

const [switchFn, tempFn, modeFn, faultFn] = lampFunctions;

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
