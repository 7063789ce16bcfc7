import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../core/db.ts';
import { menus } from './tables.ts';

/**
 * What the roles module reads of the menus: the entries a set of granted menu ids stands for. The ids come as
 * a subquery, so the profile and the route tree still read in one statement.
 */

const MenuType = { Menu: 1, Button: 2 } as const;

/** The authority flags of the granted entries that are enabled, as a one-row query of a JSON array. */
export function grantedPermsQuery(db: Db, grantedMenuIds: SQLWrapper) {
  return db
    .select({ perms: sql<string[]>`coalesce(json_agg(distinct ${menus.perms}), '[]'::json)` })
    .from(menus)
    .where(and(inArray(menus.id, grantedMenuIds), eq(menus.status, 1), ne(menus.perms, '')));
}

/** The granted pages (buttons are authority flags, not routes) that are enabled, ordered by weight. */
export function grantedPagesQuery(db: Db, grantedMenuIds: SQLWrapper) {
  return db
    .select()
    .from(menus)
    .where(and(inArray(menus.id, grantedMenuIds), eq(menus.status, 1), eq(menus.menuType, MenuType.Menu)))
    .orderBy(asc(menus.weigh), asc(menus.id));
}

/** The enabled entries granting `perm`, as a subquery of ids. */
export function menuIdsGranting(db: Db, perm: string) {
  return db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.perms, perm), eq(menus.status, 1)));
}

/** Every entry's parent: a role granted an entry is granted the entries above it. */
export async function menuParents(db: Db): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  return new Map(rows.map((row) => [row.id, row.parentId]));
}
