import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.ts';
import { isTimeZone } from '../helpers/zonedTime.ts';
import { isIdCard } from './idCard.ts';
import { isChinaMobile, isEmail, patterns } from './patterns.ts';

/**
 * The validation rules of spec 000 §5 as zod schemas. Every `message` is a message KEY of
 * i18n/messages.ts; placeholder values travel in the issue (see issues.ts).
 * Checks run in order; "required" aborts the rest so an empty field reports only that.
 */

/** A string whose type failure says "required" when the value is missing. */
function str() {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType'),
  });
}

/** A non-empty string (after the optional trim). */
function required(trim: boolean) {
  const base = trim ? str().trim() : str();
  return base.min(1, { message: 'validation.required', abort: true });
}

/** Length between min and max, one issue carrying both bounds so the text can say "min-max". */
function withLength(schema: z.ZodString, min: number, max: number, key = 'validation.lengthRange') {
  return schema.refine((v) => v.length >= min && v.length <= max, { message: key, params: { min, max } });
}

/** Required string matching one pattern. */
function patternSchema(pattern: RegExp, key: string) {
  return required(true).regex(pattern, key);
}

// ── Account ──────────────────────────────────────────────────────────────────

export const emailSchema = required(true).regex(patterns.email, 'validation.email');

export const chinaMobileSchema = required(true).regex(patterns.chinaMobile, 'validation.chinaMobile');

/** Registration account: an e-mail or a China mobile number. */
export const accountSchema = required(true).refine((v) => isEmail(v) || isChinaMobile(v), {
  message: 'validation.account',
});

/**
 * 8-50 characters; letters, digits and ASCII symbols only; at least one upper, one lower, one digit.
 * Not trimmed: spaces are not allowed, and silently dropping them would change the password.
 */
export const passwordSchema = withLength(
  required(false),
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  'validation.passwordLength',
)
  .regex(patterns.passwordChars, 'validation.passwordChars')
  .refine((v) => patterns.upper.test(v) && patterns.lower.test(v) && patterns.digit.test(v), {
    message: 'validation.passwordComposition',
  });

export const verificationCodeSchema = patternSchema(patterns.verificationCode, 'validation.verificationCode');

// ── Names ────────────────────────────────────────────────────────────────────

/** Required, trimmed, length min-max (defaults 1-50); the text gets {min} and {max}. */
export function lengthRange(min = NAME_MIN_LENGTH, max = NAME_MAX_LENGTH) {
  return withLength(required(true), min, max);
}

/** English letters and digits only, 1-50 (no spaces or symbols, so not trimmed). */
export const alnumNameSchema = withLength(required(false), NAME_MIN_LENGTH, NAME_MAX_LENGTH).regex(
  patterns.alphanumeric,
  'validation.alnumName',
);

/** Chinese, letters, digits and spaces, 1-50. */
export const cnNameSchema = lengthRange().regex(patterns.cnLetterDigitSpace, 'validation.cnName');

/** Letters, digits and spaces, 1-50 (the variant without Chinese). */
export const enNameSchema = lengthRange().regex(patterns.letterDigitSpace, 'validation.enName');

/** Company name: the cnName rule. */
export const companyNameSchema = cnNameSchema;

// ── Other patterns ───────────────────────────────────────────────────────────

export const alphanumericSchema = patternSchema(patterns.alphanumeric, 'validation.alphanumeric');
export const cnLetterDigitSchema = patternSchema(patterns.cnLetterDigit, 'validation.cnLetterDigit');
export const cnLetterDigitUnderscoreSchema = patternSchema(
  patterns.cnLetterDigitUnderscore,
  'validation.cnLetterDigitUnderscore',
);
export const cnLetterDigitUnderscoreDotSchema = patternSchema(
  patterns.cnLetterDigitUnderscoreDot,
  'validation.cnLetterDigitUnderscoreDot',
);
export const httpsUrlSchema = patternSchema(patterns.httpsUrl, 'validation.httpsUrl');

/** Resident ID number; a lower-case x check character is upper-cased. */
export const idCardSchema = required(true)
  .toUpperCase()
  .refine((v) => isIdCard(v), { message: 'validation.idCard' });

export const hexUpperSchema = patternSchema(patterns.hexUpper, 'validation.hexUpper');
export const identifierSchema = patternSchema(patterns.identifier, 'validation.identifier');
export const dottedNameSchema = patternSchema(patterns.dottedName, 'validation.dottedName');
export const versionSchema = patternSchema(patterns.version, 'validation.version');

/** Digits and hyphens, 1-50. */
/** An IANA time zone ('Asia/Shanghai'): the zone the user reads times in, for what the server writes them into. */
export const timeZoneSchema = z.string().trim().max(64, 'validation.timeZone').refine(isTimeZone, 'validation.timeZone');

export const phoneSchema = withLength(required(true), 1, PHONE_MAX_LENGTH).regex(patterns.phone, 'validation.phone');

/** Free text, 0-300 (empty allowed). */
export const textSchema = str().max(TEXT_MAX_LENGTH, 'validation.maxLength');

/** Address, 0-500 (empty allowed). */
export const addressSchema = str().max(ADDRESS_MAX_LENGTH, 'validation.maxLength');
