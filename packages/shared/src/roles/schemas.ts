import { z } from 'zod';
import { rowId } from '../api/admin.ts';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { lengthRange, textSchema } from '../validation/schemas.ts';

/** Roles (spec 000 §3): the menus and buttons a role grants; users hold roles per space. */

/** The roles seeded with the installation; the code refers to them, so they cannot be deleted. */
export const BUILT_IN_ROLE_KEYS = ['owner', 'member', 'operator'] as const;

const roleFields = z.object({
  name: lengthRange(1, NAME_MAX_LENGTH),
  nameEn: lengthRange(1, NAME_MAX_LENGTH),
  description: textSchema.trim().default(''),
  descriptionEn: textSchema.trim().default(''),
  /** The menus and buttons the role grants; their parents are granted with them. */
  menuIds: z.array(rowId).max(2000, 'validation.maxItems').default([]),
});

export const adminRoleBody = roleFields;
export type AdminRoleBody = z.input<typeof adminRoleBody>;
export const adminRoleUpdateBody = roleFields.extend({ id: rowId });
export type AdminRoleUpdateBody = z.input<typeof adminRoleUpdateBody>;

/** A row of the operator's role list. */
export const adminRole = z.object({
  id: z.string(),
  /** The name the profile's `roles` list carries. */
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  builtIn: z.boolean(),
  menuIds: z.array(z.string()),
  /** How many users hold the role in any space. */
  userCount: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRole>;

/** Answer of the create call. */
export const roleCreated = z.object({ id: z.string() });
