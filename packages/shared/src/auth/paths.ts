import { platformPath as p } from '../api/paths.ts';

/** Signing up and in (spec 000 §7). Paths the spec does not show are chosen in the same style. */
export const authPaths = {
  register: p('open/register'),
  getVerificationCode: p('open/getVerificationCode'),
  getVerificationCodeForExists: p('open/getVerificationCodeForExists'),
  /** Not shown in the spec: follows the activation link of the e-mail. */
  activate: p('open/activate'),
  /** Not shown in the spec: sends a fresh activation e-mail to an account not yet activated. */
  resendActivation: p('open/resendActivation'),
  login: p('open/login'),
  refreshToken: p('open/refreshToken'),
  logout: p('open/logout'),
  forgetPassword: p('open/forgetPassword'),
  updatePwd: p('open/user/updatePwd'),
} as const;
