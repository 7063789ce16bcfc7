import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { REALTIME_KINDS, realtimeChannel } from '@iotc/shared/realtime';
import type { RealtimeData, RealtimeKind, RealtimeMessage } from '@iotc/shared/realtime';
import { LogThrottle, within } from './outage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between the instances of the server (in-process when there is only one). */
    bus: Bus;
  }
}

/**
 * A publish/subscribe bus between server instances: the real-time channel's messages and cache
 * invalidations travel on it. Topics are plain names; messages are strings.
 */
export interface Bus {
  /**
   * Hands `message` to every subscriber of `topic` on every instance, this one included. Best effort, as
   * pub/sub is: while the bus is down the message is dropped (and logged) at once, never held or thrown.
   */
  publish(topic: string, message: string): Promise<void>;
  /** `fromHere` tells a handler the message was published by this instance (it may have acted already). */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves once the subscriptions made so far are in place on the bus. */
  ready(): Promise<void>;
  /** Whether messages travel now (the health check reports it). */
  readonly healthy: boolean;
  close(): Promise<void>;
}

export type BusHandler = (message: string, fromHere: boolean) => void;

/** The topics the server uses. */
export const BusTopic = {
  Realtime: 'realtime',
  /** A user id whose cached profile and menus are stale. */
  AccountForget: 'account.forget',
  /** A JSON array of session ids that were revoked. */
  SessionsRevoked: 'sessions.revoked',
} as const;

class Topics {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  add(topic: string, handler: BusHandler): { first: boolean; remove(): boolean } {
    let set = this.handlers.get(topic);
    const first = !set;
    if (!set) this.handlers.set(topic, (set = new Set()));
    const handlers = set;
    handlers.add(handler);
    return {
      first,
      // True when the topic has no handler left.
      remove: () => {
        handlers.delete(handler);
        if (handlers.size > 0 || this.handlers.get(topic) !== handlers) return false;
        this.handlers.delete(topic);
        return true;
      },
    };
  }

  emit(topic: string, message: string, fromHere: boolean, log: FastifyBaseLogger | undefined): void {
    const handlers = this.handlers.get(topic);
    if (!handlers) return;
    for (const handler of handlers) {
      try {
        handler(message, fromHere);
      } catch (err) {
        log?.error({ err, topic }, 'bus handler failed');
      }
    }
  }
}

/** One instance: messages go straight to this process's subscribers, synchronously. */
export class InProcessBus implements Bus {
  private readonly topics = new Topics();

  constructor(private readonly log?: FastifyBaseLogger) {}

  async publish(topic: string, message: string): Promise<void> {
    this.topics.emit(topic, message, true, this.log);
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    const entry = this.topics.add(topic, handler);
    return () => void entry.remove();
  }

  async ready(): Promise<void> {}

  readonly healthy = true;

  async close(): Promise<void> {}
}

/** How long start-up waits for Redis before it gives up with a clear error. */
const REDIS_CONNECT_TIMEOUT_MS = 10_000;
/** How long closing waits for Redis to confirm QUIT. */
const REDIS_QUIT_TIMEOUT_MS = 1000;

/**
 * Redis pub/sub (REDIS_URL): one publishing and one subscribed connection per instance, one Redis channel
 * per topic (`<prefix>bus:<topic>`), so the subscriptions stay fixed however many users are connected.
 * Messages carry the publishing instance's id, which tells handlers whether a message is their own.
 * ioredis reconnects and subscribes again by itself after an outage; what was published meanwhile is lost
 * (the console reloads its unread state when its socket reopens).
 */
export class RedisBus implements Bus {
  private readonly instanceId = randomUUID();
  private readonly topics = new Topics();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly pending = new Set<Promise<unknown>>();
  /** Set while the publishing connection is down after having been up: publishes are dropped, not queued. */
  private lost = false;
  private readonly errorLog = new LogThrottle();
  private readonly dropLog = new LogThrottle();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    // A publish during an outage fails after a couple of reconnect attempts instead of holding its request.
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'iotc-bus-pub' });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null, connectionName: 'iotc-bus-sub' });
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (err: Error) => this.logError(err));
    this.publisher.on('close', () => (this.lost = true));
    this.publisher.on('ready', () => {
      if (this.lost) this.log?.info('redis bus: connected again');
      this.lost = false;
    });
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
  }

  private channelOf(topic: string): string {
    return `${this.prefix}bus:${topic}`;
  }

  private logError(err: Error): void {
    if (this.errorLog.due()) this.log?.warn({ err }, 'redis bus: connection error (retrying)');
  }

  private receive(channel: string, raw: string): void {
    const prefix = `${this.prefix}bus:`;
    if (!channel.startsWith(prefix)) return;
    const bar = raw.indexOf('|');
    if (bar < 0) return;
    this.topics.emit(channel.slice(prefix.length), raw.slice(bar + 1), raw.slice(0, bar) === this.instanceId, this.log);
  }

  async publish(topic: string, message: string): Promise<void> {
    // Queued, it would hold the request that published it until Redis is back, for a message nobody would hear.
    if (this.lost) return this.dropped(topic);
    try {
      await this.publisher.publish(this.channelOf(topic), `${this.instanceId}|${message}`);
    } catch (err) {
      this.dropped(topic, err as Error);
    }
  }

  private dropped(topic: string, err?: Error): void {
    if (this.dropLog.due()) this.log?.warn({ err, topic }, 'redis bus: Redis is unreachable, messages are dropped until it is back');
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    const entry = this.topics.add(topic, handler);
    if (entry.first) this.track(this.subscriber.subscribe(this.channelOf(topic)));
    return () => {
      if (entry.remove()) this.track(this.subscriber.unsubscribe(this.channelOf(topic)));
    };
  }

  private track(promise: Promise<unknown>): void {
    const tracked = promise.catch((err: Error) => this.logError(err)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis (REDIS_URL) did not answer within ${REDIS_CONNECT_TIMEOUT_MS / 1000} s`)), REDIS_CONNECT_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.all([...this.pending, this.publisher.ping(), this.subscriber.ping()]), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  get healthy(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map(closeConnection));
  }
}

/** QUIT when connected (bounded: Redis may go meanwhile), else at once: QUIT would wait for a reconnection that may never come. */
async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await within(connection.quit(), REDIS_QUIT_TIMEOUT_MS, 'timed out');
  connection.disconnect();
}

/** Opens the bus the configuration asks for. */
export function createBus(options: { redisUrl: string | null; redisPrefix: string; log?: FastifyBaseLogger }): Bus {
  return options.redisUrl ? new RedisBus(options.redisUrl, options.redisPrefix, options.log) : new InProcessBus(options.log);
}

/**
 * Called with each message on a channel: the message, and the same serialized as the socket frame
 * (built once per channel, however many sockets share it).
 */
export type RealtimeListener = (message: RealtimeMessage, frame: string) => void;

/** Recipients per bus message: a notice to every user travels in bounded pieces. */
const USERS_PER_MESSAGE = 1000;

interface Envelope {
  kind: RealtimeKind;
  userIds: string[];
  data: unknown;
}

/**
 * Messages for the real-time channel (spec 000 §7). Services call `publish`; the socket route listens
 * per channel for the sockets it holds. A message is addressed to users and travels the bus once for up
 * to USERS_PER_MESSAGE of them; each instance hands it to the sockets it holds for those users and drops
 * the rest (one map lookup per user).
 */
export class Realtime {
  /** channel → listeners of the sockets this instance holds for it. */
  private readonly channels = new Map<string, Set<RealtimeListener>>();

  constructor(
    private readonly bus: Bus = new InProcessBus(),
    private readonly log?: FastifyBaseLogger,
  ) {
    bus.subscribe(BusTopic.Realtime, (message) => this.deliver(message));
  }

  /** Sends `data` on the `kind` channel of each user, to every socket subscribed to it on any instance. */
  async publish<K extends RealtimeKind>(kind: K, userIds: readonly string[], data: RealtimeData[K]): Promise<void> {
    const ids = [...new Set(userIds)];
    for (let i = 0; i < ids.length; i += USERS_PER_MESSAGE) {
      const envelope: Envelope = { kind, userIds: ids.slice(i, i + USERS_PER_MESSAGE), data };
      await this.bus.publish(BusTopic.Realtime, JSON.stringify(envelope));
    }
  }

  /** Calls `listener` for each message on `channel` delivered to this instance; returns the unsubscribe. */
  listen(channel: string, listener: RealtimeListener): () => void {
    let listeners = this.channels.get(channel);
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    const set = listeners;
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.channels.get(channel) === set) this.channels.delete(channel);
    };
  }

  /** Channels with at least one listener on this instance (tests check nothing is left behind). */
  get channelCount(): number {
    return this.channels.size;
  }

  private deliver(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      this.log?.warn({ err }, 'realtime: malformed bus message');
      return;
    }
    if (!REALTIME_KINDS.includes(envelope.kind) || !Array.isArray(envelope.userIds)) return;
    // The data is the same for every recipient: serialized once.
    const data = JSON.stringify(envelope.data);
    for (const userId of envelope.userIds) {
      const channel = realtimeChannel(envelope.kind, userId);
      const listeners = this.channels.get(channel);
      if (!listeners) continue;
      const message = { channel, data: envelope.data } as RealtimeMessage;
      const frame = `{"channel":${JSON.stringify(channel)},"data":${data}}`;
      for (const listener of listeners) {
        try {
          listener(message, frame);
        } catch (err) {
          this.log?.error({ err, channel }, 'realtime listener failed');
        }
      }
    }
  }
}
