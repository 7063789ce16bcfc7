import { z } from 'zod';
import { AccountType } from '../api/shell.ts';
import { accountSchema, companyNameSchema, passwordSchema, verificationCodeSchema } from '../validation/index.ts';

/** Signing up and in (spec 000 §2, §7): registration, activation, codes, login, tokens and passwords. */

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

export const registerResult = z.object({
  account: z.string(),
  /** The e-mail the activation link went to; null for a mobile account (activated by its SMS code). */
  activationEmail: z.string().nullable(),
  activated: z.boolean(),
  activationValidHours: z.number(),
});
export type RegisterResult = z.infer<typeof registerResult>;

/** Answer of the resend call: where the new link went and how long it stays valid. */
export const activationResent = registerResult.pick({ activationEmail: true, activationValidHours: true });

export const verificationCodeQuery = z.object({
  account: accountSchema,
  purpose: z.enum(verificationPurposes).default('register'),
});
export type VerificationCodeQuery = z.input<typeof verificationCodeQuery>;

/** Answer of getVerificationCode / getVerificationCodeForExists. */
export const verificationCodeSent = z.object({
  /** Seconds before another code may be asked for (the button's countdown). */
  resendAfter: z.number(),
  /** Seconds the code stays valid. */
  expiresIn: z.number(),
});
export type VerificationCodeSent = z.infer<typeof verificationCodeSent>;

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
export const tokenPair = z.object({
  token: z.string(),
  /** Epoch seconds when `token` expires. */
  expiresAt: z.number().int(),
  tenantId: z.string(),
});
export type TokenPair = z.infer<typeof tokenPair>;

/** The refresh call's body: an empty JSON object (the token is in the cookie; the call takes JSON only). */
export const refreshTokenBody = z.object({});

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
