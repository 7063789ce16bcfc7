import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type PageResult } from '@iotc/shared';
import { DeviceEvent, DeviceNature, devicePaths, type DeviceLogItem } from '@iotc/shared/devices';
import { functionPaths, type FunctionInput } from '@iotc/shared/functions';
import { virtualDevicePaths, type VirtualDevice } from '@iotc/shared/virtualDevices';
import { insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { call, createTestApp, eventually, loginAs, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { TestConsole } from './testConsole.ts';

/** Virtual devices as sensors: plausible start values, periodic drifting reports, a value reported on request. */

/** The mean report interval of this suite: short, so a periodic report arrives within a test. */
const REPORT_MS = 300;

let t: TestApp;
let asDemo: CallerAs;
let tenantId: string;
let mqttConsole: TestConsole;

beforeAll(async () => {
  t = await createTestApp({ demo: true, config: { virtualReportMs: REPORT_MS } });
  await seedTestClasses(t.db, t.clock.now());
  const demo = await loginAs(t.app, 'demo');
  const token = demo.token;
  tenantId = demo.tenantId;
  asDemo = (method, path, options = {}) => call(t.app, method, path, { token, lang: 'en-US', ...options });
  mqttConsole = await TestConsole.connect(t.app.broker.deviceUrl, token);
});
afterAll(async () => {
  await mqttConsole?.close();
  await t?.close();
});

const sensors = {
  temperature: { dpId: 101, name: 'Temperature', identifier: 'room_temp', rwFlag: 'ro', dataType: 'value', min: -400, max: 2000, step: 1, multiple: 1, unit: '℃' },
  humidity: { dpId: 102, name: 'Humidity', identifier: 'room_humidity', rwFlag: 'ro', dataType: 'value', min: 0, max: 100, step: 1, unit: '%' },
  label: { dpId: 103, name: 'Label', identifier: 'label', rwFlag: 'wo', dataType: 'string', maxLength: 8 },
} satisfies Record<string, FunctionInput>;

/** A product of the test class (switch, brightness 10-1000 without default) with a thermometer, a hygrometer and a send-only label. */
async function sensorDevice(): Promise<VirtualDevice> {
  const productId = await insertProduct(t.db, tenantId, t.clock.now());
  const added = await asDemo('POST', functionPaths.addFunc, { body: { productId, functions: Object.values(sensors) } });
  expect(added.body.code, added.body.msg).toBe(0);
  const r = await asDemo<VirtualDevice>('POST', virtualDevicePaths.generate, { body: { productId } });
  expect(r.body.code, r.body.msg).toBe(0);
  return r.body.data;
}

/** The values of the device's reports of one function, oldest first. */
const reportsOf = async (did: string, funcKey: string) => {
  const r = await asDemo<PageResult<DeviceLogItem>>('POST', devicePaths.logList, { body: { did, eventType: DeviceEvent.Report, funcKey, pageSize: 100, sort: 'asc' } });
  expect(r.body.code, r.body.msg).toBe(0);
  return r.body.data.list.map((item) => item.value);
};

describe('a virtual sensor', () => {
  it('starts from plausible values, not its range minimum', async () => {
    const device = await sensorDevice();
    // Its start-up report: 22.0 ℃ and 45 % rather than -40.0 ℃ and 0 %; brightness has no default: the middle of 10-1000.
    // (Periodic reports follow within the same instant of the suite's frozen clock: looked for, not taken first.)
    await eventually(async () => expect(await reportsOf(device.did, 'room_temp')).toContain(220));
    expect(await reportsOf(device.did, 'room_humidity')).toContain(45);
    expect(await reportsOf(device.did, 'room_temp')).not.toContain(-400);
    expect(await reportsOf(device.did, 'bright_value')).toEqual([505]);
    expect(await reportsOf(device.did, 'switch_led')).toEqual([false]);
  });

  it('reports its readings by itself, drifting within their range, and keeps its controllable values', async () => {
    const device = await sensorDevice();
    await mqttConsole.control(device.productKey, device.did, { '2': 700 });
    // The start-up report plus at least two periodic ones, each with both readings.
    await eventually(async () => expect((await reportsOf(device.did, 'room_humidity')).length).toBeGreaterThanOrEqual(3), 10_000);
    for (const value of await reportsOf(device.did, 'room_temp')) expect(value).toEqual(expect.any(Number));
    const temperatures = (await reportsOf(device.did, 'room_temp')) as number[];
    const humidities = (await reportsOf(device.did, 'room_humidity')) as number[];
    for (const v of temperatures) expect(Math.abs(v - 220)).toBeLessThanOrEqual(30);
    for (const v of humidities) expect(v >= 0 && v <= 100 && Math.abs(v - 45) <= 30).toBe(true);
    expect((await mqttConsole.queryAll(device.productKey, device.did))['2']).toBe(700);
  });
});

describe('reporting a chosen value', () => {
  const report = (device: VirtualDevice, dpId: unknown, value: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    asDemo('POST', virtualDevicePaths.report, { body: { productId: device.productId, did: device.did, dpId, value }, lang });

  it('has the device report it through its own connection: logged like any report, and its state', async () => {
    const device = await sensorDevice();
    const r = await report(device, 101, 315);
    expect(r.body.code, r.body.msg).toBe(0);
    await eventually(async () => expect(await reportsOf(device.did, 'room_temp')).toContain(315));
    const [entry] = (await asDemo<PageResult<DeviceLogItem>>('POST', devicePaths.logList, { body: { did: device.did, funcKey: 'room_temp', eventType: DeviceEvent.Report } })).body.data.list;
    expect(entry).toMatchObject({ originChannel: 'virtual', originDetail: device.did });
    await eventually(async () => expect((await mqttConsole.queryAll(device.productKey, device.did))['101']).toBeGreaterThanOrEqual(312));
    // A controllable function can be reported too (a button pressed on the device).
    expect((await report(device, 2, 900)).body.code).toBe(0);
    await eventually(async () => expect((await mqttConsole.queryAll(device.productKey, device.did))['2']).toBe(900));
  });

  it('refuses a value the thing model does not allow, naming the field in both languages, and sends nothing', async () => {
    const device = await sensorDevice();
    const before = await mqttConsole.queryAll(device.productKey, device.did);
    const cases: [dpId: unknown, value: unknown, field: string, msg: string][] = [
      [102, 101, 'value', 'Value: The value 101 is outside 0-100'],
      [102, 4.5, 'value', 'Value: The value must be of type value'],
      [102, 'wet', 'value', 'Value: The value must be of type value'],
      [1, 1, 'value', 'Value: The value must be of type bool'],
      [103, 'hello', 'dpId', 'DP ID: This data point is send-only and cannot be reported'],
      [150, 1, 'dpId', 'DP ID: The product has no data point 150'],
    ];
    for (const [dpId, value, field, msg] of cases) {
      const r = await report(device, dpId, value);
      expect([r.status, r.body.code, r.body.msg, (r.body.data as { errors: { field: string }[] }).errors[0]?.field]).toEqual([422, ErrorCode.Validation, msg, field]);
    }
    const zh = await report(device, 102, 101, 'zh-CN');
    expect([zh.status, zh.body.msg]).toEqual([422, expect.stringMatching(/^值：.*0-100/)]);
    expect((await report(device, 102, undefined)).status).toBe(422);
    // Nothing was reported: the state is as before, bar the drift of the readings.
    const after = await mqttConsole.queryAll(device.productKey, device.did);
    expect(after['1']).toBe(before['1']);
    expect(after['2']).toBe(before['2']);
    expect(await reportsOf(device.did, 'room_humidity')).not.toContain(101);
  });

  it('refuses an offline virtual device (409), and a real device of the product or none (404)', async () => {
    const device = await sensorDevice();
    // Rows the runner was not told of: never started, so offline.
    const [offline] = await insertTestDevices(t.db, tenantId, device.productId, { overrides: { nature: DeviceNature.Virtual } });
    const [real] = await insertTestDevices(t.db, tenantId, device.productId);
    const send = (did: string) => asDemo('POST', virtualDevicePaths.report, { body: { productId: device.productId, did, dpId: 101, value: 220 } });
    const r = await send(offline!);
    expect([r.status, r.body.code, r.body.msg]).toEqual([409, ErrorCode.DeviceOffline, 'The device is offline']);
    for (const did of [real!, 'no-such-device']) {
      const refused = await send(did);
      expect([refused.status, refused.body.code]).toEqual([404, ErrorCode.NotFound]);
    }
  });
});
