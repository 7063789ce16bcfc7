import type { FastifyInstance } from 'fastify';

export default async function noticeRoutes(app: FastifyInstance) {
  void app;
}
