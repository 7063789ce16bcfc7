import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@iotc/shared';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { systemClock } from '../../core/clock.ts';
import { perDatabase, type Db } from '../../core/db.ts';
import { TtlCache } from '../../core/ttlCache.ts';
import type { TenantScope, TenantTable } from '../../core/tenancy.ts';
import { spaceUserIds } from '../spaces/service.ts';
import { products } from './tables.ts';

/**
 * The product of the caller's space for reading, and the staleness message to the space's tabs after a
 * change. Writes go through editPart (parts.ts), which refuses a product whose development is complete.
 */

export type ProductRow = typeof products.$inferSelect;

/** The product in the caller's space; 404 for one that does not exist or belongs to another space. */
export async function productOf(db: Db, scope: TenantScope, productId: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(scope.where(products, eq(products.id, productId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** A table of a product's part (rules, test accounts...): rows of one product of a space, made one after another. */
type PartTable = TenantTable & { id: PgColumn; productId: PgColumn; createdAt: PgColumn };

/** The part's rows of the product in the caller's space (404 for another space's product), oldest first. */
export async function partRowsOf<T extends PartTable>(db: Db, scope: TenantScope, table: T, productId: string): Promise<T['$inferSelect'][]> {
  await productOf(db, scope, productId);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(scope.where(table, eq(table.productId, productId)))
    .orderBy(asc(table.createdAt), asc(table.id));
  // Drizzle cannot type a select from a table known only by its columns; the rows are the table's.
  return rows as T['$inferSelect'][];
}

/**
 * Totals of the list by space and filter. Counting a space's products costs a scan of its rows on every
 * page, so the total is kept for CACHE_TTL_MS; every product write (productsChanged below) drops the space's
 * totals here at once, and another instance's write shows after CACHE_TTL_MS at most.
 */
export const listTotals = perDatabase(() => new TtlCache<number>(systemClock));

/**
 * Marks products changed: their updatedAt moves, and every open tab of the space drops its cached
 * product list and details (the real-time channel's product message). Call it after the change commits.
 */
export async function productsChanged(ctx: Pick<AppContext, 'db' | 'clock' | 'realtime'>, scope: TenantScope, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  listTotals(ctx.db).deletePrefix(`${scope.tenantId}|`);
  const now = ctx.clock.now();
  for (const id of productIds) await ctx.db.update(products).set(scope.set({ updatedAt: now })).where(scope.where(products, eq(products.id, id)));
  await ctx.realtime.publish(RealtimeKind.Product, await spaceUserIds(ctx.db, scope.tenantId), { ids: [...productIds] });
}
