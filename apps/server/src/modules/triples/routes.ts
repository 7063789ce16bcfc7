import type { FastifyInstance } from 'fastify';

export default async function triplesRoutes(app: FastifyInstance) {
  void app;
}
