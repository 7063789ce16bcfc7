/** Test support: an Aedes broker on an ephemeral port, and a console-side client that watches and commands one device. */
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import mqtt from 'mqtt';
import { buildMessage, deviceTopic, MQTT_WS_PATH, parseDeviceTopic, parseMessage, type DeviceMessage, type DeviceTopic, type DownTopic, type MessageKind } from '@iotc/shared';
import type { DeviceCredentials } from './DeviceClient.ts';

export interface TestBroker {
  url: string;
  /** The same broker over WebSocket: ws://127.0.0.1:port/mqtt */
  wsUrl: string;
  /** Cuts a client's socket without DISCONNECT, as a power cut would (the broker publishes its will). */
  cut(clientId: string): void;
  close(): Promise<void>;
}

/** Accepts the given devices with their own passwords, and console clients (`console-*`) with `console`. */
export async function startBroker(devices: readonly DeviceCredentials[]): Promise<TestBroker> {
  const passwords = new Map(devices.map((d) => [d.deviceId, d.password]));
  const clients = new Map<string, Client>();
  const broker = await Aedes.createBroker({
    authenticate: (client, _username, password, done) => {
      const expected = client.id.startsWith('console-') ? 'console' : passwords.get(client.id);
      if (password !== undefined && expected === password.toString()) return done(null, true);
      const error = new Error('bad credentials') as AuthenticateError;
      error.returnCode = 4;
      done(error, null);
    },
  });
  broker.on('client', (client) => clients.set(client.id, client));
  const server = createServer(broker.handle);
  const http = createHttpServer();
  const wss = new WebSocketServer({ server: http, path: MQTT_WS_PATH });
  wss.on('connection', (socket, request) => broker.handle(createWebSocketStream(socket), request));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (s: { address(): unknown }) => (s.address() as AddressInfo).port;
  return {
    url: `mqtt://127.0.0.1:${port(server)}`,
    wsUrl: `ws://127.0.0.1:${port(http)}${MQTT_WS_PATH}`,
    cut: (clientId) => clients.get(clientId)?.conn.destroy(),
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Received {
  topic: DeviceTopic;
  message: DeviceMessage;
}

/** What the console sees of one device: every message on its topics, in order, and a way to send. */
export class Watcher {
  readonly seen: Received[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly client: mqtt.MqttClient,
    private readonly device: DeviceCredentials,
  ) {
    client.on('message', (topic, payload) => {
      const parsed = parseDeviceTopic(topic);
      if (!parsed || parsed.deviceId !== device.deviceId) return;
      const { message } = parseMessage(parsed.topic, payload);
      if (!message) return;
      this.seen.push({ topic: parsed.topic, message });
      for (const wake of this.waiters) wake();
    });
  }

  static async watch(url: string, device: DeviceCredentials): Promise<Watcher> {
    // One client id per watcher: two clients with one id kick each other off.
    const client = await mqtt.connectAsync(url, { clientId: `console-${device.deviceId}`, username: 'console', password: 'console', reconnectPeriod: 0 });
    await client.subscribeAsync(`${device.productKey}/${device.deviceId}/#`, { qos: 1 });
    return new Watcher(client, device);
  }

  /** Publishes a console message to the device; answers its mid. */
  async send(topic: DownTopic, name: MessageKind, payload: unknown): Promise<string> {
    const message = buildMessage(topic, name, this.device.deviceId, payload);
    await this.client.publishAsync(deviceTopic(this.device.productKey, this.device.deviceId, topic), JSON.stringify(message), { qos: 1 });
    return message.header.mid;
  }

  /** The first message seen from index `from` on that matches; waits for it up to `ms`. */
  async next(match: (r: Received) => boolean, from = 0, ms = 3000): Promise<Received> {
    const find = () => this.seen.slice(from).find(match);
    const found = find();
    if (found) return found;
    return new Promise((resolve, reject) => {
      const wake = () => {
        const hit = find();
        if (!hit) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(hit);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no matching message within ${ms} ms; seen ${JSON.stringify(this.seen.slice(from))}`));
      }, ms);
      this.waiters.add(wake);
    });
  }

  /** The message on `topic` answering `mid`. */
  answer(topic: DeviceTopic, mid: string, from = 0): Promise<Received> {
    return this.next((r) => r.topic === topic && r.message.header.mid === mid, from);
  }

  close(): Promise<void> {
    return this.client.endAsync();
  }
}
