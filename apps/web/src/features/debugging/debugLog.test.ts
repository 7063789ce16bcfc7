import { describe, expect, it } from 'vitest';
import { DebugLog, EMPTY_FILTER, LOG_MAX, filterLog, type LogEntry } from './debugLog';

let seq = 0;
function entry(over: Partial<LogEntry> = {}): LogEntry {
  seq += 1;
  return { seq, time: seq, direction: 'up', topic: 'report', name: 'report', mid: `m${seq}`, text: `{"dps":{"1":${seq}}}`, code: null, problem: null, ...over };
}

describe('DebugLog', () => {
  it(`keeps the newest ${LOG_MAX} entries and drops the oldest`, () => {
    const log = new DebugLog();
    const all = Array.from({ length: LOG_MAX + 20 }, () => entry());
    for (const e of all) log.add(e);
    expect(log.entries).toHaveLength(LOG_MAX);
    expect(log.entries[0]).toBe(all[20]);
    expect(log.entries.at(-1)).toBe(all.at(-1));
  });

  it('holds entries while paused, counts them, and shows them on resume (still bounded)', () => {
    const log = new DebugLog(5);
    log.add(entry());
    log.pause();
    const held = Array.from({ length: 7 }, () => entry());
    for (const e of held) log.add(e);
    expect(log.entries).toHaveLength(1);
    expect(log.held).toBe(7);
    log.resume();
    expect(log.paused).toBe(false);
    expect(log.held).toBe(0);
    expect(log.entries).toEqual(held.slice(2));
  });

  it('clears what is shown and what is held', () => {
    const log = new DebugLog();
    log.add(entry());
    log.pause();
    log.add(entry());
    log.clear();
    log.resume();
    expect(log.entries).toHaveLength(0);
  });
});

describe('filterLog', () => {
  const entries = [
    entry({ direction: 'down', topic: 'query', name: 'queryAll', text: '{}' }),
    entry({ topic: 'query/ack', name: 'queryAll', code: 0, text: '{"code":0,"dps":{"20":true}}' }),
    entry({ direction: 'down', topic: 'control', name: 'control', text: '{"dps":{"20":false}}' }),
    entry({ topic: 'report', name: 'report', text: '{"dps":{"22":500}}' }),
  ];

  it('lists the newest first', () => {
    expect(filterLog(entries, EMPTY_FILTER).map((e) => e.topic)).toEqual(['report', 'control', 'query/ack', 'query']);
  });

  it('filters by direction, topic and text (kind, mid or payload, any case)', () => {
    expect(filterLog(entries, { ...EMPTY_FILTER, direction: 'down' }).map((e) => e.name)).toEqual(['control', 'queryAll']);
    expect(filterLog(entries, { ...EMPTY_FILTER, topic: 'query/ack' })).toHaveLength(1);
    expect(filterLog(entries, { ...EMPTY_FILTER, text: ' QUERYALL ' })).toHaveLength(2);
    expect(filterLog(entries, { ...EMPTY_FILTER, text: '"22":500' }).map((e) => e.topic)).toEqual(['report']);
    expect(filterLog(entries, { topic: 'control', direction: 'up', text: '' })).toHaveLength(0);
  });
});
