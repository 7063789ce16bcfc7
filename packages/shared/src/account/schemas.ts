import { z } from 'zod';
import { CertificationStatus } from '../certification/schemas.ts';
import { accountTypeSchema } from '../api/shell.ts';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { companyNameSchema, emailSchema, lengthRange, phoneSchema, validationParams } from '../validation/index.ts';

/**
 * Account settings (spec 000 §2-3, §5, §7): basic info, enterprise info with its contacts and the login-safety
 * time. The enterprise certification's shapes are in certification/.
 */

// ── Shared pieces ────────────────────────────────────────────────────────────

export const idSchema = z.string().trim().min(1, 'validation.required').max(64);

/**
 * A field that may stay empty but must follow `rule` when filled in (phone, e-mail on basic info).
 * The rule's own message key and values are kept, so the error reads the same as for a required field.
 */
function blankOr(rule: z.ZodType<string>) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = rule.safeParse(value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message, params: validationParams(issue) });
    });
}

/** Optional free text up to `max` characters, trimmed; absent is the empty string. */
function optionalText(max: number) {
  return z.string().trim().max(max, 'validation.maxLength').optional().transform((v) => v ?? '');
}

// ── Basic info ───────────────────────────────────────────────────────────────

/** Answer of accountPaths.baseinfo (GET, and POST with the saved fields). */
export const baseInfo = z.object({
  /** The login account (read-only). */
  account: z.string(),
  /** Real-name verified: the account's enterprise certification was approved. */
  realNameCertified: z.boolean(),
  accountType: accountTypeSchema,
  /** ISO 3166-1 alpha-2 code of the country (areaTree('0', 1)); null when not chosen. */
  country: z.string().nullable(),
  /** Company name of the user's own space (changed on the enterprise info page). */
  companyName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
});
export type BaseInfo = z.infer<typeof baseInfo>;

/** Body of accountPaths.baseinfo (POST): the editable fields; an empty phone, e-mail or country clears it. */
export const baseInfoBody = z.object({
  country: blankOr(z.string().regex(/^[A-Z]{2}$/, 'validation.invalid')),
  phone: blankOr(phoneSchema),
  email: blankOr(emailSchema),
  address: optionalText(ADDRESS_MAX_LENGTH),
});
export type BaseInfoBody = z.input<typeof baseInfoBody>;

// ── Login-safety time ────────────────────────────────────────────────────────

/** The choices of the login-safety time, in seconds: 1 h (the default, spec 000 §9), 2 h, 4 h, 8 h, 1 day, 7 days. */
export const SECURITY_TIME_OPTIONS = [3600, 7200, 14_400, 28_800, 86_400, 604_800] as const;
export type SecurityTimeOption = (typeof SECURITY_TIME_OPTIONS)[number];

export function isSecurityTimeOption(seconds: number): seconds is SecurityTimeOption {
  return (SECURITY_TIME_OPTIONS as readonly number[]).includes(seconds);
}

/** Required (spec 000 §5), and one of the choices. */
export const securityTimeBody = z.object({
  securityTime: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType') })
    .refine(isSecurityTimeOption, { message: 'validation.invalid' }),
});
export type SecurityTimeBody = z.input<typeof securityTimeBody>;

/** Answer of the security-time call. */
export const securityTimeSet = z.object({ securityTime: z.number().int() });

// ── Enterprise info ──────────────────────────────────────────────────────────

/** At most this many contacts per company. */
export const CONTACT_MAX_COUNT = 50;

/** Contact name, account and phone are required; the phone must be valid (spec 000 §5). */
export const contactFields = {
  name: lengthRange(1, NAME_MAX_LENGTH),
  /** The contact's account (e-mail, mobile number or any sign-in name they use). */
  account: lengthRange(1, NAME_MAX_LENGTH),
  phone: phoneSchema,
  address: optionalText(ADDRESS_MAX_LENGTH),
  job: optionalText(NAME_MAX_LENGTH),
};
export const contactBody = z.object(contactFields);
export type ContactBody = z.input<typeof contactBody>;
export const contactUpdateBody = z.object({ id: idSchema, ...contactFields });
export type ContactUpdateBody = z.input<typeof contactUpdateBody>;
export const contactDeleteQuery = z.object({ id: idSchema });

export const companyContact = z.object({
  id: z.string(),
  name: z.string(),
  account: z.string(),
  phone: z.string(),
  address: z.string(),
  job: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type CompanyContact = z.infer<typeof companyContact>;

export const changeCompanyNameBody = z.object({ companyName: companyNameSchema });
export type ChangeCompanyNameBody = z.input<typeof changeCompanyNameBody>;

/** Answer of the rename call. */
export const companyNameChanged = z.object({ companyName: z.string() });

/** Answer of accountPaths.companyInfo. */
export const companyInfo = z.object({
  companyName: z.string(),
  accountType: accountTypeSchema,
  certificationStatus: z.enum(CertificationStatus),
  contacts: z.array(companyContact),
});
export type CompanyInfo = z.infer<typeof companyInfo>;
