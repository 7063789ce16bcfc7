import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { userGuides } from './tables.ts';

/** Whether the user went through the novice guide in this space (the profile's hasGuided). */
export async function isGuided(db: Db, userId: string, tenantId: string): Promise<boolean> {
  const scope = scopeOf(tenantId);
  const [row] = await db
    .select({ hasGuided: userGuides.hasGuided })
    .from(userGuides)
    .where(scope.where(userGuides, eq(userGuides.userId, userId)));
  return row?.hasGuided ?? false;
}

/** hasGuided as a one-row subquery, so the profile reads it in its single statement. */
export function guidedQuery(db: Db, userId: AnyPgColumn, tenantId: SQLWrapper) {
  return db
    .select({ hasGuided: sql<boolean>`coalesce(bool_or(${userGuides.hasGuided}), false)` })
    .from(userGuides)
    .where(and(eq(userGuides.userId, userId), eq(userGuides.tenantId, tenantId)));
}

/** Marks the guide as done for the user in this space; doing it again keeps the first time. */
export async function markGuided(db: Db, userId: string, tenantId: string, now: Date): Promise<void> {
  const scope = scopeOf(tenantId);
  await db
    .insert(userGuides)
    .values(scope.values({ userId, hasGuided: true, guidedAt: now }))
    .onConflictDoNothing({ target: [userGuides.userId, userGuides.tenantId] });
}
