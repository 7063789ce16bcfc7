/**
 * The load generator of bench/mqtt.ts, in its own process (forked): the devices publishing QoS 1 reports,
 * the subscriber that receives them, and the idle connections of the memory figure. Jobs come over IPC
 * and are answered with their figures.
 */
import type { MqttClient } from 'mqtt';
import { buildMessage, deviceTopic } from '@iotc/shared';
import { connectAll, connectClient, type Credentials } from './mqttClients.ts';

export type Job =
  /** Every publisher keeps `window` reports in flight for `seconds`; the subscriber counts what arrives. */
  | { kind: 'throughput'; url: string; publishers: Credentials[]; subscriber: Credentials; filters: string[]; seconds: number; window: number }
  /** Reports at `rate` per second in all; the subscriber measures publish-to-delivery latency. */
  | { kind: 'latency'; url: string; publishers: Credentials[]; subscriber: Credentials; filters: string[]; seconds: number; rate: number }
  /** Connects the clients and holds them until 'release'. */
  | { kind: 'idle'; url: string; clients: Credentials[] };

function report(c: Credentials, value: number): string {
  return JSON.stringify(buildMessage('report', 'report', c.did, { dps: { '101': value } }));
}

async function throughput(job: Extract<Job, { kind: 'throughput' }>) {
  const subscriber = await connectClient(job.url, job.subscriber);
  let received = 0;
  subscriber.on('message', () => received++);
  await subscriber.subscribeAsync(job.filters, { qos: 1 });
  const publishers = await connectAll(job.url, job.publishers);
  let acked = 0;
  const started = Date.now();
  const end = started + job.seconds * 1000;
  await Promise.all(
    publishers.map(async (p, i) => {
      const c = job.publishers[i]!;
      const topic = deviceTopic(c.productKey, c.did, 'report');
      const lane = async () => {
        while (Date.now() < end) {
          await p.publishAsync(topic, report(c, acked % 100_000), { qos: 1 });
          acked++;
        }
      };
      await Promise.all(Array.from({ length: job.window }, lane));
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  // What is still on its way to the subscriber arrives within a moment.
  for (let waited = 0; received < acked && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  await Promise.all([...publishers, subscriber].map((m) => m.endAsync()));
  return { acked, received, seconds };
}

async function latency(job: Extract<Job, { kind: 'latency' }>) {
  const subscriber = await connectClient(job.url, job.subscriber);
  const latencies: number[] = [];
  subscriber.on('message', (_topic, payload) => latencies.push(Date.now() - (JSON.parse(payload.toString()) as { header: { ts: number } }).header.ts));
  await subscriber.subscribeAsync(job.filters, { qos: 1 });
  const publishers = await connectAll(job.url, job.publishers);
  const intervalMs = (1000 * publishers.length) / job.rate;
  let sent = 0;
  const timers = publishers.map((p, i) => {
    const c = job.publishers[i]!;
    const topic = deviceTopic(c.productKey, c.did, 'report');
    // Spread over the interval so the publishers do not fire together.
    return new Promise<NodeJS.Timeout>((resolve) =>
      setTimeout(() => resolve(setInterval(() => {
        sent++;
        void p.publishAsync(topic, report(c, sent % 100_000), { qos: 1 });
      }, intervalMs)), (i * intervalMs) / publishers.length),
    );
  });
  await new Promise((r) => setTimeout(r, job.seconds * 1000));
  for (const t of await Promise.all(timers)) clearInterval(t);
  for (let waited = 0; latencies.length < sent && waited < 5000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  await Promise.all([...publishers, subscriber].map((m) => m.endAsync()));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { sent, received: latencies.length, p50: at(0.5), p99: at(0.99), rate: sent / job.seconds };
}

let idle: MqttClient[] = [];

process.on('message', (message: Job | 'release') => {
  const run = async () => {
    if (message === 'release') {
      await Promise.all(idle.map((m) => m.endAsync(true)));
      idle = [];
      return { released: true };
    }
    if (message.kind === 'throughput') return throughput(message);
    if (message.kind === 'latency') return latency(message);
    idle = await connectAll(message.url, message.clients);
    return { connected: idle.length };
  };
  run().then(
    (result) => process.send!(result),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});
