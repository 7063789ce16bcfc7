import type { FastifyBaseLogger } from 'fastify';
import { connect, type Packet } from 'mqtt';
import { DOWN_TOPICS, MQTT_CONNECT_TIMEOUT_MS, MQTT_KEEPALIVE_S, UP_TOPICS } from '@iotc/shared';
import { SERVER_USERNAME, serverPassword } from './access.ts';
import type { BrokerSink } from './types.ts';

/**
 * What the server subscribes to on an external broker: every device's up topics and the console's down
 * topics, shared by the group of the server's instances so that the broker hands each message to one of them,
 * or, without a group (a single instance), plainly.
 */
export function serverFilters(group: string): string[] {
  return [...UP_TOPICS, ...DOWN_TOPICS].map((topic) => (group ? `$share/${group}/+/+/${topic}` : `+/+/${topic}`));
}

/** The server's own reconnects: sooner than devices', so that its subscription is back before their messages. */
const SERVER_RECONNECT_MS = 200;

export interface ExternalBroker {
  deviceUrl: string;
  /** Whether the server's connection to the broker is up. */
  readonly connected: boolean;
  publish(topic: string, payload: string | Buffer, qos: 0 | 1 | 2): Promise<void>;
  close(): Promise<void>;
}

/**
 * External mode (MQTT_URL): the broker is EMQX or Mosquitto, which authenticate through the hook routes
 * (hooks.ts); the server joins as one more client, as the `$server` identity, and reads the device topics
 * through a shared subscription so that each message is handled by one instance.
 */
export async function startExternalBroker(options: {
  url: string;
  shareGroup: string;
  /** Stable per instance (config.mqttClientId): two clients with one id would kick each other off forever (mqtt.js #1585). */
  clientId: string;
  deviceSecret: string;
  sink: BrokerSink;
  log: FastifyBaseLogger;
}): Promise<ExternalBroker> {
  const { url, sink, log } = options;
  const client = connect(url, {
    clientId: options.clientId,
    username: SERVER_USERNAME,
    password: serverPassword(options.deviceSecret),
    // A persistent session: what the broker accepted for the server's subscription while the server was away
    // (restarting, or the broker restarting with its persistence on) waits in it, unacknowledged messages included.
    clean: false,
    keepalive: MQTT_KEEPALIVE_S,
    reconnectPeriod: SERVER_RECONNECT_MS,
    connectTimeout: MQTT_CONNECT_TIMEOUT_MS,
    queueQoSZero: false,
    // Subscribed again on every connect below, whatever the broker says of the session: Mosquitto 2.0 restores a
    // persistent session from its persistence without its shared subscriptions, and then says it is present.
    resubscribe: false,
  });
  // QoS 1 means stored here too: a message's PUBACK to the broker waits for the commit of its rows, while the
  // next message is read as soon as the sink has room (the ack is sent by mqtt.js after handleMessage's
  // callback, so the callback cannot wait for the commit without one commit per message).
  const commits = new Map<number, Promise<void>>();
  // A deferred ack belongs to the connection that received its message: after a reconnect the broker sends
  // unacknowledged messages again, and a message id may name another message.
  let connection = 0;
  const subscribe = async (): Promise<void> => {
    const granted = await client.subscribeAsync(serverFilters(options.shareGroup), { qos: 1 });
    const refused = granted.filter((g) => g.qos === 128).map((g) => g.topic);
    if (refused.length > 0) throw new Error(`The MQTT broker at ${url} refused the server's subscriptions: ${refused.join(', ')}`);
  };
  let connects = 0;
  client.on('connect', () => {
    connection++;
    commits.clear();
    // The first connect's subscription is awaited below, where a refusal stops the start.
    if (++connects > 1) subscribe().catch((err: unknown) => log.error({ err }, 'broker: subscribing again after a reconnect failed'));
  });
  client.handleMessage = (packet, callback) => {
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    const stored = sink.message({ topic: packet.topic, payload, publisher: null });
    if (packet.qos > 0 && packet.messageId !== undefined) commits.set(packet.messageId, stored);
    else stored.catch((err: unknown) => log.debug({ err, topic: packet.topic }, 'broker: QoS 0 message not taken'));
    // A sink that falls behind slows the broker down instead of losing messages.
    const backlog = sink.backlog();
    if (backlog) backlog.then(() => callback(), callback);
    else callback();
  };
  const sendPacket = client['_sendPacket'].bind(client) as (packet: Packet, ...rest: unknown[]) => void;
  client['_sendPacket'] = (packet: Packet, cb?: () => void, ...rest: unknown[]) => {
    const stored = packet.cmd === 'puback' && packet.messageId !== undefined ? commits.get(packet.messageId) : undefined;
    if (!stored) return sendPacket(packet, cb, ...rest);
    commits.delete(packet.messageId!);
    const sameConnection = connection;
    stored.then(
      () => {
        if (connection === sameConnection && client.connected) sendPacket(packet, undefined, ...rest);
      },
      // Not acknowledged: the broker keeps it (and redelivers it to the group once this connection ends).
      (err: unknown) => log.info({ err }, 'broker: message not taken; left unacknowledged'),
    );
    cb?.();
  };
  client.on('error', (err) => log.warn({ err }, 'broker: external broker error'));
  client.on('reconnect', () => log.info({ url }, 'broker: reconnecting to the external broker'));

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The MQTT broker at ${url} (MQTT_URL) did not accept the server within ${MQTT_CONNECT_TIMEOUT_MS / 1000} s`)), MQTT_CONNECT_TIMEOUT_MS);
      client.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await subscribe();
  } catch (error) {
    await client.endAsync(true);
    throw error;
  }

  return {
    deviceUrl: url,
    get connected() {
      return client.connected;
    },
    publish: async (topic, payload, qos) => {
      await client.publishAsync(topic, payload, { qos });
    },
    close: async () => {
      // Written first, so that their acknowledgements still reach the broker.
      await sink.close();
      await client.endAsync();
    },
  };
}
