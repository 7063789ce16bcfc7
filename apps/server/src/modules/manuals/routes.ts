import type { FastifyInstance } from 'fastify';

export default async function manualsRoutes(app: FastifyInstance) {
  void app;
}
