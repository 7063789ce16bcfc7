import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Device passwords are a keyed hash of the did (HMAC-SHA256 with the installation's device secret),
 * not stored and not argon2: checking one costs microseconds, so thousands of devices can reconnect
 * at once, and the triple export derives them again for the factory.
 */
export function devicePassword(deviceSecret: string, did: string): string {
  return createHmac('sha256', deviceSecret).update(`device-password:${did}`).digest('base64url').slice(0, 24);
}

/** Constant-time check of a password a device presented. */
export function isDevicePassword(deviceSecret: string, did: string, presented: string | Buffer | undefined): boolean {
  if (presented === undefined) return false;
  const expected = Buffer.from(devicePassword(deviceSecret, did));
  const given = typeof presented === 'string' ? Buffer.from(presented) : presented;
  return given.length === expected.length && timingSafeEqual(given, expected);
}
