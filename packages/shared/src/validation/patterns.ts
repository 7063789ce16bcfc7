/**
 * The raw patterns of spec 000 §5. None has the `g` or `y` flag: such a RegExp keeps `lastIndex`
 * between `test` calls and would answer differently for the same input.
 * Every pattern is anchored and written so that no input can make it backtrack badly
 * (repeated groups always start with a required separator).
 */

/** CJK Unified Ideographs (the common Chinese characters). */
const HAN = '\\u4e00-\\u9fff';

export const patterns = {
  /** Letters and digits with single - _ . + separators (a+tag@ is a mailbox's sub-address), @, dotted domain, 2-4 letter suffix. */
  email: /^[A-Za-z0-9]+(?:[-_.+][A-Za-z0-9]+)*@(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.)+[A-Za-z]{2,4}$/,
  /** 11 digits: 1, then 3-9, then 9 digits. */
  chinaMobile: /^1[3-9]\d{9}$/,
  /** Characters a password may hold: printable ASCII without the space (letters, digits, symbols). */
  passwordChars: /^[\x21-\x7e]+$/,
  upper: /[A-Z]/,
  lower: /[a-z]/,
  digit: /[0-9]/,
  verificationCode: /^\d{6}$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  cnLetterDigit: new RegExp(`^[${HAN}A-Za-z0-9]+$`),
  cnLetterDigitUnderscore: new RegExp(`^[${HAN}A-Za-z0-9_]+$`),
  cnLetterDigitUnderscoreDot: new RegExp(`^[${HAN}A-Za-z0-9_.]+$`),
  /** Chinese, letters, digits and the plain space (the `cnName` rule). */
  cnLetterDigitSpace: new RegExp(`^[${HAN}A-Za-z0-9 ]+$`),
  /** Letters, digits and the plain space (the `enName` rule). */
  letterDigitSpace: /^[A-Za-z0-9 ]+$/,
  /** https://, a host name (labels of letters, digits, hyphens), optional port, then any non-space rest. */
  httpsUrl: /^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/,
  /** Shape of a resident ID number only; the region, birth date and check digit are checked in idCard.ts. */
  idCard: /^[1-9]\d{16}[0-9X]$/,
  hexUpper: /^[0-9A-F]+$/,
  identifier: /^[A-Za-z][A-Za-z0-9_]*$/,
  /** Two or more identifiers joined by dots, e.g. com.example.app. */
  dottedName: /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/,
  /** xx.xx.xx: three numbers of 1-2 digits. */
  version: /^\d{1,2}\.\d{1,2}\.\d{1,2}$/,
  /** Digit groups joined by single hyphens (0755-12345678, 400-800-1234). */
  phone: /^\d+(?:-\d+)*$/,
} as const;

export function isEmail(s: string): boolean {
  return patterns.email.test(s);
}

export function isChinaMobile(s: string): boolean {
  return patterns.chinaMobile.test(s);
}
