import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { DeviceNature } from '@iotc/shared';
import { qualified, type Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { devices } from './tables.ts';

/** Devices activated with the product's credentials: a product with any cannot be deleted. */
export async function activatedCountOf(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(scope.where(devices, eq(devices.productId, productId), isNotNull(devices.activatedAt)));
  return row?.n ?? 0;
}

/** A product's activated-device count as a column of a query over products (the product detail). */
export function activatedCountColumn(productId: AnyColumn): SQL<number> {
  return sql<number>`(select count(*) from ${devices} where ${qualified(devices.productId)} = ${qualified(productId)} and ${qualified(devices.activatedAt)} is not null)`.mapWith(Number);
}

/** Removes the product's devices that never connected (a product being deleted). */
export async function deleteUnusedCredentials(db: Db, scope: TenantScope, productId: string): Promise<void> {
  await db.delete(devices).where(scope.where(devices, and(eq(devices.productId, productId), isNull(devices.activatedAt))));
}

/** Manufacture triples generated in the space and how many are activated: what the device quota counts (virtual and debug devices are not counted). */
export async function credentialCounts(db: Db, scope: TenantScope): Promise<{ generated: number; activated: number }> {
  const [row] = await db
    .select({ generated: count(), activated: count(devices.activatedAt) })
    .from(devices)
    .where(scope.where(devices, eq(devices.nature, DeviceNature.Real)));
  return { generated: row?.generated ?? 0, activated: row?.activated ?? 0 };
}
