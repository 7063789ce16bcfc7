import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hardwareModule, hardwareModulePaths, queryModulesQuery } from '@iotc/shared/hardwareModules';
import { answer } from '../../core/answers.ts';
import { listModules } from './service.ts';

export default async function hardwareModulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];

  r.get(
    hardwareModulePaths.queryModules,
    { schema: { tags, summary: 'Communication modules, of one network type or all', querystring: queryModulesQuery, response: answer(z.array(hardwareModule)) } },
    async (request, reply) => reply.ok(await listModules(app.db, request.query.networkType)),
  );
}
