import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerHookPaths, deviceTopic, deviceTopicFilter } from '@iotc/shared';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import type { TokenPair } from '@iotc/shared/auth';
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { HOOK_SECRET_HEADER, SERVER_USERNAME, hookSecret, serverPassword } from '../../core/broker/access.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { connectClient, connectDevice, deviceRow, faultsOf, inbox, insertFleet, logsOf, message, stateOf, until, type TestFleet } from './ingestTestKit.ts';

/** The local Mosquitto (anonymous allowed): it stands for EMQX or Mosquitto with the auth plugin, whose calls are tested on the hook routes. */
const MQTT_URL = 'mqtt://127.0.0.1:1883';

let t: TestApp;
let demo: TokenPair;
let dev: TokenPair;
let fleet: TestFleet;
const clients: MqttClient[] = [];

const serverClientId = `iotc-test-server-${randomUUID()}`;

beforeAll(async () => {
  // A share group of its own: other runs on the same Mosquitto must not take this run's messages.
  t = await createTestApp({ demo: true, config: { mqttUrl: MQTT_URL, mqttShareGroup: `test-${randomUUID()}`, mqttClientId: serverClientId } });
  demo = await loginAs(t.app, 'demo');
  dev = await loginAs(t.app, 'dev');
  fleet = await insertFleet(t, demo.tenantId, 3);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t?.close();
  // The server's session is persistent: a clean connect under its id ends it, so the shared Mosquitto keeps nothing of this run.
  const cleanup = await connectClient(MQTT_URL, { clientId: serverClientId, clean: true }).catch(() => null);
  await cleanup?.endAsync();
});

describe('device connectivity through an external broker', () => {
  let devices: MqttClient[];

  it('tells devices to connect to the external broker', () => {
    expect(t.app.broker.deviceUrl).toBe(MQTT_URL);
  });

  it('learns from the devices’ online messages that they are activated and online', async () => {
    devices = await Promise.all(fleet.dids.map((did) => connectDevice(MQTT_URL, t, fleet, did)));
    clients.push(...devices);
    for (const did of fleet.dids) {
      await until(async () => {
        const r = await deviceRow(t.db, did);
        return r.online && r.activatedAt !== null;
      });
      expect((await logsOf(t.db, did)).map((l) => l.eventType)).toEqual([DeviceEvent.Activated, DeviceEvent.Online]);
    }
  });

  it('logs a console control, the device’s ack and its report, and stores the state', async () => {
    const did = fleet.dids[0]!;
    const deviceClient = devices[0]!;
    await deviceClient.subscribeAsync(deviceTopic(fleet.productKey, did, 'control'), { qos: 1 });
    deviceClient.on('message', (_topic, payload) => {
      const control = JSON.parse(payload.toString()) as { header: { mid: string }; payload: { dps: Record<string, unknown> } };
      void deviceClient.publishAsync(deviceTopic(fleet.productKey, did, 'control/ack'), message('control/ack', 'control', did, { code: 0, dps: control.payload.dps }, control.header.mid), { qos: 1 });
      void deviceClient.publishAsync(deviceTopic(fleet.productKey, did, 'report'), message('report', 'report', did, { dps: control.payload.dps }), { qos: 1 });
    });
    const consoleUser = await connectClient(MQTT_URL, { clientId: `console-${randomUUID()}`, username: 'demo', password: demo.token });
    clients.push(consoleUser);
    const received = inbox(consoleUser);
    await consoleUser.subscribeAsync(deviceTopicFilter(fleet.productKey, did), { qos: 1 });
    await consoleUser.publishAsync(deviceTopic(fleet.productKey, did, 'control'), message('control', 'control', did, { dps: { '2': 300 } }), { qos: 1 });

    await until(() => received.some((m) => m.topic.endsWith('/control/ack')) && received.some((m) => m.topic.endsWith('/report')));
    const logs = await until(async () => {
      const rows = await logsOf(t.db, did);
      return [DeviceEvent.Control, DeviceEvent.ControlAck, DeviceEvent.Report].every((e) => rows.some((r) => r.eventType === e)) ? rows : undefined;
    });
    expect(logs.find((l) => l.eventType === DeviceEvent.Control)).toMatchObject({ funcKey: 'bright_value', value: 300, originChannel: 'console' });
    expect(logs.find((l) => l.eventType === DeviceEvent.Report)).toMatchObject({ funcKey: 'bright_value', value: 300, originChannel: 'device', originDetail: did });
    expect(await stateOf(t.db, did)).toEqual({ '2': 300 });
  });

  it('rejects a report out of range with the reason and keeps the state', async () => {
    const did = fleet.dids[0]!;
    const topic = deviceTopic(fleet.productKey, did, 'report');
    await devices[0]!.publishAsync(topic, message('report', 'report', did, { dps: { '2': 1001 } }), { qos: 1 });
    const [fault] = await until(async () => {
      const rows = await faultsOf(t.db, did);
      return rows.length > 0 ? rows : undefined;
    });
    expect(fault).toMatchObject({ code: 'device.problem.range', reportType: FaultReportType.Rejected, reportFrom: topic });
    expect(await stateOf(t.db, did)).toEqual({ '2': 300 });
  });

  it('loses no report of a burst', async () => {
    const did = fleet.dids[1]!;
    const topic = deviceTopic(fleet.productKey, did, 'report');
    await Promise.all(Array.from({ length: 200 }, (_, i) => devices[1]!.publishAsync(topic, message('report', 'report', did, { dps: { '2': 10 + i } }), { qos: 1 })));
    const reports = await until(async () => {
      const rows = (await logsOf(t.db, did)).filter((l) => l.eventType === DeviceEvent.Report);
      return rows.length >= 200 ? rows : undefined;
    });
    expect(reports).toHaveLength(200);
    expect(await stateOf(t.db, did)).toEqual({ '2': 209 });
  });

  it('takes a device offline by its will', async () => {
    const did = fleet.dids[2]!;
    devices[2]!.stream.destroy();
    await until(async () => !(await deviceRow(t.db, did)).online);
    expect((await logsOf(t.db, did)).at(-1)?.eventType).toBe(DeviceEvent.Offline);
  });
});

describe('the broker hook', () => {
  const hook = async (path: string, body: Record<string, unknown>, secret: string | null = hookSecret(t.config.deviceSecret)) => {
    const response = await t.app.inject({ method: 'POST', url: path, payload: body, headers: secret ? { [HOOK_SECRET_HEADER]: secret } : {} });
    return { status: response.statusCode, result: response.json<{ result: string }>().result };
  };
  const allow = { status: 200, result: 'allow' };
  const deny = { status: 403, result: 'deny' };

  it('lets a device in with its credentials only', async () => {
    const did = fleet.dids[0]!;
    const username = fleet.usernames.get(did);
    expect(await hook(brokerHookPaths.auth, { clientid: did, username, password: devicePassword(t.config.deviceSecret, did) })).toEqual(allow);
    expect(await hook(brokerHookPaths.auth, { clientid: did, username, password: devicePassword(t.config.deviceSecret, fleet.dids[1]!) })).toEqual(deny);
    expect(await hook(brokerHookPaths.auth, { clientid: did, username: 'someone-else', password: devicePassword(t.config.deviceSecret, did) })).toEqual(deny);
    // A token does not open a device's session.
    expect(await hook(brokerHookPaths.auth, { clientid: did, username, password: demo.token })).toEqual(deny);
  });

  it('answers nobody without the hook secret', async () => {
    const did = fleet.dids[0]!;
    const credentials = { clientid: did, username: fleet.usernames.get(did), password: devicePassword(t.config.deviceSecret, did) };
    expect(await hook(brokerHookPaths.auth, credentials, null)).toEqual(deny);
    expect(await hook(brokerHookPaths.auth, credentials, 'guess')).toEqual(deny);
    expect(await hook(brokerHookPaths.acl, { ...credentials, topic: deviceTopic(fleet.productKey, did, 'report'), action: 'publish' }, 'guess')).toEqual(deny);
    // mosquitto-go-auth cannot send headers: the secret may come in the query.
    const viaQuery = await t.app.inject({ method: 'POST', url: `${brokerHookPaths.auth}?secret=${hookSecret(t.config.deviceSecret)}`, payload: credentials });
    expect(viaQuery.statusCode).toBe(200);
  });

  it('lets a device publish and subscribe under its own topics only', async () => {
    const [did, other] = fleet.dids as [string, string];
    const who = { clientid: did, username: fleet.usernames.get(did) };
    expect(await hook(brokerHookPaths.acl, { ...who, topic: deviceTopic(fleet.productKey, did, 'report'), action: 'publish' })).toEqual(allow);
    expect(await hook(brokerHookPaths.acl, { ...who, topic: deviceTopic(fleet.productKey, did, 'control'), action: 'publish' })).toEqual(deny);
    expect(await hook(brokerHookPaths.acl, { ...who, topic: deviceTopic(fleet.productKey, other, 'report'), action: 'publish' })).toEqual(deny);
    expect(await hook(brokerHookPaths.acl, { ...who, topic: deviceTopic(fleet.productKey, did, 'control'), action: 'subscribe' })).toEqual(allow);
    expect(await hook(brokerHookPaths.acl, { ...who, topic: '#', action: 'subscribe' })).toEqual(deny);
    // mosquitto-go-auth's form: acc 2 is a publish.
    expect(await hook(brokerHookPaths.acl, { ...who, topic: deviceTopic(fleet.productKey, other, 'report'), acc: 2 })).toEqual(deny);
  });

  it('lets a console user at the devices of their spaces, and no one else’s', async () => {
    const did = fleet.dids[0]!;
    const member = { clientid: `console-${randomUUID()}`, username: 'demo' };
    const outsider = { clientid: `console-${randomUUID()}`, username: 'dev' };
    expect(await hook(brokerHookPaths.auth, { ...member, password: demo.token })).toEqual(allow);
    expect(await hook(brokerHookPaths.auth, { ...outsider, password: dev.token })).toEqual(allow);
    expect(await hook(brokerHookPaths.auth, { ...outsider, password: 'not-a-token' })).toEqual(deny);

    expect(await hook(brokerHookPaths.acl, { ...member, topic: deviceTopicFilter(fleet.productKey, did), action: 'subscribe' })).toEqual(allow);
    expect(await hook(brokerHookPaths.acl, { ...member, topic: deviceTopic(fleet.productKey, did, 'control'), action: 'publish' })).toEqual(allow);
    expect(await hook(brokerHookPaths.acl, { ...member, topic: deviceTopic(fleet.productKey, did, 'report'), action: 'publish' })).toEqual(deny);
    expect(await hook(brokerHookPaths.acl, { ...outsider, topic: deviceTopicFilter(fleet.productKey, did), action: 'subscribe' })).toEqual(deny);
    expect(await hook(brokerHookPaths.acl, { ...outsider, topic: deviceTopic(fleet.productKey, did, 'control'), action: 'publish' })).toEqual(deny);
    // A client the auth hook never let in.
    expect(await hook(brokerHookPaths.acl, { clientid: 'stranger', username: 'demo', topic: deviceTopicFilter(fleet.productKey, did), action: 'subscribe' })).toEqual(deny);
  });

  it('knows the server by its derived password', async () => {
    expect(await hook(brokerHookPaths.auth, { clientid: 'iotc-server-1', username: SERVER_USERNAME, password: serverPassword(t.config.deviceSecret) })).toMatchObject(allow);
    expect(await hook(brokerHookPaths.auth, { clientid: 'iotc-server-1', username: SERVER_USERNAME, password: 'x' })).toEqual(deny);
  });
});
