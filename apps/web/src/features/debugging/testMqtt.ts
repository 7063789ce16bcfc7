import { act } from 'react';
import { buildMessage, deviceTopic, type DeviceMessage, type DeviceTopic, type MessageKind } from '@iotc/shared';

/**
 * A stand-in for mqtt.js's browser client in the debugging tests (`vi.mock('mqtt', ...)` with
 * `mqttModule`): it records what the page does (options, subscriptions, publishes, end) and lets a
 * test play the broker and the device (connect, grant or refuse, deliver, drop).
 */
export class FakeMqttClient {
  connected = false;
  ended = false;
  subscribed: string[] = [];
  readonly published: { topic: string; message: DeviceMessage; qos: number }[] = [];
  private subscribeCallback: ((error: Error | null) => void) | null = null;
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();

  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {}

  on(event: string, handler: (...args: unknown[]) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  subscribe(topics: string[], _options: unknown, callback: (error: Error | null) => void): this {
    this.subscribed = topics;
    this.subscribeCallback = callback;
    return this;
  }

  publish(topic: string, payload: string, options: { qos: number }): this {
    this.published.push({ topic, message: JSON.parse(payload) as DeviceMessage, qos: options.qos });
    return this;
  }

  end(): this {
    this.ended = true;
    this.connected = false;
    return this;
  }

  // ── What the broker and the device do ──────────────────────────────────────

  private emit(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  async connect(): Promise<void> {
    await act(async () => {
      this.connected = true;
      this.emit('connect', { cmd: 'connack', returnCode: 0 });
    });
  }

  /** Answers the pending SUBSCRIBE: granted, or refused (SUBACK 128). */
  async grant(refused = false): Promise<void> {
    const callback = this.subscribeCallback;
    this.subscribeCallback = null;
    await act(async () => callback?.(refused ? Object.assign(new Error('Subscribe error: Unspecified error'), { code: 128 }) : null));
  }

  /** Connected and subscribed, as on a good day. */
  async ready(): Promise<void> {
    await this.connect();
    await this.grant();
  }

  async deliver(topic: string, message: DeviceMessage | string): Promise<void> {
    const text = typeof message === 'string' ? message : JSON.stringify(message);
    await act(async () => this.emit('message', topic, new TextEncoder().encode(text)));
  }

  async drop(): Promise<void> {
    await act(async () => {
      this.connected = false;
      this.emit('close');
      this.emit('offline');
    });
  }

  async reconnect(): Promise<void> {
    await act(async () => this.emit('reconnect'));
  }

  async fail(error: Error): Promise<void> {
    await act(async () => this.emit('error', error));
  }

  /** The messages the page published with this header.name. */
  sent(name: MessageKind): DeviceMessage[] {
    return this.published.filter((p) => p.message.header.name === name).map((p) => p.message);
  }
}

export const clients: FakeMqttClient[] = [];

export const mqttModule = {
  default: {
    connect: (url: string, options: Record<string, unknown>) => {
      const client = new FakeMqttClient(url, options);
      clients.push(client);
      return client;
    },
  },
};

export const lastClient = (): FakeMqttClient => {
  const client = clients.at(-1);
  if (!client) throw new Error('no MQTT client was created');
  return client;
};

/** A device's message on one of its topics; an ack passes the mid of the message it answers. */
export function deviceMessage<P>(productKey: string, did: string, topic: DeviceTopic, name: MessageKind, payload: P, mid?: string) {
  return { topic: deviceTopic(productKey, did, topic), message: buildMessage(topic, name, did, payload, mid) };
}
