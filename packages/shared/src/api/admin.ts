// Types and request schemas of the operator area's menus, roles and users (paths in paths.ts: adminPaths).
import { z } from 'zod';
import { ADMIN_MENU_MIN_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { validationParams } from '../validation/issues.ts';
import { isEmail } from '../validation/patterns.ts';
import { accountSchema, lengthRange, passwordSchema, textSchema } from '../validation/schemas.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageFields } from './paging.ts';
import type { AccountType } from './shell.ts';

// ── Shared pieces ────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE_DEFAULT = PAGE_SIZE_DEFAULT;
export const ADMIN_PAGE_SIZE_MAX = PAGE_SIZE_MAX;

/** Status of menus, users and dictionary entries: 1 normal, 0 disabled. */
export const AdminStatus = { Normal: 1, Disabled: 0 } as const;
export type AdminStatus = (typeof AdminStatus)[keyof typeof AdminStatus];

/** menuType: 1 a menu (a route), 2 a button (only an authority flag). */
export const AdminMenuType = { Menu: 1, Button: 2 } as const;
export type AdminMenuType = (typeof AdminMenuType)[keyof typeof AdminMenuType];

/** The roles seeded with the installation; the code refers to them, so they cannot be deleted. */
export const BUILT_IN_ROLE_KEYS = ['owner', 'member', 'operator'] as const;

/** A 0/1 switch. */
const flag = z.union([z.literal(0), z.literal(1)]);

/** An id a row is addressed by (menu codes, role and user ids). */
const rowId = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

/** Free text of at most `max` characters; empty allowed. */
const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength');

/**
 * Empty allowed; anything else must pass `schema`. The first problem is reported with its key and values,
 * so the message is the one `schema` gives on its own.
 */
function emptyOr(schema: z.ZodType, trim = true) {
  // A password is taken as typed: trimming it would silently change it.
  return (trim ? z.string().trim() : z.string()).superRefine((value, ctx) => {
      if (value === '') return;
      const result = schema.safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0]!;
      ctx.addIssue({ code: 'custom', message: issue.message, params: validationParams(issue) });
    });
}

/** Page, size and an optional search text of an operator list. */
export const adminPageQuery = z.object({
  ...pageFields,
  keyword: optionalText(100).optional(),
});
export type AdminPageQuery = z.input<typeof adminPageQuery>;

/** Addresses one row: delete calls and the like. */
export const adminIdBody = z.object({ id: rowId });

// ── Menus ────────────────────────────────────────────────────────────────────

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

// ── Roles ────────────────────────────────────────────────────────────────────

const roleFields = z.object({
  name: lengthRange(1, NAME_MAX_LENGTH),
  nameEn: lengthRange(1, NAME_MAX_LENGTH),
  description: textSchema.trim().default(''),
  /** The menus and buttons the role grants; their parents are granted with them. */
  menuIds: z.array(rowId).max(2000, 'validation.maxItems').default([]),
});

export const adminRoleBody = roleFields;
export type AdminRoleBody = z.input<typeof adminRoleBody>;
export const adminRoleUpdateBody = roleFields.extend({ id: rowId });
export type AdminRoleUpdateBody = z.input<typeof adminRoleUpdateBody>;

export interface AdminRole {
  id: string;
  /** The name the profile's `roles` list carries. */
  key: string;
  name: string;
  nameEn: string;
  description: string;
  builtIn: boolean;
  menuIds: string[];
  /** How many users hold the role in any space. */
  userCount: number;
}

// ── Users ────────────────────────────────────────────────────────────────────

/** An e-mail, or empty. */
export const optionalEmailSchema = emptyOr(z.string().max(100, 'validation.maxLength').refine(isEmail, 'validation.email'));

const roleIdsSchema = z.array(rowId).min(1, 'validation.minItems').max(20, 'validation.maxItems');

/** An operator adds a user: activated at once, with an own space holding the chosen roles. */
export const adminUserBody = z.object({
  /** The login account: an e-mail or a China mobile number. */
  account: accountSchema,
  realName: lengthRange(1, NAME_MAX_LENGTH),
  email: optionalEmailSchema.default(''),
  password: passwordSchema,
  roleIds: roleIdsSchema,
  status: flag.default(1),
});
export type AdminUserBody = z.input<typeof adminUserBody>;

/** The account cannot change; an empty password keeps the current one. */
export const adminUserUpdateBody = z.object({
  id: rowId,
  realName: lengthRange(1, NAME_MAX_LENGTH),
  email: optionalEmailSchema.default(''),
  password: emptyOr(passwordSchema, false).default(''),
  roleIds: roleIdsSchema,
  status: flag,
});
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBody>;

export const adminUserStatusBody = z.object({ id: rowId, status: flag });
export type AdminUserStatusBody = z.infer<typeof adminUserStatusBody>;

export const adminUserQuery = adminPageQuery.extend({ status: z.coerce.number().pipe(flag).optional() });
export type AdminUserQuery = z.input<typeof adminUserQuery>;

export interface AdminUserRole {
  id: string;
  name: string;
  nameEn: string;
}

export interface AdminUser {
  id: string;
  account: string;
  realName: string;
  email: string | null;
  phone: string | null;
  accountType: AccountType;
  status: AdminStatus;
  /** False while an e-mail account has not followed its activation link. */
  activated: boolean;
  /** Roles in the user's own space. */
  roles: AdminUserRole[];
  /** Epoch seconds. */
  createdAt: number;
}
