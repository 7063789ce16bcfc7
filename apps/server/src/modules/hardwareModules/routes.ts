import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { hardwareModule, hardwareModulePaths, queryModulesQuery, selectModuleBody } from '@iotc/shared/hardwareModules';
import { productDetail } from '@iotc/shared/products';
import { answer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { selectModule } from '../products/service.ts';
import { requirePermission } from '../spaces/guards.ts';
import { listModules } from './service.ts';

export default async function hardwareModulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];

  r.get(
    hardwareModulePaths.queryModules,
    { schema: { tags, summary: 'Communication modules, of one network type or all', querystring: queryModulesQuery, response: answer(z.array(hardwareModule)) } },
    async (request, reply) => reply.ok(await listModules(app.db, request.query.networkType)),
  );

  r.post(
    hardwareModulePaths.selectModule,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      schema: {
        tags,
        summary: "Chooses the product's module; it must match the product's network type; refused while published",
        body: selectModuleBody,
        response: answer(productDetail),
      },
    },
    async (request, reply) => reply.ok(await selectModule(app, tenantScope(request), request.lang, request.body)),
  );
}
