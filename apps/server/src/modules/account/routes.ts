import type { FastifyInstance } from 'fastify';

export default async function accountRoutes(app: FastifyInstance) {
  void app;
}
