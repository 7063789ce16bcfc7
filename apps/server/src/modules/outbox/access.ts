import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A browser on this machine: a loopback peer that is not a proxy. A proxy on this machine connects
 * from the loopback too, but passes on other people's requests, with a forwarding header.
 */
function isLocalClient(request: FastifyRequest): boolean {
  const { headers } = request;
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && !headers.forwarded && !headers['x-forwarded-for'] && !headers['x-real-ip'];
}

/**
 * Whether the outbox (every code and activation link of the installation) answers this request:
 * only in the embedded mode, and only to this machine unless DEV_OUTBOX=1.
 */
export function outboxAnswers(config: AppConfig, request: FastifyRequest): boolean {
  return config.embedded && (config.devOutbox || isLocalClient(request));
}
