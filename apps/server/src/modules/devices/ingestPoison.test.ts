import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMessage, deviceTopic } from '@iotc/shared';
import { DeviceEvent, FaultReportType } from '@iotc/shared/devices';
import type { TokenPair } from '@iotc/shared/auth';
import { createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { connectDevice, faultsOf, insertFleet, logsOf, message, stateOf, type TestFleet } from './ingestTestKit.ts';

/**
 * One device sends every kind of message the database cannot store as it is, each between valid reports of
 * devices in two other spaces: every valid report is stored by the time its PUBACK arrives, each poison is a
 * malfunction with its reason, and nothing reaches the database that it refuses.
 */

let t: TestApp;
let poisoner: { fleet: TestFleet; client: MqttClient };
let others: { fleet: TestFleet; client: MqttClient }[];
const clients: MqttClient[] = [];

async function fleetOf(tokens: TokenPair): Promise<{ fleet: TestFleet; client: MqttClient }> {
  const fleet = await insertFleet(t, tokens.tenantId, 1);
  const client = await connectDevice(t.app.broker.deviceUrl, t, fleet, fleet.dids[0]!);
  clients.push(client);
  return { fleet, client };
}

beforeAll(async () => {
  const app = await createDemoApp('demo', 'partner', 'dev');
  t = app.t;
  poisoner = await fleetOf(app.demo);
  others = [await fleetOf(app.partner), await fleetOf(app.dev)];
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t?.close();
});

const header = (did: string) => JSON.stringify(buildMessage('report', 'report', did, {}).header);
const withNul = (text: string) => Buffer.concat([Buffer.from(text.slice(0, 10)), Buffer.from([0]), Buffer.from(text.slice(10))]);

/** Each poison: the topic it goes to, its bytes, and the malfunction it must become. */
function poisons(did: string): { name: string; topic: 'report' | 'control/ack' | 'info/report'; payload: Buffer; reason: string }[] {
  const report = (payload: unknown) => message('report', 'report', did, payload);
  const invalidUtf8 = Buffer.from(report({ dps: { '1': true } }));
  invalidUtf8[invalidUtf8.indexOf('true')] = 0xc3;
  return [
    { name: 'a raw NUL byte', topic: 'report', payload: withNul(report({ dps: { '1': true } })), reason: 'device.problem.notJson' },
    { name: 'a \\u0000 escape in a value', topic: 'report', payload: Buffer.from(report({ dps: { '2': 'a\u0000b' } })), reason: 'device.problem.text' },
    { name: 'a \\u0000 escape in a key', topic: 'report', payload: Buffer.from(report({ dps: { '1\u0000': true } })), reason: 'device.problem.text' },
    { name: 'a \\u0000 escape in the mid', topic: 'report', payload: Buffer.from(message('report', 'report', did, { dps: { '1': true } }, 'mid\u0000')), reason: 'device.problem.text' },
    { name: 'an unpaired surrogate', topic: 'report', payload: Buffer.from(report({ dps: { '2': '\ud800' } })), reason: 'device.problem.text' },
    { name: 'invalid UTF-8', topic: 'report', payload: invalidUtf8, reason: 'device.problem.encoding' },
    { name: 'JSON nested thousands deep', topic: 'report', payload: Buffer.from(`{"header":${header(did)},"payload":{"dps":${'['.repeat(20000)}${']'.repeat(20000)}}}`), reason: 'device.problem.depth' },
    { name: 'a \\u0000 escape in an acknowledgement', topic: 'control/ack', payload: Buffer.from(message('control/ack', 'control', did, { code: 0, msg: '\u0000' })), reason: 'device.problem.text' },
    { name: 'a \\u0000 escape in info', topic: 'info/report', payload: Buffer.from(message('info/report', 'info', did, { moduleSn: 'SN\u0000' })), reason: 'device.problem.text' },
  ];
}

/** A valid report of another space's device; resolves with its mid once acknowledged. */
async function validReport(other: { fleet: TestFleet; client: MqttClient }, value: number): Promise<string> {
  const did = other.fleet.dids[0]!;
  const body = message('report', 'report', did, { dps: { '2': value } });
  await other.client.publishAsync(deviceTopic(other.fleet.productKey, did, 'report'), body, { qos: 1 });
  return (JSON.parse(body) as { header: { mid: string } }).header.mid;
}

describe('device messages the database cannot store', () => {
  it('are refused one by one as malfunctions while every valid report of other spaces is stored', async () => {
    const did = poisoner.fleet.dids[0]!;
    const list = poisons(did);
    const acked: { did: string; mid: string; value: number }[] = [];
    let value = 10;
    for (const poison of list) {
      for (const other of others) {
        value += 10;
        acked.push({ did: other.fleet.dids[0]!, mid: await validReport(other, value), value });
      }
      await poisoner.client.publishAsync(deviceTopic(poisoner.fleet.productKey, did, poison.topic), poison.payload, { qos: 1 });
    }
    for (const other of others) acked.push({ did: other.fleet.dids[0]!, mid: await validReport(other, 1000), value: 1000 });

    // Acknowledged means stored: no waiting.
    for (const other of others) {
      const otherDid = other.fleet.dids[0]!;
      const reports = (await logsOf(t.db, otherDid)).filter((l) => l.eventType === DeviceEvent.Report);
      expect(reports.map((r) => r.mid)).toEqual(acked.filter((a) => a.did === otherDid).map((a) => a.mid));
      expect(await stateOf(t.db, otherDid)).toEqual({ '2': 1000 });
    }

    const faults = await faultsOf(t.db, did);
    expect(faults.map((f) => [f.code, f.reportType, f.reportFrom])).toEqual(
      list.map((p) => [p.reason, FaultReportType.Rejected, deviceTopic(poisoner.fleet.productKey, did, p.topic)]),
    );
    // The malfunction shows each message, escaped where it had to be.
    expect(faults[0]!.parameter).toEqual(expect.stringContaining('\\u0000'));
    expect(faults[1]!.parameter).toMatchObject({ payload: { dps: { '2': 'a\\u0000b' } } });
    expect(faults[2]!.parameter).toMatchObject({ payload: { dps: { '1\\u0000': true } } });
    expect(faults[5]!.parameter).toEqual(expect.stringContaining('\ufffd'));
    // Nothing of the poison became state or log, and the device is still connected.
    expect(await stateOf(t.db, did)).toBeNull();
    expect((await logsOf(t.db, did)).map((l) => l.eventType)).toEqual([DeviceEvent.Activated, DeviceEvent.Online]);
    expect(poisoner.client.connected).toBe(true);
    // Refused before the database: no batch failed, none was tried twice.
    expect(t.app.deviceIngest.writerStats).toMatchObject({ failedAttempts: 0, maxAttemptsPerBatch: 0, setAside: 0 });
  });

  it('records a publish to a topic with a NUL as refused, escaped', async () => {
    const did = poisoner.fleet.dids[0]!;
    const topic = `${poisoner.fleet.productKey}/${did}/report\u0000x`;
    await poisoner.client.publishAsync(topic, message('report', 'report', did, { dps: { '1': true } }), { qos: 1 });
    const [fault] = (await faultsOf(t.db, did)).slice(-1);
    expect(fault).toMatchObject({ code: 'device.problem.topic', reportFrom: `${poisoner.fleet.productKey}/${did}/report\\u0000x` });
    expect(fault!.params).toEqual({ topic: `${poisoner.fleet.productKey}/${did}/report\\u0000x` });
    expect(poisoner.client.connected).toBe(true);
  });
});
