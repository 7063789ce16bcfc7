import { randomUUID } from 'node:crypto';
import { asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, ErrorCode, LANGUAGE_EXPORTS_PER_DAY, translate, wallClock } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import type {
  LanguageEntry,
  languageExportQuery,
  LanguageImportCheck,
  languageListQuery,
  languageResetBody,
  languageSaveBody,
  ProductTexts,
} from '@iotc/shared/productLanguages';
import { ProductStatus } from '@iotc/shared/products';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { page, pageOffset } from '../../core/search.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { PanelCtx } from '../panels/service.ts';
import { productOf } from '../products/access.ts';
import { editPart } from '../products/parts.ts';
import { sourceEntriesOf } from './entries.ts';
import { buildPack, checkPackRows, readPack } from './pack.ts';
import { languagePackExports, productTexts } from './tables.ts';

/**
 * Product multi-language (spec 002 §2, §3, §5, §9): the language entries of a product, computed from what it is now,
 * with the texts someone set over their sources; saving and resetting them (while the product is in development),
 * every effective text by key for the console and the app, and the language pack's export and checked import.
 */

/** What the calls need of the running app: the database, the clock, the staleness messages and the storage (the panel's). */
export type LanguageCtx = PanelCtx;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The product's entries, each reading its saved texts when someone set them (texts of keys it no longer has are left out). */
async function entriesOf(ctx: LanguageCtx, scope: TenantScope, productId: string): Promise<LanguageEntry[]> {
  const saved = await savedTexts(ctx.db, scope, productId);
  const sources = await sourceEntriesOf(ctx, scope, productId, saved);
  return sources.map((source) => {
    const own = saved.get(source.key);
    return { ...source, zh: own?.zh ?? source.sourceZh, en: own?.en ?? source.sourceEn, edited: own !== undefined };
  });
}

async function savedTexts(db: Db, scope: TenantScope, productId: string): Promise<Map<string, { zh: string; en: string }>> {
  const rows = await db
    .select({ key: productTexts.key, zh: productTexts.zh, en: productTexts.en })
    .from(productTexts)
    .where(scope.where(productTexts, eq(productTexts.productId, productId)));
  return new Map(rows.map((row) => [row.key, row]));
}

/** The keyword anywhere in the key, the identifier or either text (case aside). */
function matches(entry: LanguageEntry, keyword: string): boolean {
  const needle = keyword.toLowerCase();
  return [entry.key, entry.identifier, entry.zh, entry.en].some((text) => text.toLowerCase().includes(needle));
}

/** One tab's entries, searched and paged, in the order of their source. */
export async function listEntries(ctx: LanguageCtx, scope: TenantScope, query: z.output<typeof languageListQuery>): Promise<PageResult<LanguageEntry>> {
  const keyword = query.keyword?.trim();
  const found = (await entriesOf(ctx, scope, query.productId)).filter((e) => e.tab === query.tab && (!keyword || matches(e, keyword)));
  const offset = pageOffset(query);
  return page(found.slice(offset, offset + query.pageSize), found.length, query);
}

/** Every text of the product by key, saved ones over their sources: what the console's views and the app read. */
export async function productTextsOf(ctx: LanguageCtx, scope: TenantScope, productId: string): Promise<ProductTexts> {
  const entries = await entriesOf(ctx, scope, productId);
  return { productId, texts: Object.fromEntries(entries.map((e) => [e.key, { zh: e.zh, en: e.en }])) };
}

/**
 * The product's current keys; refuses (422) keys it does not have or that come twice, naming each by its place in
 * the request (`<field>.<i>`).
 */
async function checkedKeys(ctx: LanguageCtx, scope: TenantScope, lang: Lang, productId: string, field: string, keys: readonly string[]): Promise<string[]> {
  const current = (await sourceEntriesOf(ctx, scope, productId)).map((e) => e.key);
  const known = new Set(current);
  const seen = new Set<string>();
  const problems = keys.flatMap((key, i) => {
    const problem = !known.has(key) ? 'productLanguage.keyUnknown' : seen.has(key) ? 'productLanguage.keyTwice' : null;
    seen.add(key);
    return problem ? [{ field: `${field}.${i}`, messageKey: problem, key }] : [];
  });
  const [first] = problems;
  if (first) {
    const errors = problems.map((p) => ({ field: p.field, msg: translate(lang, p.messageKey, { key: p.key }) }));
    throw new AppError(ErrorCode.Validation, { key: first.key }, first.messageKey, { errors });
  }
  return current;
}

/**
 * Sets the texts of entries; refused while the product is published, and for keys it does not have. Saved texts of keys
 * it no longer has stay (reads ignore them): a function deleted and added again, or a panel chosen again, gets them back.
 */
export async function saveTexts(ctx: LanguageCtx, scope: TenantScope, lang: Lang, body: z.output<typeof languageSaveBody>): Promise<null> {
  const { productId, entries } = body;
  await editPart(ctx, scope, productId, {
    check: () => checkedKeys(ctx, scope, lang, productId, 'entries', entries.map((e) => e.key)),
    write: async (tx) => {
      const now = ctx.clock.now();
      await tx
        .insert(productTexts)
        .values(entries.map(({ key, zh, en }) => scope.values({ id: randomUUID(), productId, key, zh, en, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({ target: [productTexts.productId, productTexts.key], set: scope.set({ zh: sql`excluded.zh`, en: sql`excluded.en`, updatedAt: now }) });
    },
  });
  return null;
}

/** Brings entries back to their source texts; refused while the product is published, and for keys it does not have. */
export async function resetTexts(ctx: LanguageCtx, scope: TenantScope, lang: Lang, body: z.output<typeof languageResetBody>): Promise<null> {
  const { productId, keys } = body;
  await editPart(ctx, scope, productId, {
    check: () => checkedKeys(ctx, scope, lang, productId, 'keys', keys),
    write: async (tx) => {
      await tx.delete(productTexts).where(scope.where(productTexts, eq(productTexts.productId, productId), inArray(productTexts.key, keys)));
    },
  });
  return null;
}

/** An instant as the user reads it: '2025-01-01 13:25:00' on their zone's clock. */
function readableTime(at: Date, timeZone: string): string {
  const { date, clock } = wallClock(at.getTime(), timeZone);
  return `${date} ${clock}`;
}

/**
 * Counts an export of the product's pack, or refuses it (429) when LANGUAGE_EXPORTS_PER_DAY were made in the last 24
 * hours, saying when the oldest of them stops counting. Serialized per product, so two at once cannot both pass.
 */
async function countExport(ctx: LanguageCtx, scope: TenantScope, userId: string, productId: string, timeZone: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`languagePackExport:${productId}`}))`);
    const now = ctx.clock.now();
    const recent = await tx
      .select({ at: languagePackExports.exportedAt })
      .from(languagePackExports)
      .where(scope.where(languagePackExports, eq(languagePackExports.productId, productId), gt(languagePackExports.exportedAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(asc(languagePackExports.exportedAt));
    if (recent.length >= LANGUAGE_EXPORTS_PER_DAY) {
      const freesAt = new Date(recent[recent.length - LANGUAGE_EXPORTS_PER_DAY]!.at.getTime() + DAY_MS);
      const seconds = Math.max(1, Math.ceil((freesAt.getTime() - now.getTime()) / 1000));
      throw new AppError(ErrorCode.TooManyRequests, { max: LANGUAGE_EXPORTS_PER_DAY, time: readableTime(freesAt, timeZone), seconds }, 'productLanguage.exportLimit');
    }
    await tx.insert(languagePackExports).values(scope.values({ id: randomUUID(), productId, userId, exportedAt: now }));
  });
}

/** The product's language pack (every entry of the four tabs) as an xlsx, counted against the export limit. */
export async function exportPack(
  ctx: LanguageCtx,
  scope: TenantScope,
  userId: string,
  lang: Lang,
  query: z.output<typeof languageExportQuery>,
): Promise<{ fileName: string; bytes: Buffer }> {
  const product = await productOf(ctx.db, scope, query.productId);
  const bytes = await buildPack(await entriesOf(ctx, scope, product.id));
  // Counted once the file is made, so a failure to make it costs none of the day's exports.
  await countExport(ctx, scope, userId, product.id, query.timeZone ?? DEFAULT_TIME_ZONE);
  const name = translate(lang, 'productLanguage.packFileName', { name: product.name });
  return { fileName: `${name}.xlsx`.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_'), bytes };
}

/**
 * Reads and checks an uploaded pack against the product's entries: what it would change, or its refusal. Stores
 * nothing (the console then saves the changes); a published product cannot take them, so it is refused first.
 */
export async function checkPack(ctx: LanguageCtx, scope: TenantScope, lang: Lang, productId: string, file: { name: string; bytes: Uint8Array }): Promise<LanguageImportCheck> {
  const product = await productOf(ctx.db, scope, productId);
  if (product.status === ProductStatus.Published) throw new AppError(ErrorCode.ProductPublished);
  const rows = await readPack(file.name, file.bytes);
  return checkPackRows(rows, await entriesOf(ctx, scope, product.id), lang);
}

// ── The product part (part.ts) ───────────────────────────────────────────────

/** Copies the saved texts to the product's copy (whose content is the same, so are its keys). */
export async function copyTexts(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const rows = await tx
    .select({ key: productTexts.key, zh: productTexts.zh, en: productTexts.en })
    .from(productTexts)
    .where(scope.where(productTexts, eq(productTexts.productId, fromProductId)));
  if (rows.length === 0) return;
  await tx.insert(productTexts).values(rows.map((row) => scope.values({ ...row, id: randomUUID(), productId: toProductId, createdAt: now, updatedAt: now })));
}

export async function savedTextCount(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productTexts).where(scope.where(productTexts, eq(productTexts.productId, productId)));
  return row?.n ?? 0;
}
