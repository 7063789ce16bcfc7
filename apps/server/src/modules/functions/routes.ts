import type { FastifyInstance } from 'fastify';

export default async function functionsRoutes(app: FastifyInstance) {
  void app;
}
