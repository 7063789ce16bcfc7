import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { ErrorCode, isEmail } from '@iotc/shared';
import type { Lang } from '@iotc/shared';
import { TEST_ACCOUNT_LIMIT, testReportUpload } from '@iotc/shared/testService';
import type { TestAccount, TestReport, TestResult } from '@iotc/shared/testService';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { storedKeyOf, storeUpload } from '../files/service.ts';
import { listFunctions } from '../functions/service.ts';
import { partRowsOf, productOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { testAccounts, testReports } from './tables.ts';
import { buildTemplate, templateFileName } from './template.ts';

type Ctx = EditCtx & { storage: Storage };

// ── Test-case template ───────────────────────────────────────────────────────

/** The template workbook in the caller's language; with a product, its own pairing and function cases. */
export async function testCaseTemplate(db: Db, scope: TenantScope, lang: Lang, productId: string | undefined): Promise<{ fileName: string; bytes: Buffer }> {
  if (!productId) return { fileName: templateFileName(lang, null), bytes: await buildTemplate(lang, null) };
  const product = await productOf(db, scope, productId);
  const functions = await listFunctions(db, scope, productId);
  return {
    fileName: templateFileName(lang, product.name),
    bytes: await buildTemplate(lang, { name: product.name, networkType: product.networkType, functions }),
  };
}

// ── Test report ──────────────────────────────────────────────────────────────

type ReportRow = typeof testReports.$inferSelect;

function toReport(row: ReportRow): TestReport {
  return { productId: row.productId, fileName: row.fileName, url: row.url, size: row.size, result: row.result, uploadedAt: epochSeconds(row.uploadedAt) };
}

export async function getTestReport(db: Db, scope: TenantScope, productId: string): Promise<TestReport | null> {
  await productOf(db, scope, productId);
  const [row] = await db.select().from(testReports).where(scope.where(testReports, eq(testReports.productId, productId)));
  return row ? toReport(row) : null;
}

export interface ReportUpload {
  productId: string;
  result: TestResult;
  fileName: string | undefined;
  bytes: Uint8Array;
}

/**
 * Stores a test report (xls / xlsx by its bytes, ≤ 10M) under the space and makes it the product's
 * report, replacing the previous one, whose file goes once the new row is committed. Allowed while
 * published: testing goes on after release. Throws UploadRejected for a refused file.
 */
export async function uploadTestReport(ctx: Ctx, scope: TenantScope, input: ReportUpload): Promise<TestReport> {
  // Before storing the file.
  await productOf(ctx.db, scope, input.productId);
  const now = ctx.clock.now();
  const stored = await storeUpload(ctx.storage, {
    tenantId: scope.tenantId,
    dir: 'test-report',
    fileName: input.fileName,
    bytes: input.bytes,
    checks: testReportUpload,
    now,
  });
  const row: ReportRow = scope.values({
    productId: input.productId,
    fileName: stored.fileName,
    url: stored.url,
    size: stored.size,
    result: input.result,
    uploadedAt: now,
  });
  let previous: string | null;
  try {
    previous = await editPart(ctx, scope, input.productId, {
      whilePublished: true,
      write: async (tx) => {
        const [old] = await tx.select({ url: testReports.url }).from(testReports).where(scope.where(testReports, eq(testReports.productId, input.productId))).for('update');
        await tx
          .insert(testReports)
          .values(row)
          .onConflictDoUpdate({ target: testReports.productId, set: scope.set({ fileName: row.fileName, url: row.url, size: row.size, result: row.result, uploadedAt: now }) });
        return old?.url ?? null;
      },
    });
  } catch (error) {
    // Nothing refers to the new file: do not leave it behind.
    const key = storedKeyOf(scope.tenantId, stored.url);
    if (key) await ctx.storage.remove(key);
    throw error;
  }
  const oldKey = previous && storedKeyOf(scope.tenantId, previous);
  if (oldKey) await ctx.storage.remove(oldKey);
  return toReport(row);
}

/** A report was uploaded for the product. */
export async function hasTestReport(db: Db, scope: TenantScope, productId: string): Promise<boolean> {
  const [row] = await db.select({ productId: testReports.productId }).from(testReports).where(scope.where(testReports, eq(testReports.productId, productId)));
  return row !== undefined;
}

// ── App test accounts ────────────────────────────────────────────────────────

type AccountRow = typeof testAccounts.$inferSelect;

const toAccount = (row: AccountRow): TestAccount => ({ id: row.id, account: row.account, createdAt: epochSeconds(row.createdAt) });

/** E-mail addresses compare without case; phones and account names as typed. */
export function normalizeTestAccount(account: string): string {
  const trimmed = account.trim();
  return isEmail(trimmed) ? trimmed.toLowerCase() : trimmed;
}

export async function listTestAccounts(db: Db, scope: TenantScope, productId: string): Promise<TestAccount[]> {
  return (await partRowsOf(db, scope, testAccounts, productId)).map(toAccount);
}

/** Adds an App test account: at most 20 per product, each once. Allowed while published. */
export async function addTestAccount(ctx: Ctx, scope: TenantScope, productId: string, account: string): Promise<TestAccount> {
  const normalized = normalizeTestAccount(account);
  const row: AccountRow = scope.values({ id: randomUUID(), productId, account: normalized, createdAt: ctx.clock.now() });
  // editPart holds the product until the add commits: two concurrent adds cannot pass the limit together.
  await editPart(ctx, scope, productId, {
    whilePublished: true,
    write: async (tx) => {
      const where = scope.where(testAccounts, eq(testAccounts.productId, productId));
      const [same] = await tx.select({ id: testAccounts.id }).from(testAccounts).where(and(where, eq(testAccounts.account, normalized)));
      if (same) throw new AppError(ErrorCode.TestAccountExists);
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(testAccounts).where(where);
      if (n >= TEST_ACCOUNT_LIMIT) throw new AppError(ErrorCode.TestAccountLimit, { max: TEST_ACCOUNT_LIMIT });
      await tx.insert(testAccounts).values(row);
    },
  });
  return toAccount(row);
}

export async function deleteTestAccount(ctx: Ctx, scope: TenantScope, productId: string, id: string): Promise<void> {
  await editPart(ctx, scope, productId, {
    whilePublished: true,
    write: async (tx) => {
      const deleted = await tx
        .delete(testAccounts)
        .where(scope.where(testAccounts, eq(testAccounts.productId, productId), eq(testAccounts.id, id)))
        .returning({ id: testAccounts.id });
      if (deleted.length === 0) throw new AppError(ErrorCode.NotFound);
    },
  });
}
