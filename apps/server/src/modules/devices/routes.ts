import type { FastifyInstance } from 'fastify';

export default async function devicesRoutes(app: FastifyInstance) {
  void app;
}
