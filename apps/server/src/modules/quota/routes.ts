import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceQuota, quotaPaths } from '@iotc/shared/quota';
import { answer } from '../../core/answers.ts';
import { quotaOf } from './service.ts';

export default async function quotaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    quotaPaths.quota,
    { schema: { tags: ['quota'], summary: "Device-credential quota of the token's space, set by its owner's account type", response: answer(deviceQuota) } },
    async (request, reply) => reply.ok(await quotaOf(app, request.auth.tenantId)),
  );
}
