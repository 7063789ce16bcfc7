import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateQuery,
  activationResent,
  authPaths,
  forgetPasswordBody,
  loginBody,
  refreshTokenBody,
  registerBody,
  registerResult,
  resendActivationBody,
  tokenPair,
  updatePwdBody,
  verificationCodeQuery,
  verificationCodeSent,
} from '@iotc/shared/auth';
import { answer, emptyAnswer, redirectAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { refreshTokenOf, requireJson, sendSignedOut, sendTokens } from '../../core/refreshCookie.ts';
import {
  activate,
  forgetPassword,
  login,
  register,
  resendActivation,
  sendVerificationCode,
  updatePassword,
} from './service.ts';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const call = calls(app, tags);
  const config = { public: true };

  call.get(
    authPaths.getVerificationCode,
    { config, summary: 'Send a registration code to an account that does not exist yet', querystring: verificationCodeQuery, response: answer(verificationCodeSent) },
    (request) => sendVerificationCode(app, request.query.account, 'register', request.ip, request.lang),
  );

  call.get(
    authPaths.getVerificationCodeForExists,
    { config, summary: 'Send a password-reset code to an existing account', querystring: verificationCodeQuery, response: answer(verificationCodeSent) },
    (request) => sendVerificationCode(app, request.query.account, 'resetPassword', request.ip, request.lang),
  );

  call.post(
    authPaths.register,
    { config, summary: 'Register an account with its own space', body: registerBody, response: answer(registerResult) },
    (request) => register(app, request.body, request.lang),
  );

  r.get(
    authPaths.activate,
    {
      config,
      schema: {
        tags,
        summary: 'Activation link of the e-mail: activates, then redirects to /user/login?activated=1&account=<the e-mail> (the login form is filled with it), or activated=0 when invalid or expired',
        // Lenient on purpose: a browser following a damaged link gets the redirect, not a JSON error.
        querystring: z.object({ token: z.string().optional() }),
        response: redirectAnswer,
      },
    },
    async (request, reply) => {
      const parsed = activateQuery.safeParse(request.query);
      const account = parsed.success ? await activate(app, parsed.data.token) : null;
      const query = account === null ? 'activated=0' : `activated=1&account=${encodeURIComponent(account)}`;
      return reply.redirect(`/user/login?${query}`, 302);
    },
  );

  call.post(
    authPaths.resendActivation,
    { config, summary: 'Send a new activation e-mail; earlier links stop working', body: resendActivationBody, response: answer(activationResent) },
    (request) => resendActivation(app, request.body.account, request.ip, request.lang),
  );

  r.post(
    authPaths.login,
    {
      config,
      schema: {
        tags,
        summary: 'Log in; the refresh token is set in the HttpOnly cookie iotc_refresh; throttled per account at the address and per address',
        body: loginBody,
        response: answer(tokenPair),
      },
    },
    async (request, reply) => sendTokens(request, reply, await login(app, request.body, request.ip)),
  );

  r.post(
    authPaths.refreshToken,
    {
      config,
      preValidation: requireJson,
      schema: {
        tags,
        summary: 'Exchange the refresh token of the iotc_refresh cookie for a new pair (JSON requests only); a reused one ends the session',
        body: refreshTokenBody,
        response: answer(tokenPair),
      },
    },
    async (request, reply) => sendTokens(request, reply, await app.sessions.refresh(refreshTokenOf(request))),
  );

  r.get(authPaths.logout, { schema: { tags, summary: 'End the current session; clears the refresh cookie', response: emptyAnswer } }, async (request, reply) => {
    await app.sessions.revoke(request.auth.sessionId);
    return sendSignedOut(request, reply);
  });

  call.post(
    authPaths.forgetPassword,
    { config, summary: 'Reset the password with a code; ends every session', body: forgetPasswordBody, response: emptyAnswer },
    (request) => forgetPassword(app, request.body),
  );

  call.post(
    authPaths.updatePwd,
    { summary: 'Change the password; ends the other sessions', body: updatePwdBody, response: emptyAnswer },
    (request) => updatePassword(app, request.auth, request.body),
  );
}
