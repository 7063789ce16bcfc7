import { z } from 'zod';
import { emptyOr, flag, optionalText, rowId } from '../api/admin.ts';
import { ADMIN_MENU_MIN_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { validationParams } from '../validation/issues.ts';
import { lengthRange } from '../validation/schemas.ts';

/**
 * Menus (spec 000 §3, §5): the entries the console builds its routes from, and the buttons that are only an
 * authority flag. Users get the tree their roles grant; operators edit every entry.
 */

/** menuType: 1 a menu (a route), 2 a button (only an authority flag). */
export const AdminMenuType = { Menu: 1, Button: 2 } as const;
export type AdminMenuType = (typeof AdminMenuType)[keyof typeof AdminMenuType];

/** The menu's code is its id: letters, digits, - and _; it cannot change after creation. */
export const menuCodeSchema = lengthRange(1, 64).regex(/^[A-Za-z0-9_-]+$/, 'validation.menuCode');

/** Spec 000 §5: the menu's name needs at least 2 characters. */
export const menuNameSchema = lengthRange(ADMIN_MENU_MIN_LENGTH, NAME_MAX_LENGTH);

/** Spec 000 §5: the module needs at least 2 characters. */
export const menuModuleSchema = lengthRange(ADMIN_MENU_MIN_LENGTH, NAME_MAX_LENGTH);

/**
 * Spec 000 §5: the authority flag needs at least 2 characters (e.g. system:menu:edit). A button is nothing
 * but its flag, so it must have one; a menu may have none (every user with the menu sees it).
 */
export function menuPermsSchema(menuType: number) {
  const flagSchema = lengthRange(ADMIN_MENU_MIN_LENGTH, 100).regex(/^[A-Za-z0-9:_.-]+$/, 'validation.menuPerms');
  return menuType === AdminMenuType.Button ? flagSchema : emptyOr(flagSchema);
}

const menuFields = z.object({
  id: menuCodeSchema,
  name: menuNameSchema,
  /** The zh-CN title. */
  title: lengthRange(1, NAME_MAX_LENGTH),
  titleEn: lengthRange(1, NAME_MAX_LENGTH),
  menuType: z.union([z.literal(AdminMenuType.Menu), z.literal(AdminMenuType.Button)]),
  path: optionalText(200).default(''),
  component: optionalText(200).default(''),
  redirect: optionalText(200).default(''),
  icon: optionalText(100).default(''),
  perms: z.string().trim().default(''),
  moduleType: menuModuleSchema,
  parentId: rowId.nullable().default(null),
  status: flag.default(1),
  visible: flag.default(1),
  weigh: z.number().int().min(0, 'validation.minValue').max(9999, 'validation.maxValue').default(0),
  isCache: flag.default(0),
  isFrame: flag.default(0),
  isHideChildMenu: flag.default(0),
});

/** Rules across fields: the flag by type, and a menu needs a path to be routed. */
function checkMenu(menu: z.infer<typeof menuFields>, ctx: z.RefinementCtx) {
  const perms = menuPermsSchema(menu.menuType).safeParse(menu.perms);
  if (!perms.success) {
    const issue = perms.error.issues[0]!;
    ctx.addIssue({ code: 'custom', path: ['perms'], message: issue.message, params: validationParams(issue) });
  }
  if (menu.menuType === AdminMenuType.Menu && menu.path === '') {
    ctx.addIssue({ code: 'custom', path: ['path'], message: 'validation.required' });
  }
}

/** Creates a menu or button; `id` is its code. */
export const adminMenuBody = menuFields.superRefine(checkMenu);
export type AdminMenuBody = z.input<typeof adminMenuBody>;

export const adminMenuQuery = z.object({ keyword: optionalText(100).optional() });

/** A menu entry with its sub-entries (the user's routers, and the operator's menu tree). */
export const menuItem = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  /** English title; `title` is the zh-CN one. */
  titleEn: z.string(),
  path: z.string(),
  component: z.string(),
  icon: z.string(),
  redirect: z.string().nullable(),
  menuType: z.number().int(),
  moduleType: z.string(),
  parentId: z.string().nullable(),
  status: z.number().int(),
  visible: z.number().int(),
  weigh: z.number().int(),
  isCache: z.number().int(),
  isFrame: z.number().int(),
  isHideChildMenu: z.number().int(),
  /** Authority flag; '' for none. */
  perms: z.string(),
  get children(): z.ZodArray<typeof menuItem> {
    return z.array(menuItem);
  },
});
export type MenuItem = z.infer<typeof menuItem>;
