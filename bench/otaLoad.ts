/**
 * The device fleet of bench/ota.ts, in its own process (forked): lean mqtt.js devices, each subscribed to its
 * `upgrade` topic. Every device records when an ota_info reached it. While answering, it acks at once, then after
 * a short random delay reports downloading, and after another one done and its new version (info/report),
 * recording when it sent done. Jobs come over IPC and are answered with their figures.
 */
import type { MqttClient } from 'mqtt';
import { AckCode, buildMessage, deviceTopic, type AckPayload, type DeviceInfo, type DeviceMessage, type MessageKind, type OtaInfo, type OtaProgress, type UpTopic } from '@iotc/shared';
import { connectAll, type Credentials } from './mqttClients.ts';

export type Job =
  /** Connects the devices, each subscribed to its `upgrade` topic. */
  | { kind: 'connect'; url: string; devices: Credentials[] }
  /** Forgets what arrived so far; from now on answers each ota_info (each step after up to `delayMs`), or only records it. */
  | { kind: 'arm'; answer: boolean; delayMs: number }
  /** What arrived since 'arm', once `notified` devices got an ota_info and `done` reported done, or after `timeoutMs`. */
  | { kind: 'collect'; notified: number; done: number; timeoutMs: number };

/** Epoch milliseconds: when each device first got an ota_info since 'arm' (in arrival order), and when each sent done. */
export interface Collected {
  notified: number[];
  done: number[];
  /** ota_info messages beyond each device's first. */
  repeated: number;
}

let clients: MqttClient[] = [];
let answer = false;
let delayMs = 0;
let firstArrival = new Map<string, number>();
let done: number[] = [];
let repeated = 0;

const later = (fn: () => void) => setTimeout(fn, Math.random() * delayMs);

/** QoS 1, not awaited: a device does not wait for one message's PUBACK before its next. */
function publish(client: MqttClient, c: Credentials, topic: UpTopic, name: MessageKind, payload: AckPayload | OtaProgress | DeviceInfo, mid?: string) {
  client.publishAsync(deviceTopic(c.productKey, c.did, topic), JSON.stringify(buildMessage(topic, name, c.did, payload, mid)), { qos: 1 }).catch(() => undefined);
}

/** A device's upgrade as the SDK would run it, minus the download and the install. */
function upgrade(client: MqttClient, c: Credentials, message: DeviceMessage<OtaInfo>) {
  const info = message.payload;
  const progress = (status: OtaProgress['status'], value: number) =>
    publish(client, c, 'upgrade/report', 'ota_progress', { taskId: info.taskId, firmwareKey: info.firmwareKey, version: info.version, progress: value, status });
  publish(client, c, 'upgrade/ack', 'ota_info', { code: AckCode.Ok }, message.header.mid);
  later(() => {
    progress('downloading', 50);
    later(() => {
      done.push(Date.now());
      progress('done', 100);
      publish(client, c, 'info/report', 'info', { [info.firmwareType]: { firmwareKey: info.firmwareKey, version: info.version } });
    });
  });
}

function listen(client: MqttClient, c: Credentials): Promise<void> {
  client.on('message', (_topic, payload) => {
    const at = Date.now();
    const message = JSON.parse(payload.toString()) as DeviceMessage<OtaInfo>;
    if (message.header.name !== 'ota_info') return;
    if (firstArrival.has(c.did)) repeated++;
    else firstArrival.set(c.did, at);
    if (answer) upgrade(client, c, message);
  });
  return client.subscribeAsync(deviceTopic(c.productKey, c.did, 'upgrade'), { qos: 1 }).then(() => undefined);
}

async function collect(job: Extract<Job, { kind: 'collect' }>): Promise<Collected> {
  const deadline = Date.now() + job.timeoutMs;
  while ((firstArrival.size < job.notified || done.length < job.done) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return { notified: [...firstArrival.values()], done: [...done], repeated };
}

process.on('message', (message: Job) => {
  const run = async () => {
    if (message.kind === 'connect') {
      clients = await connectAll(message.url, message.devices, listen);
      return { connected: clients.length };
    }
    if (message.kind === 'arm') {
      ({ answer, delayMs } = message);
      firstArrival = new Map();
      done = [];
      repeated = 0;
      return { armed: true };
    }
    return collect(message);
  };
  run().then(
    (result) => process.send!(result),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});
