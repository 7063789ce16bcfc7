import type { DeviceTopic, MessageKind } from '@iotc/shared';

/** Entries the log keeps; older ones are dropped. */
export const LOG_MAX = 500;

/** Down: console → device (the DOWN_TOPICS); up: device → console. */
export type Direction = 'up' | 'down';

export interface LogEntry {
  /** Unique within the page, increasing. */
  seq: number;
  /** Epoch milliseconds when the page sent or received it. */
  time: number;
  direction: Direction;
  topic: DeviceTopic;
  /** header.name; null for a message whose envelope could not be read. */
  name: MessageKind | null;
  mid: string | null;
  /** The payload as JSON text (or the raw text of a broken message), computed once. */
  text: string;
  /** On an ack: its code, and the mid of the message it answers (the same mid). */
  code: number | null;
  /** Why the message could not be read: a `device.problem.*` key with its values. */
  problem: { reason: string; params?: Record<string, string | number> } | null;
  /** Another console's message on the device's control topic (ours are logged once, when sent). */
  foreign?: boolean;
}

export interface LogFilter {
  topic: DeviceTopic | 'all';
  direction: Direction | 'all';
  text: string;
}

export const EMPTY_FILTER: LogFilter = { topic: 'all', direction: 'all', text: '' };

/**
 * The live log: bounded to LOG_MAX (oldest dropped); while paused new entries wait in a buffer
 * (bounded too) and `held` counts every one that arrived, shown as "N new".
 */
export class DebugLog {
  private shown: LogEntry[] = [];
  private buffer: LogEntry[] = [];
  private heldCount = 0;
  private pausedFlag = false;

  constructor(private readonly max = LOG_MAX) {}

  get entries(): readonly LogEntry[] {
    return this.shown;
  }

  get paused(): boolean {
    return this.pausedFlag;
  }

  /** Messages that arrived while paused. */
  get held(): number {
    return this.heldCount;
  }

  add(entry: LogEntry): void {
    if (this.pausedFlag) {
      this.heldCount += 1;
      this.buffer = bounded([...this.buffer, entry], this.max);
    } else {
      this.shown = bounded([...this.shown, entry], this.max);
    }
  }

  pause(): void {
    this.pausedFlag = true;
  }

  resume(): void {
    this.pausedFlag = false;
    this.shown = bounded([...this.shown, ...this.buffer], this.max);
    this.buffer = [];
    this.heldCount = 0;
  }

  clear(): void {
    this.shown = [];
    this.buffer = [];
    this.heldCount = 0;
  }
}

function bounded(entries: LogEntry[], max: number): LogEntry[] {
  return entries.length > max ? entries.slice(entries.length - max) : entries;
}

/** The entries a filter lets through, newest first. */
export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  const needle = filter.text.trim().toLowerCase();
  const out: LogEntry[] = [];
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const e = entries[i]!;
    if (filter.topic !== 'all' && e.topic !== filter.topic) continue;
    if (filter.direction !== 'all' && e.direction !== filter.direction) continue;
    if (needle && !`${e.topic} ${e.name ?? ''} ${e.mid ?? ''} ${e.text}`.toLowerCase().includes(needle)) continue;
    out.push(e);
  }
  return out;
}
