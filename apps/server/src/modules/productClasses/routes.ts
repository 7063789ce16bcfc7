import type { FastifyInstance } from 'fastify';

export default async function productClassesRoutes(app: FastifyInstance) {
  void app;
}
