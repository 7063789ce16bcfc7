import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { ErrorCode, translate } from '@iotc/shared';
import { manualUpload } from '@iotc/shared/manuals';
import type { Lang } from '@iotc/shared';
import type { DocAddBody, ProductDoc } from '@iotc/shared/manuals';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { rejection } from '../files/routes.ts';
import { checkStoredFile, displayName, UploadRejected } from '../files/service.ts';
import { productOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { productDocs } from './tables.ts';

type DocRow = typeof productDocs.$inferSelect;

/** A manual as answered: its row without its space, the time in epoch seconds. */
function toDoc({ tenantId: _tenantId, createdAt, ...doc }: DocRow): ProductDoc {
  return { ...doc, createdAt: epochSeconds(createdAt) };
}

/** The product's manuals, Chinese (zh-CN) before English (en-US). */
export async function listManuals(db: Db, scope: TenantScope, productId: string): Promise<ProductDoc[]> {
  await productOf(db, scope, productId);
  const rows = await db
    .select()
    .from(productDocs)
    .where(scope.where(productDocs, eq(productDocs.productId, productId)))
    .orderBy(desc(productDocs.lang));
  return rows.map(toDoc);
}

/** "A manual in Chinese already exists", in the caller's language. */
function manualExists(lang: Lang, manualLang: DocAddBody['lang']): AppError {
  return new AppError(ErrorCode.ManualExists, { lang: translate(lang, `manual.lang.${manualLang}`) });
}

/**
 * Adds the manual of one language: a PDF (by its bytes) of at most 10M uploaded to this space; one per
 * language, so a second is refused until the first is deleted. Refused while the product is published.
 */
export async function addManual(
  ctx: EditCtx & { storage: Storage },
  scope: TenantScope,
  lang: Lang,
  body: DocAddBody,
): Promise<ProductDoc> {
  const { productId } = body;
  const taken = async (db: Db) =>
    (await db.select({ id: productDocs.id }).from(productDocs).where(scope.where(productDocs, eq(productDocs.productId, productId), eq(productDocs.lang, body.lang)))).length > 0;
  return editPart(ctx, scope, productId, {
    check: async () => {
      // Before reading the file: the answer does not depend on it.
      if (await taken(ctx.db)) throw manualExists(lang, body.lang);
      try {
        return (await checkStoredFile(ctx.storage, scope.tenantId, body.url, manualUpload)).size;
      } catch (error) {
        throw error instanceof UploadRejected ? rejection(error.problem) : error;
      }
    },
    write: async (tx, _product, size) => {
      if (await taken(tx)) throw manualExists(lang, body.lang);
      const row: DocRow = scope.values({
        id: randomUUID(),
        productId,
        lang: body.lang,
        fileName: displayName(body.fileName, 'pdf'),
        url: body.url.trim(),
        size,
        createdAt: ctx.clock.now(),
      });
      await tx.insert(productDocs).values(row);
      return toDoc(row);
    },
  });
}

/**
 * Deletes a manual; refused while its product is published. The file stays: files are immutable and a
 * product copy may share it.
 */
export async function deleteManual(ctx: EditCtx, scope: TenantScope, id: string): Promise<void> {
  const [doc] = await ctx.db.select().from(productDocs).where(scope.where(productDocs, eq(productDocs.id, id)));
  if (!doc) throw new AppError(ErrorCode.NotFound);
  await editPart(ctx, scope, doc.productId, async (tx) => {
    await tx.delete(productDocs).where(scope.where(productDocs, eq(productDocs.id, id)));
  });
}

/** Copies the manual rows; the files are immutable, so the copy shares their urls. */
export async function copyManuals(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const rows = await tx.select().from(productDocs).where(scope.where(productDocs, eq(productDocs.productId, fromProductId)));
  if (rows.length === 0) return;
  await tx.insert(productDocs).values(
    rows.map((row) => scope.values({ id: randomUUID(), productId: toProductId, lang: row.lang, fileName: row.fileName, url: row.url, size: row.size, createdAt: now })),
  );
}

export async function manualCount(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productDocs).where(scope.where(productDocs, eq(productDocs.productId, productId)));
  return row?.n ?? 0;
}
