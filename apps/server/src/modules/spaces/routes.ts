import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenPair } from '@iotc/shared/auth';
import { spacePaths, tenantBody, tenantInfo, userInfo } from '@iotc/shared/spaces';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { sendTokens } from '../../core/refreshCookie.ts';
import { chooseCompany, profile, switchSpace } from './service.ts';

export default async function spacesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['spaces'];
  const call = calls(app, tags);

  call.get(spacePaths.profile, { summary: 'The current user in the current space', response: answer(userInfo) }, (request) => profile(app, request.auth));

  call.post(
    spacePaths.chooseCompany,
    { summary: 'Remember the space the next login lands in', body: tenantBody, response: answer(tenantInfo) },
    (request) => chooseCompany(app, request.auth, request.body.tenantId),
  );

  r.post(
    spacePaths.switchSpace,
    { schema: { tags, summary: 'New tokens bound to another of the user\'s spaces (the refresh cookie is replaced)', body: tenantBody, response: answer(tokenPair) } },
    async (request, reply) => sendTokens(request, reply, await switchSpace(app, request.auth, request.body.tenantId)),
  );
}
