import { describe, expect, it } from 'vitest';
import { countedNoun, pluralProblems } from './plurals.ts';

describe('the plural check of the locale check', () => {
  it('finds a count before a plural noun, and not a limit, a verb or a count read as a figure', () => {
    expect(countedNoun('{{total}} notices')).toBe('total');
    expect(countedNoun('Delete the {{count}} selected functions?')).toBe('count');
    expect(countedNoun('The imported model breaks {count} rules')).toBe('count');
    expect(countedNoun('At most {{max}} contacts')).toBeUndefined();
    expect(countedNoun('{{pushId}} is checked on every report')).toBeUndefined();
    expect(countedNoun('{{count}} in total')).toBeUndefined();
    expect(countedNoun('Problems: {count}')).toBeUndefined();
    expect(countedNoun('{{count}} of {{max}} classes')).toBeUndefined();
  });

  it('fails "{{total}} notices" and passes it as the _other form of a pair', () => {
    expect(pluralProblems('notices', new Map([['total', '{{total}} notices']]), true)).toHaveLength(1);
    expect(pluralProblems('notices', new Map([['total_other', '{{count}} notices']]), true)).toHaveLength(1);
    const pair = new Map([
      ['total_one', '{{count}} notice'],
      ['total_other', '{{count}} notices'],
    ]);
    expect(pluralProblems('notices', pair, true)).toEqual([]);
    expect(pluralProblems('server', pair, false)).toHaveLength(1);
  });
});
