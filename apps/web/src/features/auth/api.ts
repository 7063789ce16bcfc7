import type { z } from 'zod';
import {
  authPaths,
  type forgetPasswordBody,
  type LoginBody,
  type RegisterBody,
  type RegisterResult,
  type TokenPair,
  type VerificationCodeQuery,
  type VerificationCodeSent,
  type VerificationPurpose,
} from '@iotc/shared/auth';
import { request } from '@/lib/request';

export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;

/** The login page shows failures itself (inline, with the resend-activation action), so no toast. */
export function login(body: LoginBody): Promise<TokenPair> {
  return request.post<TokenPair>(authPaths.login, body, { suppressError: true });
}

export function resendActivation(account: string): Promise<void> {
  return request.post<void>(authPaths.resendActivation, { account });
}

/** A registration needs an account that does not exist yet, a password reset one that does: two calls. */
export function sendVerificationCode(purpose: VerificationPurpose, account: string): Promise<VerificationCodeSent> {
  const path = purpose === 'register' ? authPaths.getVerificationCode : authPaths.getVerificationCodeForExists;
  const query: VerificationCodeQuery = { account, purpose };
  return request.get<VerificationCodeSent>(path, query);
}

export function register(body: RegisterBody): Promise<RegisterResult> {
  return request.post<RegisterResult>(authPaths.register, body);
}

export function forgetPassword(body: ForgetPasswordBody): Promise<void> {
  return request.post<void>(authPaths.forgetPassword, body);
}
