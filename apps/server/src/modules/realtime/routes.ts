import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SOCKET_PING_MS } from '@iotc/shared';
import { REALTIME_PATH } from '@iotc/shared/realtime';
import { BusTopic } from '../../core/realtime.ts';
import { SocketHub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time sockets this instance holds. */
    realtimeSockets: SocketHub;
  }
}

/**
 * The real-time channel (spec 000 §7) at REALTIME_PATH, outside /api. The access token comes in
 * `?token=`; a missing, invalid or expired one is refused at the upgrade with HTTP 401 and the usual
 * envelope, before any socket exists. Then the client subscribes to its own channels, pings every 30 s
 * and receives `{ channel, data }` frames.
 */
async function realtimeRoutes(app: FastifyInstance) {
  const hub = new SocketHub(app.realtime, app.sessions, app.log);
  app.decorate('realtimeSockets', hub);

  const stopRevocations = app.bus.subscribe(BusTopic.SessionsRevoked, (message) => hub.closeSessions(JSON.parse(message) as string[]));
  const sweeper = setInterval(() => hub.sweep(), SOCKET_PING_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    stopRevocations();
  });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // The URL carries the token: request logs (info) stay off for this route.
      logLevel: 'warn',
      onRequest: async (request: FastifyRequest<{ Querystring: { token?: string } }>) => {
        request.auth = await app.sessions.authenticate(request.query.token);
      },
    },
    (socket, request) => {
      const { userId, sessionId } = request.auth;
      hub.add(socket, { userId, sessionId });
    },
  );
}

export default fp(realtimeRoutes, { name: 'iotc-realtime-socket', dependencies: ['iotc-errors'] });
