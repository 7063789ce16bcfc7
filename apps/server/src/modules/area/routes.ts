import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@iotc/shared';
import { areaNode, areaPaths } from '@iotc/shared/area';
import { answer } from '../../core/answers.ts';
import { AppError } from '../../core/errors.ts';
import { areaTree, MAX_AREA_DEPTH } from './service.ts';

const params = z.object({
  parentCode: z.string().min(1).max(20),
  depth: z.coerce.number().int().min(1).max(MAX_AREA_DEPTH),
});

export default async function areaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    areaPaths.tree(':parentCode', ':depth'),
    {
      config: { public: true },
      schema: {
        tags: ['area'],
        summary: "Areas under a parent ('0' the world, 'CN' a country, '44' a province), `depth` levels deep",
        params,
        response: answer(z.array(areaNode)),
      },
    },
    async (request, reply) => {
      const tree = areaTree(request.params.parentCode, request.params.depth);
      if (!tree) throw new AppError(ErrorCode.NotFound);
      // Reference data that changes with a package upgrade at most.
      reply.header('Cache-Control', 'public, max-age=86400');
      return reply.ok(tree);
    },
  );
}
