import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { deviceCredentials } from './tables.ts';

/** Devices activated with the product's credentials: a product with any cannot be deleted. */
export async function activatedCountOf(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deviceCredentials)
    .where(scope.where(deviceCredentials, eq(deviceCredentials.productId, productId), isNotNull(deviceCredentials.activatedAt)));
  return row?.n ?? 0;
}

/** Removes the product's credentials no device has used yet (a product being deleted). */
export async function deleteUnusedCredentials(db: Db, scope: TenantScope, productId: string): Promise<void> {
  await db
    .delete(deviceCredentials)
    .where(scope.where(deviceCredentials, and(eq(deviceCredentials.productId, productId), isNull(deviceCredentials.activatedAt))));
}
