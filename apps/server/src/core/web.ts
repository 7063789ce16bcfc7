import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, errorMessage } from '@iotc/shared';

/** Paths that are never the web app: an unknown one is a JSON 404, not index.html. */
function isServerPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/dev' || url.startsWith('/dev/') || url.startsWith('/ws/');
}

/** Files under /assets/ carry a content hash in their names (Vite), so a name never serves other bytes. */
const HASHED_DIR = `assets${path.sep}`;

/**
 * Hashed assets are cached for a year without revalidation; everything else (index.html, the favicon)
 * is revalidated on each use, so a new release shows on the next load.
 */
function cacheControlFor(root: string, file: string): string {
  return path.relative(root, file).startsWith(HASHED_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app (apps/web/dist) at `/`, with the history fallback: any other unknown
 * GET path answers index.html and the client router takes it from there. The build writes `.br` and
 * `.gz` beside each compressible file (apps/web/build/precompress.ts); the one the client accepts is sent.
 */
export const webApp = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        preCompressed: true,
        // Ours instead of send's max-age=0 (the same for every file).
        cacheControl: false,
        setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(root, file)),
      });
    }

    app.setNotFoundHandler((request, reply) => {
      if (isServerPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ code: ErrorCode.NotFound, msg: errorMessage(request.lang, ErrorCode.NotFound), data: null });
      }
      if (!built) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (or `npm start`), then reload.');
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'iotc-web', dependencies: ['iotc-envelope'] },
);
