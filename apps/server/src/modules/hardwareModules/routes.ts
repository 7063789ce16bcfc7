import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaths, queryModulesQuery } from '@iotc/shared';
import { listModules } from './service.ts';

export default async function hardwareModulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];

  r.get(
    productPaths.queryModules,
    { schema: { tags, summary: 'Communication modules, of one network type or all (HardwareModule[])', querystring: queryModulesQuery } },
    async (request, reply) => reply.ok(await listModules(app.db, request.query.networkType)),
  );
}
