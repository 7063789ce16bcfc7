import type { FastifyInstance } from 'fastify';

export default async function hardwareModulesRoutes(app: FastifyInstance) {
  void app;
}
