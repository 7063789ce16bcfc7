import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../core/db.ts';
import { loginFailures } from './tables.ts';

/**
 * Login throttling, kept in a table rather than memory: every instance behind a load balancer
 * sees the same counts, and a restart does not reset them. It costs one indexed read per login,
 * nothing beside the argon2 check it guards.
 */
export const LOGIN_WINDOW_S = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;

interface Limit {
  key: string;
  max: number;
}

const accountKey = (account: string) => `account:${account}`;

export function loginLimits(account: string, address: string): Limit[] {
  return [
    { key: accountKey(account), max: LOGIN_MAX_FAILURES_PER_ACCOUNT },
    { key: `ip:${address}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS },
  ];
}

/** Seconds until another attempt is allowed, 0 when it is allowed now. */
export async function secondsToWait(db: Db, limits: Limit[], now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_S * 1000);
  let wait = 0;
  for (const { key, max } of limits) {
    // The max-th most recent failure has to leave the window before the next attempt.
    const recent = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
      .orderBy(desc(loginFailures.failedAt))
      .limit(max);
    const oldest = recent[max - 1];
    if (oldest) {
      const seconds = Math.ceil((oldest.failedAt.getTime() + LOGIN_WINDOW_S * 1000 - now.getTime()) / 1000);
      wait = Math.max(wait, seconds);
    }
  }
  return wait;
}

export async function recordFailure(db: Db, limits: Limit[], now: Date): Promise<void> {
  const keys = limits.map((l) => l.key);
  const since = new Date(now.getTime() - LOGIN_WINDOW_S * 1000);
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
  await db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lt(loginFailures.failedAt, since)));
}

/** A successful login forgives the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(account)));
}
