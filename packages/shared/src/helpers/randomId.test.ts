import { describe, expect, it } from 'vitest';
import { RANDOM_ID_ALPHABET, randomId } from './index.ts';

describe('randomId', () => {
  it('is 32 alphanumeric characters by default', () => {
    const id = randomId();
    expect(id).toHaveLength(32);
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('honours the length, including 0 and long ids', () => {
    expect(randomId(0)).toBe('');
    expect(randomId(1)).toHaveLength(1);
    expect(randomId(500)).toMatch(/^[A-Za-z0-9]{500}$/);
    expect(() => randomId(-1)).toThrow(RangeError);
    expect(() => randomId(1.5)).toThrow(RangeError);
  });

  it('does not repeat in 10 000 draws', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => randomId()));
    expect(ids.size).toBe(10_000);
  });

  it('uses the whole alphabet about evenly', () => {
    const counts = new Map<string, number>();
    for (const ch of randomId(62_000)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(RANDOM_ID_ALPHABET.length);
    // 1000 expected per character; the bounds are far outside chance (σ ≈ 31).
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(800);
      expect(n).toBeLessThan(1200);
    }
  });
});
