import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 36 below 256: bytes from it on are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A random string of lower-case letters and digits (product keys, app keys). */
export function randomLowerAlnum(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b >= UNBIASED_LIMIT) continue;
      out += ALPHABET[b % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
