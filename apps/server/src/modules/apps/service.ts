import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@iotc/shared';
import type { BindableApp } from '@iotc/shared/apps';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { productOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { fieldError } from '../../core/fieldError.ts';
import { randomLowerAlnum } from '../../core/keys.ts';
import { apps, productApps } from './tables.ts';

export const APP_KEY_LENGTH = 20;

/** The space's apps, each marked when it shows the product (bindAppList). */
export async function bindableApps(db: Db, scope: TenantScope, productId: string): Promise<BindableApp[]> {
  await productOf(db, scope, productId);
  const rows = await db.select().from(apps).where(scope.where(apps)).orderBy(asc(apps.createdAt), asc(apps.name), asc(apps.id));
  const bound = new Set(
    (await db.select({ appId: productApps.appId }).from(productApps).where(scope.where(productApps, eq(productApps.productId, productId)))).map(
      (r) => r.appId,
    ),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, appKey: r.appKey, bound: bound.has(r.id) }));
}

/** One app of the caller's space (name and key), or null for an app of another space or none. */
export async function spaceApp(db: Db, scope: TenantScope, appId: string): Promise<{ id: string; name: string; appKey: string } | null> {
  const [row] = await db.select({ id: apps.id, name: apps.name, appKey: apps.appKey }).from(apps).where(scope.where(apps, eq(apps.id, appId)));
  return row ?? null;
}

/**
 * Replaces the product's app links with exactly these apps of the space (productBindApp). Allowed while
 * the product is published: which apps show it is not its information.
 */
export async function bindApps(
  ctx: EditCtx,
  scope: TenantScope,
  lang: Lang,
  productId: string,
  appIds: readonly string[],
): Promise<BindableApp[]> {
  const wanted = [...new Set(appIds)];
  await editPart(ctx, scope, productId, {
    whilePublished: true,
    check: async () => {
      if (wanted.length === 0) return;
      const found = await ctx.db.select({ id: apps.id }).from(apps).where(scope.where(apps, inArray(apps.id, wanted)));
      if (found.length !== wanted.length) throw fieldError(lang, 'appIds', 'validation.appNotInSpace');
    },
    write: async (tx) => {
      const now = ctx.clock.now();
      await tx.delete(productApps).where(scope.where(productApps, eq(productApps.productId, productId)));
      if (wanted.length > 0) await tx.insert(productApps).values(wanted.map((appId) => scope.values({ productId, appId, createdAt: now })));
    },
  });
  return bindableApps(ctx.db, scope, productId);
}

/** A demo app in a demo space, once (by name), so that products can be linked to it. */
export async function ensureApp(db: Db, tenantId: string, name: string, now: Date): Promise<string> {
  const [existing] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), eq(apps.name, name)));
  if (existing) return existing.id;
  const id = randomUUID();
  // App keys are unique platform-wide; a collision of 20 random characters is retried, not assumed away.
  for (let attempt = 0; ; attempt++) {
    const appKey = randomLowerAlnum(APP_KEY_LENGTH);
    const [taken] = await db.select({ id: apps.id }).from(apps).where(eq(apps.appKey, appKey));
    if (taken && attempt < 5) continue;
    await db.insert(apps).values({ id, tenantId, name, appKey, createdAt: now });
    return id;
  }
}
