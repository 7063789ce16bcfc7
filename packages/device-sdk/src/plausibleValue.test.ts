import { describe, expect, it } from 'vitest';
import { checkDps } from '@iotc/shared';
import { type FunctionDefinition, functionInputSchema } from '@iotc/shared/functions';
import { driftValue, startValue } from './plausibleValue.ts';

const fn = (f: Record<string, unknown>) => functionInputSchema.parse({ name: 'f', identifier: 'f', rwFlag: 'ro', ...f });
type ValueFunction = Extract<FunctionDefinition, { dataType: 'value' }>;
const value = (f: Record<string, unknown>) => fn({ dataType: 'value', step: 1, ...f }) as ValueFunction;

const temperature = value({ dpId: 1, identifier: 'va_temperature', min: -400, max: 2000, multiple: 1, unit: '℃' });
const humidity = value({ dpId: 2, identifier: 'va_humidity', min: 0, max: 100, unit: '%' });
const battery = value({ dpId: 3, identifier: 'battery_percentage', min: 0, max: 100, unit: '%' });
const freezer = value({ dpId: 4, identifier: 'temp_current_freezer', min: -40, max: 20, unit: '℃' });
const stepped = value({ dpId: 5, identifier: 'level', min: 3, max: 1000, step: 5 });
const withDefault = value({ dpId: 6, identifier: 'bright_value', rwFlag: 'rw', min: 10, max: 1000, defaultValue: 1000 });

describe('startValue', () => {
  it("starts a sensor at a typical reading, not its range minimum, on a step, and keeps a function's default", () => {
    // 22.0 ℃, 45 %, 90 %: the device's integers with the scale applied.
    expect([temperature, humidity, battery].map(startValue)).toEqual([220, 45, 90]);
    // A typical reading outside the range gives way to its middle; the middle is put on a step.
    expect(startValue(freezer)).toBe(-10);
    expect(startValue(stepped)).toBe(503);
    expect(startValue(withDefault)).toBe(1000);
  });

  it('starts the other types plausibly: false, the first or default enum value, a short text, no fault', () => {
    const enumValues = [
      { value: 'low', name: 'low', description: 'low' },
      { value: 'high', name: 'high', description: 'high' },
    ];
    const others = [
      fn({ dpId: 1, dataType: 'bool' }),
      fn({ dpId: 2, dataType: 'enum', enumValues }),
      fn({ dpId: 3, dataType: 'enum', enumValues, defaultValue: 'high' }),
      fn({ dpId: 4, dataType: 'string', maxLength: 3 }),
      fn({ dpId: 5, dataType: 'string', maxLength: 255 }),
      fn({ dpId: 6, dataType: 'fault', faultBits: [{ name: 'e1' }] }),
    ];
    expect(others.map(startValue)).toEqual([false, 'low', 'high', 'vir', 'virtual', 0]);
    // Every start value is one the device may report.
    const all = [...others, temperature, humidity, battery, freezer, stepped, withDefault];
    expect(checkDps(all, Object.fromEntries(all.map((f) => [f.dpId, startValue(f)])), 'report')).toEqual([]);
  });
});

describe('driftValue', () => {
  it('moves a reading by a few steps at a time, always within the range and on a step, staying near where it settles', () => {
    for (const f of [humidity, stepped, freezer]) {
      const anchor = startValue(f) as number;
      let reading = anchor;
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const next = driftValue(f, reading, anchor);
        expect(Math.abs(next - reading)).toBeLessThanOrEqual(3 * f.step);
        expect(checkDps([f], { [f.dpId]: next }, 'report')).toEqual([]);
        expect(Math.abs(next - anchor)).toBeLessThanOrEqual(20 * f.step);
        seen.add(next);
        reading = next;
      }
      expect(seen.size).toBeGreaterThan(3);
    }
  });

  it('bounces off the ends of the range', () => {
    // random 0.99: +2 steps; at the maximum it goes down instead.
    expect(driftValue(humidity, 100, 100, () => 0.99)).toBe(98);
    expect(driftValue(humidity, 0, 0, () => 0)).toBe(2);
  });
});
