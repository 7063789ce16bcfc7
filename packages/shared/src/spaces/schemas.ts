import { z } from 'zod';
import { accountTypeSchema, userTypeSchema } from '../api/shell.ts';

/** Spaces (tenants, spec 000 §2, §7): the signed-in user in the current space, and moving between their spaces. */

/** One of the user's spaces. */
export const tenantInfo = z.object({
  tenantId: z.string(),
  companyName: z.string(),
  userType: userTypeSchema,
});
export type TenantInfo = z.infer<typeof tenantInfo>;

/** The profile: the user in the current space. */
export const userInfo = z.object({
  id: z.string(),
  userName: z.string(),
  account: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  tenantId: z.string(),
  companyName: z.string(),
  userType: userTypeSchema,
  accountType: accountTypeSchema,
  hasGuided: z.boolean(),
  tenantList: z.array(tenantInfo),
  roles: z.array(z.string()),
  /** Permission codes (Perm) the user's roles grant in this space: actions without one are hidden. */
  permissions: z.array(z.string()),
  /** Base address of uploaded files. */
  ImageServer: z.string(),
  /** Seconds a login stays valid without re-entry (the login-safety time). */
  securityTime: z.number().int(),
  isOperator: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const tenantBody = z.object({ tenantId: z.string().min(1).max(64) });
