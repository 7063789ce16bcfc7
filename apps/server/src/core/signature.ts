import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring addresses: a file fetched without an account (a device's firmware, a sandboxed preview) is
 * allowed by its address alone. HMAC-SHA256 over `subject.expires` with a key derived per purpose from the
 * installation's device secret (never a default key), checked in constant time.
 */

/** The signature of `subject` until `expires` (epoch seconds), for one purpose (a signature of one purpose opens nothing of another). */
export function signature(secret: string, purpose: string, subject: string, expires: number): string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(`${subject}.${expires}`).digest('base64url');
}

/** Whether `sig` signs `subject` for the purpose and has not expired at `now`. */
export function isSigned(secret: string, purpose: string, subject: string, expires: number, sig: string, now: Date): boolean {
  if (!Number.isSafeInteger(expires) || expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(signature(secret, purpose, subject, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
