import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import type { TokenPair } from '@iotc/shared/auth';
import { functionPaths } from '@iotc/shared/functions';
import { DeviceNature } from '@iotc/shared/devices';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import type { VirtualDevice } from '@iotc/shared/virtualDevices';
import { quotaPaths } from '@iotc/shared/quota';
import type { DeviceQuota } from '@iotc/shared/quota';
import { menus } from '../menus/tables.ts';
import { roleMenus } from '../roles/tables.ts';
import { deviceFaults, deviceLogs, deviceStates, devices } from '../devices/tables.ts';
import { customFunctions, insertProduct, seedTestClasses } from '../functions/testFixtures.ts';
import { call, useDemoApp, eventually, expectRefusedUnchanged, type CallResult, type CallerAs } from '../../../test/helpers.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { TestConsole } from './testConsole.ts';

let mqttConsole: TestConsole;

const env = useDemoApp('demo', 'dev', 'partner');
beforeAll(async () => {
  await seedTestClasses(env.t.db, env.t.clock.now());
  mqttConsole = await TestConsole.connect(env.t.app.broker.deviceUrl, env.demo.token);
});
afterAll(async () => {
  await mqttConsole.close();
});

const newProduct = () => insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
const list = async (productId: string, as: CallerAs = env.asDemo) => as<{ list: VirtualDevice[] }>('POST', virtualDevicePaths.list, { body: { productId, isVirtual: 1 } });
const listed = async (productId: string) => (await list(productId)).body.data.list;
const generate = (productId: string) => env.asDemo<VirtualDevice>('POST', virtualDevicePaths.generate, { body: { productId } });
const add = (productId: string, count: number) => env.asDemo<VirtualDevice[]>('POST', virtualDevicePaths.add, { body: { productId, count } });
const rowsOf = (dids: string[]) => env.t.db.select({ id: devices.id }).from(devices).where(inArray(devices.id, dids));

/** Refused with this status and code, and the product's virtual devices are as before. */
const expectRefused = <R extends CallResult<unknown>>(productId: string, send: () => Promise<R>, status: number, code: number) =>
  expectRefusedUnchanged(() => listed(productId), send, status, code);

describe('creating virtual devices', () => {
  it('generates one that is online when the call answers, listed with its creator, outside the device quota', async () => {
    const productId = await newProduct();
    const quota = async () => (await env.asDemo<DeviceQuota>('GET', quotaPaths.quota)).body.data;
    const quotaBefore = await quota();
    const r = await generate(productId);
    expect(r.body.code, r.body.msg).toBe(0);
    const device = r.body.data;
    expect(device).toMatchObject({ name: 'Smart bulb virtual 1', productId, deviceNature: DeviceNature.Virtual, onlineStatus: 1, activeStatus: 1, userAccount: 'demo@example.com' });
    expect(device.did).toMatch(/^[a-z0-9]{20}$/);
    expect(device.id).toBe(device.did);
    expect(await listed(productId)).toEqual([device]);
    expect(await quota()).toEqual(quotaBefore);
    // It answers a query with every function's value: brightness (10-1000, no default) starts in the middle, not at its minimum.
    expect(await mqttConsole.queryAll(device.productKey, device.did)).toEqual({ '1': false, '2': 505 });
  });

  it('adds several, numbered after the existing ones, all online, newest first', async () => {
    const productId = await newProduct();
    const first = (await generate(productId)).body.data;
    env.t.clock.advance(1);
    const r = await add(productId, 3);
    expect(r.body.code, r.body.msg).toBe(0);
    expect(r.body.data.map((d) => [d.name, d.onlineStatus])).toEqual([
      ['Smart bulb virtual 4', 1],
      ['Smart bulb virtual 3', 1],
      ['Smart bulb virtual 2', 1],
    ]);
    expect(new Set(r.body.data.map((d) => d.did)).size).toBe(3);
    expect((await listed(productId)).map((d) => d.name)).toEqual(['Smart bulb virtual 4', 'Smart bulb virtual 3', 'Smart bulb virtual 2', first.name]);
    const zh = await env.asDemo<VirtualDevice>('POST', virtualDevicePaths.generate, { body: { productId }, lang: 'zh-CN' });
    expect(zh.body.data.name).toBe('Smart bulb 虚拟设备 1');
  });

  it('refuses more than the per-product limit and changes nothing', async () => {
    const productId = await newProduct();
    await insertTestDevices(env.t.db, env.demo.tenantId, productId, { count: 99, overrides: { nature: DeviceNature.Virtual } });
    const r = await expectRefused(productId, () => add(productId, 2), 409, ErrorCode.VirtualDeviceLimit);
    expect(r.body.msg).toBe('A product can have at most 100 virtual devices');
    await expectRefused(productId, () => add(productId, 101), 422, ErrorCode.Validation);
    await expectRefused(productId, () => add(productId, 0), 422, ErrorCode.Validation);
    expect(await listed(productId)).toHaveLength(99);
  });

  it('refuses a product of another space, or none (404)', async () => {
    const productId = await newProduct();
    const r = await env.asDev('POST', virtualDevicePaths.generate, { body: { productId } });
    expect([r.status, r.body.code]).toEqual([404, ErrorCode.NotFound]);
    expect(await listed(productId)).toEqual([]);
    expect((await generate('no-such-product')).status).toBe(404);
  });
});

describe('deleting virtual devices', () => {
  it('stops and deletes them with their state, logs and malfunctions; the others keep running', async () => {
    const productId = await newProduct();
    const [gone, kept] = (await add(productId, 2)).body.data as [VirtualDevice, VirtualDevice];
    const now = env.t.clock.now();
    const row = { tenantId: env.demo.tenantId, deviceId: gone.did, productId, createdAt: now };
    await env.t.db.insert(deviceLogs).values({ ...row, eventType: 3, value: { '1': true }, originChannel: 'device', originDetail: gone.did });
    await env.t.db.insert(deviceFaults).values({ ...row, code: 'device.problem.range', reportFrom: 'report', reportType: 2, parameter: {} });
    await eventually(async () => expect(await env.t.db.select().from(deviceStates).where(eq(deviceStates.deviceId, gone.did))).toHaveLength(1));

    const r = await env.asDemo('POST', virtualDevicePaths.delete, { body: { productId, dids: [gone.did] } });
    expect(r.body.code, r.body.msg).toBe(0);
    expect((await listed(productId)).map((d) => d.did)).toEqual([kept.did]);
    // Nothing of it is left, not even what its disconnect logs after the call.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowsOf([gone.did])).toEqual([]);
    expect(await env.t.db.select().from(deviceStates).where(eq(deviceStates.deviceId, gone.did))).toEqual([]);
    expect(await env.t.db.select().from(deviceLogs).where(eq(deviceLogs.deviceId, gone.did))).toEqual([]);
    expect(await env.t.db.select().from(deviceFaults).where(eq(deviceFaults.deviceId, gone.did))).toEqual([]);
    expect(await mqttConsole.queryAll(kept.productKey, kept.did)).toEqual({ '1': false, '2': 505 });
  });

  it('refuses dids that are not virtual devices of the product, and another space, changing nothing', async () => {
    const productId = await newProduct();
    const [device] = (await add(productId, 1)).body.data as [VirtualDevice];
    const [real] = await insertTestDevices(env.t.db, env.demo.tenantId, productId);
    const other = await newProduct();
    const del = (body: unknown, as: CallerAs = env.asDemo) => () => as('POST', virtualDevicePaths.delete, { body });
    await expectRefused(productId, del({ productId, dids: [device.did, real!] }), 404, ErrorCode.NotFound);
    await expectRefused(productId, del({ productId: other, dids: [device.did] }), 404, ErrorCode.NotFound);
    await expectRefused(productId, del({ productId, dids: [device.did] }, env.asDev), 404, ErrorCode.NotFound);
    await expectRefused(productId, del({ productId, dids: [] }), 422, ErrorCode.Validation);
    expect(await rowsOf([device.did, real!])).toHaveLength(2);
    const foreign = await list(productId, env.asDev);
    expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.NotFound]);
    expect(await mqttConsole.queryAll(device.productKey, device.did)).toEqual({ '1': false, '2': 505 });
  });
});

describe('permissions', () => {
  it('lets a member whose role lacks the virtual-device flags list them but not create or delete them (403)', async () => {
    const productId = await insertProduct(env.t.db, env.partner.tenantId, env.t.clock.now());
    const device = (await env.asPartner<VirtualDevice>('POST', virtualDevicePaths.generate, { body: { productId } })).body.data;
    const flags = env.t.db.select({ id: menus.id }).from(menus).where(inArray(menus.perms, [Perm.virtualDeviceAdd, Perm.virtualDeviceDelete]));
    await env.t.db.delete(roleMenus).where(and(eq(roleMenus.roleId, 'member'), inArray(roleMenus.menuId, flags)));
    const switched = await call<TokenPair>(env.t.app, 'POST', spacePaths.switchSpace, { token: env.demo.token, body: { tenantId: env.partner.tenantId } });
    const token = switched.body.data.token;
    const asMember: CallerAs = (method, path, options = {}) => call(env.t.app, method, path, { token, lang: 'en-US', ...options });
    const listedByMember = async () => (await list(productId, asMember)).body.data.list;
    const before = await listedByMember();
    expect(before.map((d) => d.did)).toEqual([device.did]);
    const calls: [path: string, body: unknown][] = [
      [virtualDevicePaths.generate, { productId }],
      [virtualDevicePaths.add, { productId, count: 2 }],
      [virtualDevicePaths.delete, { productId, dids: [device.did] }],
    ];
    for (const [path, body] of calls) {
      const r = await asMember('POST', path, { body });
      expect([r.status, r.body.code], path).toEqual([403, ErrorCode.Forbidden]);
    }
    expect(await listedByMember()).toEqual(before);
  });
});

describe('the running devices', () => {
  it('apply a control, acknowledge it and keep the state', async () => {
    const productId = await newProduct();
    const device = (await generate(productId)).body.data;
    expect(await mqttConsole.control(device.productKey, device.did, { '1': true, '2': 500 })).toEqual({ code: 0, dps: { '1': true, '2': 500 } });
    expect(await mqttConsole.control(device.productKey, device.did, { '2': 5000 })).toMatchObject({ code: 1, msg: 'device.problem.range' });
    expect(await mqttConsole.queryAll(device.productKey, device.did)).toEqual({ '1': true, '2': 500 });
  });

  it("pick up a change of their product's functions, keeping their state", async () => {
    const productId = await newProduct();
    const device = (await generate(productId)).body.data;
    await mqttConsole.control(device.productKey, device.did, { '1': true });
    const r = await env.asDemo('POST', functionPaths.addFunc, { body: { productId, functions: [customFunctions.scene] } });
    expect(r.body.code, r.body.msg).toBe(0);
    await eventually(async () => expect(await mqttConsole.queryAll(device.productKey, device.did)).toEqual({ '1': true, '2': 505, '102': 'read' }), 15_000);
  });
});
