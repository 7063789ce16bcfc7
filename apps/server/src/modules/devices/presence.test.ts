import { connect, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTopic } from '@iotc/shared';
import { DeviceEvent } from '@iotc/shared/devices';
import { createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { connectDevice, deviceRow, insertFleet, logsOf, message, type TestFleet } from './ingestTestKit.ts';

/**
 * Online state follows a device's last connection exactly: after a storm of connects, disconnects and
 * crossing take-overs of one client id, every device shows what its connections say as soon as the
 * writes of the storm are done, not seconds later.
 */

let t: TestApp;
let fleet: TestFleet;
const DEVICES = 40;
const ROUNDS = 6;

beforeAll(async () => {
  const app = await createDemoApp('demo');
  t = app.t;
  fleet = await insertFleet(t, app.demo.tenantId, DEVICES);
});
afterAll(() => t?.close());

/** Connects without waiting for the others of the same id: take-overs cross. */
async function attempt(did: string): Promise<MqttClient | null> {
  const client = await connectDevice(t.app.broker.deviceUrl, t, fleet, did, { online: false }).catch(() => null);
  // As the SDK does, it says online after connecting (not awaited: a connection taken over meanwhile never answers).
  client?.publish(deviceTopic(fleet.productKey, did, 'online'), message('online', 'online', did, { online: true }), { qos: 1 });
  return client;
}

/** A device's CONNECT, and the end of its socket right behind it. */
function connectAndLeave(did: string): Promise<void> {
  const client = connect(t.app.broker.deviceUrl, {
    clientId: did,
    username: fleet.usernames.get(did),
    password: devicePassword(t.config.deviceSecret, did),
    protocolVersion: 4,
    reconnectPeriod: 0,
  });
  client.on('error', () => undefined);
  // mqtt.js writes the CONNECT in its own listener of the socket's connect, which runs first.
  client.stream.once('connect', () => client.stream.end());
  return new Promise((resolve) => client.once('close', () => resolve()));
}

async function closeAll(clients: (MqttClient | null)[], abruptly: boolean): Promise<void> {
  await Promise.all(clients.map((c) => (c ? (abruptly ? void c.stream.destroy() : c.endAsync(true)) : undefined)));
}

/** Every device's online flag once the ingest has written what the storm left, beside what the clients say. */
async function flagsAndTruth(clients: (MqttClient | null)[]): Promise<{ flags: boolean[]; truth: boolean[] }> {
  // The last close events reach both ends within a tick or two of the sockets closing.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await t.app.deviceIngest.drain();
  const open = new Set(clients.filter((c): c is MqttClient => c !== null && c.connected).map((c) => c.options.clientId));
  const flags = await Promise.all(fleet.dids.map(async (did) => (await deviceRow(t.db, did)).online));
  return { flags, truth: fleet.dids.map((did) => open.has(did)) };
}

describe('presence after a storm of connections', () => {
  it('shows every device offline once its last connection closed, and online while one is open', async () => {
    let open: (MqttClient | null)[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Three connections per device at once, then some of them gone abruptly (no DISCONNECT: the will speaks).
      const attempts = await Promise.all(fleet.dids.flatMap((did) => [attempt(did), attempt(did), attempt(did)]));
      await closeAll(open, round % 2 === 0);
      open = attempts;
    }
    // Mqtt.js gives up on a connection the broker took over: what is still open is what counts.
    let state = await flagsAndTruth(open);
    expect(state.flags).toEqual(state.truth);
    expect(state.truth.filter(Boolean)).toHaveLength(DEVICES);

    // Half of the devices go, the rest stay.
    const index = (c: MqttClient | null) => fleet.dids.indexOf(c!.options.clientId!);
    await closeAll(open.filter((c) => c && index(c) % 2 === 0), true);
    state = await flagsAndTruth(open);
    expect(state.flags).toEqual(state.truth);
    expect(state.truth).toEqual(fleet.dids.map((_, i) => i % 2 === 1));

    await closeAll(open, false);
    state = await flagsAndTruth(open);
    expect(state.flags).toEqual(fleet.dids.map(() => false));

    // Connections that say online and vanish right after, hundreds at a time: none may leave its device online.
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        fleet.dids.flatMap((did) => [0, 1].map(async () => {
          const client = await attempt(did);
          // Ended, not destroyed: the online message goes out first, then the connection's end.
          client?.stream.end();
        })),
      );
    }
    // Connections that end while the broker still authenticates them.
    for (let round = 0; round < ROUNDS; round++) await Promise.all(fleet.dids.map((did) => connectAndLeave(did)));
    state = await flagsAndTruth([]);
    expect(state.flags).toEqual(fleet.dids.map(() => false));
    // The log tells the same story: each device's last presence event is its going offline.
    for (const did of fleet.dids.slice(0, 5)) {
      const presence = (await logsOf(t.db, did)).filter((l) => l.eventType === DeviceEvent.Online || l.eventType === DeviceEvent.Offline);
      expect(presence.at(-1)?.eventType).toBe(DeviceEvent.Offline);
    }
  });
});
