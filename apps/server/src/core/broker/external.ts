import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connect } from 'mqtt';
import { DOWN_TOPICS, MQTT_CONNECT_TIMEOUT_MS, MQTT_KEEPALIVE_S, MQTT_RECONNECT_MS, UP_TOPICS } from '@iotc/shared';
import { SERVER_USERNAME, serverPassword } from './access.ts';
import type { BrokerSink } from './types.ts';

/**
 * What the server subscribes to on an external broker: every device's up topics and the console's down
 * topics, shared by the group of the server's instances so that the broker hands each message to one of them.
 */
export function sharedFilters(group: string): string[] {
  return [...UP_TOPICS, ...DOWN_TOPICS].map((topic) => `$share/${group}/+/+/${topic}`);
}

export interface ExternalBroker {
  deviceUrl: string;
  publish(topic: string, payload: string | Buffer, qos: 0 | 1 | 2): Promise<void>;
  close(): Promise<void>;
}

/**
 * External mode (MQTT_URL): the broker is EMQX or Mosquitto, which authenticate through the hook routes
 * (hooks.ts); the server joins as one more client, as the `$server` identity, and reads the device topics
 * through a shared subscription so that each message is handled by one instance.
 */
export async function startExternalBroker(options: { url: string; shareGroup: string; deviceSecret: string; sink: BrokerSink; log: FastifyBaseLogger }): Promise<ExternalBroker> {
  const { url, sink, log } = options;
  const client = connect(url, {
    // One id per instance: two clients with one id would kick each other off forever (mqtt.js #1585).
    clientId: `iotc-server-${randomUUID()}`,
    username: SERVER_USERNAME,
    password: serverPassword(options.deviceSecret),
    clean: true,
    keepalive: MQTT_KEEPALIVE_S,
    reconnectPeriod: MQTT_RECONNECT_MS,
    connectTimeout: MQTT_CONNECT_TIMEOUT_MS,
    queueQoSZero: false,
  });
  // The next message is read once the sink took this one: a sink that falls behind slows the broker down instead of losing messages.
  client.handleMessage = (packet, callback) => {
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    const pending = sink.message({ topic: packet.topic, payload, publisher: null });
    if (pending) pending.then(() => callback(), callback);
    else callback();
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
    const granted = await client.subscribeAsync(sharedFilters(options.shareGroup), { qos: 1 });
    const refused = granted.filter((g) => g.qos === 128).map((g) => g.topic);
    if (refused.length > 0) throw new Error(`The MQTT broker at ${url} refused the server's subscriptions: ${refused.join(', ')}`);
  } catch (error) {
    await client.endAsync(true);
    throw error;
  }

  return {
    deviceUrl: url,
    publish: async (topic, payload, qos) => {
      await client.publishAsync(topic, payload, { qos });
    },
    close: async () => {
      await client.endAsync();
      await sink.close();
    },
  };
}
