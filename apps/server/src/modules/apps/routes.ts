import type { FastifyInstance } from 'fastify';

export default async function appsRoutes(app: FastifyInstance) {
  void app;
}
