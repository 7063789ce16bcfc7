import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { defaultNetworkGuideQuery, networkGuide, networkGuidePaths, pairingStep, saveNetworkGuideBody } from '@iotc/shared/networkGuide';
import { productIdQuery } from '@iotc/shared/products';
import { answer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { defaultGuide } from './defaults.ts';
import { getNetworkGuide, saveNetworkGuide } from './service.ts';

/** The pairing guide (network info) of a product: up to 4 steps, each with both texts and an image or a video. */
export default async function networkGuideRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['networkGuide'];

  r.get(
    networkGuidePaths.getNetworkGuide,
    {
      schema: {
        tags,
        summary: "The product's pairing guide, or the default guide of its network type while none is saved",
        querystring: productIdQuery,
        response: answer(networkGuide),
      },
    },
    async (request, reply) => reply.ok(await getNetworkGuide(app.db, tenantScope(request), request.query.productId)),
  );

  r.get(
    networkGuidePaths.getDefaultNetworkGuide,
    { schema: { tags, summary: 'The default pairing guide of a network type', querystring: defaultNetworkGuideQuery, response: answer(z.array(pairingStep)) } },
    async (request, reply) => reply.ok(defaultGuide(request.query.networkType)),
  );

  r.post(
    networkGuidePaths.saveNetworkGuide,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      schema: {
        tags,
        summary:
          "Replaces the product's pairing guide: 1-4 steps; uploaded media are re-checked by their bytes (image png/gif/jpg ≤ 300K, video mp4 ≤ 500K and ≤ 15 s); refused while published",
        body: saveNetworkGuideBody,
        response: answer(networkGuide),
      },
    },
    async (request, reply) => reply.ok(await saveNetworkGuide(app, tenantScope(request), request.body)),
  );
}
