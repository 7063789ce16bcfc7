/**
 * A share of the clients of bench/realtime.ts, run by it in a child process of its own: 2,000 sockets
 * read by one Node thread would measure that thread, not the server (real clients are 2,000 machines).
 * Opens one WebSocket per token, subscribes each to its user's channels, and reports when every one of
 * its sockets received the next notice, with the arrival times (epoch ms, fractional, comparable across
 * processes).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { REALTIME_KINDS, REALTIME_PATH, realtimeChannel } from '@iotc/shared/realtime';

export type ToClients =
  | { type: 'connect'; base: string; tokens: string[]; userIds: string[] }
  | { type: 'expect'; title: string }
  | { type: 'close' };
export type FromClients =
  | { type: 'connected' }
  | { type: 'armed' }
  | { type: 'delivered'; times: number[] }
  | { type: 'failed'; error: string }
  | { type: 'closed' };

interface Client {
  ws: WebSocket;
  /** Arrival times of the notice frames, in order; the frame itself is checked after the round. */
  times: number[];
  last: string;
}

const CONNECT_BATCH = 100;
const DELIVERY_TIMEOUT_MS = 15_000;
const now = () => performance.timeOrigin + performance.now();
const send = (message: FromClients) => process.send!(message);
let clients: Client[] = [];

function connect(url: string, userId: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const client: Client = { ws, times: [], last: '' };
    // As little as possible per frame: the time spent here on one frame delays the next one's arrival time.
    ws.on('message', (data) => {
      const at = now();
      const text = String(data);
      if (text === 'pong') {
        resolve(client);
        return;
      }
      client.times.push(at);
      client.last = text;
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    ws.once('open', () => {
      ws.send(JSON.stringify({ channels: REALTIME_KINDS.map((kind) => realtimeChannel(kind, userId)), unsubscribe: false }));
      // The pong says the subscription sent before it was handled.
      ws.send('ping');
    });
  });
}

/** Waits for the frame after the ones counted in `seen` (taken before the notice was published). */
async function expectNotice(title: string, seen: number[]): Promise<number[]> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (clients.some((c, i) => c.times.length <= seen[i]!)) {
    if (Date.now() > deadline) {
      const missing = clients.filter((c, i) => c.times.length <= seen[i]!).length;
      throw new Error(`${missing} of ${clients.length} clients did not receive "${title}" within ${DELIVERY_TIMEOUT_MS} ms`);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  for (const c of clients) {
    const frame = JSON.parse(c.last) as { channel: string; data: { banner: { title: string } | null } };
    if (!frame.channel.startsWith('notice/') || frame.data.banner?.title !== title) throw new Error(`unexpected frame ${c.last}`);
  }
  return clients.map((c, i) => c.times[seen[i]!]!);
}

process.on('message', (message: ToClients) => {
  const run = async () => {
    if (message.type === 'connect') {
      for (let i = 0; i < message.tokens.length; i += CONNECT_BATCH) {
        const batch = message.tokens
          .slice(i, i + CONNECT_BATCH)
          .map((token, j) => connect(`${message.base}${REALTIME_PATH}?token=${token}`, message.userIds[i + j]!));
        clients.push(...(await Promise.all(batch)));
      }
      send({ type: 'connected' });
    } else if (message.type === 'expect') {
      const seen = clients.map((c) => c.times.length);
      send({ type: 'armed' });
      send({ type: 'delivered', times: await expectNotice(message.title, seen) });
    } else {
      await Promise.all(clients.map((c) => new Promise<void>((resolve) => (c.ws.once('close', () => resolve()), c.ws.close()))));
      clients = [];
      send({ type: 'closed' });
    }
  };
  run().catch((error: unknown) => send({ type: 'failed', error: String(error) }));
});
