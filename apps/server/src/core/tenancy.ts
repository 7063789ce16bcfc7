import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';

/** A table of tenant-owned rows: it has a `tenantId` column (tenant_id). */
export type TenantTable = PgTable & { tenantId: PgColumn };

/**
 * The only way a module reads or writes tenant-owned rows. The tenant comes from the access
 * token (never from a body, query or path), and updates cannot carry `tenantId`.
 *
 *   const scope = tenantScope(request);
 *   db.select().from(products).where(scope.where(products, eq(products.id, id)));
 *   db.insert(products).values(scope.values({ id, name }));
 *   db.update(products).set(scope.set({ name })).where(scope.where(products, eq(products.id, id)));
 *   db.delete(products).where(scope.where(products, eq(products.id, id)));
 */
export interface TenantScope {
  readonly tenantId: string;
  /** `tenant_id = <token's tenant>` AND the given conditions. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL;
  /** Insert values stamped with the token's tenant. */
  values<V extends object>(values: V & { tenantId?: never }): V & { tenantId: string };
  /** Update values, checked to hold no `tenantId`: a row never moves to another space. */
  set<V extends object>(values: V & { tenantId?: never }): V;
}

/** The scope of a tenant id that already comes from a token (services, jobs started by a request). */
export function scopeOf(tenantId: string): TenantScope {
  return {
    tenantId,
    where: (table, ...conditions) => and(eq(table.tenantId, tenantId), ...conditions) as SQL,
    values: (values) => ({ ...values, tenantId }),
    set: (values) => {
      if ('tenantId' in values) throw new Error('an update must not write tenant_id');
      return values;
    },
  };
}

/** The scope of the current request's token. */
export function tenantScope(request: FastifyRequest): TenantScope {
  return scopeOf(request.auth.tenantId);
}
