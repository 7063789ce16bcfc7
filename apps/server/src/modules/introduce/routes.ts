import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, introduceQuery, shellPaths } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import { getDocument } from './service.ts';

export default async function introduceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    shellPaths.introduce,
    {
      config: { public: true },
      schema: { tags: ['introduce'], summary: 'A public document in the language of the request (IntroduceDoc)', querystring: introduceQuery },
    },
    async (request, reply) => {
      const doc = await getDocument(app.db, request.query.type, request.lang);
      if (!doc) throw new AppError(ErrorCode.NotFound);
      return reply.ok(doc);
    },
  );
}
