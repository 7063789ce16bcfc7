/** The MQTT clients of the load generators (bench/mqttLoad.ts, bench/otaLoad.ts): lean mqtt.js connections, one per device or console user. */
import { connect, type MqttClient } from 'mqtt';

export interface Credentials {
  clientId: string;
  username: string;
  password: string;
  productKey: string;
  did: string;
}

const CONNECT_STEP = 200;

export function connectClient(url: string, c: Credentials): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const mqtt = connect(url, { clientId: c.clientId, username: c.username, password: c.password, protocolVersion: 4, clean: true, reconnectPeriod: 0, keepalive: 90, connectTimeout: 60_000 });
    mqtt.once('connect', () => resolve(mqtt));
    mqtt.once('error', reject);
  });
}

/**
 * Connects the clients in steps of CONNECT_STEP, as a fleet reconnecting would, not in one storm; `ready` (its
 * subscriptions, say) is done for each client before the next step.
 */
export async function connectAll(url: string, list: readonly Credentials[], ready?: (client: MqttClient, c: Credentials) => Promise<void>): Promise<MqttClient[]> {
  const out: MqttClient[] = [];
  for (let i = 0; i < list.length; i += CONNECT_STEP) {
    const step = list.slice(i, i + CONNECT_STEP).map(async (c) => {
      const client = await connectClient(url, c);
      await ready?.(client, c);
      return client;
    });
    out.push(...(await Promise.all(step)));
  }
  return out;
}
