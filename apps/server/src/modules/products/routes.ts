import type { FastifyInstance } from 'fastify';

export default async function productsRoutes(app: FastifyInstance) {
  void app;
}
