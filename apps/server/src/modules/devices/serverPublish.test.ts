import { describe, expect, it } from 'vitest';
import { deviceTopic } from '@iotc/shared';
import { connectDevice, until, useFleetApp } from './ingestTestKit.ts';

/** The server's own publishes (an OTA release's notifications) through the embedded broker. */

const env = useFleetApp(1, 'demo');
const BURST = 10_000;

describe("the server's publishes", () => {
  it('takes 10,000 published at once, to devices listening and to devices away, without overflowing the broker', async () => {
    const did = env.fleet.dids[0]!;
    const client = await connectDevice(env.t.app.broker.deviceUrl, env.t, env.fleet, did);
    env.clients.push(client);
    const topic = deviceTopic(env.fleet.productKey, did, 'upgrade');
    await client.subscribeAsync(topic, { qos: 1 });
    const received: number[] = [];
    client.on('message', (_topic, payload) => received.push(Number(payload.toString())));

    // Not a device message (no envelope): the ingest leaves it alone, so the figure is the broker's.
    // Half to the device, half to a device that is away (nobody subscribed: Aedes answers those at once).
    const away = deviceTopic(env.fleet.productKey, 'away', 'upgrade');
    await Promise.all(Array.from({ length: BURST }, (_, i) => env.t.app.broker.publish(i % 2 ? away : topic, String(i), 1)));
    await until(() => received.length === BURST / 2 || undefined, 30_000);
    expect(received).toEqual(Array.from({ length: BURST / 2 }, (_, i) => i * 2));
  });
});
