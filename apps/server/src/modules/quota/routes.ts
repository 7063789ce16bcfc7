import type { FastifyInstance } from 'fastify';

export default async function quotaRoutes(app: FastifyInstance) {
  void app;
}
