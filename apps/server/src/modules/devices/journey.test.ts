import type { AddressInfo } from 'node:net';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceAuthError, VirtualDevice } from '@iotc/device-sdk';
import { buildMessage, deviceTopic, MQTT_CONTROL_QOS, MQTT_WS_PATH } from '@iotc/shared';
import type { ApiEnvelope, PageResult } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { functionPaths } from '@iotc/shared/functions';
import { productPaths } from '@iotc/shared/products';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import { ActiveStatus, DeviceEvent, devicePaths, OnlineStatus } from '@iotc/shared/devices';
import { jobPaths } from '@iotc/shared/jobs';
import { triplePaths } from '@iotc/shared/triples';
import type { DeviceItem, DeviceLogItem } from '@iotc/shared/devices';
import type { JobInfo } from '@iotc/shared/jobs';
import type { Triple } from '@iotc/shared/triples';
import { createDemoApp, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { multipartBody } from '../files/testUpload.ts';
import { insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { connectClient, inbox, until } from './ingestTestKit.ts';

/**
 * The device journey as a device maker lives it: triples generated through the API, SDK devices
 * connecting with them, a console user's control answered with an ack and a report, all in the device log.
 */

let t: TestApp;
let demo: TokenPair;
let asDemo: CallerAs;
let productId: string;
let productKey: string;
let triples: Triple[];
const running: VirtualDevice[] = [];
const clients: MqttClient[] = [];

async function generateTriples(serials: string[]): Promise<JobInfo> {
  const { payload, headers } = multipartBody([
    { name: 'productId', value: productId },
    { name: 'count', value: String(serials.length) },
    { name: 'file', filename: 'serials.csv', contentType: 'text/csv', data: Buffer.from(serials.join('\r\n')) },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${triplePaths.generate}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${demo.token}`, lang: 'en-US' },
  });
  expect(response.statusCode).toBe(200);
  const started = response.json<ApiEnvelope<JobInfo>>().data;
  return until(async () => {
    const job = (await asDemo<JobInfo>('GET', jobPaths.detail(started.id))).body.data;
    return job.status === 'done' || job.status === 'failed' ? job : undefined;
  }, 20_000);
}

beforeAll(async () => {
  ({ t, demo, asDemo } = await createDemoApp('demo'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await seedTestClasses(t.db, t.clock.now());
  productId = await insertProduct(t.db, demo.tenantId, t.clock.now(), { lang: 'en-US' });
  productKey = (await asDemo<ProductDetail>('GET', productPaths.detail(productId))).body.data.productKey;
});

afterAll(async () => {
  await Promise.all(running.map((d) => d.stop()));
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t?.close();
});

describe('the device journey', () => {
  it('generates three triples through the API', async () => {
    const job = await generateTriples(['JOURNEY-1', 'JOURNEY-2', 'JOURNEY-3']);
    expect(job).toMatchObject({ status: 'done', done: 3, total: 3 });
    const generationId = String(job.result!.generationId);
    triples = (await asDemo<PageResult<Triple>>('POST', triplePaths.list, { body: { generationId } })).body.data.list;
    expect(triples.map((x) => x.sn).sort()).toEqual(['JOURNEY-1', 'JOURNEY-2', 'JOURNEY-3']);
  });

  it('connects three SDK devices with them: activated and online', async () => {
    const functions = (await asDemo<ProductFunction[]>('GET', functionPaths.functions, { query: { productId } })).body.data;
    for (const triple of triples) {
      const device = new VirtualDevice({
        url: t.app.broker.deviceUrl,
        credentials: { productKey, deviceId: triple.deviceId, username: triple.username, password: triple.password },
        functions,
      });
      running.push(device);
      await device.start();
    }
    const listed = await until(async () => {
      const { list } = (await asDemo<PageResult<DeviceItem>>('POST', devicePaths.list, { body: { productId } })).body.data;
      const ready = list.filter((d) => d.activeStatus === ActiveStatus.Active && d.onlineStatus === OnlineStatus.Online);
      return ready.length === 3 ? list : undefined;
    });
    expect(listed.every((d) => d.activatedTime !== null)).toBe(true);
  });

  it('refuses a device with a wrong password', async () => {
    const triple = triples[0]!;
    const impostor = new VirtualDevice({
      url: t.app.broker.deviceUrl,
      credentials: { productKey, deviceId: triple.deviceId, username: triple.username, password: `${triple.password}x` },
      functions: [],
    });
    await expect(impostor.start()).rejects.toBeInstanceOf(DeviceAuthError);
  });

  it('carries a console control to the device and back as an ack and a report, all in the device log', async () => {
    const did = triples[0]!.deviceId;
    const port = (t.app.server.address() as AddressInfo).port;
    const consoleUser = await connectClient(`ws://127.0.0.1:${port}${MQTT_WS_PATH}`, { clientId: `console-${did}`, username: 'demo', password: demo.token });
    clients.push(consoleUser);
    const received = inbox(consoleUser);
    await consoleUser.subscribeAsync([deviceTopic(productKey, did, 'control/ack'), deviceTopic(productKey, did, 'report')], { qos: 1 });
    const control = buildMessage('control', 'control', did, { dps: { '2': 500 } });
    await consoleUser.publishAsync(deviceTopic(productKey, did, 'control'), JSON.stringify(control), { qos: MQTT_CONTROL_QOS });

    const ack = await until(() => received.find((m) => m.topic.endsWith('/control/ack')));
    expect(ack.body.header.mid).toBe(control.header.mid);
    expect(ack.body.payload).toMatchObject({ code: 0, dps: { '2': 500 } });
    const report = await until(() => received.find((m) => m.topic.endsWith('/report')));
    expect(report.body.payload).toEqual({ dps: { '2': 500 } });
    expect(running[0]!.state['2']).toBe(500);

    const log = await until(async () => {
      const { list } = (await asDemo<PageResult<DeviceLogItem>>('POST', devicePaths.logList, { body: { did, sort: 'asc' } })).body.data;
      const events = list.map((l) => l.eventType);
      const reported = list.some((l) => l.eventType === DeviceEvent.Report && l.funcKey === 'bright_value' && l.value === 500);
      return events.includes(DeviceEvent.ControlAck) && reported ? list : undefined;
    });
    expect(log.find((l) => l.eventType === DeviceEvent.Control)).toMatchObject({ originChannel: 'console', originDetail: 'demo@example.com' });
    // The report at start-up carried the start value (the middle of 10-1000: no default); the one after the control carries 500.
    expect(log.filter((l) => l.eventType === DeviceEvent.Report && l.funcKey === 'bright_value').map((l) => l.value)).toEqual([505, 500]);
  });
});
