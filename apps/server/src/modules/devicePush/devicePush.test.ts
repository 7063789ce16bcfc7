import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceTopic, type Dps, ErrorCode, type PageResult, APP_HOST_URL } from '@iotc/shared';
import { type DevicePush, type DevicePushInput, devicePushPaths, type DevicePushRecord } from '@iotc/shared/devicePush';
import { expectRefusedUnchanged, type CallResult, type CallerAs } from '../../../test/helpers.ts';
import type { ProductFunction } from '@iotc/shared/functions';
import { InProcessBus } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { connectDevice, message, settle, stateOf, until, useFleetApp } from '../devices/ingestTestKit.ts';
import { listFunctions } from '../functions/service.ts';
import { PushEvaluator } from './evaluator.ts';

// The fleet's product: switch_led DP 1 (bool), bright_value DP 2 (value 10-1000), fault DP 4 (two bits).
const env = useFleetApp(2, 'demo', 'dev');

const push = (over: Partial<DevicePushInput> = {}): DevicePushInput => ({
  productId: env.fleet.productId,
  titleZh: '亮度过高',
  titleEn: 'Too bright',
  contentZh: '亮度超过 500',
  contentEn: 'Brightness is above 500',
  conditionType: 'all',
  conditions: [{ identifier: 'bright_value', operator: '>', value: 500 }],
  triggerMode: 'edge',
  target: 'owner',
  method: 'messageCentre',
  openMethod: 'panel',
  enabled: true,
  ...over,
});

const save = (over: Partial<DevicePushInput> = {}) => env.asDemo<DevicePush>('POST', devicePushPaths.save, { body: push(over) });

async function list(as: CallerAs = env.asDemo, body: object = {}) {
  const r = await as<PageResult<DevicePush>>('POST', devicePushPaths.list, { body: { pageSize: 100, ...body } });
  expect(r.body.code).toBe(0);
  return r.body.data;
}

async function monitor(body: object = {}, as: CallerAs = env.asDemo) {
  const r = await as<PageResult<DevicePushRecord>>('POST', devicePushPaths.monitorList, { body: { pageSize: 100, ...body } });
  expect(r.body.code, r.body.msg).toBe(0);
  return r.body.data;
}

/** A refused call: its status, code and msg, and the pushes unchanged. */
async function expectRefused(send: () => Promise<CallResult<unknown>>, status: number, code: number, msg?: string) {
  const r = await expectRefusedUnchanged(list, send, status, code);
  if (msg !== undefined) expect(r.body.msg).toBe(msg);
}

async function deleteAll() {
  for (const p of (await list()).list) expect((await env.asDemo('POST', devicePushPaths.delete, { body: { id: p.id } })).body.code).toBe(0);
}

describe('pushes', () => {
  it('adds pushes with readable push IDs, lists, searches, edits, enables and deletes them', async () => {
    const first = await save();
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data).toMatchObject({ pushId: 'P000001', productName: 'Smart bulb', ...push(), openUrl: null, enabled: true });
    env.t.clock.advance(1);
    const second = (await save({ titleZh: '开灯提醒', titleEn: '', triggerMode: 'continuous', openMethod: 'url', openUrl: `${APP_HOST_URL}device/alert` })).body.data;
    expect(second).toMatchObject({ pushId: 'P000002', titleEn: '', openUrl: `${APP_HOST_URL}device/alert`, triggerMode: 'continuous' });

    const all = await list();
    expect(all.list.map((p) => p.pushId)).toEqual(['P000002', 'P000001']);
    expect(all.total).toBe(2);
    expect((await list(env.asDemo, { keyword: '开灯' })).list.map((p) => p.pushId)).toEqual(['P000002']);
    expect((await list(env.asDemo, { keyword: 'p000001' })).list.map((p) => p.pushId)).toEqual(['P000001']);
    expect((await list(env.asDemo, { keyword: 'bright' })).list.map((p) => p.pushId)).toEqual(['P000001']);
    const paged = await list(env.asDemo, { pageNo: 2, pageSize: 1 });
    expect([paged.list.map((p) => p.pushId), paged.total]).toEqual([['P000001'], 2]);

    // The identifier is spelled as the function spells it; an open URL is dropped with another open method.
    const edited = await env.asDemo<DevicePush>('POST', devicePushPaths.edit, {
      body: { id: second.id, ...push({ titleZh: '改名', conditions: [{ identifier: 'SWITCH_LED', operator: '==', value: true }], openMethod: 'app', openUrl: `${APP_HOST_URL}x` }) },
    });
    expect(edited.body.data).toMatchObject({ id: second.id, pushId: 'P000002', titleZh: '改名', conditions: [{ identifier: 'switch_led', operator: '==', value: true }], openUrl: null });

    const disabled = await env.asDemo<DevicePush>('POST', devicePushPaths.enable, { body: { id: first.body.data.id, enabled: false } });
    expect(disabled.body.data.enabled).toBe(false);
    expect((await env.asDemo<DevicePush>('GET', devicePushPaths.detail(first.body.data.id))).body.data.enabled).toBe(false);

    expect((await env.asDemo('POST', devicePushPaths.delete, { body: { id: second.id } })).body.code).toBe(0);
    expect((await list()).list.map((p) => p.pushId)).toEqual(['P000001']);
    // The highest push ID follows on.
    expect((await save()).body.data.pushId).toBe('P000002');
    await deleteAll();
  });
});

describe('the device message push rules of 001 §5', () => {
  it('refuses each broken rule with a message naming the field, and changes nothing', async () => {
    await save();
    const long = 'x'.repeat(301);
    const cases: [Partial<DevicePushInput>, string][] = [
      [{ titleZh: '' }, 'Chinese title: This field is required'],
      [{ contentZh: '  ' }, 'Chinese content: This field is required'],
      [{ titleZh: long }, 'Chinese title: Enter 1-300 characters'],
      [{ titleEn: long }, 'English title: Enter at most 300 characters'],
      [{ contentEn: long }, 'English content: Enter at most 300 characters'],
      [{ conditions: [] }, 'Conditions: Choose at least 1'],
      [
        {
          conditions: [
            { identifier: 'bright_value', operator: '>', value: 500 },
            { identifier: 'Bright_Value', operator: '<', value: 900 },
          ],
        },
        'Identifier: The function "Bright_Value" is already used by another condition',
      ],
      [{ triggerMode: undefined }, 'Trigger mode: This field is required'],
      [{ triggerMode: 'sometimes' as never }, 'Trigger mode: This field is required'],
      [{ conditionType: undefined }, 'Condition type: This field is required'],
      [{ target: undefined }, 'Push target: This field is required'],
      [{ method: undefined }, 'Push method: This field is required'],
      [{ openMethod: undefined }, 'Open method: This field is required'],
      [{ openMethod: 'url' }, 'Open URL: This field is required'],
      [{ openMethod: 'url', openUrl: 'http://example.com/x' }, `Open URL: The URL must start with ${APP_HOST_URL}`],
      [{ openMethod: 'url', openUrl: APP_HOST_URL }, `Open URL: The URL must start with ${APP_HOST_URL}`],
    ];
    for (const [over, msg] of cases) await expectRefused(() => save(over), 422, ErrorCode.Validation, msg);
    const zh = await env.asDemo('POST', devicePushPaths.save, { body: push({ titleZh: '' }), lang: 'zh-CN' });
    expect(zh.body.msg).toBe('中文标题：此项为必填项');
    await deleteAll();
  });

  it("refuses conditions that do not suit the product's functions, and changes nothing", async () => {
    const cases: [DevicePushInput['conditions'][number], string][] = [
      [{ identifier: 'humidity', operator: '>', value: 1 }, 'Identifier: The product has no function "humidity"'],
      [{ identifier: 'switch_led', operator: '==', value: 1 }, 'Value: The value of "switch_led" must be true or false'],
      [{ identifier: 'switch_led', operator: '>', value: true }, 'Operator: Only value functions can be compared with >, >=, < or <='],
      [{ identifier: 'bright_value', operator: '>', value: 5 }, 'Value: The value of "bright_value" must be a number from 10 to 1000 in steps of 1'],
      [{ identifier: 'fault', operator: '==', value: 2 }, 'Value: The value of "fault" must be one of its fault bits, 0-1'],
    ];
    for (const [condition, msg] of cases) await expectRefused(() => save({ conditions: [condition] }), 422, ErrorCode.Validation, msg);
    await expectRefused(() => save({ productId: 'no-such-product' }), 404, ErrorCode.NotFound);
  });

  it('checks an edit like an add', async () => {
    const saved = (await save()).body.data;
    await expectRefused(() => env.asDemo('POST', devicePushPaths.edit, { body: { id: saved.id, ...push({ contentZh: '' }) } }), 422, ErrorCode.Validation);
    await expectRefused(() => env.asDemo('POST', devicePushPaths.edit, { body: { id: saved.id, ...push({ conditions: [{ identifier: 'nope', operator: '==', value: 1 }] }) } }), 422, ErrorCode.Validation);
    await expectRefused(() => env.asDemo('POST', devicePushPaths.edit, { body: { id: 'no-such-push', ...push() } }), 404, ErrorCode.NotFound);
    await deleteAll();
  });
});

describe('another space', () => {
  it("sees none of this space's pushes or firings, and cannot change them", async () => {
    const saved = (await save()).body.data;
    expect(await list(env.asDev)).toMatchObject({ list: [], total: 0 });
    expect((await env.asDev('GET', devicePushPaths.detail(saved.id))).status).toBe(404);
    await expectRefused(() => env.asDev('POST', devicePushPaths.edit, { body: { id: saved.id, ...push({ titleZh: 'x' }) } }), 404, ErrorCode.NotFound);
    await expectRefused(() => env.asDev('POST', devicePushPaths.enable, { body: { id: saved.id, enabled: false } }), 404, ErrorCode.NotFound);
    await expectRefused(() => env.asDev('POST', devicePushPaths.delete, { body: { id: saved.id } }), 404, ErrorCode.NotFound);
    await expectRefused(() => env.asDev('POST', devicePushPaths.save, { body: push() }), 404, ErrorCode.NotFound);
    await deleteAll();
  });
});

describe('evaluation on device reports', () => {
  let device: MqttClient;
  let did: string;

  /** Reports through the broker and waits until the state holds it (the ingest writes every few ms). */
  async function report(dps: Dps) {
    await device.publishAsync(deviceTopic(env.fleet.productKey, did, 'report'), message('report', 'report', did, { dps }), { qos: 1 });
    await until(async () => {
      const state = await stateOf(env.t.db, did);
      return state !== null && Object.entries(dps).every(([k, v]) => state[k] === v);
    });
  }

  const firings = async (pushId: string) => (await monitor({ pushId })).list;

  beforeAll(async () => {
    did = env.fleet.dids[0]!;
    device = await connectDevice(env.t.app.broker.deviceUrl, env.t, env.fleet, did);
    env.clients.push(device);
  });

  it('edge mode fires once when the value crosses the threshold and again only after it crossed back; continuous fires on each matching report', async () => {
    const edge = (await save()).body.data;
    const continuous = (await save({ titleZh: '灯开了', titleEn: 'Light on', triggerMode: 'continuous', conditions: [{ identifier: 'switch_led', operator: '==', value: true }] })).body.data;

    await report({ '2': 300 });
    await report({ '2': 600 });
    await until(async () => (await firings(edge.pushId)).length === 1);
    await report({ '2': 700 });
    // Not about the edge push's function: changes nothing for it.
    await report({ '1': false });
    await report({ '2': 900 });
    await settle();
    expect(await firings(edge.pushId)).toHaveLength(1);
    await report({ '2': 400 });
    await report({ '2': 800 });
    await until(async () => (await firings(edge.pushId)).length === 2);

    await report({ '1': true });
    await report({ '1': true, '2': 850 });
    await report({ '1': false });
    await report({ '2': 820 });
    await until(async () => (await firings(continuous.pushId)).length === 2);
    await settle();
    expect(await firings(continuous.pushId)).toHaveLength(2);
    expect(await firings(edge.pushId)).toHaveLength(2);

    const rows = (await monitor()).list;
    expect(rows.map((r) => r.pushId)).toEqual([continuous.pushId, continuous.pushId, edge.pushId, edge.pushId]);
    expect(rows[3]).toMatchObject({ pushId: edge.pushId, messageName: 'Too bright', did, deviceName: 'Device 1', userAccount: 'demo@example.com', values: { '2': 600 } });
    expect(rows[2]!.values).toEqual({ '2': 800 });
    expect(rows[0]!.values).toEqual({ '1': true });
    expect(rows.every((r) => typeof r.triggeredAt === 'number' && r.triggeredAt > 0)).toBe(true);
    const zh = await env.asDemo<PageResult<DevicePushRecord>>('POST', devicePushPaths.monitorList, { body: { pushId: edge.pushId.toLowerCase() }, lang: 'zh-CN' });
    expect(zh.body.data.list.map((r) => r.messageName)).toEqual(['亮度过高', '亮度过高']);

    // Filters: did, time window; another space sees none.
    expect((await monitor({ did: env.fleet.dids[1] })).total).toBe(0);
    expect((await monitor({ did })).total).toBe(4);
    const at = rows[0]!.triggeredAt;
    expect((await monitor({ startTime: at + 10 })).total).toBe(0);
    expect((await monitor({ startTime: at - 10, endTime: at + 10 })).total).toBe(4);
    expect(await monitor({}, env.asDev)).toMatchObject({ list: [], total: 0 });
    const badRange = await env.asDemo('POST', devicePushPaths.monitorList, { body: { startTime: at, endTime: at - 1 } });
    expect([badRange.status, badRange.body.msg]).toEqual([422, 'End time: The end time must not be before the start time']);
    await deleteAll();
  });

  it('keeps the edge state across a restart of the evaluator, and starts it over when the push is disabled and enabled again', async () => {
    const edge = (await save({ conditions: [{ identifier: 'bright_value', operator: '>=', value: 500 }] })).body.data;
    await report({ '2': 100 });
    await report({ '2': 500 });
    await until(async () => (await firings(edge.pushId)).length === 1);

    // A fresh evaluator (as after a restart) reads the stored edge state: still above, no firing.
    const functions: ProductFunction[] = await listFunctions(env.t.db, scopeOf(env.demo.tenantId), env.fleet.productId);
    const restarted = new PushEvaluator({ db: env.t.db, log: env.t.app.log, bus: new InProcessBus() });
    const identity = { did, tenantId: env.demo.tenantId, productId: env.fleet.productId, productKey: env.fleet.productKey, username: env.fleet.usernames.get(did)!, nature: 1 as const };
    restarted.report(identity, functions, { '2': 600 }, env.t.clock.now());
    await restarted.close();
    expect(await firings(edge.pushId)).toHaveLength(1);

    // Disabled: no firing; enabled again while above the threshold: the next report fires.
    await env.asDemo('POST', devicePushPaths.enable, { body: { id: edge.id, enabled: false } });
    await report({ '2': 100 });
    await report({ '2': 700 });
    await settle();
    expect(await firings(edge.pushId)).toHaveLength(1);
    await env.asDemo('POST', devicePushPaths.enable, { body: { id: edge.id, enabled: true } });
    await report({ '2': 710 });
    await until(async () => (await firings(edge.pushId)).length === 2);

    // A fault condition names a bit: == while the device reports it set.
    const fault = (await save({ titleZh: '过热', conditions: [{ identifier: 'fault', operator: '==', value: 1 }] })).body.data;
    await report({ '4': 1 });
    await report({ '4': 2 });
    await until(async () => (await firings(fault.pushId)).length === 1);
    expect((await firings(fault.pushId))[0]!.values).toEqual({ '4': 2 });
    await deleteAll();
    // The history outlives the pushes, and their push IDs are not given to new ones.
    expect((await monitor({ pushId: edge.pushId })).total).toBe(2);
    expect((await save()).body.data.pushId > fault.pushId).toBe(true);
    await deleteAll();
  });
});
