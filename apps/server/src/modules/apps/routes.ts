import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { appPaths, bindableApp, productBindAppBody } from '@iotc/shared/apps';
import { productIdQuery } from '@iotc/shared/products';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { bindableApps, bindApps } from './service.ts';

export default async function appsRoutes(app: FastifyInstance) {
  const call = calls(app, ['products']);
  const appList = answer(z.array(bindableApp));

  call.get(
    appPaths.bindAppList,
    { summary: "The space's apps, each marked when it shows the product", querystring: productIdQuery, response: appList },
    (request) => bindableApps(app.db, tenantScope(request), request.query.productId),
  );

  call.post(
    appPaths.productBindApp,
    { preHandler: requirePermission(app, Perm.productEdit), summary: 'Links the product to exactly these apps of the space; allowed while published', body: productBindAppBody, response: appList },
    async (request) => {
      const { productId, appIds } = request.body;
      return bindApps(app, tenantScope(request), request.lang, productId, appIds);
    },
  );
}
