import { asc, eq, inArray } from 'drizzle-orm';
import type { NetworkType } from '@iotc/shared/products';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { products } from './tables.ts';

/**
 * What other modules read of products beside their own rows (devices, pushes, triples): typed reads over the
 * products table, so no other module queries it.
 */

/** How a row of another module names its product. */
export interface ProductLabel {
  id: string;
  name: string;
  productKey: string;
  /** The product's Bluetooth mesh product id (setMeshProductCode); null until one is set. */
  meshProductId: string | null;
}

/**
 * The labels of these products by id. The ids come from rows already read in the caller's space (a foreign key
 * keeps them existing), so the read is not scoped again.
 */
export async function productLabels(db: Db, productIds: readonly string[]): Promise<Map<string, ProductLabel>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, productKey: products.productKey, meshProductId: products.meshProductId })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids of the space's products of one network type (e.g. its Bluetooth mesh products). */
export async function productIdsOfNetwork(db: Db, scope: TenantScope, networkType: NetworkType): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(scope.where(products, eq(products.networkType, networkType)));
  return rows.map((row) => row.id);
}

/** The demo product of the space, its oldest if there are several. */
export async function demoProductOf(db: Db, scope: TenantScope) {
  const [row] = await db
    .select({ id: products.id, productKey: products.productKey })
    .from(products)
    .where(scope.where(products, eq(products.isDemoProduct, true)))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  return row ?? null;
}

/** Those of `productIds` that are products of the caller's space. */
export async function productIdsOfSpace(db: Db, scope: TenantScope, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db.select({ id: products.id }).from(products).where(scope.where(products, inArray(products.id, [...productIds])));
  return rows.map((row) => row.id);
}
