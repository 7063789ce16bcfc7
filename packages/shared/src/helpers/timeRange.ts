/** A range of comparable points: epoch seconds or milliseconds, minutes of the day, or 'HH:mm' strings. */
export interface TimeRange<T extends number | string = number | string> {
  start: T;
  end: T;
}

export const TimeRangeRelation = { Overlap: 1, Invalid: 2, Gap: 3 } as const;
export type TimeRangeRelation = (typeof TimeRangeRelation)[keyof typeof TimeRangeRelation];

/**
 * How two ranges relate (spec 000 §9: "1 for overlap, 2 for start after end, 3 for gap"):
 *   2 — either range starts after it ends (an invalid range); checked first.
 *   1 — the ranges share a stretch of positive length: max(starts) < min(ends).
 *   3 — otherwise: they are apart, or they only touch (a.end === b.start), or one is empty (start === end).
 * Touching counts as no overlap so back-to-back slots (08:00-09:00, 09:00-10:00) are accepted.
 * Both ranges must use the same kind of point; strings compare as text, so 'HH:mm' must be zero-padded.
 */
export function timeRangeRelation<T extends number | string>(a: TimeRange<T>, b: TimeRange<T>): TimeRangeRelation {
  if (a.start > a.end || b.start > b.end) return TimeRangeRelation.Invalid;
  const latestStart = a.start > b.start ? a.start : b.start;
  const earliestEnd = a.end < b.end ? a.end : b.end;
  return latestStart < earliestEnd ? TimeRangeRelation.Overlap : TimeRangeRelation.Gap;
}
