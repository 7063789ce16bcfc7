import type { FastifyInstance } from 'fastify';

export default async function virtualDevicesRoutes(app: FastifyInstance) {
  void app;
}
