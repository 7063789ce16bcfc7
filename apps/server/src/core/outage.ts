/**
 * What the code around an unreachable dependency (PostgreSQL, Redis, the broker) shares: a wait that gives
 * up, and a log that says so once per interval instead of once per retry or request.
 */

/** How often a repeating failure of one kind is logged. */
export const OUTAGE_LOG_INTERVAL_MS = 30_000;

/** `promise`'s value, or `fallback` when it has not settled within `ms` (or rejected). Never rejects. */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Lets one line of a repeating kind through per interval. */
export class LogThrottle {
  private lastAt = -Infinity;

  constructor(private readonly intervalMs: number = OUTAGE_LOG_INTERVAL_MS) {}

  /** True when a line may be logged now (and starts the next interval). */
  due(): boolean {
    const now = Date.now();
    if (now - this.lastAt < this.intervalMs) return false;
    this.lastAt = now;
    return true;
  }
}
