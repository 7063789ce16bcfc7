import type { FastifyInstance } from 'fastify';
import { shellPaths } from '@iotc/shared';
import { routersFor } from './service.ts';

export default async function menusRoutes(app: FastifyInstance) {
  app.get(
    shellPaths.getRouters,
    { schema: { tags: ['menus'], summary: 'Menu tree granted by the user\'s roles in the current space (MenuItem[])' } },
    async (request, reply) => reply.ok(await routersFor(app, request.auth.userId, request.auth.tenantId)),
  );
}
