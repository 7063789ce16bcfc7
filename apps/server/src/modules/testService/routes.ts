import type { FastifyInstance } from 'fastify';

export default async function testServiceRoutes(app: FastifyInstance) {
  void app;
}
