import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Lang } from '@iotc/shared';
import { qualified, type Db } from '../../core/db.ts';
import { fieldError } from '../../core/fieldError.ts';
import type { HardwareModule } from '@iotc/shared/hardwareModules';
import type { DevelopmentScheme, NetworkType } from '@iotc/shared/products';
import { hardwareModules } from './tables.ts';

type ModuleRow = typeof hardwareModules.$inferSelect;

/** A module as answered: its row without its place in the order. */
function toModule({ sort: _sort, ...module }: ModuleRow): HardwareModule {
  return module;
}

/** The modules of one network type and development scheme (each filter optional), in their order. */
export async function listModules(db: Db, filter: { networkType?: NetworkType; scheme?: DevelopmentScheme } = {}): Promise<HardwareModule[]> {
  const { networkType, scheme } = filter;
  const rows = await db
    .select()
    .from(hardwareModules)
    .where(
      and(
        networkType ? eq(hardwareModules.networkType, networkType) : undefined,
        scheme ? sql`${hardwareModules.schemes} @> ${JSON.stringify([scheme])}::jsonb` : undefined,
      ),
    )
    .orderBy(asc(hardwareModules.sort), asc(hardwareModules.id));
  return rows.map(toModule);
}

export async function moduleById(db: Db, id: string): Promise<HardwareModule | null> {
  const [row] = await db.select().from(hardwareModules).where(eq(hardwareModules.id, id));
  return row ? toModule(row) : null;
}

/**
 * The module a product of `networkType` and `scheme` may use; a 422 on `moduleId` for an unknown one,
 * another network type's or one not offered for the scheme.
 */
export async function moduleFor(db: Db, lang: Lang, moduleId: string, product: { networkType: NetworkType; scheme: DevelopmentScheme }): Promise<HardwareModule> {
  const found = await moduleById(db, moduleId);
  if (!found) throw fieldError(lang, 'moduleId', 'validation.moduleUnknown');
  if (found.networkType !== product.networkType) throw fieldError(lang, 'moduleId', 'validation.moduleNetworkMismatch');
  if (!found.schemes.includes(product.scheme)) throw fieldError(lang, 'moduleId', 'validation.moduleSchemeMismatch');
  return found;
}

/** The module's name as a column of a query over rows that name a module (the product detail); null for none. */
export function moduleNameColumn(moduleId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${qualified(hardwareModules.name)} from ${hardwareModules} where ${qualified(hardwareModules.id)} = ${qualified(moduleId)})`;
}
