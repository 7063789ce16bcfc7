import type { FastifyInstance } from 'fastify';
import { deviceQuota, quotaPaths } from '@iotc/shared/quota';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { quotaOf } from './service.ts';

export default async function quotaRoutes(app: FastifyInstance) {
  calls(app, ['quota']).get(
    quotaPaths.quota,
    { summary: "Device-credential quota of the token's space, set by its owner's account type", response: answer(deviceQuota) },
    (request) => quotaOf(app, request.auth.tenantId),
  );
}
