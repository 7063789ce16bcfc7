import { z } from 'zod';
import {
  accountSchema,
  companyNameSchema,
  passwordSchema,
  verificationCodeSchema,
} from '../validation/index.ts';

export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];

/** 0 personal, 1 enterprise (spec: accountType 1 means enterprise). 2 is enterprise-certified. */
export const AccountType = { Personal: 0, Enterprise: 1, EnterpriseCertified: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** userType 1 marks the owner of the space (the user's default space). */
export const UserType = { Owner: 1, Member: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const verificationPurposes = ['register', 'resetPassword'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

export const registerBody = z
  .object({
    account: accountSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    accountType: z.union([z.literal(AccountType.Personal), z.literal(AccountType.Enterprise)]),
    companyName: z.string().optional(),
    agreeTerms: z.literal(true, { message: 'validation.agreeTerms' }),
    agreeAppLicense: z.literal(true, { message: 'validation.agreeAppLicense' }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
    }
    if (v.accountType === AccountType.Enterprise) {
      const r = companyNameSchema.safeParse(v.companyName ?? '');
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['companyName'], message: r.error.issues[0]!.message });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export interface RegisterResult {
  account: string;
  /** The e-mail the activation link went to; null for a mobile account (activated by its SMS code). */
  activationEmail: string | null;
  activated: boolean;
  activationValidHours: number;
}

export const verificationCodeQuery = z.object({
  account: accountSchema,
  purpose: z.enum(verificationPurposes).default('register'),
});
export type VerificationCodeQuery = z.input<typeof verificationCodeQuery>;

/** Answer of getVerificationCode / getVerificationCodeForExists. */
export interface VerificationCodeSent {
  /** Seconds before another code may be asked for (the button's countdown). */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export const activateQuery = z.object({ token: z.string().min(1).max(200) });
export const resendActivationBody = z.object({ account: accountSchema });

export const loginBody = z.object({
  account: z.string().trim().min(1, 'validation.required').max(100),
  password: z.string().min(1, 'validation.required').max(50),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * The answer of login, refresh and switch space. The refresh token is deliberately not in it (spec 000 §7 lists
 * refreshToken in the login answer): it travels only in an HttpOnly cookie scoped to the refresh call, out of
 * script's reach (README, "Sessions and the refresh cookie").
 */
export interface TokenPair {
  token: string;
  /** Epoch seconds when `token` expires. */
  expiresAt: number;
  tenantId: string;
}

/** The refresh call's body: an empty JSON object (the token is in the cookie; the call takes JSON only). */
export const refreshTokenBody = z.object({});

export interface TenantInfo {
  tenantId: string;
  companyName: string;
  userType: UserType;
}

export interface UserInfo {
  id: string;
  userName: string;
  account: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  tenantId: string;
  companyName: string;
  userType: UserType;
  accountType: AccountType;
  hasGuided: boolean;
  tenantList: TenantInfo[];
  roles: string[];
  /** Permission codes (Perm) the user's roles grant in this space: actions without one are hidden. */
  permissions: string[];
  /** Base address of uploaded files. */
  ImageServer: string;
  /** Seconds a login stays valid without re-entry (the login-safety time). */
  securityTime: number;
  isOperator: boolean;
}

export interface MenuItem {
  id: string;
  name: string;
  title: string;
  /** English title; `title` is the zh-CN one. */
  titleEn: string;
  path: string;
  component: string;
  icon: string;
  redirect: string | null;
  menuType: number;
  moduleType: string;
  parentId: string | null;
  status: number;
  visible: number;
  weigh: number;
  isCache: number;
  isFrame: number;
  isHideChildMenu: number;
  /** Authority flag; '' for none. */
  perms: string;
  children: MenuItem[];
}

export const tenantBody = z.object({ tenantId: z.string().min(1).max(64) });

export const forgetPasswordBody = z
  .object({
    account: accountSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordMismatch' });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;

export const updatePwdBody = z.object({
  oldPassword: z.string().min(1, 'validation.required').max(50),
  newPassword: passwordSchema,
});
export type UpdatePwdBody = z.infer<typeof updatePwdBody>;

export interface GuideState {
  tenantId: string;
  hasGuided: boolean;
  isOwnerSpace: boolean;
}
