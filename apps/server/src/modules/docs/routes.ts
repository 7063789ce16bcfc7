import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@iotc/shared';
import { docsPaths, introduceDoc, introduceQuery } from '@iotc/shared/docs';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { getDocument } from './service.ts';

export default async function docsRoutes(app: FastifyInstance) {
  calls(app, ['docs']).get(
    docsPaths.document,
    { config: { public: true }, summary: 'A public document in the language of the request', querystring: introduceQuery, response: answer(introduceDoc) },
    async (request) => {
      const doc = await getDocument(app.db, request.query.type, request.lang);
      if (!doc) throw new AppError(ErrorCode.NotFound);
      return doc;
    },
  );
}
