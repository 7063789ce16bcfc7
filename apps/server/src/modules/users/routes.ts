import type { FastifyInstance } from 'fastify';

export default async function userRoutes(app: FastifyInstance) {
  void app;
}
