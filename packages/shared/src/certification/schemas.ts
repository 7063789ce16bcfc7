import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { companyNameSchema, idCardSchema, lengthRange, phoneSchema, validationParams } from '../validation/index.ts';
import { pageFields } from '../api/paging.ts';

/**
 * Enterprise certification (spec 000 §2-3, §5): submitted by the owner of an enterprise space from the account
 * settings (accountPaths.certification), reviewed by a platform operator (certificationAdminPaths).
 */

/** Same values as the dictionary sys_certification_status. */
export const CertificationStatus = { None: 0, Pending: 1, Approved: 2, Rejected: 3 } as const;
export type CertificationStatus = (typeof CertificationStatus)[keyof typeof CertificationStatus];
/** The states a submission can be in (None means "nothing submitted"). */
export const SUBMISSION_STATUSES = [CertificationStatus.Pending, CertificationStatus.Approved, CertificationStatus.Rejected] as const;

/** The dictionary of the enterprise nature choices. */
export const COMPANY_NATURE_DICT = 'sys_company_nature';
/** Licence and ID images: uploaded with filesPaths.upload into this folder, at most this size. */
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

const certificationStatus = z.literal(Object.values(CertificationStatus));

/** One submission and how it was reviewed (the audit records under the form). */
export const certificationRecord = z.object({
  id: z.string(),
  status: certificationStatus,
  /** Why it was rejected; null otherwise. */
  reason: z.string().nullable(),
  /** Epoch seconds. */
  submittedAt: z.number().int(),
  /** Epoch seconds; null while pending. */
  reviewedAt: z.number().int().nullable(),
});
export type CertificationRecord = z.infer<typeof certificationRecord>;

/** A submission with everything the applicant filled in (the form's fields as stored). */
export const certificationDetail = certificationRecord.extend({
  companyName: z.string(),
  nature: z.string(),
  licenseNumber: z.string(),
  licenseImage: z.string(),
  legalPerson: z.string(),
  applicant: z.string(),
  idNumber: z.string(),
  idCardFront: z.string(),
  idCardBack: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The nature's label in the request's language. */
  natureLabel: z.string(),
});
export type CertificationDetail = z.infer<typeof certificationDetail>;

/** Answer of accountPaths.certification (GET). */
export const certificationState = z.object({
  /** None until the first submission, then the state of the latest one. */
  status: certificationStatus,
  /** The latest submission (shown read-only while pending or approved, to edit after a rejection). */
  latest: certificationDetail.nullable(),
  /** Every submission, newest first. */
  records: z.array(certificationRecord),
});
export type CertificationState = z.infer<typeof certificationState>;

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
export const certificationListItem = certificationRecord.extend({
  companyName: z.string(),
  applicant: z.string(),
  /** Login account of the user who applied. */
  account: z.string(),
});
export type CertificationListItem = z.infer<typeof certificationListItem>;

/** Answer of certificationAdminPaths.detail. */
export const certificationAdminDetail = certificationDetail.extend({
  account: z.string(),
  /** Name of the operator who reviewed it; null while pending or once that account is gone. */
  reviewerName: z.string().nullable(),
});
export type CertificationAdminDetail = z.infer<typeof certificationAdminDetail>;

export const certificationReviewBody = z
  .object({
    id: z.string().trim().min(1, 'validation.required').max(64),
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
