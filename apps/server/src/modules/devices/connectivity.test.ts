import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceTopic, deviceTopicFilter } from '@iotc/shared';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import { connectClient, connectDevice, listenForWebSocket, deviceRow, faultsOf, inbox, logsOf, message, settle, stateOf, until, useFleetApp } from './ingestTestKit.ts';

const env = useFleetApp(3, 'demo', 'dev');
let wsUrl: string;

beforeAll(async () => {
  wsUrl = await listenForWebSocket(env.t);
});

async function device(did: string): Promise<MqttClient> {
  const client = await connectDevice(env.t.app.broker.deviceUrl, env.t, env.fleet, did);
  env.clients.push(client);
  return client;
}

async function consoleClient(token: string): Promise<MqttClient> {
  const client = await connectClient(wsUrl, { clientId: `console-${Math.random().toString(36).slice(2)}`, username: 'any', password: token });
  env.clients.push(client);
  return client;
}

describe('device connectivity on the embedded broker', () => {
  let devices: MqttClient[];

  it('activates three devices on their first connect and shows them online', async () => {
    devices = await Promise.all(env.fleet.dids.map((did) => device(did)));
    for (const did of env.fleet.dids) {
      const row = await until(async () => {
        const r = await deviceRow(env.t.db, did);
        return r.online && r.activatedAt ? r : undefined;
      });
      expect(row.lastActivatedAt).not.toBeNull();
      const events = (await logsOf(env.t.db, did)).map((l) => l.eventType);
      // The connect and the device's own online message are one event.
      expect(events).toEqual([DeviceEvent.Activated, DeviceEvent.Online]);
    }
  });

  it('carries a console control to the device, and its ack and report back, all in the device log', async () => {
    const did = env.fleet.dids[0]!;
    const deviceClient = devices[0]!;
    const deviceInbox = inbox(deviceClient);
    await deviceClient.subscribeAsync(deviceTopic(env.fleet.productKey, did, 'control'), { qos: 2 });
    deviceClient.on('message', (topic, payload) => {
      const control = JSON.parse(payload.toString()) as { header: { mid: string }; payload: { dps: Record<string, unknown> } };
      void deviceClient.publishAsync(deviceTopic(env.fleet.productKey, did, 'control/ack'), message('control/ack', 'control', did, { code: 0, dps: control.payload.dps }, control.header.mid), { qos: 1 });
      void deviceClient.publishAsync(deviceTopic(env.fleet.productKey, did, 'report'), message('report', 'report', did, { dps: control.payload.dps }), { qos: 1 });
    });

    const consoleUser = await consoleClient(env.demo.token);
    const consoleInbox = inbox(consoleUser);
    const granted = await consoleUser.subscribeAsync(deviceTopicFilter(env.fleet.productKey, did), { qos: 1 });
    expect(granted.map((g) => g.qos)).toEqual([1]);
    const control = message('control', 'control', did, { dps: { '1': true, '2': 500 } });
    await consoleUser.publishAsync(deviceTopic(env.fleet.productKey, did, 'control'), control, { qos: 2 });

    await until(() => consoleInbox.some((m) => m.topic.endsWith('/report')) && consoleInbox.some((m) => m.topic.endsWith('/control/ack')));
    expect(deviceInbox.map((m) => m.body.payload)).toEqual([{ dps: { '1': true, '2': 500 } }]);
    const ack = consoleInbox.find((m) => m.topic.endsWith('/control/ack'))!;
    expect(ack.body.header.mid).toBe(JSON.parse(control).header.mid);

    const logs = await until(async () => {
      const rows = await logsOf(env.t.db, did);
      return rows.filter((r) => r.eventType === DeviceEvent.Report).length === 2 && rows.some((r) => r.eventType === DeviceEvent.ControlAck) ? rows : undefined;
    });
    const controls = logs.filter((l) => l.eventType === DeviceEvent.Control);
    expect(controls.map((l) => [l.funcKey, l.value, l.originChannel, l.originDetail])).toEqual([
      ['switch_led', true, 'console', 'demo@example.com'],
      ['bright_value', 500, 'console', 'demo@example.com'],
    ]);
    expect(logs.find((l) => l.eventType === DeviceEvent.ControlAck)).toMatchObject({ originChannel: 'device', originDetail: did, value: { code: 0 } });
    expect(logs.filter((l) => l.eventType === DeviceEvent.Report).map((l) => [l.funcKey, l.funcName, l.value])).toEqual([
      ['switch_led', 'Switch', true],
      ['bright_value', 'Brightness', 500],
    ]);
    expect(await stateOf(env.t.db, did)).toEqual({ '1': true, '2': 500 });
  });

  it('drops a message a device publishes under another device, and keeps it connected', async () => {
    const [, intruderDid, victimDid] = env.fleet.dids as [string, string, string];
    const watcher = await consoleClient(env.demo.token);
    const watched = inbox(watcher);
    await watcher.subscribeAsync(deviceTopicFilter(env.fleet.productKey, victimDid), { qos: 1 });
    const before = await logsOf(env.t.db, victimDid);

    const topic = deviceTopic(env.fleet.productKey, victimDid, 'report');
    await devices[1]!.publishAsync(topic, message('report', 'report', victimDid, { dps: { '1': true } }), { qos: 1 });

    const [fault] = await until(async () => {
      const rows = await faultsOf(env.t.db, intruderDid);
      return rows.length > 0 ? rows : undefined;
    });
    expect(fault).toMatchObject({ code: 'device.problem.topic', reportType: FaultReportType.Rejected, reportFrom: topic });
    await settle();
    expect(watched).toEqual([]);
    expect(await logsOf(env.t.db, victimDid)).toEqual(before);
    expect(await stateOf(env.t.db, victimDid)).toBeNull();
    expect(devices[1]!.connected).toBe(true);
  });

  it('refuses a wrong password (bad username or password) and leaves the device as it was', async () => {
    const row = await deviceRow(env.t.db, env.fleet.dids[2]!);
    await devices[2]!.endAsync();
    await until(async () => !(await deviceRow(env.t.db, env.fleet.dids[2]!)).online);
    const error = await connectDevice(env.t.app.broker.deviceUrl, env.t, env.fleet, env.fleet.dids[2]!, { password: 'not-the-password-at-all!' }).catch((e: unknown) => e);
    expect((error as { code?: number }).code).toBe(4);
    await settle();
    const after = await deviceRow(env.t.db, env.fleet.dids[2]!);
    expect(after.online).toBe(false);
    expect(after.lastActivatedAt).toEqual(row.lastActivatedAt);
    expect((await logsOf(env.t.db, env.fleet.dids[2]!)).at(-1)?.eventType).toBe(DeviceEvent.Offline);
  });

  it('refuses a console user of another space the device topics', async () => {
    const did = env.fleet.dids[0]!;
    const outsider = await consoleClient(env.dev.token);
    // mqtt.js fails the subscribe when the broker answers with the failure code.
    const refused = await outsider.subscribeAsync(deviceTopicFilter(env.fleet.productKey, did), { qos: 1 }).catch((e: unknown) => e);
    expect((refused as { packet?: { granted: number[] } }).packet?.granted).toEqual([128]);

    const deviceInbox = inbox(devices[0]!);
    const before = await logsOf(env.t.db, did);
    await outsider.publishAsync(deviceTopic(env.fleet.productKey, did, 'control'), message('control', 'control', did, { dps: { '1': false } }), { qos: 1 });
    await settle();
    expect(deviceInbox).toEqual([]);
    expect(await logsOf(env.t.db, did)).toEqual(before);
  });

  it('refuses a token that is not one', async () => {
    const error = await connectClient(wsUrl, { clientId: 'console-x', username: 'any', password: `${env.demo.token}x` }).catch((e: unknown) => e);
    expect((error as { code?: number }).code).toBe(4);
  });

  it('rejects a report out of range with the reason and stores nothing of it', async () => {
    const did = env.fleet.dids[0]!;
    const topic = deviceTopic(env.fleet.productKey, did, 'report');
    const before = await logsOf(env.t.db, did);
    await devices[0]!.publishAsync(topic, message('report', 'report', did, { dps: { '1': false, '2': 5000 } }), { qos: 1 });
    const [fault] = await until(async () => {
      const rows = await faultsOf(env.t.db, did);
      return rows.length > 0 ? rows : undefined;
    });
    expect(fault).toMatchObject({
      code: 'device.problem.range',
      params: { dpId: 2, min: 10, max: 1000, value: 5000 },
      reportType: FaultReportType.Rejected,
      reportFrom: topic,
      parameter: { dps: { '1': false, '2': 5000 } },
    });
    expect(await stateOf(env.t.db, did)).toEqual({ '1': true, '2': 500 });
    expect(await logsOf(env.t.db, did)).toEqual(before);
  });

  it('records fault bits a device reports as malfunctions, and a malformed message as a rejection', async () => {
    const did = env.fleet.dids[1]!;
    await devices[1]!.publishAsync(deviceTopic(env.fleet.productKey, did, 'report'), message('report', 'report', did, { dps: { '4': 3 } }), { qos: 1 });
    await devices[1]!.publishAsync(deviceTopic(env.fleet.productKey, did, 'report'), 'not json', { qos: 1 });
    const faults = await until(async () => {
      const rows = await faultsOf(env.t.db, did);
      return rows.length >= 4 ? rows : undefined;
    });
    expect(faults.slice(1).map((f) => [f.code, f.reportType, f.params])).toEqual([
      ['fault.0', FaultReportType.Fault, { name: 'Overheat', identifier: 'fault', bit: 0 }],
      ['fault.1', FaultReportType.Fault, { name: 'Short circuit', identifier: 'fault', bit: 1 }],
      ['device.problem.notJson', FaultReportType.Rejected, {}],
    ]);
    expect(await stateOf(env.t.db, did)).toEqual({ '4': 3 });
  });

  it('logs info/report into the registry columns and takes a device offline when it goes', async () => {
    const did = env.fleet.dids[1]!;
    const info = { module: { firmwareKey: 'wifi-mod', version: '1.2.0' }, mcu: { firmwareKey: 'mcu-fw', version: '2.0.1' }, moduleSn: 'SN-9' };
    await devices[1]!.publishAsync(deviceTopic(env.fleet.productKey, did, 'info/report'), message('info/report', 'info', did, info), { qos: 1 });
    const row = await until(async () => {
      const r = await deviceRow(env.t.db, did);
      return r.moduleFirmwareVersion ? r : undefined;
    });
    expect(row).toMatchObject({ moduleFirmwareKey: 'wifi-mod', moduleFirmwareVersion: '1.2.0', mcuFirmwareKey: 'mcu-fw', mcuFirmwareVersion: '2.0.1', moduleSn: 'SN-9', info });

    // A connection dropped without DISCONNECT: the will says offline.
    devices[1]!.stream.destroy();
    await until(async () => !(await deviceRow(env.t.db, did)).online);
    const events = (await logsOf(env.t.db, did)).map((l) => l.eventType);
    expect(events.filter((e) => e === DeviceEvent.Offline)).toHaveLength(1);
    expect(events.at(-1)).toBe(DeviceEvent.Offline);
  });
});
