import type { FastifyInstance } from 'fastify';

export default async function workOrderRoutes(app: FastifyInstance) {
  void app;
}
