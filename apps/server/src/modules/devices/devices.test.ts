import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COUNT_MAX, ErrorCode, MESH_COMPANY_ID, type PageResult, translate } from '@iotc/shared';
import {
  ActiveStatus,
  DEVICE_EVENTS,
  type DeviceCount,
  type DeviceDetail,
  DeviceEvent,
  type DeviceFaultItem,
  type DeviceFaultQuery,
  type DeviceItem,
  type DeviceListQuery,
  type DeviceLogItem,
  type DeviceLogQuery,
  DeviceNature,
  devicePaths,
  faultBitCode,
  FaultReportType,
  type MeshDeviceItem,
  OnlineStatus,
} from '@iotc/shared/devices';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { call, createDemoApp, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { insertTestProduct } from '../../../test/products.ts';
import { epochSeconds } from '../../core/clock.ts';
import { productFunctions } from '../functions/tables.ts';
import { deviceFaults, deviceLogs, deviceStates } from './tables.ts';

/**
 * The device registry as a user of the space sees it: the data is written as rows (the broker's pipeline and the
 * triple generator have their own suites), read through the real calls. The dev account's space holds the data
 * (no seeded products); the demo account is the user of another space.
 */

let t: TestApp;
let dev: TokenPair;
let demo: TokenPair;
let partner: TokenPair;
let asDev: CallerAs;
let asDemo: CallerAs;
let asPartner: CallerAs;

/** Fixture ids: a Wi-Fi bulb product with real and virtual devices, a mesh product, and a partner-space product. */
const f = {
  bulb: '',
  bulbKey: '',
  mesh: '',
  /** Bulb devices, oldest first: [0] activated+online, [1] activated, [2] never connected. */
  bulbDevices: [] as string[],
  virtual: '',
  meshDevices: [] as string[],
  partnerDevice: '',
};

const list = (body: Partial<DeviceListQuery>, as = asDev) => as<PageResult<DeviceItem>>('POST', devicePaths.list, { body });
const ids = (r: { body: { data: PageResult<{ id: string }> } }) => r.body.data.list.map((d) => d.id);

beforeAll(async () => {
  ({ t, dev, demo, partner, asDev, asDemo, asPartner } = await createDemoApp('dev', 'demo', 'partner'));
  const { db, clock } = t;
  f.bulb = await insertTestProduct(db, dev.tenantId, { name: 'Smart bulb', productKey: 'bulbkey000000001' });
  f.bulbKey = 'bulbkey000000001';
  f.mesh = await insertTestProduct(db, dev.tenantId, { name: 'Mesh light', networkType: 'ble_mesh', meshProductId: 'mp01', wifiFlag: false });
  // Created a minute apart so "newest first" has one answer.
  const at = () => {
    clock.advance(60);
    return clock.now();
  };
  const one = async (productId: string, overrides: NonNullable<Parameters<typeof insertTestDevices>[3]>['overrides'] = {}, tenantId = dev.tenantId) =>
    (await insertTestDevices(db, tenantId, productId, { overrides: { createdAt: at(), ...overrides } }))[0]!;
  f.bulbDevices = [
    await one(f.bulb, { id: 'dev-AbC123', sn: 'SN-0001', batch: 'B1', activatedAt: clock.now(), lastActivatedAt: clock.now(), online: true }),
    await one(f.bulb, { sn: 'SN-0002', batch: 'B1', activatedAt: clock.now() }),
    await one(f.bulb, { sn: 'SN-1003', batch: 'B2' }),
  ];
  f.virtual = await one(f.bulb, { nature: DeviceNature.Virtual, batch: null, activatedAt: clock.now(), online: true });
  f.meshDevices = [
    await one(f.mesh, { name: 'Hall lamp', username: 'meshkey-1', mcuFirmwareVersion: '1.0.2', online: true, activatedAt: clock.now() }),
    await one(f.mesh, { name: 'Porch lamp', username: 'meshkey-2' }),
  ];
  const partnerProduct = await insertTestProduct(db, partner.tenantId, { name: 'Partner bulb' });
  f.partnerDevice = await one(partnerProduct, {}, partner.tenantId);
});
afterAll(() => t.close());

describe('device list', () => {
  it("lists the space's devices newest first with their product's name and key", async () => {
    const r = await list({ pageSize: 100 });
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([...f.meshDevices].reverse().concat([f.virtual, ...[...f.bulbDevices].reverse()]));
    expect(r.body.data.total).toBe(6);
    const first = r.body.data.list.find((d) => d.id === f.bulbDevices[0])!;
    expect(first).toMatchObject({
      did: f.bulbDevices[0],
      productId: f.bulb,
      productName: 'Smart bulb',
      productKey: f.bulbKey,
      deviceNature: DeviceNature.Real,
      sn: 'SN-0001',
      batchId: 'B1',
      activeStatus: ActiveStatus.Active,
      onlineStatus: OnlineStatus.Online,
    });
    expect(r.body.data.list.find((d) => d.id === f.bulbDevices[2])).toMatchObject({ activeStatus: ActiveStatus.Inactive, onlineStatus: OnlineStatus.Offline, activatedTime: null });
  });

  it('pages: the total stays, the page moves', async () => {
    const r = await list({ pageNo: 2, pageSize: 4 });
    expect(r.body.data).toMatchObject({ total: 6, pageNo: 2, pageSize: 4 });
    expect(ids(r)).toEqual([f.bulbDevices[1], f.bulbDevices[0]]);
  });

  // Lazy: the fixture ids exist once beforeAll ran.
  it.each<[string, () => Partial<DeviceListQuery>, () => string[]]>([
    ['product', () => ({ productId: f.mesh }), () => [f.meshDevices[1]!, f.meshDevices[0]!]],
    ['activated', () => ({ status: 1 }), () => [f.meshDevices[0]!, f.virtual, f.bulbDevices[1]!, f.bulbDevices[0]!]],
    ['not activated', () => ({ status: 0 }), () => [f.meshDevices[1]!, f.bulbDevices[2]!]],
    ['online', () => ({ online: 1 }), () => [f.meshDevices[0]!, f.virtual, f.bulbDevices[0]!]],
    ['offline', () => ({ online: 0 }), () => [f.meshDevices[1]!, f.bulbDevices[2]!, f.bulbDevices[1]!]],
    ['part of the did, any case', () => ({ did: 'abc12' }), () => [f.bulbDevices[0]!]],
    ['part of the SN', () => ({ sn: '-000' }), () => [f.bulbDevices[1]!, f.bulbDevices[0]!]],
    // Shorter than a trigram: the index cannot answer it, the search still does.
    ['one character of the SN', () => ({ sn: '3' }), () => [f.bulbDevices[2]!]],
    ['an SN wildcard taken literally', () => ({ sn: '%' }), () => []],
    ['batch', () => ({ batch: 'B2' }), () => [f.bulbDevices[2]!]],
    ['nature', () => ({ deviceNature: DeviceNature.Virtual }), () => [f.virtual]],
    ['several at once', () => ({ productId: f.bulb, status: 1, batch: 'B1' }), () => [f.bulbDevices[1]!, f.bulbDevices[0]!]],
  ])('filters by %s', async (_name, filter, expected) => {
    const r = await list(filter());
    expect(ids(r)).toEqual(expected());
    expect(r.body.data.total).toBe(expected().length);
  });

  it('refuses a filter out of its range with a 422 naming the field', async () => {
    const r = await list({ status: 2 as 0 });
    expect([r.status, r.body.code]).toEqual([422, ErrorCode.Validation]);
  });
});

describe('device detail and count', () => {
  it('answers every field: firmware, serials, binding, state and info, times in epoch seconds, the owner', async () => {
    const activatedAt = new Date('2024-05-01T00:30:00.000Z');
    const info = { module: { firmwareKey: 'mod-fw', version: '2.1.0' }, mcu: { firmwareKey: 'mcu-fw', version: '1.4.0' }, moduleSn: 'MSN-1', productionUuid: 'uuid-1' };
    const [id] = await insertTestDevices(t.db, dev.tenantId, f.bulb, {
      overrides: {
        name: 'Kitchen bulb',
        sn: 'SN-9',
        mac: 'AA:BB:CC:DD:EE:FF',
        activatedAt,
        lastActivatedAt: new Date('2024-05-02T10:00:00.999Z'),
        info,
        productionUuid: 'uuid-1',
        moduleFirmwareKey: 'mod-fw',
        moduleFirmwareVersion: '2.1.0',
        mcuFirmwareKey: 'mcu-fw',
        mcuFirmwareVersion: '1.4.0',
        moduleSn: 'MSN-1',
        boundUser: 'user@example.com',
        boundApp: 'Demo Smart Home',
        location: 'Shenzhen',
        channel: 'app',
        timezone: 'Asia/Shanghai',
        isAi: true,
        createdAt: new Date('2024-04-01T00:00:00Z'),
        updatedAt: new Date('2024-05-03T00:00:00Z'),
      },
    });
    const stateAt = new Date('2024-05-02T11:00:00Z');
    await t.db.insert(deviceStates).values({ deviceId: id!, tenantId: dev.tenantId, state: { '1': true, '2': 250 }, updatedAt: stateAt });

    const r = await asDev<DeviceDetail>('GET', devicePaths.detail(id!));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      id,
      did: id,
      name: 'Kitchen bulb',
      productId: f.bulb,
      productName: 'Smart bulb',
      productKey: f.bulbKey,
      deviceNature: DeviceNature.Real,
      sn: 'SN-9',
      deviceSn: 'SN-9',
      mac: 'AA:BB:CC:DD:EE:FF',
      batchId: 'B1',
      activeStatus: ActiveStatus.Active,
      onlineStatus: OnlineStatus.Offline,
      // Epoch seconds, whatever the zone: 00:30 UTC is 08:30 in GMT+8, a display concern of the console.
      activatedTime: 1714523400,
      lastActivatedTime: 1714644000,
      updateTime: 1714694400,
      productionUuid: 'uuid-1',
      moduleFirmwareKey: 'mod-fw',
      moduleFirmwareVersion: '2.1.0',
      mcuFirmwareKey: 'mcu-fw',
      mcuFirmwareVersion: '1.4.0',
      moduleSn: 'MSN-1',
      boundUser: 'user@example.com',
      boundApp: 'Demo Smart Home',
      location: 'Shenzhen',
      channel: 'app',
      timezone: 'Asia/Shanghai',
      owner: 'dev@example.com',
      isAI: true,
      state: { '1': true, '2': 250 },
      stateTime: epochSeconds(stateAt),
      info,
    });
  });

  it('answers a device that never reported with an empty state and no info', async () => {
    const r = await asDev<DeviceDetail>('GET', devicePaths.detail(f.bulbDevices[2]!));
    expect(r.body.data).toMatchObject({ state: {}, stateTime: null, info: null, activatedTime: null, owner: 'dev@example.com', isAI: false });
  });

  it("names the space's owner, not the member asking", async () => {
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partner.tenantId } });
    const r = await call<DeviceDetail>(t.app, 'GET', devicePaths.detail(f.partnerDevice), { token: switched.body.data.token });
    expect(r.body.data.owner).toBe('partner@example.com');
  });

  it('answers 404 for a device that does not exist', async () => {
    const r = await asDev('GET', devicePaths.detail('dev-none'));
    expect([r.status, r.body.code]).toEqual([404, ErrorCode.NotFound]);
  });

  it('counts the devices of a product and of the space: total, activated, online', async () => {
    const product = await asDev<DeviceCount>('POST', devicePaths.count, { body: { productId: f.mesh } });
    expect(product.body.data).toEqual({ total: 2, active: 1, online: 1 });
    const before = await asDev<DeviceCount>('POST', devicePaths.count, { body: {} });
    await insertTestDevices(t.db, dev.tenantId, f.bulb, { activated: 1, overrides: { online: true } });
    const after = await asDev<DeviceCount>('POST', devicePaths.count, { body: {} });
    expect(after.body.data).toEqual({ total: before.body.data.total + 1, active: before.body.data.active + 1, online: before.body.data.online + 1 });
  });
});

// ── Logs ─────────────────────────────────────────────────────────────────────

describe('device log', () => {
  /** 25 entries of the first bulb, one a minute from `start`: every fifth a control (switch), the others reports (brightness). */
  const start = new Date('2024-06-01T00:00:00Z');
  const minute = (i: number) => new Date(start.getTime() + i * 60_000);
  let did = '';
  const logs = (body: Partial<DeviceLogQuery>, as = asDev, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    as<PageResult<DeviceLogItem>>('POST', devicePaths.logList, { body: { did, ...body }, lang });

  beforeAll(async () => {
    did = f.bulbDevices[0]!;
    await t.db.insert(deviceLogs).values(
      Array.from({ length: 25 }, (_, i) => {
        const control = i % 5 === 0;
        return {
          tenantId: dev.tenantId,
          deviceId: did,
          productId: f.bulb,
          eventType: control ? DeviceEvent.Control : DeviceEvent.Report,
          funcKey: control ? 'switch_led' : 'bright_value',
          funcName: control ? 'Switch' : 'Brightness',
          value: control ? true : 100 + i,
          originChannel: control ? 'console' : 'device',
          originDetail: control ? 'dev@example.com' : did,
          mid: `mid-${i}`,
          createdAt: minute(i),
        };
      }),
    );
    // Another device's entries never show in this one's log.
    await t.db.insert(deviceLogs).values({ tenantId: dev.tenantId, deviceId: f.bulbDevices[1]!, productId: f.bulb, eventType: DeviceEvent.Online, originChannel: 'device', originDetail: 'x', createdAt: minute(3) });
  });

  it('answers newest first by default, sort counting positions across pages, times in epoch seconds', async () => {
    const first = await logs({ pageSize: 10 });
    expect(first.body.data.total).toBe(25);
    expect(first.body.data.list.map((l) => l.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.body.data.list[0]).toEqual({
      id: expect.any(String),
      sort: 1,
      createdAt: epochSeconds(minute(24)),
      eventType: DeviceEvent.Report,
      eventTypeName: 'Data report',
      funcKey: 'bright_value',
      funcName: 'Brightness',
      value: 124,
      originChannel: 'device',
      originDetail: did,
      mid: 'mid-24',
    });
    const third = await logs({ pageNo: 3, pageSize: 10 });
    expect(third.body.data.list.map((l) => [l.sort, l.mid])).toEqual([21, 22, 23, 24, 25].map((sort) => [sort, `mid-${25 - sort}`]));
  });

  it('answers oldest first when asked', async () => {
    const r = await logs({ sort: 'asc', pageNo: 2, pageSize: 10 });
    expect(r.body.data.list.map((l) => l.mid)).toEqual(Array.from({ length: 10 }, (_, i) => `mid-${10 + i}`));
    expect(r.body.data.list[0]!.sort).toBe(11);
  });

  it('filters by event type and by function', async () => {
    const controls = await logs({ eventType: DeviceEvent.Control, pageSize: 100 });
    expect(controls.body.data.list.map((l) => l.mid)).toEqual(['mid-20', 'mid-15', 'mid-10', 'mid-5', 'mid-0']);
    expect(controls.body.data.total).toBe(5);
    expect(controls.body.data.list[0]).toMatchObject({ originChannel: 'console', originDetail: 'dev@example.com', value: true, eventTypeName: 'Control' });
    const brightness = await logs({ funcKey: 'bright_value', pageSize: 100 });
    expect(brightness.body.data.total).toBe(20);
    expect(brightness.body.data.list.every((l) => l.funcKey === 'bright_value')).toBe(true);
  });

  it('filters by a time window, both ends included', async () => {
    const r = await logs({ startTime: epochSeconds(minute(3)), endTime: epochSeconds(minute(6)), sort: 'asc' });
    expect(r.body.data.list.map((l) => l.mid)).toEqual(['mid-3', 'mid-4', 'mid-5', 'mid-6']);
    expect(r.body.data.total).toBe(4);
  });

  it("names every event in the request's language", async () => {
    const zh = await logs({ eventType: DeviceEvent.Control, pageSize: 1 }, asDev, 'zh-CN');
    expect(zh.body.data.list[0]!.eventTypeName).toBe('控制');
    const en = await logs({ eventType: DeviceEvent.Control, pageSize: 1 }, asDev, 'en-US');
    expect(en.body.data.list[0]!.eventTypeName).toBe('Control');
    // Every event has a name in both languages.
    for (const event of DEVICE_EVENTS) {
      for (const lang of ['zh-CN', 'en-US'] as const) expect(translate(lang, `device.event.${event}`)).not.toBe(`device.event.${event}`);
    }
  });

  it('refuses a query without a device with a 422 naming it', async () => {
    const r = await asDev('POST', devicePaths.logList, { body: {} });
    expect([r.status, r.body.code]).toEqual([422, ErrorCode.Validation]);
    expect(r.body.msg).toContain('Device ID');
  });
});

// ── Malfunctions ─────────────────────────────────────────────────────────────

describe('device malfunctions', () => {
  const faults = (body: Partial<DeviceFaultQuery>, as = asDev, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    as<PageResult<DeviceFaultItem>>('POST', devicePaths.failLogList, { body, lang });
  const at = new Date('2024-06-02T00:00:00Z');
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

  beforeAll(async () => {
    await t.db.insert(productFunctions).values({
      id: randomUUID(),
      tenantId: dev.tenantId,
      productId: f.bulb,
      kind: 2,
      dpId: 104,
      identifier: 'fault',
      name: 'Fault alarm',
      dataType: 'fault',
      rwFlag: 'ro',
      spec: { dataType: 'fault', faultBits: [{ name: 'Overheat', description: '' }, { name: 'Short circuit', description: '' }] },
      createdAt: at,
      updatedAt: at,
    });
    const base = { tenantId: dev.tenantId, productId: f.bulb };
    await t.db.insert(deviceFaults).values([
      {
        ...base,
        deviceId: f.bulbDevices[0]!,
        code: 'device.problem.range',
        params: { min: 10, max: 1000, value: 2000 },
        reportFrom: `${f.bulbKey}/${f.bulbDevices[0]}/report`,
        reportType: FaultReportType.Rejected,
        parameter: { dps: { '2': 2000 } },
        createdAt: later(0),
      },
      {
        ...base,
        deviceId: f.bulbDevices[1]!,
        code: faultBitCode('fault', 1),
        reportFrom: `${f.bulbKey}/${f.bulbDevices[1]}/report`,
        reportType: FaultReportType.Fault,
        parameter: 2,
        createdAt: later(1),
      },
      { ...base, deviceId: f.bulbDevices[1]!, code: 'device.problem.notJson', reportFrom: 'x', reportType: FaultReportType.Rejected, createdAt: later(2) },
      { ...base, productId: f.mesh, deviceId: f.meshDevices[0]!, code: faultBitCode('gone', 0), reportFrom: 'y', reportType: FaultReportType.Fault, createdAt: later(3) },
    ]);
  });

  it('lists newest first with descriptions: the refusal reason with its values, the fault bit by name', async () => {
    const r = await faults({});
    expect(r.body.data.total).toBe(4);
    expect(r.body.data.list.map((x) => [x.code, x.description])).toEqual([
      ['gone.0', 'gone.0'],
      ['device.problem.notJson', 'The message is not JSON'],
      ['fault.1', 'Short circuit'],
      ['device.problem.range', 'The value 2000 is outside 10-1000'],
    ]);
    expect(r.body.data.list[3]).toEqual({
      id: expect.any(String),
      did: f.bulbDevices[0],
      productId: f.bulb,
      createdAt: epochSeconds(later(0)),
      code: 'device.problem.range',
      description: 'The value 2000 is outside 10-1000',
      reportFrom: `${f.bulbKey}/${f.bulbDevices[0]}/report`,
      reportType: FaultReportType.Rejected,
      parameter: { dps: { '2': 2000 } },
    });
    expect(r.body.data.list[2]).toMatchObject({ reportType: FaultReportType.Fault, parameter: 2 });
  });

  it('describes refusals in Chinese when asked', async () => {
    const r = await faults({ did: f.bulbDevices[0] }, asDev, 'zh-CN');
    expect(r.body.data.list.map((x) => x.description)).toEqual(['取值 2000 超出 10-1000']);
  });

  it('filters by device, product and time window', async () => {
    expect((await faults({ did: f.bulbDevices[1] })).body.data.list.map((x) => x.code)).toEqual(['device.problem.notJson', 'fault.1']);
    expect((await faults({ productId: f.mesh })).body.data.list.map((x) => x.code)).toEqual(['gone.0']);
    const window = await faults({ startTime: epochSeconds(later(1)), endTime: epochSeconds(later(2)) });
    expect(window.body.data.list.map((x) => x.code)).toEqual(['device.problem.notJson', 'fault.1']);
    expect(window.body.data.total).toBe(2);
  });
});

// ── Mesh ─────────────────────────────────────────────────────────────────────

describe('Bluetooth mesh devices', () => {
  const mesh = (query: Record<string, string>, as = asDev) => as<PageResult<MeshDeviceItem>>('GET', devicePaths.meshList, { query });

  it("lists only devices of the space's ble_mesh products, with what a provisioner needs", async () => {
    const r = await mesh({});
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.list).toEqual([
      { id: f.meshDevices[1], did: f.meshDevices[1], deviceKey: 'meshkey-2', companyId: MESH_COMPANY_ID, productId: 'mp01', productName: 'Mesh light', version: null, onlineStatus: OnlineStatus.Offline },
      { id: f.meshDevices[0], did: f.meshDevices[0], deviceKey: 'meshkey-1', companyId: MESH_COMPANY_ID, productId: 'mp01', productName: 'Mesh light', version: '1.0.2', onlineStatus: OnlineStatus.Online },
    ]);
  });

  it('filters by product and by part of the name or did', async () => {
    expect(ids(await mesh({ keyword: 'hall' }))).toEqual([f.meshDevices[0]]);
    expect(ids(await mesh({ keyword: f.meshDevices[1]!.slice(4, 14) }))).toEqual([f.meshDevices[1]]);
    expect(ids(await mesh({ productId: f.mesh, pageSize: '1' }))).toEqual([f.meshDevices[1]]);
    expect((await mesh({ productId: f.bulb })).body.data).toMatchObject({ list: [], total: 0 });
  });
});

// ── Another space ────────────────────────────────────────────────────────────

describe("another space's user", () => {
  it('sees none of it: empty lists and counts, 404 for the detail', async () => {
    expect((await list({}, asDemo)).body.data).toMatchObject({ list: [], total: 0 });
    expect((await list({ productId: f.bulb }, asDemo)).body.data.total).toBe(0);
    const detail = await asDemo('GET', devicePaths.detail(f.bulbDevices[0]!));
    expect([detail.status, detail.body.code]).toEqual([404, ErrorCode.NotFound]);
    const logs = await asDemo<PageResult<DeviceLogItem>>('POST', devicePaths.logList, { body: { did: f.bulbDevices[0] } });
    expect(logs.body.data).toMatchObject({ list: [], total: 0 });
    const faults = await asDemo<PageResult<DeviceFaultItem>>('POST', devicePaths.failLogList, { body: { did: f.bulbDevices[0] } });
    expect(faults.body.data).toMatchObject({ list: [], total: 0 });
    const count = await asDemo<DeviceCount>('POST', devicePaths.count, { body: { productId: f.bulb } });
    expect(count.body.data).toEqual({ total: 0, active: 0, online: 0 });
    const mesh = await asDemo<PageResult<MeshDeviceItem>>('GET', devicePaths.meshList, { query: { productId: f.mesh } });
    expect(mesh.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('needs a signed-in user', async () => {
    const r = await call(t.app, 'POST', devicePaths.list, { body: {} });
    expect(r.status).toBe(401);
  });
});

describe('a space of more devices than are counted', () => {
  it('counts the list total and the counts up to DEVICE_COUNT_MAX, and a search finds its few or pages through its many', async () => {
    const product = await insertTestProduct(t.db, partner.tenantId, { name: 'Partner sensor' });
    await insertTestDevices(t.db, partner.tenantId, product, { count: DEVICE_COUNT_MAX, activated: 3 });
    const [needle] = await insertTestDevices(t.db, partner.tenantId, product, { overrides: { sn: 'NEEDLE-42', createdAt: new Date(0) } });

    const all = await list({ pageSize: 10 }, asPartner);
    expect(all.body.data.total).toBe(DEVICE_COUNT_MAX);
    expect(all.body.data.list).toHaveLength(10);
    const counts = await asPartner<DeviceCount>('POST', devicePaths.count, { body: { productId: product } });
    expect(counts.body.data).toEqual({ total: DEVICE_COUNT_MAX, active: 3, online: 0 });
    const found = await list({ sn: 'edle-4' }, asPartner);
    expect(ids(found)).toEqual([needle]);
    expect(found.body.data.total).toBe(1);
    // A part every did has: more matches than are counted, still the newest first.
    const common = await list({ pageSize: 10, did: 'dev-' }, asPartner);
    expect(ids(common)).toEqual(ids(all));
    expect(common.body.data.total).toBe(DEVICE_COUNT_MAX);
    const activated = await list({ status: ActiveStatus.Active }, asPartner);
    expect(activated.body.data.total).toBe(3);
  });
});
