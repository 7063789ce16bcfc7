import type { IncomingMessage } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { DEVICE_MESSAGE_MAX_BYTES, SOCKET_PING_MS, deviceTopicFilter } from '@iotc/shared';
import type { BrokerAccess } from './access.ts';
import type { BrokerIdentity, BrokerSink, DeviceIdentity } from './types.ts';

/**
 * The server's own publishes in flight at once. Past Aedes's concurrency its emitter queues them, and draining that queue
 * goes one call deeper per queued message: 10,000 notifications of a release at once overflowed the stack.
 */
const SERVER_PUBLISH_WINDOW = 64;

/** At most `size` holders at once; the others wait in order, each let in by a resolved promise (never a deeper call). */
class Window {
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  enter(): Promise<void> {
    if (this.held < this.size) {
      this.held += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the place to the next waiting, or frees it. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held -= 1;
  }
}

/** Where refused publishes go: no one may subscribe to a `$` topic, so they reach nobody (see authorizePublish). */
const REFUSED_TOPIC = '$iotc/refused';
/**
 * The biggest packet a connection may announce: a message of DEVICE_MESSAGE_MAX_BYTES with room for its topic
 * and packet id. A bigger one closes the connection as soon as its length is read, before its body is buffered.
 */
const MAX_PACKET_BYTES = DEVICE_MESSAGE_MAX_BYTES + 1024;

function authError(returnCode: 3 | 4): AuthenticateError {
  return Object.assign(new Error(returnCode === 4 ? 'bad username or password' : 'server unavailable'), { returnCode }) as AuthenticateError;
}

/** The part of mqtt-packet's parser (Aedes' `client._parser`) that reads a packet's announced length. */
interface PacketParser {
  packet: { length: number };
  _parseLength(): boolean;
  _emitError(error: Error): void;
}

/** Makes the client's parser refuse a packet announcing more than MAX_PACKET_BYTES (Aedes has no such limit). */
function limitPacketSize(client: Client, onTooLarge: (bytes: number) => void): void {
  const parser = (client as unknown as { _parser: PacketParser })._parser;
  const parseLength = parser._parseLength;
  parser._parseLength = function (this: PacketParser) {
    const complete = parseLength.call(this);
    if (complete && this.packet.length > MAX_PACKET_BYTES) {
      onTooLarge(this.packet.length);
      this._emitError(new Error(`a packet of ${this.packet.length} bytes is over the limit`));
      return false;
    }
    return complete;
  };
}

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port> */
  deviceUrl: string;
  publish(topic: string, payload: string | Buffer, qos: 0 | 1 | 2): Promise<void>;
  /** Takes an HTTP upgrade of MQTT_WS_PATH (MQTT over WebSocket). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open, authenticated connections (Aedes' own counter drifts, moscajs/aedes#1023). */
  readonly clientCount: number;
  /** Whether the broker listens for devices. */
  readonly connected: boolean;
  /** Closes the console connections of these sessions (they ended: logout, password change, disabled user). */
  closeSessions(sessionIds: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Aedes on a TCP port and on WebSocket upgrades of the HTTP server, with clean sessions only (the default
 * in-memory persistence keeps nothing for a clean session; its offline queue ignores queueLimit, #1087).
 *
 * Every message a client publishes is handed to the sink in authorizePublish, which Aedes runs before it
 * acknowledges: a QoS 1 or 2 message is acknowledged (PUBACK, PUBREC) once the sink has committed it, and the
 * messages of one read from the socket share a commit. Presence is the broker's own record of open device
 * connections, newest wins, because Aedes' client map and disconnect events can cross under take-overs.
 */
export async function startEmbeddedBroker(options: {
  port: number;
  host: string;
  access: BrokerAccess;
  sink: BrokerSink;
  /** Whether a console session still holds (asked every SOCKET_PING_MS of each console connection). */
  sessionLive: (sessionId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const { access, sink, log } = options;
  const identities = new WeakMap<Client, BrokerIdentity>();
  /** Authenticated connections still open. */
  const open = new Set<Client>();
  /** did → the device's open connection (a newer one closes the older). */
  const deviceConnections = new Map<string, Client>();
  const connected = (did: string) => deviceConnections.has(did);
  const server: BrokerIdentity = { kind: 'server' };
  let closing = false;
  const aedes = new Aedes({
    // A client whose socket stays full for 10 s is dropped rather than stalling delivery to every other one.
    drainTimeout: 10_000,
    // Device ids are longer than MQTT 3.1's 23 characters.
    maxClientsIdLength: 128,
    maxTopicLevels: 8,
  });

  aedes.authenticate = (client, username, password, done) => {
    // Clean sessions only: a persistent one would queue without bound while its device is away (#1087).
    if (!client.clean || closing) return done(authError(3), false);
    access.authenticate(client.id, username, password).then(
      (identity) => {
        if (!identity) return done(authError(4), false);
        identities.set(client, identity);
        done(null, true);
      },
      (err: unknown) => {
        log.warn({ err }, 'broker: authentication failed');
        done(authError(3), false);
      },
    );
  };

  /** Hands a client's message to the sink; `done` when Aedes may acknowledge it (QoS 0: when the sink has room). */
  function take(identity: BrokerIdentity, client: Client, packet: PublishPacket, done: (error: Error | null) => void): void {
    const message = {
      topic: packet.topic,
      payload: Buffer.from(packet.payload),
      publisher: identity,
      ...(identity.kind === 'device' ? { connected: () => connected(identity.device.did) } : {}),
    };
    const whenRoom = () => {
      const backlog = sink.backlog();
      if (backlog) backlog.then(() => done(null), done);
      else done(null);
    };
    const taken = sink.message(message);
    if (packet.qos === 0) {
      // Best effort: not waited for, and dropped when the sink cannot take it.
      taken.catch((err: unknown) => log.debug({ err, clientId: client.id }, 'broker: QoS 0 message not taken'));
      return whenRoom();
    }
    taken.then(whenRoom, (err: unknown) => {
      log.info({ err, clientId: client.id }, 'broker: message not taken; closing the connection unacknowledged');
      done(err instanceof Error ? err : new Error(String(err)));
    });
  }

  aedes.authorizePublish = (client, packet, done) => {
    // Wills of clients already gone: not this broker's (clean sessions keep none).
    if (!client) return done(null);
    if (packet.topic.startsWith('$')) return done(new Error('reserved topic'));
    const identity = identities.get(client);
    if (!identity) return done(new Error('not authenticated'));
    if (closing) return done(new Error('the broker is closing'));
    if (packet.payload.length > DEVICE_MESSAGE_MAX_BYTES) {
      log.info({ clientId: client.id, bytes: packet.payload.length }, 'broker: message over the size limit; closing the connection');
      if (identity.kind === 'device') sink.tooLarge(identity.device, packet.topic, packet.payload.length);
      return done(new Error('message over the size limit'));
    }
    access.mayPublish(identity, packet.topic).then(
      (allowed) => {
        if (allowed) return take(identity, client, packet, done);
        // MQTT 3.1.1 lets a server acknowledge and discard: the client stays connected and the message reaches nobody.
        log.info({ clientId: client.id, topic: packet.topic }, 'broker: publish refused');
        const recorded = identity.kind === 'device' ? sink.refused(identity.device, packet.topic, Buffer.from(packet.payload)) : Promise.resolve();
        packet.topic = REFUSED_TOPIC;
        packet.retain = false;
        recorded.then(() => done(null), done);
      },
      (err: unknown) => done(err as Error),
    );
  };

  aedes.authorizeSubscribe = (client, subscription, done) => {
    const identity = identities.get(client);
    if (!identity) return done(null, null);
    access.maySubscribe(identity, subscription.topic).then(
      (allowed) => done(null, allowed ? subscription : null),
      (err: unknown) => done(err as Error),
    );
  };

  // Clients' messages were taken in authorizePublish; here only the server's own (controls sent through the API).
  aedes.published = (packet, client, done) => {
    if (client || packet.topic.startsWith('$')) return done();
    sink.message({ topic: packet.topic, payload: Buffer.from(packet.payload), publisher: server }).then(
      () => done(),
      (err: unknown) => {
        log.info({ err, topic: packet.topic }, 'broker: server message not logged');
        done();
      },
    );
  };

  aedes.on('clientReady', (client) => {
    const identity = identities.get(client);
    // A connection that closed while it authenticated never became one.
    if (!identity || client.closed) return;
    open.add(client);
    if (identity.kind !== 'device') return;
    const did = identity.device.did;
    const older = deviceConnections.get(did);
    deviceConnections.set(did, client);
    // Aedes closes the older connection of a client id, but not when take-overs cross: the newest wins here.
    if (older && older !== client) older.close();
    sink.presence(identity.device, () => connected(did));
  });

  /** The connection ended (however): it no longer counts, and a device's presence follows its newest connection. */
  function ended(client: Client): void {
    if (!open.delete(client)) return;
    const identity = identities.get(client);
    if (identity?.kind !== 'device') return;
    const device: DeviceIdentity = identity.device;
    if (deviceConnections.get(device.did) === client) deviceConnections.delete(device.did);
    sink.presence(device, () => connected(device.did));
  }

  aedes.on('clientError', (client, err) => log.debug({ clientId: client.id, err }, 'broker: client error'));
  aedes.on('connectionError', (client, err) => log.debug({ clientId: client.id, err }, 'broker: connection error'));

  /** A connection announced a packet over the limit: it is closed, and a device's malfunctions say why. */
  function oversized(client: Client, bytes: number): void {
    const identity = identities.get(client);
    log.info({ clientId: client.id, bytes }, 'broker: packet over the size limit; closing the connection');
    if (identity?.kind === 'device') sink.tooLarge(identity.device, deviceTopicFilter(identity.device.productKey, identity.device.did), bytes);
  }

  /** Every connection, TCP or WebSocket, goes through here. */
  function handle(stream: Duplex, request?: IncomingMessage): Client {
    const client = aedes.handle(stream, request as never);
    limitPacketSize(client, (bytes) => oversized(client, bytes));
    stream.once('close', () => ended(client));
    return client;
  }

  // Console connections of sessions that ended without a revocation reaching this instance (a removed
  // membership, a lost bus message) are found here, as the real-time channel finds its sockets'.
  const sessionSweep = setInterval(() => {
    for (const client of open) {
      const identity = identities.get(client);
      if (identity?.kind !== 'console') continue;
      options.sessionLive(identity.sessionId).then(
        (live) => {
          if (!live) client.close();
        },
        (err: unknown) => log.debug({ err }, 'broker: session check failed'),
      );
    }
  }, SOCKET_PING_MS);
  sessionSweep.unref();

  await aedes.listen();

  // noDelay on: bench/mqtt.ts measures plain Aedes both ways. Throughput under load came out ahead for one
  // or the other from run to run (11.6k vs 17.5k/s, then 32.6k vs 20.5k/s on a shared 2-core machine), so
  // it does not decide; with Nagle on, a lone small packet (a PUBACK, a control) can wait for the peer's
  // delayed ACK, which is what a device and the debugging page notice.
  const tcp: Server = createServer({ noDelay: true }, (socket) => handle(socket));
  await new Promise<void>((resolve, reject) => {
    const refused = (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`MQTT port ${options.port} is already in use (another MQTT broker?). Set MQTT_PORT to a free port, or MQTT_URL to use that broker.`, { cause: err })
          : err,
      );
    tcp.once('error', refused);
    tcp.listen(options.port, options.host, () => {
      tcp.off('error', refused);
      resolve();
    });
  });
  const port = (tcp.address() as AddressInfo).port;

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PACKET_BYTES, perMessageDeflate: false });
  const serverPublishes = new Window(SERVER_PUBLISH_WINDOW);

  return {
    deviceUrl: `mqtt://127.0.0.1:${port}`,
    get clientCount() {
      return open.size;
    },
    get connected() {
      return tcp.listening && !closing;
    },
    publish: async (topic, payload, qos) => {
      await serverPublishes.enter();
      try {
        await new Promise<void>((resolve, reject) => {
          aedes.publish({ cmd: 'publish', topic, payload: typeof payload === 'string' ? Buffer.from(payload) : payload, qos, retain: false, dup: false }, (err) =>
            err ? reject(err) : resolve(),
          );
        });
      } finally {
        serverPublishes.leave();
      }
    },
    handleUpgrade: (request, socket, head) => {
      wss.handleUpgrade(request, socket, head, (ws) => {
        const stream = createWebSocketStream(ws);
        const client = handle(stream, request);
        stream.on('error', (err: Error & { code?: string }) => {
          // A frame over maxPayload ends the socket before the packet parser sees its length.
          if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') oversized(client, MAX_PACKET_BYTES + 1);
          // A browser tab closing mid-frame is ordinary.
          else log.debug({ err }, 'broker: websocket error');
        });
      });
    },
    closeSessions: (sessionIds) => {
      const ended = new Set(sessionIds);
      for (const client of open) {
        const identity = identities.get(client);
        if (identity?.kind === 'console' && ended.has(identity.sessionId)) client.close();
      }
    },
    close: async () => {
      clearInterval(sessionSweep);
      // No new connection or message from here on; what was taken is written while the connections are still
      // open, so its acknowledgements reach the publishers.
      closing = true;
      const stopped = new Promise<void>((resolve) => tcp.close(() => resolve()));
      await sink.close();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await stopped;
    },
  };
}
