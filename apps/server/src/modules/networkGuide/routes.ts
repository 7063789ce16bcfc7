import type { FastifyInstance } from 'fastify';

export default async function networkGuideRoutes(app: FastifyInstance) {
  void app;
}
