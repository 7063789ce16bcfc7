import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy the console runs under: its scripts only from its own files (Vite
 * emits no inline script), no plugins, never framed. The API documentation at /api/docs runs under
 * it too (@fastify/swagger-ui 6 loads its scripts from files), and so does the outbox page (one
 * inline style).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // mqtt.js keeps its keep-alive timers in a worker it makes from a blob (background tabs slow down
  // their own timers): a worker can only run what the console's own scripts hand it.
  "worker-src 'self' blob:",
  // antd's CSS-in-JS inserts <style> elements at run time. A nonce would have to be made per answer
  // and handed to every library that inserts styles (antd, ProComponents, rc-util), while index.html
  // is served as a static file. A style cannot run code; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  // data: for antd's inline icons and images, blob: for the preview of a file before it is uploaded.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  // The real-time channel, and MQTT over WebSocket at /mqtt here or on an external broker's host.
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Set on every answer. HSTS is the TLS-terminating proxy's to add (README, "Security headers"). */
const BROWSER_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // For browsers without frame-ancestors.
  'x-frame-options': 'DENY',
  // Other sites learn the origin at most, never a path or a query.
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(BROWSER_HEADERS);
      done();
    });
  },
  { name: 'iotc-security-headers' },
);
