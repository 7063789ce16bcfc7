import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_SUBSCRIBE_TOPICS, MESSAGE_VERSION } from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, render, type Rendered } from '@/test/render';
import type { Incoming, Outgoing } from '../connection';
import { clients, deviceMessage, lastClient } from '../testMqtt';
import { useDeviceConnection, type DeviceConnection } from './useDeviceConnection';

vi.mock('mqtt', async () => (await import('../testMqtt')).mqttModule);

const PK = 'pk0000000000001a';
const DID = 'did00000000000001';

let view: Rendered;
let received: Incoming[];
let sent: Outgoing[];
let refused: number;
let connection: DeviceConnection;

function Probe({ target }: { target: { productKey: string; did: string } | null }) {
  connection = useDeviceConnection({
    target,
    onMessage: (m) => received.push(m),
    onSent: (m) => sent.push(m),
    onAuthRefused: () => (refused += 1),
  });
  return <output data-testid="status" data-denied={connection.denied}>{connection.status}</output>;
}

const status = () => byTestId(view.container, 'status').textContent;

beforeEach(() => {
  clients.length = 0;
  received = [];
  sent = [];
  refused = 0;
  useSessionStore.getState().setTokens({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
  useSessionStore.getState().setUserInfo(userInfoFixture());
});
afterEach(() => view.unmount());

describe('useDeviceConnection', () => {
  it('connects over WebSocket to /mqtt of this host with the spec settings, the account and the access token', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const client = lastClient();
    expect(client.url).toBe(`ws://${window.location.host}/mqtt`);
    expect(client.options).toMatchObject({
      username: 'demo@example.com',
      password: 'token-1',
      keepalive: 90,
      reconnectPeriod: 10_000,
      connectTimeout: 10_000,
      protocolVersion: 4,
      clean: true,
      queueQoSZero: false,
    });
    expect(client.options.clientId).toMatch(/^console-[0-9a-f]{16}$/);
    expect(status()).toBe('connecting');
  });

  it('gives every page its own client id (two tabs never kick each other off)', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const second = await render(<Probe target={{ productKey: PK, did: DID }} />);
    expect(clients).toHaveLength(2);
    expect(clients[0]!.options.clientId).not.toBe(clients[1]!.options.clientId);
    second.unmount();
  });

  it('waits for the device before it connects', async () => {
    view = await render(<Probe target={null} />);
    expect(clients).toHaveLength(0);
  });

  it('subscribes to the eight topics of the device on connect, then asks for its whole state', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const client = lastClient();
    await client.connect();
    expect(client.subscribed).toEqual(CONSOLE_SUBSCRIBE_TOPICS.map((topic) => `${PK}/${DID}/${topic}`));
    expect(client.published).toHaveLength(0);
    await client.grant();
    expect(status()).toBe('connected');
    expect(client.published).toHaveLength(1);
    const [queryAll] = client.published;
    expect(queryAll!.topic).toBe(`${PK}/${DID}/query`);
    expect(queryAll!.message.header).toMatchObject({ ns: 'device.query', name: 'queryAll', gid: DID, ver: MESSAGE_VERSION });
    expect(sent.map((s) => s.message.header.name)).toEqual(['queryAll']);
  });

  it('shows disconnected when the link drops, reconnecting when it tries again with the refreshed token, and asks again once back', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const client = lastClient();
    await client.ready();
    await client.drop();
    expect(status()).toBe('disconnected');
    expect(connection.publish('control', 'control', { dps: { '1': true } })).toBeNull();
    useSessionStore.getState().setTokens({ token: 'token-2', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
    await client.reconnect();
    expect(status()).toBe('reconnecting');
    expect(client.options.password).toBe('token-2');
    await client.ready();
    expect(status()).toBe('connected');
    expect(client.sent('queryAll')).toHaveLength(2);
  });

  it('says the user has no access when the broker refuses the subscriptions, and stops', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const client = lastClient();
    await client.connect();
    await client.grant(true);
    expect(byTestId(view.container, 'status').dataset.denied).toBe('true');
    expect(client.ended).toBe(true);
    expect(client.published).toHaveLength(0);
  });

  it('asks the page to refresh the session when the broker refuses the token', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    await lastClient().fail(Object.assign(new Error('Connection refused: Not authorized'), { code: 5 }));
    expect(refused).toBe(1);
    await lastClient().fail(new Error('socket hang up'));
    expect(refused).toBe(1);
  });

  it("passes on the device's messages, envelope checked, and ignores other devices' topics", async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const client = lastClient();
    await client.ready();
    const report = deviceMessage(PK, DID, 'report', 'report', { dps: { '1': true } });
    await client.deliver(report.topic, report.message);
    await client.deliver(`${PK}/did-other/report`, report.message);
    await client.deliver(`${PK}/${DID}/online`, '{not json');
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ topic: 'report', message: { payload: { dps: { '1': true } } }, problem: null });
    expect(received[1]).toMatchObject({ topic: 'online', message: null, raw: '{not json', problem: { reason: 'device.problem.notJson' } });
  });

  it('publishes at the qos asked, and disconnects when the page goes', async () => {
    view = await render(<Probe target={{ productKey: PK, did: DID }} />);
    const client = lastClient();
    await client.ready();
    const message = connection.publish('control', 'control', { dps: { '1': false } }, 2);
    expect(message?.header).toMatchObject({ ns: 'device.control', name: 'control' });
    expect(client.published.at(-1)).toMatchObject({ topic: `${PK}/${DID}/control`, qos: 2, message });
    view.unmount();
    expect(client.ended).toBe(true);
    view = await render(<output />);
  });
});
