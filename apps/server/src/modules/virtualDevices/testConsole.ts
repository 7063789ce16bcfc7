import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { MQTT_PROTOCOL_VERSION, buildMessage, deviceTopic, parseMessage } from '@iotc/shared';
import type { AckPayload, DeviceTopic, Dps, MessageKind } from '@iotc/shared';

const ANSWER_TIMEOUT_MS = 5_000;

/**
 * A console user's MQTT client for the tests (password = an access token), as the debugging page uses
 * it: asks devices and waits for the acknowledgement that carries the request's mid.
 */
export class TestConsole {
  private readonly pending = new Map<string, (ack: AckPayload) => void>();
  private readonly subscribed = new Set<string>();

  private constructor(
    private readonly client: MqttClient,
    private readonly answerTimeoutMs: number,
  ) {
    client.on('message', (topic, payload) => {
      const kind = topic.endsWith('/query/ack') ? 'query/ack' : topic.endsWith('/control/ack') ? 'control/ack' : null;
      if (!kind) return;
      const { message } = parseMessage(kind, payload);
      if (!message) return;
      this.pending.get(message.header.mid)?.(message.payload as AckPayload);
    });
  }

  static async connect(url: string, token: string, answerTimeoutMs = ANSWER_TIMEOUT_MS): Promise<TestConsole> {
    const client = await mqtt.connectAsync(url, {
      protocolVersion: MQTT_PROTOCOL_VERSION,
      clientId: `console-${randomUUID()}`,
      username: 'console',
      password: token,
      clean: true,
      reconnectPeriod: 0,
      queueQoSZero: false,
    });
    return new TestConsole(client, answerTimeoutMs);
  }

  /** Every data point's value, as the device answers queryAll. */
  async queryAll(productKey: string, did: string): Promise<Dps> {
    const ack = await this.ask(productKey, did, 'query', 'queryAll', {}, 'query/ack');
    if (ack.code !== 0 || !ack.dps) throw new Error(`query refused: ${JSON.stringify(ack)}`);
    return ack.dps;
  }

  control(productKey: string, did: string, dps: Dps): Promise<AckPayload> {
    return this.ask(productKey, did, 'control', 'control', { dps }, 'control/ack');
  }

  async close(): Promise<void> {
    await this.client.endAsync();
  }

  private async ask(productKey: string, did: string, topic: DeviceTopic, name: MessageKind, payload: object, answer: DeviceTopic): Promise<AckPayload> {
    const answerTopic = deviceTopic(productKey, did, answer);
    if (!this.subscribed.has(answerTopic)) {
      const [granted] = await this.client.subscribeAsync(answerTopic, { qos: 1 });
      if (!granted || granted.qos === 128) throw new Error(`subscription to ${answerTopic} refused`);
      this.subscribed.add(answerTopic);
    }
    const message = buildMessage(topic, name, did, payload);
    const mid = message.header.mid;
    const acked = new Promise<AckPayload>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(mid);
        reject(new Error(`no ${answer} from ${did} within ${this.answerTimeoutMs} ms`));
      }, this.answerTimeoutMs);
      this.pending.set(mid, (ack) => {
        clearTimeout(timer);
        this.pending.delete(mid);
        resolve(ack);
      });
    });
    await this.client.publishAsync(deviceTopic(productKey, did, topic), JSON.stringify(message), { qos: name === 'control' ? 2 : 1 });
    return acked;
  }
}
