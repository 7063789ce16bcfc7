import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@iotc/shared';
import { FunctionKind } from '@iotc/shared/functions';
import type { Lang } from '@iotc/shared';
import type { ProductClass, productClassEditBody, productClassInput } from '@iotc/shared/productClasses';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { fieldError } from '../products/fieldError.ts';
import { productCountOfClass } from '../products/service.ts';
import { functionTemplates, productClasses } from './tables.ts';

type ClassRow = typeof productClasses.$inferSelect;

const bySort = (a: ClassRow, b: ClassRow) => a.sort - b.sort || a.id.localeCompare(b.id);

function node(row: ClassRow, standardFunctionCount: number): ProductClass {
  return { id: row.id, nameZh: row.nameZh, nameEn: row.nameEn, parentId: row.parentId, sort: row.sort, standardFunctionCount, children: [] };
}

/** The two-level class tree, each level in its order, with the standard functions of every class counted. */
export async function classTree(db: Db): Promise<ProductClass[]> {
  const rows = (await db.select().from(productClasses)).sort(bySort);
  const counts = new Map(
    (
      await db
        .select({ classId: functionTemplates.classId, n: count() })
        .from(functionTemplates)
        .where(eq(functionTemplates.kind, FunctionKind.Standard))
        .groupBy(functionTemplates.classId)
    ).map((r) => [r.classId, r.n]),
  );
  const nodes = new Map(rows.map((r) => [r.id, node(r, counts.get(r.id) ?? 0)]));
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

/** Ids of the class itself and its sub-classes (the product list's category filter). */
export async function classWithChildren(db: Db, id: string): Promise<string[]> {
  const rows = await db.select({ id: productClasses.id }).from(productClasses).where(eq(productClasses.parentId, id));
  return [id, ...rows.map((r) => r.id)];
}

// ── Operators' administration ─────────────────────────────────────────────────

const parentField = (lang: Lang, key: string) => fieldError(lang, 'parentId', key, {}, 'field.parentClass');

/** Classes have two levels: the parent is an existing top-level class without products of its own. */
async function checkParent(db: Db, lang: Lang, parentId: string, selfId: string | null): Promise<void> {
  if (parentId === selfId) throw parentField(lang, 'validation.productClassParentSelf');
  const parent = await classRow(db, parentId);
  if (!parent || parent.parentId !== null) throw parentField(lang, 'validation.productClassParentLevel');
  if ((await productCountOfClass(db, parentId)) > 0) throw parentField(lang, 'validation.productClassParentHasProducts');
}

export async function createClass(ctx: Pick<AppContext, 'db' | 'clock'>, lang: Lang, input: z.output<typeof productClassInput>): Promise<ProductClass> {
  const { parentId } = input;
  if (parentId !== null) await checkParent(ctx.db, lang, parentId, null);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(productClasses)
    .values({ id: randomUUID(), parentId, nameZh: input.nameZh, nameEn: input.nameEn, sort: input.sort, createdAt: now, updatedAt: now })
    .returning();
  return node(row!, 0);
}

export async function updateClass(ctx: Pick<AppContext, 'db' | 'clock'>, lang: Lang, body: z.output<typeof productClassEditBody>): Promise<ProductClass> {
  const current = await classRow(ctx.db, body.id);
  if (!current) throw new AppError(ErrorCode.NotFound);
  const { parentId } = body;
  if (parentId !== null && parentId !== current.parentId) {
    if (await hasChildren(ctx.db, current.id)) throw parentField(lang, 'validation.productClassHasChildren');
    await checkParent(ctx.db, lang, parentId, current.id);
  }
  const [row] = await ctx.db
    .update(productClasses)
    .set({ parentId, nameZh: body.nameZh, nameEn: body.nameEn, sort: body.sort, updatedAt: ctx.clock.now() })
    .where(eq(productClasses.id, current.id))
    .returning();
  const [templates] = await ctx.db
    .select({ n: count() })
    .from(functionTemplates)
    .where(and(eq(functionTemplates.classId, current.id), eq(functionTemplates.kind, FunctionKind.Standard)));
  return node(row!, templates?.n ?? 0);
}

/** Refused (ProductClassInUse) while the class has sub-classes or products in any space; its templates go with it. */
export async function deleteClass(db: Db, id: string): Promise<void> {
  const current = await classRow(db, id);
  if (!current) throw new AppError(ErrorCode.NotFound);
  if ((await hasChildren(db, id)) || (await productCountOfClass(db, id)) > 0) throw new AppError(ErrorCode.ProductClassInUse);
  await db.delete(productClasses).where(eq(productClasses.id, id));
}
