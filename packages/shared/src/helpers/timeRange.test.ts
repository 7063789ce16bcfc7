import { describe, expect, it } from 'vitest';
import { TimeRangeRelation, timeRangeRelation } from './index.ts';

const r = (start: number, end: number) => ({ start, end });

describe('timeRangeRelation', () => {
  it('1 when the ranges share a stretch', () => {
    expect(timeRangeRelation(r(1, 5), r(3, 8))).toBe(TimeRangeRelation.Overlap);
    expect(timeRangeRelation(r(3, 8), r(1, 5))).toBe(1);
    expect(timeRangeRelation(r(1, 10), r(3, 4))).toBe(1); // one inside the other
    expect(timeRangeRelation(r(1, 5), r(1, 5))).toBe(1); // identical
  });

  it('2 when either range starts after it ends, before anything else', () => {
    expect(timeRangeRelation(r(5, 1), r(3, 8))).toBe(TimeRangeRelation.Invalid);
    expect(timeRangeRelation(r(1, 5), r(8, 3))).toBe(2);
    expect(timeRangeRelation(r(5, 1), r(20, 30))).toBe(2);
  });

  it('3 when apart, touching, or empty', () => {
    expect(timeRangeRelation(r(1, 2), r(5, 8))).toBe(TimeRangeRelation.Gap);
    expect(timeRangeRelation(r(5, 8), r(1, 2))).toBe(3);
    expect(timeRangeRelation(r(1, 5), r(5, 8))).toBe(3); // back to back
    expect(timeRangeRelation(r(3, 3), r(1, 8))).toBe(3); // an empty range covers nothing
  });

  it("works on zero-padded 'HH:mm' strings", () => {
    expect(timeRangeRelation({ start: '08:00', end: '09:30' }, { start: '09:00', end: '10:00' })).toBe(1);
    expect(timeRangeRelation({ start: '08:00', end: '09:00' }, { start: '09:00', end: '10:00' })).toBe(3);
    expect(timeRangeRelation({ start: '22:00', end: '06:00' }, { start: '01:00', end: '02:00' })).toBe(2);
  });
});
