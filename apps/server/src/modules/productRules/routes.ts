import type { FastifyInstance } from 'fastify';

export default async function productRulesRoutes(app: FastifyInstance) {
  void app;
}
