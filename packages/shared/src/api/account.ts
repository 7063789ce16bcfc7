import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import {
  companyNameSchema,
  emailSchema,
  idCardSchema,
  lengthRange,
  phoneSchema,
  validationParams,
} from '../validation/index.ts';
import { pageFields } from './paging.ts';
import type { AccountType } from './shell.ts';

/**
 * Account settings (spec 000 §2-3, §5, §7): basic info, enterprise info with its contacts, enterprise
 * certification (submitted by the space owner, reviewed by a platform operator) and the login-safety
 * time. Paths in paths.ts (accountPaths for users, adminPaths.certification* for operators).
 */

// ── Shared pieces ────────────────────────────────────────────────────────────

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

const idSchema = z.string().trim().min(1, 'validation.required').max(64);

// ── Basic info ───────────────────────────────────────────────────────────────

/** Answer of accountPaths.baseinfo (GET). */
export interface BaseInfo {
  /** The login account (read-only). */
  account: string;
  /** Real-name verified: the account's enterprise certification was approved. */
  realNameCertified: boolean;
  accountType: AccountType;
  /** ISO 3166-1 alpha-2 code of the country (areaTree('0', 1)); null when not chosen. */
  country: string | null;
  /** Company name of the user's own space (changed on the enterprise info page). */
  companyName: string;
  phone: string | null;
  email: string | null;
  address: string;
}

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

export interface CompanyContact {
  id: string;
  name: string;
  account: string;
  phone: string;
  address: string;
  job: string;
  /** Epoch seconds. */
  createdAt: number;
}

export const changeCompanyNameBody = z.object({ companyName: companyNameSchema });
export type ChangeCompanyNameBody = z.input<typeof changeCompanyNameBody>;

/** Answer of accountPaths.companyInfo. */
export interface CompanyInfo {
  companyName: string;
  accountType: AccountType;
  certificationStatus: CertificationStatus;
  contacts: CompanyContact[];
}

// ── Enterprise certification ─────────────────────────────────────────────────

/** Same values as the dictionary sys_certification_status. */
export const CertificationStatus = { None: 0, Pending: 1, Approved: 2, Rejected: 3 } as const;
export type CertificationStatus = (typeof CertificationStatus)[keyof typeof CertificationStatus];
/** The states a submission can be in (None means "nothing submitted"). */
export const SUBMISSION_STATUSES = [CertificationStatus.Pending, CertificationStatus.Approved, CertificationStatus.Rejected] as const;

/** The dictionary of the enterprise nature choices. */
export const COMPANY_NATURE_DICT = 'sys_company_nature';
/** Licence and ID images: uploaded with shellPaths.upload into this folder, at most this size. */
export const CERTIFICATION_UPLOAD_DIR = 'certification';
export const CERTIFICATION_IMAGE_MAX_MB = 5;
export const CERTIFICATION_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const LICENSE_NUMBER_MAX_LENGTH = 50;
/** The reason of a rejection: required, 1-300 (the text limit of spec 000 §9). */
export const reviewReasonSchema = lengthRange(1, TEXT_MAX_LENGTH);

/** An uploaded image (the `url` of the upload call's answer). */
const imageUrl = z.string().trim().min(1, 'validation.required').max(500, 'validation.maxLength');

/** Every field is required (spec 000 §5); the address up to 500 characters. */
export const certificationBody = z.object({
  companyName: companyNameSchema,
  /** A value of the dictionary sys_company_nature. */
  nature: z.string().trim().min(1, 'validation.required').max(20, 'validation.maxLength'),
  licenseNumber: lengthRange(1, LICENSE_NUMBER_MAX_LENGTH),
  licenseImage: imageUrl,
  legalPerson: lengthRange(1, NAME_MAX_LENGTH),
  applicant: lengthRange(1, NAME_MAX_LENGTH),
  idNumber: idCardSchema,
  idCardFront: imageUrl,
  idCardBack: imageUrl,
  phone: phoneSchema,
  address: lengthRange(1, ADDRESS_MAX_LENGTH),
});
export type CertificationBody = z.input<typeof certificationBody>;
export type CertificationForm = z.output<typeof certificationBody>;

/** One submission and how it was reviewed (the audit records under the form). */
export interface CertificationRecord {
  id: string;
  status: CertificationStatus;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  /** Epoch seconds. */
  submittedAt: number;
  /** Epoch seconds; null while pending. */
  reviewedAt: number | null;
}

/** A submission with everything the applicant filled in. */
export interface CertificationDetail extends CertificationRecord, CertificationForm {
  /** The nature's label in the request's language. */
  natureLabel: string;
}

/** Answer of accountPaths.certification (GET). */
export interface CertificationState {
  /** None until the first submission, then the state of the latest one. */
  status: CertificationStatus;
  /** The latest submission (shown read-only while pending or approved, to edit after a rejection). */
  latest: CertificationDetail | null;
  /** Every submission, newest first. */
  records: CertificationRecord[];
}

// ── Operator review ──────────────────────────────────────────────────────────

export const certificationListQuery = z.object({
  ...pageFields,
  /** Only submissions in this state; all when absent. */
  status: z.coerce
    .number()
    .int()
    .refine((v) => (SUBMISSION_STATUSES as readonly number[]).includes(v), { message: 'validation.invalid' })
    .optional(),
  /** Part of the company name. */
  keyword: z.string().trim().max(100, 'validation.maxLength').optional(),
});
export type CertificationListQuery = z.input<typeof certificationListQuery>;

/** A row of the operator's list. */
export interface CertificationListItem extends CertificationRecord {
  companyName: string;
  applicant: string;
  /** Login account of the user who applied. */
  account: string;
}

/** Answer of adminPaths.certificationDetail. */
export interface CertificationAdminDetail extends CertificationDetail {
  account: string;
  /** Name of the operator who reviewed it; null while pending or once that account is gone. */
  reviewerName: string | null;
}

export const certificationReviewBody = z
  .object({
    id: idSchema,
    approve: z.boolean({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType'),
    }),
    reason: z.string().trim().max(TEXT_MAX_LENGTH, 'validation.maxLength').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.approve) return;
    const result = reviewReasonSchema.safeParse(v.reason ?? '');
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', path: ['reason'], message: issue.message, params: validationParams(issue) });
  });
export type CertificationReviewBody = z.input<typeof certificationReviewBody>;
