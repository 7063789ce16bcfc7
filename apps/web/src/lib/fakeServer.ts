import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on a random port for the client's tests: each test says what a path answers
 * and reads what arrived. Answers carry CORS headers because the tests' page (jsdom) has another origin.
 */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, lang, content-type',
  'access-control-allow-methods': 'GET, POST',
  'access-control-expose-headers': 'content-disposition',
};

export async function startFakeServer() {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeCall[] = [];

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const call: FakeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      const handler = handlers.get(`${call.method} ${call.path}`);
      const answer: FakeAnswer = handler ? await handler(call) : { status: 404, body: { code: 10002, msg: 'not found', data: null } };
      const isRaw = answer.raw !== undefined;
      res.writeHead(answer.status ?? 200, {
        ...CORS,
        'content-type': isRaw ? 'text/plain' : 'application/json; charset=utf-8',
        ...answer.headers,
      });
      res.end(isRaw ? answer.raw : JSON.stringify(answer.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    on(method: 'GET' | 'POST', path: string, handler: FakeHandler) {
      handlers.set(`${method} ${path}`, handler);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

/** The `{code,msg,data}` envelope. */
export function envelope(code: number, msg: string, data: unknown = null) {
  return { code, msg, data };
}
