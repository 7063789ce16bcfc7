import type { Clock } from './clock.ts';

/**
 * How long a value read through an in-process cache may lag behind a change made by another instance.
 * A change made through this instance drops its entries at once.
 */
export const CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 50_000;

/** A small in-process read cache with a time limit; full, it starts over rather than tracking use. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly clock: Clock) {}

  /** The cached value, or `undefined` when there is none or it is too old. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.clock.now().getTime()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, until: this.clock.now().getTime() + CACHE_TTL_MS });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
