import { connect } from 'node:net';

const DEFAULT_PORTS: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'mqtt:': 1883 };

/**
 * Why the `service` at `url` cannot be used (nothing accepts a connection at its host and port within a second),
 * or null when it can. `hint` says how to point the tests elsewhere. For the suites that need PostgreSQL, Redis or
 * Mosquitto (apps/server/test/services.ts) and for `npm test`'s PostgreSQL pass.
 */
export function unreachable(service: string, url: string, hint?: string): Promise<string | null> {
  const { hostname, port, protocol } = new URL(url);
  const reason = `no ${service} at ${url}${hint ? `; ${hint}` : ''}`;
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) || DEFAULT_PORTS[protocol] || 0, timeout: 1000 });
    const answer = (result: string | null) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => answer(null));
    socket.once('timeout', () => answer(reason));
    socket.once('error', () => answer(reason));
  });
}
