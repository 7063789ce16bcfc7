import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGE_MAX_BYTES, deviceTopic } from '@iotc/shared';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import { connectClient, connectDevice, listenForWebSocket, faultsOf, logsOf, message, useFleetApp } from './ingestTestKit.ts';

/** The device message limit holds on every entry of the embedded broker: TCP and MQTT over WebSocket. */

const env = useFleetApp(3, 'demo');
let wsUrl: string;

beforeAll(async () => {
  wsUrl = await listenForWebSocket(env.t);
});

async function device(did: string, url = env.t.app.broker.deviceUrl): Promise<MqttClient> {
  const client = await connectDevice(url, env.t, env.fleet, did);
  env.clients.push(client);
  return client;
}

/** Publishes at QoS 1 and tells whether the PUBACK came (true) or the connection closed first (false). */
function acknowledged(client: MqttClient, topic: string, payload: string | Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    client.once('close', () => resolve(false));
    client.publish(topic, payload, { qos: 1 }, (err) => resolve(!err));
  });
}

/** A report padded with a filler data point to `bytes` in all. */
function reportOf(did: string, bytes: number): string {
  const empty = message('report', 'report', did, { dps: { '2': 100 }, filler: '' });
  return message('report', 'report', did, { dps: { '2': 100 }, filler: 'x'.repeat(bytes - Buffer.byteLength(empty)) });
}

describe('the device message limit', () => {
  it('takes a message of exactly the limit', async () => {
    const did = env.fleet.dids[0]!;
    const client = await device(did);
    const payload = reportOf(did, DEVICE_MESSAGE_MAX_BYTES);
    expect(Buffer.byteLength(payload)).toBe(DEVICE_MESSAGE_MAX_BYTES);
    expect(await acknowledged(client, deviceTopic(env.fleet.productKey, did, 'report'), payload)).toBe(true);
    expect(client.connected).toBe(true);
  });

  it.each([
    ['one byte over the limit, on TCP', 0, DEVICE_MESSAGE_MAX_BYTES + 1],
    ['10 MB, on TCP', 1, 10 * 1024 * 1024],
    ['10 MB, over WebSocket', 2, 10 * 1024 * 1024],
  ])('closes the connection of a device that sends %s, unacknowledged, and records why', async (_what, index, bytes) => {
    const did = env.fleet.dids[index]!;
    const client = await device(did, index === 2 ? wsUrl : undefined);
    const before = (await faultsOf(env.t.db, did)).length;
    expect(await acknowledged(client, deviceTopic(env.fleet.productKey, did, 'report'), reportOf(did, bytes))).toBe(false);
    const fault = await expect
      .poll(async () => (await faultsOf(env.t.db, did)).slice(before), { timeout: 3000 })
      .toHaveLength(1)
      .then(async () => (await faultsOf(env.t.db, did)).at(-1)!);
    expect(fault).toMatchObject({ code: 'device.problem.tooLarge', reportType: FaultReportType.Rejected, params: { max: DEVICE_MESSAGE_MAX_BYTES } });
    expect((fault.parameter as { bytes: number }).bytes).toBeGreaterThan(DEVICE_MESSAGE_MAX_BYTES);
    // Nothing of it was stored as a report.
    expect((await logsOf(env.t.db, did)).some((l) => l.eventType === DeviceEvent.Report && l.value === 100 && index !== 0)).toBe(false);
    // The device may come back and go on.
    const again = await device(did, index === 2 ? wsUrl : undefined);
    expect(await acknowledged(again, deviceTopic(env.fleet.productKey, did, 'report'), message('report', 'report', did, { dps: { '2': 200 } }))).toBe(true);
  });

  it('closes a console connection that sends more than the limit too', async () => {
    const consoleUser = await connectClient(wsUrl, { clientId: `console-${Date.now()}`, username: 'any', password: env.demo.token });
    env.clients.push(consoleUser);
    const did = env.fleet.dids[0]!;
    expect(await acknowledged(consoleUser, deviceTopic(env.fleet.productKey, did, 'control'), Buffer.alloc(DEVICE_MESSAGE_MAX_BYTES + 1, 0x20))).toBe(false);
  });
});
