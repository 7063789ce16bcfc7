import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MQTT_WS_PATH } from '@iotc/shared';
import { BusTopic } from '../realtime.ts';
import { BrokerAccess } from './access.ts';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded.ts';
import { startExternalBroker } from './external.ts';
import { brokerHookRoutes } from './hooks.ts';
import type { BrokerSink, DeviceDirectory } from './types.ts';

export type { BrokerIdentity, BrokerMessage, BrokerSink, DeviceDirectory, DeviceIdentity } from './types.ts';

/** The MQTT broker as the rest of the server sees it, embedded or external. */
export interface Broker {
  /** Where server-run (virtual) devices connect: mqtt://127.0.0.1:<port> of the embedded broker, else MQTT_URL. Known once the app is ready. */
  readonly deviceUrl: string;
  /** Publishes as the server (QoS as asked). */
  publish(topic: string, payload: string | Buffer, qos: 0 | 1 | 2): Promise<void>;
  /** Whether devices can reach the server now: the embedded broker listens, or the server is connected to the external one. */
  readonly connected: boolean;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    broker: Broker;
  }
}

type Running = Omit<Broker, 'deviceUrl'> & { deviceUrl: string };

/**
 * The broker: Aedes in this process (MQTT on MQTT_PORT, MQTT over WebSocket at MQTT_WS_PATH of the HTTP
 * port), or with MQTT_URL an external broker the server joins as a client. It starts when the app is
 * ready (an ephemeral MQTT_PORT of 0 is known then) and closes with the app, after which the sink
 * writes what it still holds. The hook routes an external broker's auth plugin calls are registered here.
 */
export const broker = fp(
  async (app: FastifyInstance, options: { directory: DeviceDirectory; sink: BrokerSink }) => {
    const { config } = app;
    const access = new BrokerAccess({ db: app.db, clock: app.clock, sessions: app.sessions, directory: options.directory, deviceSecret: config.deviceSecret });
    let running: Running | null = null;
    const notStarted = () => new Error('the MQTT broker starts when the app is ready');
    app.decorate('broker', {
      get deviceUrl() {
        if (!running) throw notStarted();
        return running.deviceUrl;
      },
      publish: (topic, payload, qos) => (running ? running.publish(topic, payload, qos) : Promise.reject(notStarted())),
      get connected() {
        return running?.connected ?? false;
      },
      close: async () => {
        const current = running;
        running = null;
        await current?.close();
      },
    } satisfies Broker);

    await brokerHookRoutes(app, { access, directory: options.directory, bus: app.bus, deviceSecret: config.deviceSecret });

    // A session that ends on any instance ends its console connections on the embedded broker at once.
    let embeddedBroker: EmbeddedBroker | null = null;
    const stopRevocations = app.bus.subscribe(BusTopic.SessionsRevoked, (message) => embeddedBroker?.closeSessions(JSON.parse(message) as string[]));

    app.addHook('onReady', async () => {
      if (config.mqttUrl) {
        running = await startExternalBroker({
          url: config.mqttUrl,
          shareGroup: config.mqttShareGroup,
          clientId: config.mqttClientId,
          deviceSecret: config.deviceSecret,
          sink: options.sink,
          log: app.log,
        });
        return;
      }
      const embedded = await startEmbeddedBroker({
        port: config.mqttPort,
        host: config.host,
        access,
        sink: options.sink,
        sessionLive: (sessionId) => app.sessions.isLive(sessionId),
        log: app.log,
      });
      running = embedded;
      embeddedBroker = embedded;
      // The real-time channel's plugin (@fastify/websocket) routes every upgrade through Fastify: MQTT_WS_PATH
      // is taken here first, with its own WebSocket server (bigger frames, and no route in the API).
      const server = app.server;
      const others = server.listeners('upgrade') as ((request: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
      server.removeAllListeners('upgrade');
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (request.url?.split('?')[0] === MQTT_WS_PATH) embedded.handleUpgrade(request, socket, head);
        else for (const listener of others) listener.call(server, request, socket, head);
      });
    });
    // Before the HTTP server closes: it would otherwise wait for the MQTT-over-WebSocket connections forever.
    app.addHook('preClose', () => {
      stopRevocations();
      return app.broker.close();
    });
  },
  { name: 'iotc-broker', dependencies: ['iotc-authentication'] },
);
