import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceTopic, deviceTopicFilter } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { userAdminPaths } from '@iotc/shared/users';
import type { TokenPair } from '@iotc/shared/auth';
import type { UserInfo } from '@iotc/shared/spaces';
import { call, loginAs } from '../../../test/helpers.ts';
import { connectClient, connectDevice, inbox, message, settle, useFleetApp } from './ingestTestKit.ts';

/**
 * A console user's MQTT connection lives no longer than the session whose token opened it: logout, a
 * password change elsewhere and an operator disabling the user each close it at once, and nothing more
 * reaches it through the subscriptions it made before.
 */

const env = useFleetApp(1, 'demo', 'admin');
let device: MqttClient;

beforeAll(async () => {
  device = await connectDevice(env.t.app.broker.deviceUrl, env.t, env.fleet, env.fleet.dids[0]!);
  env.clients.push(device);
});

/** A console connection of this session, subscribed to the device's topics, and a promise of its closing. */
async function watch(tokens: TokenPair): Promise<{ client: MqttClient; closed: Promise<void>; received: ReturnType<typeof inbox> }> {
  const client = await connectClient(env.t.app.broker.deviceUrl, { clientId: `console-${Math.random().toString(36).slice(2)}`, username: 'any', password: tokens.token });
  env.clients.push(client);
  await client.subscribeAsync(deviceTopicFilter(env.fleet.productKey, env.fleet.dids[0]!), { qos: 1 });
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  return { client, closed, received: inbox(client) };
}

/** Resolves when `closed` does, failing after `ms`: "at once" is well under a second. */
function within<T>(promise: Promise<T>, ms = 1000): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);
}

async function report(value: number): Promise<void> {
  const did = env.fleet.dids[0]!;
  await device.publishAsync(deviceTopic(env.fleet.productKey, did, 'report'), message('report', 'report', did, { dps: { '2': value } }), { qos: 1 });
}

describe("console connections end with their session", () => {
  it('logout closes the connection, and later reports reach it no more', async () => {
    const session = await loginAs(env.t.app, 'demo');
    const watcher = await watch(session);
    await report(100);
    await expect.poll(() => watcher.received.length).toBe(1);

    await call(env.t.app, 'GET', authPaths.logout, { token: session.token });
    await within(watcher.closed);
    await report(200);
    await settle();
    expect(watcher.received).toHaveLength(1);
  });

  it('a password change closes the other sessions’ connections and keeps this one’s', async () => {
    const other = await loginAs(env.t.app, 'demo');
    const current = await loginAs(env.t.app, 'demo');
    const otherWatcher = await watch(other);
    const currentWatcher = await watch(current);
    const changed = await call(env.t.app, 'POST', authPaths.updatePwd, { token: current.token, body: { oldPassword: 'Demo123456', newPassword: 'Demo1234567' } });
    expect(changed.body.code).toBe(0);
    await within(otherWatcher.closed);
    await settle();
    expect(currentWatcher.client.connected).toBe(true);
    await call(env.t.app, 'POST', authPaths.updatePwd, { token: current.token, body: { oldPassword: 'Demo1234567', newPassword: 'Demo123456' } });
  });

  it("an operator disabling the user closes the user's connections", async () => {
    const session = await loginAs(env.t.app, 'demo');
    const watcher = await watch(session);
    const me = (await call<UserInfo>(env.t.app, 'GET', spacePaths.profile, { token: session.token })).body.data;
    expect((await env.asAdmin('POST', userAdminPaths.status, { body: { id: me.id, status: 0 } })).body.code).toBe(0);
    await within(watcher.closed);
    await env.asAdmin('POST', userAdminPaths.status, { body: { id: me.id, status: 1 } });
  });
});
