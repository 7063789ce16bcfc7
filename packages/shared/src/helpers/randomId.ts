import { RANDOM_ID_LENGTH } from '../constants.ts';

export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The largest multiple of the alphabet size that fits a byte: bytes at or above it are skipped. */
const LIMIT = 256 - (256 % RANDOM_ID_ALPHABET.length);

/**
 * A random alphanumeric id from the Web Crypto generator (Node 20 and browsers).
 * Bytes are drawn with rejection so each character is equally likely (a plain `% 62` would favour some).
 */
export function randomId(length: number = RANDOM_ID_LENGTH): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`randomId: bad length ${length}`);
  let out = '';
  // About 3% of bytes are rejected, so twice the length is nearly always one draw.
  // getRandomValues refuses more than 65536 bytes at a time.
  const bytes = new Uint8Array(Math.min(65_536, Math.max(16, length * 2)));
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b >= LIMIT) continue;
      out += RANDOM_ID_ALPHABET[b % RANDOM_ID_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
