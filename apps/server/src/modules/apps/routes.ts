import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { appPaths, bindableApp, productBindAppBody } from '@iotc/shared/apps';
import { productIdQuery } from '@iotc/shared/products';
import { answer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { bindableApps, bindApps } from './service.ts';

export default async function appsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];
  const appList = answer(z.array(bindableApp));

  r.get(
    appPaths.bindAppList,
    { schema: { tags, summary: "The space's apps, each marked when it shows the product", querystring: productIdQuery, response: appList } },
    async (request, reply) => reply.ok(await bindableApps(app.db, tenantScope(request), request.query.productId)),
  );

  r.post(
    appPaths.productBindApp,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      schema: {
        tags,
        summary: 'Links the product to exactly these apps of the space; allowed while published',
        body: productBindAppBody,
        response: appList,
      },
    },
    async (request, reply) => {
      const { productId, appIds } = request.body;
      return reply.ok(await bindApps(app, tenantScope(request), request.lang, productId, appIds));
    },
  );
}
