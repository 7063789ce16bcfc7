import type { FastifyInstance } from 'fastify';

export default async function certificationRoutes(app: FastifyInstance) {
  void app;
}
