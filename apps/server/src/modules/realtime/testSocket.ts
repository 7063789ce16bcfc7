import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_KINDS, REALTIME_PATH, realtimeChannel } from '@iotc/shared/realtime';
import type { RealtimeMessage } from '@iotc/shared/realtime';

/** A test client of the real-time channel: collects frames, and says how it ended. */
export interface TestSocket {
  ws: WebSocket;
  /** Text frames received, parsed when they are JSON. */
  frames: unknown[];
  /** Resolves with the first frame that `match` accepts (already received or coming), or rejects after `timeoutMs`. */
  next<T = RealtimeMessage>(match: (frame: unknown) => boolean, timeoutMs?: number): Promise<T>;
  closed: Promise<{ code: number; reason: string }>;
  send(data: unknown): void;
  subscribe(userId: string, unsubscribe?: boolean): void;
}

/** The ws:// address of a listening app's real-time channel. */
export async function socketUrl(app: FastifyInstance, token: string | null): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${REALTIME_PATH}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/** Opens a socket; resolves once open, or rejects with the HTTP status of a refused upgrade (`status` on the error). */
export function openSocket(url: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : String(data);
      let frame: unknown = text;
      try {
        frame = JSON.parse(text);
      } catch {
        // plain text (pong)
      }
      frames.push(frame);
      for (const wake of waiters) wake();
    });
    const closed = new Promise<{ code: number; reason: string }>((done) => ws.once('close', (code, reason) => done({ code, reason: String(reason) })));
    ws.once('unexpected-response', (_request, response) => {
      ws.terminate();
      reject(Object.assign(new Error(`upgrade refused with HTTP ${response.statusCode}`), { status: response.statusCode }));
    });
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (data) => ws.send(typeof data === 'string' ? data : JSON.stringify(data)),
        subscribe: (userId, unsubscribe = false) =>
          ws.send(JSON.stringify({ channels: REALTIME_KINDS.map((kind) => realtimeChannel(kind, userId)), unsubscribe })),
        next: <T>(match: (frame: unknown) => boolean, timeoutMs = 2000) =>
          new Promise<T>((found, fail) => {
            const check = () => {
              const hit = frames.find(match);
              if (hit === undefined) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit as T);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
      }),
    );
  });
}

/** Sends a ping and waits for its pong: the server has handled every frame sent before it. */
export async function roundTrip(socket: TestSocket): Promise<void> {
  const before = socket.frames.filter((f) => f === 'pong').length;
  socket.send('ping');
  await socket.next(() => socket.frames.filter((f) => f === 'pong').length > before);
}
