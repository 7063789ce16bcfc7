import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_PING_MS } from '@iotc/shared';
import { parseRealtimeChannel, REALTIME_PING, REALTIME_PONG } from '@iotc/shared/realtime';
import type { SessionService } from '../../core/auth.ts';
import type { Realtime, RealtimeListener } from '../../core/realtime.ts';

/** A socket that sent nothing (not even its ping) for this long is gone without saying so: dropped. */
export const IDLE_LIMIT_MS = 3 * SOCKET_PING_MS;
/** A client that lets this much pile up unread is dropped rather than held in memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Close code when the session behind a socket ended (logout, password change, disabled user). */
export const CLOSE_SESSION_ENDED = 4001;
/** A subscribe message names at most the four kinds; more is ignored. */
const MAX_CHANNELS_PER_MESSAGE = 16;

interface Owner {
  userId: string;
  sessionId: string;
}

function isSubscribe(value: unknown): value is { channels: unknown[]; unsubscribe?: unknown } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { channels?: unknown }).channels);
}

/**
 * One open socket. Kept small on purpose (thousands per instance): the socket, who owns it, when it
 * was last heard, and its subscriptions (channel → unsubscribe). One listener function serves all its channels.
 */
class Connection {
  lastSeen = Date.now();
  private readonly subscriptions = new Map<string, () => void>();
  readonly deliver: RealtimeListener;

  constructor(
    readonly socket: WebSocket,
    readonly owner: Owner,
    private readonly hub: SocketHub,
  ) {
    this.deliver = (_message, frame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        return;
      }
      socket.send(frame);
    };
  }

  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    this.lastSeen = Date.now();
    if (isBinary) return;
    const text = Buffer.isBuffer(data) ? data.toString() : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString();
    if (text === REALTIME_PING) {
      this.socket.send(REALTIME_PONG);
      this.hub.checkSession(this);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    if (!isSubscribe(parsed)) return;
    for (const channel of parsed.channels.slice(0, MAX_CHANNELS_PER_MESSAGE)) {
      if (typeof channel !== 'string') continue;
      // Only the channels of the token's own user: anything else is ignored.
      if (parseRealtimeChannel(channel)?.userId !== this.owner.userId) continue;
      if (parsed.unsubscribe === true) {
        this.subscriptions.get(channel)?.();
        this.subscriptions.delete(channel);
      } else if (!this.subscriptions.has(channel)) {
        this.subscriptions.set(channel, this.hub.realtime.listen(channel, this.deliver));
      }
    }
  }

  /** Drops every subscription (the socket closed). */
  release(): void {
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }
}

/**
 * The sockets this instance holds, by session: a revoked session's sockets close at once (the bus tells
 * every instance), and a ping re-checks that the session still holds (a disabled user, a lost membership).
 */
export class SocketHub {
  private readonly bySession = new Map<string, Set<Connection>>();
  private count = 0;

  constructor(
    readonly realtime: Realtime,
    private readonly sessions: SessionService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Open sockets on this instance. */
  get size(): number {
    return this.count;
  }

  add(socket: WebSocket, owner: Owner): void {
    const connection = new Connection(socket, owner, this);
    let set = this.bySession.get(owner.sessionId);
    if (!set) this.bySession.set(owner.sessionId, (set = new Set()));
    set.add(connection);
    this.count += 1;
    socket.on('message', (data, isBinary) => connection.receive(data, isBinary));
    socket.once('close', () => this.remove(connection));
  }

  private remove(connection: Connection): void {
    connection.release();
    const set = this.bySession.get(connection.owner.sessionId);
    if (!set?.delete(connection)) return;
    this.count -= 1;
    if (set.size === 0) this.bySession.delete(connection.owner.sessionId);
  }

  /** Closes the sockets of sessions that ended. */
  closeSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const connection of this.bySession.get(id) ?? []) connection.socket.close(CLOSE_SESSION_ENDED, 'session ended');
    }
  }

  checkSession(connection: Connection): void {
    this.sessions.isLive(connection.owner.sessionId).then(
      (live) => {
        if (!live) connection.socket.close(CLOSE_SESSION_ENDED, 'session ended');
      },
      (err: unknown) => this.log.warn({ err }, 'realtime: session check failed'),
    );
  }

  /** Drops sockets not heard from since `now - IDLE_LIMIT_MS` (half-open connections send no close). */
  sweep(now = Date.now()): void {
    for (const set of this.bySession.values()) {
      for (const connection of set) if (now - connection.lastSeen > IDLE_LIMIT_MS) connection.socket.terminate();
    }
  }
}
