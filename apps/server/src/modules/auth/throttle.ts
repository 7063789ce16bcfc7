import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  ErrorCode,
  VERIFICATION_CODE_RESEND_S,
  VERIFICATION_CODES_PER_ACCOUNT_PER_DAY,
  VERIFICATION_CODES_PER_ADDRESS_PER_DAY,
  VERIFICATION_CODES_PER_ADDRESS_PER_HOUR,
} from '@iotc/shared';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { throttleAttempts } from './tables.ts';

/**
 * Throttles kept in a table rather than memory: every instance behind a load balancer sees the same counts, and
 * a restart does not reset them. An attempt is one row per key; a limit allows `max` rows of its key within a
 * sliding window of `windowS` seconds.
 */
export interface Limit {
  key: string;
  max: number;
  windowS: number;
  /** The answer when this limit refuses: 429 with this code, and this message instead of the code's own. */
  refusal: { code: ErrorCode; messageKey?: string };
}

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

export const LOGIN_WINDOW_S = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AT_ADDRESS = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;

const accountAtAddressKey = (account: string, address: string) => `login:account:${address} ${account}`;

/**
 * Failed logins count per account at one address, and per address whatever the account. There is deliberately no
 * limit per account across addresses: any stranger could fill it and lock the owner out, and a delay instead of a
 * refusal would not slow an attacker who sends in parallel. Guessing one account from many addresses is bounded
 * by the number of addresses times LOGIN_MAX_FAILURES_PER_ACCOUNT_AT_ADDRESS per window, against argon2 and the
 * password rules.
 */
export function loginLimits(account: string, address: string): Limit[] {
  const refusal = { code: ErrorCode.TooManyRequests };
  return [
    { key: accountAtAddressKey(account, address), max: LOGIN_MAX_FAILURES_PER_ACCOUNT_AT_ADDRESS, windowS: LOGIN_WINDOW_S, refusal },
    { key: `login:address:${address}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS, windowS: LOGIN_WINDOW_S, refusal },
  ];
}

/**
 * Codes and activation e-mails: per account (one a minute, a few a day: what a stranger can send to one inbox or
 * phone, at the price that a stranger can also use up an account's codes of the day), and per address (what
 * one client can send to many accounts).
 */
export function sendLimits(account: string, address: string): Limit[] {
  const code = ErrorCode.CodeTooFrequent;
  const accountKey = `send:account:${account}`;
  const addressKey = `send:address:${address}`;
  const addressRefusal = { code, messageKey: 'error.codeAddressLimit' };
  return [
    { key: accountKey, max: 1, windowS: VERIFICATION_CODE_RESEND_S, refusal: { code } },
    { key: accountKey, max: VERIFICATION_CODES_PER_ACCOUNT_PER_DAY, windowS: DAY_S, refusal: { code, messageKey: 'error.codeAccountDailyLimit' } },
    { key: addressKey, max: VERIFICATION_CODES_PER_ADDRESS_PER_HOUR, windowS: HOUR_S, refusal: addressRefusal },
    { key: addressKey, max: VERIFICATION_CODES_PER_ADDRESS_PER_DAY, windowS: DAY_S, refusal: addressRefusal },
  ];
}

type Outcome = { refused: { limit: Limit; seconds: number } } | { ids: number[] };

/** Seconds until the limit allows another attempt; 0 when it allows one now. */
async function secondsToWait(db: Db, limit: Limit, now: Date): Promise<number> {
  const windowMs = limit.windowS * 1000;
  // The max-th most recent attempt has to leave the window before the next one.
  const recent = await db
    .select({ at: throttleAttempts.at })
    .from(throttleAttempts)
    .where(and(eq(throttleAttempts.key, limit.key), gt(throttleAttempts.at, new Date(now.getTime() - windowMs))))
    .orderBy(desc(throttleAttempts.at))
    .limit(limit.max);
  const oldest = recent[limit.max - 1];
  return oldest ? Math.ceil((oldest.at.getTime() + windowMs - now.getTime()) / 1000) : 0;
}

/**
 * Records an attempt under the keys of the limits when every limit allows one more, and returns the ids of its
 * rows; else throws the refusal of the limit asking the longest wait (with `seconds`, and `minutes` for the
 * message). Check and record are one step: each key's advisory lock is held from the count to the commit of the
 * insert, so of many simultaneous attempts only as many as the limit allows pass (a check and a later insert
 * would let them all through).
 */
export async function reserveAttempt(db: Db, limits: readonly Limit[], now: Date): Promise<number[]> {
  // Sorted: two attempts sharing keys take their locks in the same order, so neither waits on the other forever.
  const keys = [...new Set(limits.map((limit) => limit.key))].sort();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    let refused: { limit: Limit; seconds: number } | undefined;
    for (const limit of limits) {
      const seconds = await secondsToWait(tx, limit, now);
      if (seconds > (refused?.seconds ?? 0)) refused = { limit, seconds };
    }
    if (refused) return { refused };

    const rows = await tx
      .insert(throttleAttempts)
      .values(keys.map((key) => ({ key, at: now })))
      .returning({ id: throttleAttempts.id });
    const longestWindowMs = Math.max(...limits.map((limit) => limit.windowS)) * 1000;
    await tx
      .delete(throttleAttempts)
      .where(and(inArray(throttleAttempts.key, keys), lt(throttleAttempts.at, new Date(now.getTime() - longestWindowMs))));
    return { ids: rows.map((row) => row.id) };
  });

  if ('refused' in outcome) {
    const { limit, seconds } = outcome.refused;
    throw new AppError(limit.refusal.code, { seconds, minutes: Math.ceil(seconds / 60) }, limit.refusal.messageKey);
  }
  return outcome.ids;
}

/**
 * A right password: the login's own attempt was no failure, and the account's earlier failures at that address
 * are forgiven (not the address's, which may come from guesses at other accounts).
 */
export async function forgiveLogin(db: Db, attemptIds: number[], account: string, address: string): Promise<void> {
  await db
    .delete(throttleAttempts)
    .where(or(inArray(throttleAttempts.id, attemptIds), eq(throttleAttempts.key, accountAtAddressKey(account, address))));
}
