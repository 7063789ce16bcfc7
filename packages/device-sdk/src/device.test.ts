import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AckCode } from '@iotc/shared';
import { functionInputSchema } from '@iotc/shared/functions';
import { DeviceAuthError, DeviceClient } from './DeviceClient.ts';
import { startBroker, Watcher, type TestBroker } from './testBroker.ts';
import { firmwareFile, otaInfoOf } from './testFileServer.ts';
import { testCredentials, testDefaults, testFunctions } from './testModel.ts';
import { VIRTUAL_REBOOT_MS, VirtualDevice } from './VirtualDevice.ts';

const device = testCredentials(1);
let broker: TestBroker;
let watcher: Watcher;
const running: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  broker = await startBroker([device]);
  watcher = await Watcher.watch(broker.url, device);
});

afterAll(async () => {
  await watcher.close();
  await broker.close();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((d) => d.stop()));
});

function virtualDevice(extra: Partial<ConstructorParameters<typeof VirtualDevice>[0]> = {}): VirtualDevice {
  const d = new VirtualDevice({ url: broker.url, credentials: device, functions: testFunctions, reconnectMs: 200, ...extra });
  running.push(d);
  return d;
}

function client(): DeviceClient {
  const c = new DeviceClient({ url: broker.url, credentials: device, reconnectMs: 200 });
  running.push({ stop: () => c.close() });
  return c;
}

/** A started device, and the index of the console's messages from which on the test looks. */
async function started(extra?: Parameters<typeof virtualDevice>[0]) {
  const from = watcher.seen.length;
  const d = virtualDevice(extra);
  await d.start();
  // Its start-up report closes the announcement: info, then the full state.
  await watcher.next((r) => r.topic === 'report', from);
  return { d, from: watcher.seen.length };
}

const online = (value: boolean) => (r: { topic: string; message: { payload: unknown } }) =>
  r.topic === 'online' && (r.message.payload as { online: boolean }).online === value;

describe('connection', () => {
  it('announces online, and the broker tells offline with its will when the link drops; it comes back and answers', async () => {
    const from = watcher.seen.length;
    const d = virtualDevice();
    await d.start();
    expect(d.client.connected).toBe(true);
    const up = await watcher.next(online(true), from);
    expect(up.message.header).toMatchObject({ ns: 'device.online', name: 'online', gid: device.deviceId, ver: '1.0.0' });
    const info = await watcher.next((r) => r.topic === 'info/report', from);
    expect(info.message.payload).toMatchObject({ module: { version: '1.0.0' }, mcu: { version: '1.0.0' } });
    const report = await watcher.next((r) => r.topic === 'report', from);
    // Send-only functions are not reported.
    expect(report.message.payload).toEqual({ dps: { '1': false, '2': 20, '3': 'auto', '4': 0 } });

    const cut = watcher.seen.length;
    broker.cut(device.deviceId);
    await watcher.next(online(false), cut);
    // mqtt.js reconnects; the device subscribes again and says online again.
    await watcher.next(online(true), cut);
    const mid = await watcher.send('query', 'query', { dpIds: [2] });
    expect((await watcher.answer('query/ack', mid)).message.payload).toEqual({ code: AckCode.Ok, dps: { '2': 20 } });
  });

  it('resolves a report with the mid the broker received, once acknowledged', async () => {
    const from = watcher.seen.length;
    const c = client();
    await c.connect();
    const mid = await c.report({ '2': 30 });
    const report = await watcher.next((r) => r.topic === 'report', from);
    expect(report.message.header.mid).toBe(mid);
    expect(report.message.payload).toEqual({ dps: { '2': 30 } });
  });

  it('connects over MQTT over WebSocket too', async () => {
    const from = watcher.seen.length;
    const d = virtualDevice({ url: broker.wsUrl });
    await d.start();
    await watcher.next(online(true), from);
    const mid = await watcher.send('query', 'queryAll', {});
    expect((await watcher.answer('query/ack', mid, from)).message.payload).toMatchObject({ code: AckCode.Ok });
  });

  it('refuses wrong credentials with DeviceAuthError and does not retry', async () => {
    const from = watcher.seen.length;
    const c = new DeviceClient({ url: broker.url, credentials: { ...device, password: 'wrong' }, reconnectMs: 100 });
    await expect(c.connect()).rejects.toBeInstanceOf(DeviceAuthError);
    expect(c.connected).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(watcher.seen.slice(from).filter((r) => r.topic === 'online')).toEqual([]);
  });

  it('rejects when the broker cannot be reached', async () => {
    const c = new DeviceClient({ url: 'mqtt://127.0.0.1:1', credentials: device, reconnectMs: 100 });
    await expect(c.connect()).rejects.toThrow();
    expect(c.connected).toBe(false);
  });

  it('closes cleanly: online false, then no will', async () => {
    const { d, from } = await started();
    await d.stop();
    await watcher.next(online(false), from);
    await new Promise((r) => setTimeout(r, 200));
    expect(watcher.seen.slice(from).filter((r) => r.topic === 'online')).toHaveLength(1);
  });
});

describe('control', () => {
  it('applies a valid control, acks it with its mid and the applied values, then reports them', async () => {
    const changes: unknown[] = [];
    const { d, from } = await started({ onStateChange: (changed) => changes.push(changed) });
    const mid = await watcher.send('control', 'control', { dps: { '1': true, '2': 55, '101': 'ff' } });
    const ack = await watcher.answer('control/ack', mid, from);
    expect(ack.message.header).toMatchObject({ name: 'control', ns: 'device.control', gid: device.deviceId });
    expect(ack.message.payload).toEqual({ code: AckCode.Ok, dps: { '1': true, '2': 55, '101': 'ff' } });
    const report = await watcher.next((r) => r.topic === 'report', from);
    expect(watcher.seen.indexOf(report)).toBeGreaterThan(watcher.seen.indexOf(ack));
    expect(report.message.payload).toEqual({ dps: { '1': true, '2': 55 } });
    expect(d.state).toEqual({ ...testDefaults, '1': true, '2': 55, '101': 'ff' });
    expect(changes).toEqual([{ '1': true, '2': 55, '101': 'ff' }]);
  });

  it.each([
    [{ '2': 57 }, 'device.problem.step'],
    [{ '2': 105 }, 'device.problem.range'],
    [{ '3': 'heat' }, 'device.problem.enum'],
    [{ '4': 1 }, 'device.problem.reportOnly'],
    [{ '9': true }, 'device.problem.unknownDp'],
  ])('refuses %j with %s and changes nothing', async (dps, reason) => {
    const { d, from } = await started();
    const mid = await watcher.send('control', 'control', { dps: { '1': true, ...dps } });
    expect((await watcher.answer('control/ack', mid, from)).message.payload).toEqual({ code: AckCode.Invalid, msg: reason });
    expect(d.state).toEqual(testDefaults);
    // Nothing is reported: the next thing the device says is the answer to a later query.
    const query = await watcher.send('query', 'queryAll', {});
    await watcher.answer('query/ack', query, from);
    expect(watcher.seen.slice(from).filter((r) => r.topic === 'report')).toEqual([]);
  });

  it('acks a control without dps as an invalid payload', async () => {
    const { d, from } = await started();
    const mid = await watcher.send('control', 'control', { values: { '1': true } });
    expect((await watcher.answer('control/ack', mid, from)).message.payload).toEqual({ code: AckCode.Invalid, msg: 'device.problem.payload' });
    expect(d.state).toEqual(testDefaults);
  });
});

describe('query and info', () => {
  it('answers query with the listed values and queryAll with every reportable one', async () => {
    const { from } = await started({ state: { '1': true, '2': 80, '101': 'aa' } });
    const q = await watcher.send('query', 'query', { dpIds: [1, 2, 77] });
    const answer = await watcher.answer('query/ack', q, from);
    expect(answer.message.header.name).toBe('query');
    expect(answer.message.payload).toEqual({ code: AckCode.Ok, dps: { '1': true, '2': 80 } });
    const all = await watcher.send('query', 'queryAll', {});
    const allAnswer = await watcher.answer('query/ack', all, from);
    expect(allAnswer.message.header.name).toBe('queryAll');
    expect(allAnswer.message.payload).toEqual({ code: AckCode.Ok, dps: { '1': true, '2': 80, '3': 'auto', '4': 0 } });
  });

  it('starts from a saved state, keeping only values the model still accepts', async () => {
    const { d } = await started({ state: { '2': 999, '3': 'cool', '4': 3, '50': true } });
    expect(d.state).toEqual({ ...testDefaults, '3': 'cool', '4': 3 });
  });

  it('answers info with its firmware, options.info overriding the default', async () => {
    const { from } = await started({ info: { mcu: { firmwareKey: 'mcu-x', version: '2.1.0' }, mac: 'AA:BB:CC:DD:EE:FF' } });
    const mid = await watcher.send('info', 'info', {});
    const info = await watcher.answer('info/report', mid, from);
    expect(info.message.payload).toEqual({
      module: { firmwareKey: 'iotc-virtual-module', version: '1.0.0' },
      mcu: { firmwareKey: 'mcu-x', version: '2.1.0' },
      mac: 'AA:BB:CC:DD:EE:FF',
    });
  });
});

describe('reboot, restore, local changes', () => {
  it('reboot: acks, goes offline, comes back after about a second with its state and reports it', async () => {
    const { d, from } = await started();
    const control = await watcher.send('control', 'control', { dps: { '2': 35 } });
    await watcher.answer('control/ack', control, from);
    const rebootAt = Date.now();
    const mid = await watcher.send('control', 'reboot', {});
    const ack = await watcher.answer('control/ack', mid, from);
    expect(ack.message.header.name).toBe('reboot');
    expect(ack.message.payload).toEqual({ code: AckCode.Ok });
    const down = await watcher.next(online(false), watcher.seen.indexOf(ack));
    const up = await watcher.next(online(true), watcher.seen.indexOf(down));
    expect(Date.now() - rebootAt).toBeGreaterThanOrEqual(VIRTUAL_REBOOT_MS - 50);
    const report = await watcher.next((r) => r.topic === 'report', watcher.seen.indexOf(up));
    expect(report.message.payload).toEqual({ dps: { '1': false, '2': 35, '3': 'auto', '4': 0 } });
    expect(d.state['2']).toBe(35);
    expect(d.client.connected).toBe(true);
  });

  it('restore: acks, resets every function to its default and reports the full state', async () => {
    const { d, from } = await started({ state: { '1': true, '2': 90, '3': 'cool', '101': 'ab' } });
    const mid = await watcher.send('control', 'restore', {});
    const ack = await watcher.answer('control/ack', mid, from);
    expect(ack.message.payload).toEqual({ code: AckCode.Ok });
    const report = await watcher.next((r) => r.topic === 'report', watcher.seen.indexOf(ack));
    expect(report.message.payload).toEqual({ dps: { '1': false, '2': 20, '3': 'auto', '4': 0 } });
    expect(d.state).toEqual(testDefaults);
  });

  it('set reports a local change; an invalid one throws and changes nothing', async () => {
    const { d, from } = await started();
    await d.set({ '4': 2 });
    expect((await watcher.next((r) => r.topic === 'report', from)).message.payload).toEqual({ dps: { '4': 2 } });
    await expect(d.set({ '2': 3 })).rejects.toThrow(/device\.problem\.step/);
    expect(d.state['2']).toBe(20);
  });
});

describe('readings', () => {
  const humidity = functionInputSchema.parse({
    dpId: 5,
    name: 'humidity',
    identifier: 'va_humidity',
    rwFlag: 'ro',
    dataType: 'value',
    min: 0,
    max: 100,
    step: 1,
    unit: '%',
  });

  it('starts a sensor at a plausible reading and reports every report-only function, drifted within its range, when asked', async () => {
    const { d, from } = await started({ functions: [...testFunctions, humidity] });
    expect(d.state['5']).toBe(45);
    expect(await d.reportReadings(() => 0.99)).toBe(true);
    const report = await watcher.next((r) => r.topic === 'report', from);
    // +2 steps; the fault function is reported as it is; controllable functions keep their values.
    expect(report.message.payload).toEqual({ dps: { '4': 0, '5': 47 } });
    expect(d.state).toMatchObject({ '2': 20, '5': 47 });
    // A reading set by hand is reported and the readings drift around it from then on.
    await d.set({ '5': 80 });
    await d.reportReadings(() => 0);
    expect(d.state['5']).toBe(78);
  });

  it('sends nothing for a model without report-only functions', async () => {
    const { d } = await started({ functions: testFunctions.filter((f) => f.rwFlag !== 'ro') });
    expect(await d.reportReadings()).toBe(false);
  });
});

describe('upgrade', () => {
  const ota = otaInfoOf(firmwareFile(1024), 'http://127.0.0.1:1/fw.bin');

  it("calls the device maker's handler, and acks a handler's failure instead of crashing", async () => {
    const c = client();
    const seen: unknown[] = [];
    const errors: string[] = [];
    c.onError((e) => errors.push(e.message));
    c.onUpgrade((info) => {
      seen.push(info);
      throw new Error('flash is full');
    });
    const from = watcher.seen.length;
    await c.connect();
    await watcher.next(online(true), from);
    const mid = await watcher.send('upgrade', 'ota_info', ota);
    expect((await watcher.answer('upgrade/ack', mid, from)).message.payload).toEqual({ code: AckCode.Failed, msg: 'flash is full' });
    expect(seen).toEqual([ota]);
    expect(errors).toEqual(['flash is full']);
    const bad = await watcher.send('upgrade', 'ota_info', { firmwareKey: 'x' });
    expect((await watcher.answer('upgrade/ack', bad, from)).message.payload).toEqual({ code: AckCode.Invalid, msg: 'device.problem.payload' });
    // Still answering; a kind without a handler is acked as unsupported.
    const control = await watcher.send('control', 'control', { dps: { '1': true } });
    expect((await watcher.answer('control/ack', control, from)).message.payload).toEqual({ code: AckCode.Unsupported, msg: 'device.problem.unsupported' });
  });
});
