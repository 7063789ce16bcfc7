import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountType, ErrorCode, Perm } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import type { PageResult } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { appPaths } from '@iotc/shared/apps';
import type { BindableApp } from '@iotc/shared/apps';
import { debugDevicePaths } from '@iotc/shared/debugDevices';
import { DeviceNature, OnlineStatus } from '@iotc/shared/devices';
import type { AppAccount, DebugDevice } from '@iotc/shared/debugDevices';
import { users } from '../../core/users.tables.ts';
import { ensureApp } from '../apps/service.ts';
import { devices } from '../devices/tables.ts';
import { menus } from '../menus/tables.ts';
import { roleMenus } from '../roles/tables.ts';
import { call, useDemoApp, expectRefusedUnchanged, type CallResult, type CallerAs } from '../../../test/helpers.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { insertTestProduct } from '../../../test/products.ts';

/** The demo space's seeded app, and an app of the dev's space. */
let demoApp: BindableApp;
let devAppId: string;

const env = useDemoApp('demo', 'dev', 'partner');
beforeAll(async () => {
  const product = await insertTestProduct(env.t.db, env.demo.tenantId);
  [demoApp] = (await env.asDemo<BindableApp[]>('GET', appPaths.bindAppList, { query: { productId: product } })).body.data as [BindableApp];
  devAppId = await ensureApp(env.t.db, env.dev.tenantId, 'Dev App', env.t.clock.now());
});

const TESTER = 'tester@example.com';

async function demoUserId(): Promise<string> {
  const [row] = await env.t.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo@example.com'));
  return row!.id;
}

/** A product of the demo space with `count` real devices, and the tester as an account of the demo app. */
async function setUp(count = 3, tenantId = env.demo.tenantId) {
  const productId = await insertTestProduct(env.t.db, tenantId);
  const dids = await insertTestDevices(env.t.db, tenantId, productId, { count });
  return { productId, dids };
}

async function addAccount(appId: string, account: string, as: CallerAs = env.asDemo) {
  return as<AppAccount>('POST', debugDevicePaths.addAppAccount, { body: { appId, account } });
}

beforeAll(async () => {
  expect((await addAccount(demoApp.id, TESTER)).body.code).toBe(0);
  expect((await addAccount(devAppId, TESTER, env.asDev)).body.code).toBe(0);
});

const binding = (productId: string) => ({ productId, appId: demoApp.id, regionServerId: 'cn', userAccount: TESTER });
const addOne = (productId: string, did: string, overrides: Record<string, unknown> = {}, as: CallerAs = env.asDemo) =>
  as<DebugDevice>('POST', debugDevicePaths.add, { body: { ...binding(productId), did, ...overrides } });
const addBatch = (productId: string, dids: string[], overrides: Record<string, unknown> = {}, as: CallerAs = env.asDemo) =>
  as<DebugDevice[]>('POST', debugDevicePaths.batchAdd, { body: { ...binding(productId), count: dids.length, dids, ...overrides } });
const listed = async (productId: string, as: CallerAs = env.asDemo) =>
  (await as<PageResult<DebugDevice>>('POST', debugDevicePaths.list, { body: { productId, pageNo: 1, pageSize: 100 } })).body.data;

/** Refused with this status and code (and a message naming the field, for 422), and the product's debug devices are as before. */
async function expectRefused(productId: string, send: () => Promise<CallResult<unknown>>, status: number, code: number) {
  return (await expectRefusedUnchanged(() => listed(productId), send, status, code)).body.msg;
}

describe('App accounts (device/addAppAccount)', () => {
  it('adds phone, e-mail and account-name accounts to an app, once each, and lists them', async () => {
    const appId = await ensureApp(env.t.db, env.demo.tenantId, 'Accounts App', env.t.clock.now());
    for (const account of ['13800138000', 'QA.Lead@Example.com', 'qa_tester']) {
      expect((await addAccount(appId, account)).body.code).toBe(0);
      env.t.clock.advance(1);
    }
    const list = async () => (await env.asDemo<AppAccount[]>('GET', debugDevicePaths.appAccountList, { query: { appId } })).body.data.map((a) => a.account);
    expect(await list()).toEqual(['13800138000', 'qa.lead@example.com', 'qa_tester']);

    const again = await addAccount(appId, 'qa.lead@EXAMPLE.com');
    expect([again.status, again.body.code, again.body.msg]).toEqual([409, ErrorCode.AppAccountExists, 'This account is already an account of the app']);
    const bad = await addAccount(appId, 'not an account!');
    expect([bad.status, bad.body.msg]).toEqual([422, 'Account: Enter a phone number, an e-mail address or an account name']);
    expect(await list()).toEqual(['13800138000', 'qa.lead@example.com', 'qa_tester']);
  });

  it("refuses another space's app: no account added, none listed", async () => {
    const r = await addAccount(devAppId, 'intruder@example.com');
    expect([r.status, r.body.msg]).toEqual([422, 'App: Choose apps of this space']);
    expect((await env.asDemo('GET', debugDevicePaths.appAccountList, { query: { appId: devAppId } })).status).toBe(404);
    const own = (await env.asDev<AppAccount[]>('GET', debugDevicePaths.appAccountList, { query: { appId: devAppId } })).body.data;
    expect(own.map((a) => a.account)).toEqual([TESTER]);
  });
});

describe('adding real debug devices', () => {
  it('binds one real device to an App account and lists it with its name, online state and app', async () => {
    const { productId, dids } = await setUp();
    await env.t.db.update(devices).set({ online: true }).where(eq(devices.id, dids[0]!));
    const r = await addOne(productId, dids[0]!, { regionServerId: 'eu', userAccount: 'Tester@Example.com' });
    expect(r.body.code, r.body.msg).toBe(0);
    expect(r.body.data).toMatchObject({
      did: dids[0],
      name: 'Device 1',
      onlineStatus: OnlineStatus.Online,
      productId,
      appId: demoApp.id,
      appName: 'Demo Smart Home',
      appKey: demoApp.appKey,
      regionServerId: 'eu',
      userAccount: TESTER,
      userId: await demoUserId(),
    });
    expect(await listed(productId)).toEqual({ list: [r.body.data], total: 1, pageNo: 1, pageSize: 100 });
    // The registry's online state is read at each list.
    await env.t.db.update(devices).set({ online: false }).where(eq(devices.id, dids[0]!));
    expect((await listed(productId)).list[0]!.onlineStatus).toBe(OnlineStatus.Offline);
  });

  it('requires the app, the region and an account of the rule, naming the field', async () => {
    const { productId, dids } = await setUp(1);
    const did = dids[0]!;
    expect(await expectRefused(productId, () => addOne(productId, did, { appId: undefined }), 422, ErrorCode.Validation)).toBe('App: This field is required');
    expect(await expectRefused(productId, () => addOne(productId, did, { regionServerId: undefined }), 422, ErrorCode.Validation)).toBe(
      'Region: This field is required',
    );
    expect(await expectRefused(productId, () => addOne(productId, did, { regionServerId: 'mars' }), 422, ErrorCode.Validation)).toMatch(/^Region: /);
    expect(await expectRefused(productId, () => addOne(productId, did, { userAccount: 'a b' }), 422, ErrorCode.Validation)).toBe(
      'Account: Enter a phone number, an e-mail address or an account name',
    );
    expect(await expectRefused(productId, () => addOne(productId, did, { userAccount: 'stranger@example.com' }), 422, ErrorCode.Validation)).toBe(
      'Account: Choose an account of the app, or add it first',
    );
    expect(await expectRefused(productId, () => addOne(productId, did, { appId: devAppId }), 422, ErrorCode.Validation)).toBe('App: Choose apps of this space');
    const zh = await addOne(productId, did, { appId: undefined }, (m, p, o) => env.asDemo(m, p, { ...o, lang: 'zh-CN' }));
    expect(zh.body.msg).toBe('App：此项为必填项');
  });

  it('binds only real devices of the product in the space, each once', async () => {
    const { productId, dids } = await setUp(1);
    const other = await setUp(1);
    const [virtual] = await insertTestDevices(env.t.db, env.demo.tenantId, productId, { overrides: { nature: DeviceNature.Virtual } });
    const foreign = await setUp(1, env.dev.tenantId);
    for (const did of [virtual!, other.dids[0]!, foreign.dids[0]!, 'no-such-device']) {
      expect(await expectRefused(productId, () => addOne(productId, did), 422, ErrorCode.Validation)).toBe(`Device ID: ${did} is not a real device of this product`);
    }
    expect((await addOne(productId, dids[0]!)).body.code).toBe(0);
    expect(await expectRefused(productId, () => addOne(productId, dids[0]!), 409, ErrorCode.DebugDeviceExists)).toBe(`Device ${dids[0]} is already a debug device`);
  });

  it("refuses a product of another space (404), and the other space's device stays unbound", async () => {
    const foreign = await setUp(1, env.dev.tenantId);
    const r = await addOne(foreign.productId, foreign.dids[0]!);
    expect([r.status, r.body.code]).toEqual([404, ErrorCode.NotFound]);
    expect((await listed(foreign.productId, env.asDev)).total).toBe(0);
    expect((await env.asDemo('POST', debugDevicePaths.list, { body: { productId: foreign.productId } })).status).toBe(404);
  });
});

describe('a batch of real debug devices', () => {
  it('binds count devices named by their IDs, listed in the order given', async () => {
    const { productId, dids } = await setUp(3);
    const r = await addBatch(productId, [dids[2]!, dids[0]!]);
    expect(r.body.code, r.body.msg).toBe(0);
    expect(r.body.data.map((d) => d.did)).toEqual([dids[2], dids[0]]);
    expect((await listed(productId)).list.map((d) => [d.did, d.name])).toEqual([
      [dids[2], 'Device 3'],
      [dids[0], 'Device 1'],
    ]);
  });

  it('needs the count to equal the number of device IDs, each given once', async () => {
    const { productId, dids } = await setUp(3);
    expect(await expectRefused(productId, () => addBatch(productId, dids, { count: 2 }), 422, ErrorCode.Validation)).toBe(
      'Count: The count must equal the number of device IDs (3)',
    );
    expect(await expectRefused(productId, () => addBatch(productId, [dids[0]!, dids[0]!]), 422, ErrorCode.Validation)).toBe(
      `Devices: Device ID ${dids[0]} is given more than once`,
    );
    expect(await expectRefused(productId, () => addBatch(productId, dids, { count: undefined }), 422, ErrorCode.Validation)).toBe('Count: This field is required');
    expect(await expectRefused(productId, () => addBatch(productId, []), 422, ErrorCode.Validation)).toMatch(/^Count: |^Devices: /);
  });

  it('adds none when one device cannot be a debug device', async () => {
    const { productId, dids } = await setUp(3);
    expect((await addOne(productId, dids[1]!)).body.code).toBe(0);
    await expectRefused(productId, () => addBatch(productId, dids), 409, ErrorCode.DebugDeviceExists);
    await expectRefused(productId, () => addBatch(productId, [dids[0]!, 'no-such-device']), 422, ErrorCode.Validation);
    expect((await listed(productId)).list.map((d) => d.did)).toEqual([dids[1]]);
  });

  it("caps a batch at 10 for a personal space owner, 30 for an enterprise, 100 for a certified enterprise", async () => {
    // dev owns a personal space.
    const personal = await setUp(11, env.dev.tenantId);
    const devBinding = { appId: devAppId };
    expect(await expectRefused(personal.productId, () => addBatch(personal.productId, personal.dids, devBinding, env.asDev), 409, ErrorCode.DebugDeviceBatchLimit)).toBe(
      "The space owner's account type (personal) allows at most 10 debug devices per batch",
    );
    expect((await addBatch(personal.productId, personal.dids.slice(0, 10), devBinding, env.asDev)).body.data).toHaveLength(10);

    // demo owns an enterprise space.
    const enterprise = await setUp(31);
    expect(await expectRefused(enterprise.productId, () => addBatch(enterprise.productId, enterprise.dids), 409, ErrorCode.DebugDeviceBatchLimit)).toBe(
      "The space owner's account type (enterprise) allows at most 30 debug devices per batch",
    );
    const zh = await addBatch(enterprise.productId, enterprise.dids, {}, (m, p, o) => env.asDemo(m, p, { ...o, lang: 'zh-CN' }));
    expect(zh.body.msg).toBe('空间所有者的账号类型（企业）每批最多可添加 30 个调试设备');
    expect((await addBatch(enterprise.productId, enterprise.dids.slice(0, 30))).body.data).toHaveLength(30);

    const certified = await setUp(101);
    const demoId = await demoUserId();
    await env.t.db.update(users).set({ accountType: AccountType.EnterpriseCertified }).where(eq(users.id, demoId));
    try {
      await expectRefused(certified.productId, () => addBatch(certified.productId, certified.dids), 422, ErrorCode.Validation);
      expect((await addBatch(certified.productId, certified.dids.slice(0, 100))).body.data).toHaveLength(100);
    } finally {
      await env.t.db.update(users).set({ accountType: AccountType.Enterprise }).where(eq(users.id, demoId));
    }
  });
});

describe('deleting debug devices', () => {
  it('removes the binding; the device stays in the registry and can be bound again', async () => {
    const { productId, dids } = await setUp(2);
    const added = (await addBatch(productId, dids)).body.data;
    const r = await env.asDemo('POST', debugDevicePaths.delete, { body: { productId, ids: [added[0]!.id] } });
    expect(r.body.code, r.body.msg).toBe(0);
    expect((await listed(productId)).list.map((d) => d.did)).toEqual([dids[1]]);
    expect(await env.t.db.select({ id: devices.id }).from(devices).where(inArray(devices.id, dids))).toHaveLength(2);
    expect((await addOne(productId, dids[0]!)).body.code).toBe(0);
  });

  it('refuses an id that is not a debug device of the product, or a caller of another space, and deletes nothing', async () => {
    const { productId, dids } = await setUp(1);
    const other = await setUp(1);
    const [device] = (await addBatch(productId, dids)).body.data;
    const [otherDevice] = (await addBatch(other.productId, other.dids)).body.data;
    await expectRefused(productId, () => env.asDemo('POST', debugDevicePaths.delete, { body: { productId, ids: [device!.id, otherDevice!.id] } }), 404, ErrorCode.NotFound);
    await expectRefused(productId, () => env.asDev('POST', debugDevicePaths.delete, { body: { productId, ids: [device!.id] } }), 404, ErrorCode.NotFound);
    expect((await listed(other.productId)).total).toBe(1);
  });
});

describe('permissions', () => {
  it('refuses adding and deleting to a member without the debug-device authorities, changing nothing', async () => {
    const productId = await insertTestProduct(env.t.db, env.partner.tenantId);
    const dids = await insertTestDevices(env.t.db, env.partner.tenantId, productId, { count: 2 });
    const partnerApp = (await call<BindableApp[]>(env.t.app, 'GET', appPaths.bindAppList, { token: env.partner.token, query: { productId } })).body.data[0]!;
    const asPartner: CallerAs = (method, path, options = {}) => call(env.t.app, method, path, { token: env.partner.token, lang: 'en-US', ...options });
    expect((await addAccount(partnerApp.id, TESTER, asPartner)).body.code).toBe(0);
    const device = (await addOne(productId, dids[0]!, { appId: partnerApp.id }, asPartner)).body.data;

    const flags = env.t.db.select({ id: menus.id }).from(menus).where(inArray(menus.perms, [Perm.debugDeviceAdd, Perm.debugDeviceDelete]));
    await env.t.db.delete(roleMenus).where(and(eq(roleMenus.roleId, 'member'), inArray(roleMenus.menuId, flags)));
    const switched = await call<TokenPair>(env.t.app, 'POST', spacePaths.switchSpace, { token: env.demo.token, body: { tenantId: env.partner.tenantId } });
    const token = switched.body.data.token;
    const asMember: CallerAs = (method, path, options = {}) => call(env.t.app, method, path, { token, lang: 'en-US', ...options });
    const calls: [path: string, body: unknown][] = [
      [debugDevicePaths.add, { ...binding(productId), appId: partnerApp.id, did: dids[1] }],
      [debugDevicePaths.batchAdd, { ...binding(productId), appId: partnerApp.id, count: 1, dids: [dids[1]] }],
      [debugDevicePaths.delete, { productId, ids: [device.id] }],
      [debugDevicePaths.addAppAccount, { appId: partnerApp.id, account: 'member@example.com' }],
    ];
    for (const [path, body] of calls) {
      expect(await expectRefused(productId, () => asMember('POST', path, { body }), 403, ErrorCode.Forbidden), path).toBeTruthy();
    }
    // The member still reads the list and the app's accounts.
    expect((await listed(productId, asMember)).list.map((d) => d.did)).toEqual([dids[0]]);
    const accounts = (await asMember<AppAccount[]>('GET', debugDevicePaths.appAccountList, { query: { appId: partnerApp.id } })).body.data;
    expect(accounts.map((a) => a.account)).toEqual([TESTER]);
  });
});
