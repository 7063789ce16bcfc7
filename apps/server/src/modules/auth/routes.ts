import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateQuery,
  forgetPasswordBody,
  loginBody,
  refreshTokenBody,
  registerBody,
  resendActivationBody,
  shellPaths,
  updatePwdBody,
  verificationCodeQuery,
} from '@iotc/shared';
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
  const config = { public: true };

  r.get(
    shellPaths.getVerificationCode,
    { config, schema: { tags, summary: 'Send a registration code to an account that does not exist yet', querystring: verificationCodeQuery } },
    async (request, reply) => reply.ok(await sendVerificationCode(app, request.query.account, 'register', request.ip, request.lang)),
  );

  r.get(
    shellPaths.getVerificationCodeForExists,
    {
      config,
      schema: { tags, summary: 'Send a password-reset code to an existing account', querystring: verificationCodeQuery },
    },
    async (request, reply) => reply.ok(await sendVerificationCode(app, request.query.account, 'resetPassword', request.ip, request.lang)),
  );

  r.post(
    shellPaths.register,
    { config, schema: { tags, summary: 'Register an account with its own space (RegisterResult)', body: registerBody } },
    async (request, reply) => reply.ok(await register(app, request.body, request.lang)),
  );

  r.get(
    shellPaths.activate,
    {
      config,
      schema: {
        tags,
        summary: 'Activation link of the e-mail: activates, then redirects to /user/login?activated=1 (or 0 when invalid or expired)',
        // Lenient on purpose: a browser following a damaged link gets the redirect, not a JSON error.
        querystring: z.object({ token: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const parsed = activateQuery.safeParse(request.query);
      const activated = parsed.success && (await activate(app, parsed.data.token));
      return reply.redirect(`/user/login?activated=${activated ? 1 : 0}`, 302);
    },
  );

  r.post(
    shellPaths.resendActivation,
    { config, schema: { tags, summary: 'Send a new activation e-mail; earlier links stop working', body: resendActivationBody } },
    async (request, reply) => reply.ok(await resendActivation(app, request.body.account, request.ip, request.lang)),
  );

  r.post(
    shellPaths.login,
    {
      config,
      schema: {
        tags,
        summary: 'Log in (TokenPair); the refresh token is set in the HttpOnly cookie iotc_refresh; throttled per account at the address and per address',
        body: loginBody,
      },
    },
    async (request, reply) => sendTokens(request, reply, await login(app, request.body, request.ip)),
  );

  r.post(
    shellPaths.refreshToken,
    {
      config,
      preValidation: requireJson,
      schema: {
        tags,
        summary: 'Exchange the refresh token of the iotc_refresh cookie for a new pair (JSON requests only); a reused one ends the session',
        body: refreshTokenBody,
      },
    },
    async (request, reply) => sendTokens(request, reply, await app.sessions.refresh(refreshTokenOf(request))),
  );

  r.get(shellPaths.logout, { schema: { tags, summary: 'End the current session; clears the refresh cookie' } }, async (request, reply) => {
    await app.sessions.revoke(request.auth.sessionId);
    return sendSignedOut(request, reply);
  });

  r.post(
    shellPaths.forgetPassword,
    { config, schema: { tags, summary: 'Reset the password with a code; ends every session', body: forgetPasswordBody } },
    async (request, reply) => {
      await forgetPassword(app, request.body);
      return reply.ok(null);
    },
  );

  r.post(
    shellPaths.updatePwd,
    { schema: { tags, summary: 'Change the password; ends the other sessions', body: updatePwdBody } },
    async (request, reply) => {
      await updatePassword(app, request.auth, request.body);
      return reply.ok(null);
    },
  );
}
