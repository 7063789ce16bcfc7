import { asc, count, eq } from 'drizzle-orm';
import { ErrorCode } from '@iotc/shared';
import { AdminMenuType } from '@iotc/shared/menus';
import type { adminMenuBody, MenuItem } from '@iotc/shared/menus';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { isUniqueViolation } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { menus } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'accountViews'>;
type MenuInput = z.output<typeof adminMenuBody>;
type MenuRow = typeof menus.$inferSelect;

/** Every menu and button, menus included that are hidden or disabled, in display order. */
async function allMenus(db: Db): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.weigh), asc(menus.id));
}

/** What the search looks in: names, titles, code, path and flag. */
function matches(row: MenuRow, needle: string): boolean {
  return [row.id, row.name, row.title, row.titleEn, row.path, row.perms].some((text) => text.toLowerCase().includes(needle));
}

/**
 * The whole menu tree of the operator area, buttons included. With a keyword, the entries that match
 * and the parents leading to them. An entry whose parent is gone stands at the top, so it can be fixed.
 */
export async function menuTree(db: Db, keyword?: string): Promise<MenuItem[]> {
  const rows = await allMenus(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  let kept = rows;
  const needle = keyword?.trim().toLowerCase();
  if (needle) {
    const keep = new Set<string>();
    for (const row of rows) {
      if (!matches(row, needle)) continue;
      // Walk up to the root; the set also stops a broken cycle in the data.
      for (let at: MenuRow | undefined = row; at && !keep.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) keep.add(at.id);
    }
    kept = rows.filter((row) => keep.has(row.id));
  }
  const items = new Map<string, MenuItem>(kept.map((row) => [row.id, { ...row, children: [] }]));
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** The parent must exist and be a menu, and (on update) must not lie under the entry itself. */
async function checkParent(db: Db, id: string, parentId: string | null): Promise<void> {
  if (parentId === null) return;
  const rows = await db.select({ id: menus.id, parentId: menus.parentId, menuType: menus.menuType }).from(menus);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parent = byId.get(parentId);
  if (!parent) throw new AppError(ErrorCode.Validation, {}, 'error.menuParentMissing');
  if (parent.menuType !== AdminMenuType.Menu) throw new AppError(ErrorCode.Validation, {}, 'error.menuParentButton');
  const seen = new Set<string>();
  for (let at: string | null = parentId; at && !seen.has(at); at = byId.get(at)?.parentId ?? null) {
    if (at === id) throw new AppError(ErrorCode.Validation, {}, 'error.menuParentCycle');
    seen.add(at);
  }
}

async function childCount(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return row?.n ?? 0;
}

function columns(body: MenuInput) {
  const { id: _id, redirect, ...rest } = body;
  return { ...rest, redirect: redirect === '' ? null : redirect };
}

async function requireMenu(db: Db, id: string): Promise<MenuRow> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function createMenu(ctx: Ctx, body: MenuInput): Promise<MenuItem> {
  const [taken] = await ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.id, body.id));
  if (taken) throw new AppError(ErrorCode.Conflict, { id: body.id }, 'error.menuCodeExists');
  await checkParent(ctx.db, body.id, body.parentId);
  let row: MenuRow | undefined;
  try {
    [row] = await ctx.db.insert(menus).values({ id: body.id, ...columns(body) }).returning();
  } catch (error) {
    // Two operators creating the same code at once.
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.Conflict, { id: body.id }, 'error.menuCodeExists');
    throw error;
  }
  // Menus are what everyone's routes and permissions are built from.
  ctx.accountViews.forgetAll();
  return { ...row!, children: [] };
}

/** Changes every field but the code, which identifies the entry (role grants refer to it). */
export async function updateMenu(ctx: Ctx, body: MenuInput): Promise<MenuItem> {
  await requireMenu(ctx.db, body.id);
  await checkParent(ctx.db, body.id, body.parentId);
  if (body.menuType === AdminMenuType.Button && (await childCount(ctx.db, body.id)) > 0) {
    throw new AppError(ErrorCode.Conflict, {}, 'error.menuButtonWithChildren');
  }
  const [row] = await ctx.db.update(menus).set(columns(body)).where(eq(menus.id, body.id)).returning();
  ctx.accountViews.forgetAll();
  return { ...row!, children: [] };
}

/** Deletes an entry without sub-entries; the roles' grants of it go with it. */
export async function deleteMenu(ctx: Ctx, id: string): Promise<void> {
  await requireMenu(ctx.db, id);
  const children = await childCount(ctx.db, id);
  if (children > 0) throw new AppError(ErrorCode.Conflict, { count: children }, 'error.menuHasChildren');
  await ctx.db.delete(menus).where(eq(menus.id, id));
  ctx.accountViews.forgetAll();
}

