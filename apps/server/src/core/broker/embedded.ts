import type { IncomingMessage } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { DEVICE_MESSAGE_MAX_BYTES, parseDeviceTopic } from '@iotc/shared';
import type { BrokerAccess } from './access.ts';
import type { BrokerIdentity, BrokerSink } from './types.ts';

/** Where refused publishes go: no one may subscribe to a `$` topic, so they reach nobody (see authorizePublish). */
const REFUSED_TOPIC = '$iotc/refused';

function authError(returnCode: 3 | 4): AuthenticateError {
  return Object.assign(new Error(returnCode === 4 ? 'bad username or password' : 'server unavailable'), { returnCode }) as AuthenticateError;
}

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port> */
  deviceUrl: string;
  publish(topic: string, payload: string | Buffer, qos: 0 | 1 | 2): Promise<void>;
  /** Takes an HTTP upgrade of MQTT_WS_PATH (MQTT over WebSocket). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Connected clients (Aedes' own counter drifts, moscajs/aedes#1023). */
  readonly clientCount: number;
  close(): Promise<void>;
}

/**
 * Aedes on a TCP port and on WebSocket upgrades of the HTTP server, with clean sessions only (the default
 * in-memory persistence keeps nothing for a clean session; its offline queue ignores queueLimit, #1087).
 */
export async function startEmbeddedBroker(options: {
  port: number;
  host: string;
  access: BrokerAccess;
  sink: BrokerSink;
  log: FastifyBaseLogger;
}): Promise<EmbeddedBroker> {
  const { access, sink, log } = options;
  const identities = new WeakMap<Client, BrokerIdentity>();
  const server: BrokerIdentity = { kind: 'server' };
  const aedes = new Aedes({
    // A client whose socket stays full for 10 s is dropped rather than stalling delivery to every other one.
    drainTimeout: 10_000,
    // Device ids are longer than MQTT 3.1's 23 characters.
    maxClientsIdLength: 128,
    maxTopicLevels: 8,
  });
  const clients = (aedes as unknown as { clients: Record<string, Client | undefined> }).clients;

  aedes.authenticate = (client, username, password, done) => {
    // Clean sessions only: a persistent one would queue without bound while its device is away (#1087).
    if (!client.clean) return done(authError(3), false);
    access.authenticate(client.id, username, password).then(
      (identity) => {
        if (!identity) return done(authError(4), false);
        identities.set(client, identity);
        done(null, true);
      },
      (err: unknown) => {
        log.error({ err }, 'broker: authentication failed');
        done(authError(3), false);
      },
    );
  };

  aedes.authorizePublish = (client, packet, done) => {
    // Wills of clients already gone, and the server's own publishes.
    if (!client) return done(null);
    if (packet.topic.startsWith('$')) return done(new Error('reserved topic'));
    const identity = identities.get(client);
    if (!identity) return done(new Error('not authenticated'));
    access.mayPublish(identity, packet.topic).then(
      (allowed) => {
        if (!allowed) {
          // MQTT 3.1.1 lets a server acknowledge and discard: the client stays connected and the message reaches nobody.
          log.info({ clientId: client.id, topic: packet.topic }, 'broker: publish refused');
          if (identity.kind === 'device') sink.refused(identity.device, packet.topic, Buffer.from(packet.payload));
          packet.topic = REFUSED_TOPIC;
          packet.retain = false;
        }
        done(null);
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

  aedes.published = (packet, client, done) => {
    if (packet.topic.startsWith('$')) return done();
    const publisher = client ? identities.get(client) : server;
    if (!publisher) return done();
    // A will (or a late online message) of a connection replaced by a newer one of the same device says nothing.
    if (publisher.kind === 'device' && clients[client.id] !== client && parseDeviceTopic(packet.topic)?.topic === 'online') return done();
    const pending = sink.message({ topic: packet.topic, payload: Buffer.from(packet.payload), publisher });
    if (pending) pending.then(() => done(), done);
    else done();
  };

  aedes.on('clientReady', (client) => {
    const identity = identities.get(client);
    if (identity?.kind === 'device') sink.presence(identity.device, true);
  });
  aedes.on('clientDisconnect', (client) => {
    const identity = identities.get(client);
    if (identity?.kind === 'device') sink.presence(identity.device, false);
  });
  aedes.on('clientError', (client, err) => log.debug({ clientId: client.id, err }, 'broker: client error'));
  aedes.on('connectionError', (client, err) => log.debug({ clientId: client.id, err }, 'broker: connection error'));

  await aedes.listen();

  // noDelay on: bench/mqtt.ts measures plain Aedes both ways. Throughput under load came out ahead for one
  // or the other from run to run (11.6k vs 17.5k/s, then 32.6k vs 20.5k/s on a shared 2-core machine), so
  // it does not decide; with Nagle on, a lone small packet (a PUBACK, a control) can wait for the peer's
  // delayed ACK, which is what a device and the debugging page notice.
  const tcp: Server = createServer({ noDelay: true }, (socket) => aedes.handle(socket));
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

  const wss = new WebSocketServer({ noServer: true, maxPayload: DEVICE_MESSAGE_MAX_BYTES * 2, perMessageDeflate: false });

  return {
    deviceUrl: `mqtt://127.0.0.1:${port}`,
    get clientCount() {
      return Object.keys(clients).length;
    },
    publish: (topic, payload, qos) =>
      new Promise<void>((resolve, reject) => {
        aedes.publish({ cmd: 'publish', topic, payload: typeof payload === 'string' ? Buffer.from(payload) : payload, qos, retain: false, dup: false }, (err) =>
          err ? reject(err) : resolve(),
        );
      }),
    handleUpgrade: (request, socket, head) => {
      wss.handleUpgrade(request, socket, head, (ws) => {
        const stream = createWebSocketStream(ws);
        // A browser tab closing mid-frame is ordinary.
        stream.on('error', (err) => log.debug({ err }, 'broker: websocket error'));
        aedes.handle(stream, request);
      });
    },
    close: async () => {
      const stopped = new Promise<void>((resolve) => tcp.close(() => resolve()));
      // Closing Aedes closes every client: their disconnects reach the sink before it flushes.
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await stopped;
      await sink.close();
    },
  };
}
