import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { defaultNetworkGuideQuery, networkGuide, networkGuidePaths, pairingStep, saveNetworkGuideBody } from '@iotc/shared/networkGuide';
import { productIdQuery } from '@iotc/shared/products';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { defaultGuide } from './defaults.ts';
import { getNetworkGuide, saveNetworkGuide } from './service.ts';

/** The pairing guide (network info) of a product: up to 4 steps, each with both texts and an image or a video. */
export default async function networkGuideRoutes(app: FastifyInstance) {
  const call = calls(app, ['networkGuide']);

  call.get(
    networkGuidePaths.getNetworkGuide,
    { summary: "The product's pairing guide, or the default guide of its network type while none is saved", querystring: productIdQuery, response: answer(networkGuide) },
    (request) => getNetworkGuide(app.db, tenantScope(request), request.query.productId),
  );

  call.get(
    networkGuidePaths.getDefaultNetworkGuide,
    { summary: 'The default pairing guide of a network type', querystring: defaultNetworkGuideQuery, response: answer(z.array(pairingStep)) },
    (request) => defaultGuide(request.query.networkType),
  );

  call.post(
    networkGuidePaths.saveNetworkGuide,
    {
      preHandler: requirePermission(app, Perm.productEdit),
      summary: "Replaces the product's pairing guide: 1-4 steps; uploaded media are re-checked by their bytes (image png/gif/jpg ≤ 300K, video mp4 ≤ 500K and ≤ 15 s); refused while published",
      body: saveNetworkGuideBody,
      response: answer(networkGuide),
    },
    (request) => saveNetworkGuide(app, tenantScope(request), request.body),
  );
}
