import { and, count, eq, inArray } from 'drizzle-orm';
import type { PanelKind } from '@iotc/shared/panels';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { productPanels } from './tables.ts';

/** How many products chose each panel: a studio panel's "in use", and (through app.ts) an offline panel's. */

/** How many products of the space chose each of these panels of a kind, by panel id (absent: none). */
export async function choiceCounts(db: Db, scope: TenantScope, kind: PanelKind, refs: readonly string[]): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ ref: productPanels.ref, n: count() })
    .from(productPanels)
    .where(scope.where(productPanels, and(eq(productPanels.kind, kind), inArray(productPanels.ref, [...refs]))))
    .groupBy(productPanels.ref);
  return new Map(rows.map((row) => [row.ref ?? '', row.n]));
}

/** The products showing each of these offline panels, by id (the offline panels module's OfflinePanelUsers). */
export async function offlinePanelUsers(db: Db, scope: TenantScope, ids: readonly string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ref: productPanels.ref, productId: productPanels.productId })
    .from(productPanels)
    .where(scope.where(productPanels, and(eq(productPanels.kind, 'offline'), inArray(productPanels.ref, [...ids]))));
  const users = new Map<string, string[]>();
  for (const row of rows) {
    const ref = row.ref ?? '';
    const products = users.get(ref) ?? [];
    products.push(row.productId);
    users.set(ref, products);
  }
  return users;
}
