import { describe, expect, it } from 'vitest';
import { greetingKey } from './index.ts';

describe('greetingKey', () => {
  it.each([
    [0, 'greeting.morning'],
    [8, 'greeting.morning'],
    [9, 'greeting.forenoon'],
    [11, 'greeting.forenoon'],
    [12, 'greeting.noon'],
    [13, 'greeting.noon'],
    [14, 'greeting.afternoon'],
    [19, 'greeting.afternoon'],
    [20, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('hour %i → %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });

  it('defaults to the current local hour', () => {
    expect(greetingKey()).toBe(greetingKey(new Date().getHours()));
  });
});
