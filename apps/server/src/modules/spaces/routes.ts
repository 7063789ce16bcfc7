import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shellPaths, tenantBody } from '@iotc/shared';
import { sendTokens } from '../../core/refreshCookie.ts';
import { chooseCompany, profile, switchSpace } from './service.ts';

export default async function spacesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['spaces'];

  r.get(shellPaths.profile, { schema: { tags, summary: 'The current user in the current space (UserInfo)' } }, async (request, reply) =>
    reply.ok(await profile(app, request.auth)),
  );

  r.post(
    shellPaths.chooseCompany,
    { schema: { tags, summary: 'Remember the space the next login lands in (TenantInfo)', body: tenantBody } },
    async (request, reply) => reply.ok(await chooseCompany(app, request.auth, request.body.tenantId)),
  );

  r.post(
    shellPaths.switchSpace,
    { schema: { tags, summary: 'New tokens bound to another of the user\'s spaces (TokenPair; the refresh cookie is replaced)', body: tenantBody } },
    async (request, reply) => sendTokens(request, reply, await switchSpace(app, request.auth, request.body.tenantId)),
  );
}
