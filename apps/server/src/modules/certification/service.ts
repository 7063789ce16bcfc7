import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BYTES_PER_MB, ErrorCode, FILES_BASE, type Lang, type PageResult } from '@iotc/shared';
import {
  CERTIFICATION_IMAGE_MAX_MB,
  type CertificationAdminDetail,
  type CertificationDetail,
  type CertificationForm,
  type CertificationListItem,
  type certificationListQuery,
  type CertificationRecord,
  type CertificationState,
  CertificationStatus,
  COMPANY_NATURE_DICT,
} from '@iotc/shared/certification';
import type { AuthContext } from '../../core/auth.ts';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { listDictRows } from '../dictionary/service.ts';
import { IMAGE_EXTENSIONS } from '../files/service.ts';
import { certifyEnterpriseAccount, userNamesOf } from '../users/service.ts';
import { certifications } from './tables.ts';

type Row = typeof certifications.$inferSelect;

const IMAGE_FIELDS = ['licenseImage', 'idCardFront', 'idCardBack'] as const;

/** A field-level validation failure, answered like a schema's (422 naming the field). */
function fieldError(field: string, message: string, params: Record<string, string | number> = {}): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: [field], message, params, input: undefined }]);
}

/** Labels of the nature dictionary in `lang`, by value. */
async function natureLabels(db: Db, lang: Lang): Promise<Map<string, string>> {
  const rows = await listDictRows(db, COMPANY_NATURE_DICT);
  return new Map(rows.map((r) => [r.dictValue, lang === 'en-US' ? r.dictLabelEn : r.dictLabel]));
}

/**
 * The images must be files this space uploaded (the upload call checked their bytes), still stored,
 * of an image type and within the certification's size limit: a URL typed by hand, another space's
 * file or an oversized one is refused.
 */
async function checkImages(storage: Storage, tenantId: string, form: CertificationForm): Promise<void> {
  const prefix = `${FILES_BASE}/${tenantId}/`;
  for (const field of IMAGE_FIELDS) {
    const url = form[field];
    const key = url.startsWith(prefix) ? url.slice(FILES_BASE.length + 1) : null;
    const ext = key?.split('.').pop()?.toLowerCase() ?? '';
    const file = key && IMAGE_EXTENSIONS.includes(ext) ? await storage.read(key) : null;
    file?.body.destroy();
    if (!file || file.size > CERTIFICATION_IMAGE_MAX_MB * BYTES_PER_MB) {
      throw fieldError(field, 'validation.uploadedImage', { maxMb: CERTIFICATION_IMAGE_MAX_MB });
    }
  }
}

async function checkNature(db: Db, nature: string): Promise<void> {
  const rows = await listDictRows(db, COMPANY_NATURE_DICT);
  if (!rows.some((r) => r.dictValue === nature)) throw fieldError('nature', 'validation.invalid');
}

function toRecord(row: Row): CertificationRecord {
  return {
    id: row.id,
    status: row.status as CertificationStatus,
    reason: row.reason,
    submittedAt: epochSeconds(row.submittedAt),
    reviewedAt: row.reviewedAt ? epochSeconds(row.reviewedAt) : null,
  };
}

function toDetail(row: Row, labels: Map<string, string>): CertificationDetail {
  return {
    ...toRecord(row),
    companyName: row.companyName,
    nature: row.nature,
    natureLabel: labels.get(row.nature) ?? row.nature,
    licenseNumber: row.licenseNumber,
    licenseImage: row.licenseImage,
    legalPerson: row.legalPerson,
    applicant: row.applicant,
    idNumber: row.idNumber,
    idCardFront: row.idCardFront,
    idCardBack: row.idCardBack,
    phone: row.phone,
    address: row.address,
  };
}

/** The state of the latest submission of a space; None before the first one. */
export async function certificationStatusOf(db: Db, tenantId: string): Promise<CertificationStatus> {
  const [latest] = await db
    .select({ status: certifications.status })
    .from(certifications)
    .where(scopeOf(tenantId).where(certifications))
    .orderBy(desc(certifications.submittedAt))
    .limit(1);
  return (latest?.status as CertificationStatus | undefined) ?? CertificationStatus.None;
}

/** The applicant's view: the latest submission in full and every submission as an audit record. */
export async function certificationState(db: Db, tenantId: string, lang: Lang): Promise<CertificationState> {
  const rows = await db
    .select()
    .from(certifications)
    .where(scopeOf(tenantId).where(certifications))
    .orderBy(desc(certifications.submittedAt));
  const latest = rows[0];
  return {
    status: (latest?.status as CertificationStatus | undefined) ?? CertificationStatus.None,
    latest: latest ? toDetail(latest, await natureLabels(db, lang)) : null,
    records: rows.map(toRecord),
  };
}

/**
 * Submits the certification of the caller's own space. Refused while one is pending or once one was
 * approved; after a rejection a new submission starts a new audit record.
 */
export async function submitCertification(
  ctx: Pick<AppContext, 'db' | 'clock'> & { storage: Storage },
  auth: AuthContext,
  form: CertificationForm,
  lang: Lang,
): Promise<CertificationState> {
  const { db } = ctx;
  const refuseIfOpen = (status: CertificationStatus) => {
    if (status === CertificationStatus.Pending) throw new AppError(ErrorCode.CertificationPending);
    if (status === CertificationStatus.Approved) throw new AppError(ErrorCode.AlreadyCertified);
  };
  refuseIfOpen(await certificationStatusOf(db, auth.tenantId));
  await checkNature(db, form.nature);
  await checkImages(ctx.storage, auth.tenantId, form);
  try {
    await db.insert(certifications).values(
      scopeOf(auth.tenantId).values({
        id: randomUUID(),
        userId: auth.userId,
        ...form,
        status: CertificationStatus.Pending,
        submittedAt: ctx.clock.now(),
      }),
    );
  } catch (error) {
    // Another submission of this space got in first (double click, two tabs).
    if (isUniqueViolation(error)) refuseIfOpen(await certificationStatusOf(db, auth.tenantId));
    throw error;
  }
  return certificationState(db, auth.tenantId, lang);
}

/** The operator's list: every space's submissions (reviewing them is the point), newest first. */
export async function listCertifications(
  db: Db,
  query: z.output<typeof certificationListQuery>,
): Promise<PageResult<CertificationListItem>> {
  const where = and(
    query.status !== undefined ? eq(certifications.status, query.status) : undefined,
    keywordMatch(query.keyword, certifications.companyName),
  );
  const rows = db.select().from(certifications).where(where).orderBy(desc(certifications.submittedAt), desc(certifications.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(certifications).where(where));
  const names = await userNamesOf(db, found.list.map((row) => row.userId));
  return {
    ...found,
    list: found.list.map((row) => ({ ...toRecord(row), companyName: row.companyName, applicant: row.applicant, account: names.get(row.userId)?.account ?? '' })),
  };
}

export async function certificationAdminDetail(db: Db, id: string, lang: Lang): Promise<CertificationAdminDetail> {
  const [row] = await db.select().from(certifications).where(eq(certifications.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound);
  const names = await userNamesOf(db, row.reviewerId ? [row.userId, row.reviewerId] : [row.userId]);
  return {
    ...toDetail(row, await natureLabels(db, lang)),
    account: names.get(row.userId)?.account ?? '',
    reviewerName: row.reviewerId ? (names.get(row.reviewerId)?.userName ?? null) : null,
  };
}

export interface ReviewInput {
  id: string;
  approve: boolean;
  reason?: string;
}

/**
 * Approves or rejects a pending submission. An approval makes the applicant's account
 * enterprise-certified (the device quota follows the account type), in the same transaction.
 */
export async function reviewCertification(
  ctx: Pick<AppContext, 'db' | 'clock' | 'accountViews'>,
  operatorId: string,
  input: ReviewInput,
  lang: Lang,
): Promise<CertificationAdminDetail> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const reviewed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certifications)
      .set({
        status: input.approve ? CertificationStatus.Approved : CertificationStatus.Rejected,
        reason: input.approve ? null : (input.reason ?? '').trim(),
        reviewedAt: now,
        reviewerId: operatorId,
      })
      .where(and(eq(certifications.id, input.id), eq(certifications.status, CertificationStatus.Pending)))
      .returning({ userId: certifications.userId });
    if (row && input.approve) await certifyEnterpriseAccount(tx, row.userId, now);
    return row ?? null;
  });
  if (!reviewed) {
    const [exists] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.id, input.id));
    throw exists ? new AppError(ErrorCode.Conflict, {}, 'error.certificationReviewed') : new AppError(ErrorCode.NotFound);
  }
  // The applicant's profile shows the account type.
  ctx.accountViews.forget(reviewed.userId);
  return certificationAdminDetail(db, input.id, lang);
}
