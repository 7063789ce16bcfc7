import mqtt, { type MqttClient } from 'mqtt';
import {
  AckCode,
  buildMessage,
  deviceTopic,
  DOWN_TOPICS,
  MQTT_CONNECT_TIMEOUT_MS,
  MQTT_CONTROL_QOS,
  MQTT_KEEPALIVE_S,
  MQTT_PROTOCOL_VERSION,
  MQTT_RECONNECT_MS,
  parseDeviceTopic,
  parseMessage,
  type AckPayload,
  type DeviceInfo,
  type DeviceMessage,
  type DeviceTopic,
  type DownTopic,
  type Dps,
  type MessageKind,
  type OtaInfo,
  type Payloads,
} from '@iotc/shared';
import { isOtaInfo, Upgrader, type UpgradeOptions } from './upgrade.ts';

/** A device's manufacture triple plus the product it belongs to (a row of the exported triple file). */
export interface DeviceCredentials {
  productKey: string;
  deviceId: string;
  username: string;
  password: string;
}

export interface DeviceClientOptions {
  /** mqtt://host:port, or ws://host:port/mqtt */
  url: string;
  credentials: DeviceCredentials;
  keepaliveS?: number;
  reconnectMs?: number;
  connectTimeoutMs?: number;
}

/** The broker refused the credentials (CONNACK 2 identifier rejected, 4 bad username or password, 5 not authorized). */
export class DeviceAuthError extends Error {
  constructor(
    message: string,
    readonly returnCode: number,
  ) {
    super(message);
    this.name = 'DeviceAuthError';
  }
}

const AUTH_REFUSALS = new Set([2, 4, 5]);

type Handler<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/**
 * One device's connection to the broker: subscribes to its down topics, answers every message it gets
 * with the incoming mid, and announces itself on `online` (its will says `{online:false}`). Messages are
 * built and read only by the shared protocol module, so they match what the server and console expect.
 */
export class DeviceClient {
  private readonly options: DeviceClientOptions;
  private client: MqttClient | null = null;
  private up = false;
  private connecting: Promise<void> | null = null;
  private controlHandler: Handler<[Dps, DeviceMessage], AckPayload> | null = null;
  private queryHandler: Handler<[number[] | 'all', DeviceMessage], Dps> | null = null;
  private commandHandler: Handler<['reboot' | 'restore', DeviceMessage], AckPayload> | null = null;
  private infoHandler: Handler<[], DeviceInfo> | null = null;
  private upgradeHandler: Handler<[OtaInfo, DeviceMessage], AckPayload> | null = null;
  private upgrader: Upgrader | null = null;
  private connectionObserver: ((connected: boolean) => void) | null = null;
  private messageObserver: ((topic: DownTopic, msg: DeviceMessage) => void) | null = null;
  private errorObserver: ((error: Error) => void) | null = null;

  constructor(options: DeviceClientOptions) {
    this.options = options;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  get credentials(): DeviceCredentials {
    return this.options.credentials;
  }

  /**
   * Connects; resolves once connected, subscribed and announced online. A refusal rejects with DeviceAuthError, any other failure
   * of this first attempt (unreachable, time-out) with its error; either way nothing keeps retrying.
   * Once connected, mqtt.js reconnects by itself every `reconnectMs`.
   */
  connect(): Promise<void> {
    this.connecting ??= new Promise<void>((resolve, reject) => {
      const { url, credentials, keepaliveS, reconnectMs, connectTimeoutMs } = this.options;
      const client = mqtt.connect(url, {
        protocolVersion: MQTT_PROTOCOL_VERSION,
        clean: true,
        clientId: credentials.deviceId,
        username: credentials.username,
        password: credentials.password,
        keepalive: keepaliveS ?? MQTT_KEEPALIVE_S,
        reconnectPeriod: reconnectMs ?? MQTT_RECONNECT_MS,
        connectTimeout: connectTimeoutMs ?? MQTT_CONNECT_TIMEOUT_MS,
        will: this.willMessage(),
        queueQoSZero: false,
        // Subscriptions are made again on every connect (a clean session forgets them).
        resubscribe: false,
        reconnectOnConnackError: false,
      });
      this.client = client;
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        // close() may already have let this client go, and a later connect() made another.
        if (this.client === client) {
          this.client = null;
          this.connecting = null;
        }
        client.end(true);
        reject(error);
      };
      client.on('connect', () => {
        // After the first success a refusal may be transient (the server restarting): keep trying.
        client.options.reconnectOnConnackError = true;
        void this.announce(client).then(() => {
          this.changed(true);
          if (!settled) {
            settled = true;
            resolve();
          }
        }, fail);
      });
      client.on('reconnect', () => {
        client.options.will = this.willMessage();
      });
      client.on('close', () => {
        if (!settled) fail(new Error(`cannot connect to ${url}`));
        else if (this.client === client) this.changed(false);
      });
      client.on('error', (error) => {
        const code = (error as { code?: unknown }).code;
        const refused = typeof code === 'number' && AUTH_REFUSALS.has(code) ? new DeviceAuthError(error.message, code) : error;
        if (!settled) fail(refused);
        else this.errorObserver?.(refused);
      });
      client.on('message', (topic, payload) => void this.dispatch(topic, payload));
    });
    return this.connecting;
  }

  /**
   * Reports changed values on `report` (qos 1). Resolves with the message's mid once the broker acknowledged
   * it, which the platform's broker does once the report is stored (the device log keeps the mid).
   */
  report(dps: Dps): Promise<string> {
    return this.publish('report', 'report', { dps });
  }

  reportInfo(info: DeviceInfo): Promise<string> {
    return this.publish('info/report', 'info', info);
  }

  reportUpgradeProgress(p: Payloads['ota_progress']): Promise<string> {
    return this.publish('upgrade/report', 'ota_progress', p);
  }

  /** Answers `control`; the returned payload is acked on `control/ack`. */
  onControl(h: Handler<[Dps, DeviceMessage], AckPayload>): void {
    this.controlHandler = h;
  }

  /** Answers `query` (the listed DP IDs) and `queryAll` on `query/ack`. */
  onQuery(h: Handler<[number[] | 'all', DeviceMessage], Dps>): void {
    this.queryHandler = h;
  }

  /** Answers `reboot` and `restore` (on the control topic) on `control/ack`. */
  onCommand(h: Handler<['reboot' | 'restore', DeviceMessage], AckPayload>): void {
    this.commandHandler = h;
  }

  /** Answers `info` on `info/report`. */
  onInfo(h: Handler<[], DeviceInfo>): void {
    this.infoHandler = h;
  }

  /** Answers `ota_info` on `upgrade/ack`; progress goes out through reportUpgradeProgress. For a host that upgrades by itself. */
  onUpgrade(h: Handler<[OtaInfo, DeviceMessage], AckPayload>): void {
    this.upgrader?.abort();
    this.upgrader = null;
    this.upgradeHandler = h;
  }

  /**
   * Lets the SDK run upgrades (upgrade.ts): it acks each `ota_info`, downloads and checks the file, reports progress,
   * has `install` write it, then reports done and the new version on `info/report` (the onInfo answer with the new version).
   */
  enableUpgrades(options: UpgradeOptions): void {
    const upgrader = new Upgrader(
      {
        deviceId: this.options.credentials.deviceId,
        reportProgress: (p) => this.reportUpgradeProgress(p),
        reportInfo: (info) => this.reportInfo(info),
        info: async () => (this.infoHandler ? await this.infoHandler() : {}),
        error: (error) => this.errorObserver?.(error),
      },
      options,
    );
    this.onUpgrade((info) => upgrader.accept(info));
    this.upgrader = upgrader;
  }

  /** Observes the connection going up (after subscribing and announcing online) and down. */
  onConnection(h: (connected: boolean) => void): void {
    this.connectionObserver = h;
  }

  /** Observes every well-formed message addressed to the device, before its handler runs. */
  onMessage(h: (topic: DownTopic, msg: DeviceMessage) => void): void {
    this.messageObserver = h;
  }

  /** Observes failures that have no one else to tell: a handler that threw, a refused reconnect. */
  onError(h: (error: Error) => void): void {
    this.errorObserver = h;
  }

  /** Disconnects cleanly: `{online:false}` first, then DISCONNECT (so the broker drops the will). */
  async close(): Promise<void> {
    // The device is going down: downloads stop, keeping what arrived for when it is notified again.
    this.upgrader?.abort();
    const client = this.client;
    if (!client) return;
    this.client = null;
    this.connecting = null;
    if (client.connected) {
      // qos 1 like every other message, or the broker may deliver it ahead of an ack still in flight;
      // a link that dies meanwhile ends the wait (the broker sends the will instead).
      const message = buildMessage('online', 'online', this.options.credentials.deviceId, { online: false });
      await new Promise<void>((resolve) => {
        const done = () => {
          client.off('close', done);
          resolve();
        };
        client.once('close', done);
        client.publish(this.topic('online'), JSON.stringify(message), { qos: 1 }, done);
      });
    }
    // With the link down, a graceful end would wait forever for acks of messages still in flight: force it.
    await client.endAsync(!client.connected);
    this.changed(false);
  }

  private changed(up: boolean): void {
    if (this.up === up) return;
    this.up = up;
    this.connectionObserver?.(up);
  }

  private topic(topic: DeviceTopic): string {
    return deviceTopic(this.options.credentials.productKey, this.options.credentials.deviceId, topic);
  }

  private willMessage() {
    const message = buildMessage('online', 'online', this.options.credentials.deviceId, { online: false });
    return { topic: this.topic('online'), payload: Buffer.from(JSON.stringify(message)), qos: 1 as const, retain: false };
  }

  /** Subscribes to the down topics, then says online: the console may ask at once. */
  private async announce(client: MqttClient): Promise<void> {
    await client.subscribeAsync(Object.fromEntries(DOWN_TOPICS.map((t) => [this.topic(t), { qos: t === 'control' ? MQTT_CONTROL_QOS : 1 }])));
    const message = buildMessage('online', 'online', this.options.credentials.deviceId, { online: true });
    await client.publishAsync(this.topic('online'), JSON.stringify(message), { qos: 1 });
  }

  /** Publishes at qos 1; resolves with the message's mid once acknowledged. */
  private async publish(topic: DeviceTopic, name: MessageKind, payload: unknown, mid?: string): Promise<string> {
    const client = this.client;
    if (!client) throw new Error('the device is not connected');
    const message = buildMessage(topic, name, this.options.credentials.deviceId, payload, mid);
    await client.publishAsync(this.topic(topic), JSON.stringify(message), { qos: 1 });
    return message.header.mid;
  }

  private async dispatch(rawTopic: string, raw: Buffer): Promise<void> {
    const { productKey, deviceId } = this.options.credentials;
    const parsed = parseDeviceTopic(rawTopic);
    if (!parsed || parsed.productKey !== productKey || parsed.deviceId !== deviceId) return;
    const topic = parsed.topic;
    if (!(DOWN_TOPICS as readonly string[]).includes(topic)) return;
    // A malformed envelope has no usable mid to answer with: it is dropped.
    const { message } = parseMessage(topic, raw);
    if (!message) return;
    this.messageObserver?.(topic as DownTopic, message);
    try {
      await this.answer(message);
    } catch (error) {
      // The answer could not be published (the link dropped): the console times out, as with a real device.
      this.errorObserver?.(error as Error);
    }
  }

  /** Answers a message; resolves with the answer's mid (the message's own) once acknowledged, if one was sent. */
  private async answer(msg: DeviceMessage): Promise<string | undefined> {
    const { name, mid } = msg.header;
    const payload = msg.payload as Record<string, unknown>;
    const ack = (topic: 'control/ack' | 'query/ack' | 'upgrade/ack', p: AckPayload) => this.publish(topic, name, p, mid);
    switch (name) {
      case 'control': {
        const dps = payload.dps;
        if (typeof dps !== 'object' || dps === null || Array.isArray(dps)) return ack('control/ack', invalidPayload);
        return ack('control/ack', await this.run(this.controlHandler, [dps as Dps, msg]));
      }
      case 'reboot':
      case 'restore':
        return ack('control/ack', await this.run(this.commandHandler, [name, msg]));
      case 'query':
      case 'queryAll': {
        const dpIds = name === 'queryAll' ? 'all' : payload.dpIds;
        if (dpIds !== 'all' && !(Array.isArray(dpIds) && dpIds.every((id) => Number.isInteger(id)))) return ack('query/ack', invalidPayload);
        const handler = this.queryHandler;
        return ack('query/ack', await this.run(handler && (async (ids: number[] | 'all', m: DeviceMessage) => ({ code: AckCode.Ok, dps: await handler(ids, m) })), [dpIds as number[] | 'all', msg]));
      }
      case 'info': {
        if (!this.infoHandler) return this.publish('info/report', 'info', {}, mid);
        try {
          return await this.publish('info/report', 'info', await this.infoHandler(), mid);
        } catch (error) {
          // info/report has no error code: the console sees no answer, the host sees why.
          this.errorObserver?.(error as Error);
          return;
        }
      }
      case 'ota_info': {
        if (!isOtaInfo(payload)) return ack('upgrade/ack', invalidPayload);
        return ack('upgrade/ack', await this.run(this.upgradeHandler, [payload, msg]));
      }
      default:
        return;
    }
  }

  /** Runs a handler: none → unsupported, a throw → failed with its message (the device keeps running). */
  private async run<A extends unknown[]>(handler: Handler<A, AckPayload> | null, args: A): Promise<AckPayload> {
    if (!handler) return { code: AckCode.Unsupported, msg: 'device.problem.unsupported' };
    try {
      return await handler(...args);
    } catch (error) {
      this.errorObserver?.(error as Error);
      return { code: AckCode.Failed, msg: error instanceof Error ? error.message : String(error) };
    }
  }
}

const invalidPayload: AckPayload = { code: AckCode.Invalid, msg: 'device.problem.payload' };
