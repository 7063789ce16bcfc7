import { and, asc, count, eq } from 'drizzle-orm';
import { ErrorCode } from '@iotc/shared';
import type { AdminStatus, PageResult } from '@iotc/shared';
import type {
  AdminDict,
  adminDictBody,
  adminDictQuery,
  AdminDictType,
  adminDictUpdateBody,
} from '@iotc/shared/dictionary';
import type { z } from 'zod';
import { epochSeconds } from '../../core/clock.ts';
import type { Clock } from '../../core/clock.ts';
import { isUniqueViolation } from '../../core/db.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { keywordMatch, listPage } from '../../core/search.ts';
import { dictData } from './tables.ts';

/**
 * The operator area's dictionary: every entry, disabled ones too. The public list (service.ts) reads the
 * table on each call, with no cache in between, so a change here shows there on the next call.
 */

type Ctx = { db: Db; clock: Clock };
type DictRow = typeof dictData.$inferSelect;

function toAdminDict(row: DictRow): AdminDict {
  return {
    id: row.id,
    dictType: row.dictType,
    dictLabel: row.dictLabel,
    dictLabelEn: row.dictLabelEn,
    dictValue: row.dictValue,
    remark: row.remark ?? '',
    sort: row.sort,
    status: row.status as AdminStatus,
    updatedAt: epochSeconds(row.updatedAt),
  };
}

/** Entries of one type (or all), searched in labels, value and remark, in display order. */
export async function listDictAdmin(db: Db, query: z.output<typeof adminDictQuery>): Promise<PageResult<AdminDict>> {
  const where = and(
    query.dictType ? eq(dictData.dictType, query.dictType) : undefined,
    query.status !== undefined ? eq(dictData.status, query.status) : undefined,
    keywordMatch(query.keyword, dictData.dictLabel, dictData.dictLabelEn, dictData.dictValue, dictData.remark),
  );
  const rows = db.select().from(dictData).where(where).orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(dictData).where(where));
  return { ...found, list: found.list.map(toAdminDict) };
}

/** Every type with its number of entries, for the type filter. */
export async function listDictTypes(db: Db): Promise<AdminDictType[]> {
  return db
    .select({ dictType: dictData.dictType, count: count() })
    .from(dictData)
    .groupBy(dictData.dictType)
    .orderBy(asc(dictData.dictType));
}

function valueTaken(body: { dictType: string; dictValue: string }): AppError {
  return new AppError(ErrorCode.Conflict, { dictType: body.dictType, dictValue: body.dictValue }, 'error.dictValueExists');
}

/** One value per type: the (type, value) pair is unique, so a clash is a clear 409 rather than a silent duplicate. */
async function checkValueFree(db: Db, body: { dictType: string; dictValue: string }, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: dictData.id })
    .from(dictData)
    .where(and(eq(dictData.dictType, body.dictType), eq(dictData.dictValue, body.dictValue)));
  if (row && row.id !== exceptId) throw valueTaken(body);
}

function fields(body: z.output<typeof adminDictBody>) {
  return { ...body, remark: body.remark === '' ? null : body.remark };
}

export async function createDict(ctx: Ctx, body: z.output<typeof adminDictBody>): Promise<AdminDict> {
  await checkValueFree(ctx.db, body);
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.db.insert(dictData).values({ ...fields(body), createdAt: now, updatedAt: now }).returning();
    return toAdminDict(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw valueTaken(body);
    throw error;
  }
}

export async function updateDict(ctx: Ctx, body: z.output<typeof adminDictUpdateBody>): Promise<AdminDict> {
  const { id, ...rest } = body;
  const [existing] = await ctx.db.select({ id: dictData.id }).from(dictData).where(eq(dictData.id, id));
  if (!existing) throw new AppError(ErrorCode.NotFound);
  await checkValueFree(ctx.db, rest, id);
  try {
    const [row] = await ctx.db
      .update(dictData)
      .set({ ...fields(rest), updatedAt: ctx.clock.now() })
      .where(eq(dictData.id, id))
      .returning();
    return toAdminDict(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw valueTaken(rest);
    throw error;
  }
}

export async function deleteDict(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(dictData).where(eq(dictData.id, id)).returning({ id: dictData.id });
  if (!row) throw new AppError(ErrorCode.NotFound);
}
