import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode } from '@iotc/shared';
import { docsPaths, introduceDoc, introduceQuery } from '@iotc/shared/docs';
import { answer } from '../../core/answers.ts';
import { AppError } from '../../core/errors.ts';
import { getDocument } from './service.ts';

export default async function docsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    docsPaths.document,
    {
      config: { public: true },
      schema: { tags: ['docs'], summary: 'A public document in the language of the request', querystring: introduceQuery, response: answer(introduceDoc) },
    },
    async (request, reply) => {
      const doc = await getDocument(app.db, request.query.type, request.lang);
      if (!doc) throw new AppError(ErrorCode.NotFound);
      return reply.ok(doc);
    },
  );
}
