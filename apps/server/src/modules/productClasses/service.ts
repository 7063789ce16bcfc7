import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@iotc/shared';
import { FunctionKind } from '@iotc/shared/functions';
import type { Lang } from '@iotc/shared';
import type { ProductClass, productClassEditBody, productClassInput } from '@iotc/shared/productClasses';
import type { AppContext } from '../../core/context.ts';
import { qualified, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { fieldError } from '../../core/fieldError.ts';
import { functionTemplates, productClasses } from './tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    productsOfClass: ProductsOfClass;
  }
}

/**
 * How many products of every space are of a class (a class in use cannot be deleted or given sub-classes).
 * The products module answers it, given at start-up: products depend on their classes, not the other way.
 */
export type ProductsOfClass = (db: Db, classId: string) => Promise<number>;
type AdminCtx = Pick<AppContext, 'db' | 'clock'> & { productsOfClass: ProductsOfClass };

type ClassRow = typeof productClasses.$inferSelect;
export type FunctionTemplateRow = typeof functionTemplates.$inferSelect;

const bySort = (a: ClassRow, b: ClassRow) => a.sort - b.sort || a.id.localeCompare(b.id);

/** A class's standard functions: all of them, and the defaults a new product starts with. */
interface FunctionCounts {
  standard: number;
  defaults: number;
}

const NO_FUNCTIONS: FunctionCounts = { standard: 0, defaults: 0 };

function node(row: ClassRow, counts: FunctionCounts): ProductClass {
  return {
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    parentId: row.parentId,
    sort: row.sort,
    standardFunctionCount: counts.standard,
    defaultFunctionCount: counts.defaults,
    children: [],
  };
}

/** The standard functions of every class (or of one), counted. */
async function functionCounts(db: Db, classId?: string): Promise<Map<string, FunctionCounts>> {
  const standard = eq(functionTemplates.kind, FunctionKind.Standard);
  const rows = await db
    .select({
      classId: functionTemplates.classId,
      standard: count(),
      defaults: sql<number>`count(*) filter (where ${functionTemplates.isDefault})`.mapWith(Number),
    })
    .from(functionTemplates)
    .where(classId === undefined ? standard : and(standard, eq(functionTemplates.classId, classId)))
    .groupBy(functionTemplates.classId);
  // Standard functions always belong to a class; only advanced ones have none.
  return new Map(rows.flatMap(({ classId: id, ...counts }) => (id === null ? [] : [[id, counts] as const])));
}

/** The two-level class tree, each level in its order, with the standard functions of every class counted. */
export async function classTree(db: Db): Promise<ProductClass[]> {
  const rows = (await db.select().from(productClasses)).sort(bySort);
  const counts = await functionCounts(db);
  const nodes = new Map(rows.map((r) => [r.id, node(r, counts.get(r.id) ?? NO_FUNCTIONS)]));
  const roots: ProductClass[] = [];
  for (const row of rows) {
    const n = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

export async function classRow(db: Db, id: string): Promise<ClassRow | null> {
  const [row] = await db.select().from(productClasses).where(eq(productClasses.id, id));
  return row ?? null;
}

async function hasChildren(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: productClasses.id }).from(productClasses).where(eq(productClasses.parentId, id)).limit(1);
  return Boolean(row);
}

/** The class a product can be created in: one without sub-classes; null for an unknown or a parent class. */
export async function leafClass(db: Db, id: string): Promise<ClassRow | null> {
  const row = await classRow(db, id);
  if (!row || (await hasChildren(db, id))) return null;
  return row;
}

/** The class's names as columns of a query over rows that name a class (the product list), read by the class's key. */
export function classNameColumns(classId: AnyColumn): { nameZh: SQL<string>; nameEn: SQL<string> } {
  const name = (column: AnyColumn) => sql<string>`(select ${qualified(column)} from ${productClasses} where ${qualified(productClasses.id)} = ${qualified(classId)})`;
  return { nameZh: name(productClasses.nameZh), nameEn: name(productClasses.nameEn) };
}

/** Ids of the class itself and its sub-classes (the product list's category filter). */
export async function classWithChildren(db: Db, id: string): Promise<string[]> {
  const rows = await db.select({ id: productClasses.id }).from(productClasses).where(eq(productClasses.parentId, id));
  return [id, ...rows.map((r) => r.id)];
}

/** Templates a product of the class may add: the class's standard functions (kind 1) or the advanced catalogue (kind 3); only `ids` when given. */
export async function functionTemplatesOf(db: Db, classId: string, kind: FunctionKind, ids?: readonly string[]): Promise<FunctionTemplateRow[]> {
  const where =
    kind === FunctionKind.Advanced
      ? and(eq(functionTemplates.kind, FunctionKind.Advanced), isNull(functionTemplates.classId))
      : and(eq(functionTemplates.kind, FunctionKind.Standard), eq(functionTemplates.classId, classId));
  return db
    .select()
    .from(functionTemplates)
    .where(and(where, ids ? inArray(functionTemplates.id, [...ids]) : undefined))
    .orderBy(asc(functionTemplates.sort), asc(functionTemplates.dpId));
}

// ── Operators' administration ─────────────────────────────────────────────────

const parentField = (lang: Lang, key: string) => fieldError(lang, 'parentId', key, {}, 'field.parentClass');

/** Classes have two levels: the parent is an existing top-level class without products of its own. */
async function checkParent(ctx: AdminCtx, lang: Lang, parentId: string, selfId: string | null): Promise<void> {
  if (parentId === selfId) throw parentField(lang, 'validation.productClassParentSelf');
  const parent = await classRow(ctx.db, parentId);
  if (!parent || parent.parentId !== null) throw parentField(lang, 'validation.productClassParentLevel');
  if ((await ctx.productsOfClass(ctx.db, parentId)) > 0) throw parentField(lang, 'validation.productClassParentHasProducts');
}

export async function createClass(ctx: AdminCtx, lang: Lang, input: z.output<typeof productClassInput>): Promise<ProductClass> {
  const { parentId } = input;
  if (parentId !== null) await checkParent(ctx, lang, parentId, null);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(productClasses)
    .values({ id: randomUUID(), parentId, nameZh: input.nameZh, nameEn: input.nameEn, sort: input.sort, createdAt: now, updatedAt: now })
    .returning();
  return node(row!, NO_FUNCTIONS);
}

export async function updateClass(ctx: AdminCtx, lang: Lang, body: z.output<typeof productClassEditBody>): Promise<ProductClass> {
  const current = await classRow(ctx.db, body.id);
  if (!current) throw new AppError(ErrorCode.NotFound);
  const { parentId } = body;
  if (parentId !== null && parentId !== current.parentId) {
    if (await hasChildren(ctx.db, current.id)) throw parentField(lang, 'validation.productClassHasChildren');
    await checkParent(ctx, lang, parentId, current.id);
  }
  const [row] = await ctx.db
    .update(productClasses)
    .set({ parentId, nameZh: body.nameZh, nameEn: body.nameEn, sort: body.sort, updatedAt: ctx.clock.now() })
    .where(eq(productClasses.id, current.id))
    .returning();
  return node(row!, (await functionCounts(ctx.db, current.id)).get(current.id) ?? NO_FUNCTIONS);
}

/** Refused (ProductClassInUse) while the class has sub-classes or products in any space; its templates go with it. */
export async function deleteClass(ctx: Pick<AdminCtx, 'db' | 'productsOfClass'>, id: string): Promise<void> {
  const { db } = ctx;
  const current = await classRow(db, id);
  if (!current) throw new AppError(ErrorCode.NotFound);
  if ((await hasChildren(db, id)) || (await ctx.productsOfClass(db, id)) > 0) throw new AppError(ErrorCode.ProductClassInUse);
  await db.delete(productClasses).where(eq(productClasses.id, id));
}
