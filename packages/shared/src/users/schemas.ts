import { z } from 'zod';
import { AdminStatus, adminPageQuery, emptyOr, flag, rowId } from '../api/admin.ts';
import { accountTypeSchema } from '../api/shell.ts';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { isEmail } from '../validation/patterns.ts';
import { accountSchema, lengthRange, passwordSchema } from '../validation/schemas.ts';

/** The operator area's users (spec 000 §3: username, real name, e-mail, password, role, status). */

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

/** A role a user holds, named in both languages. */
export const adminUserRole = z.object({ id: z.string(), name: z.string(), nameEn: z.string() });
export type AdminUserRole = z.infer<typeof adminUserRole>;

/** A row of the operator's user list (and the answer of adding or changing a user). */
export const adminUser = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountType: accountTypeSchema,
  status: z.enum(AdminStatus),
  /** False while an e-mail account has not followed its activation link. */
  activated: z.boolean(),
  /** Roles in the user's own space. */
  roles: z.array(adminUserRole),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;
