import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import type { PageResult } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { functionPaths } from '@iotc/shared/functions';
import { guidePaths } from '@iotc/shared/guide';
import { productPaths } from '@iotc/shared/products';
import type { ProductFunction } from '@iotc/shared/functions';
import type { AppDownload, GuideDemo } from '@iotc/shared/guide';
import type { ProductItem } from '@iotc/shared/products';
import { DeviceNature } from '@iotc/shared/devices';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import type { VirtualDevice } from '@iotc/shared/virtualDevices';
import { call, createDemoApp, login, registerAndActivate, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { dictData } from '../dictionary/tables.ts';
import { TestConsole } from '../virtualDevices/testConsole.ts';

let t: TestApp;
let asDemo: CallerAs;
let asDev: CallerAs;
let fresh: TokenPair;
let mqttConsole: TestConsole;

const as =
  (token: string): CallerAs =>
  (method, path, options = {}) =>
    call(t.app, method, path, { token, lang: 'en-US', ...options });

beforeAll(async () => {
  ({ t, asDemo, asDev } = await createDemoApp('demo', 'dev'));
  const account = { account: 'newcomer@example.com', password: 'Newcomer2025' };
  await registerAndActivate(t, { ...account, companyName: 'Newcomer Devices' });
  fresh = await login(t.app, account.account, account.password);
  mqttConsole = await TestConsole.connect(t.app.broker.deviceUrl, fresh.token);
});
afterAll(async () => {
  await mqttConsole.close();
  await t.close();
});

const ensure = (caller: CallerAs) => caller<GuideDemo>('POST', guidePaths.demo);
const products = async (caller: CallerAs) => (await caller<PageResult<ProductItem>>('POST', productPaths.list, { body: { pageSize: 100 } })).body.data.list;
const virtualDevices = async (caller: CallerAs, productId: string) =>
  (await caller<{ list: VirtualDevice[] }>('POST', virtualDevicePaths.list, { body: { productId, isVirtual: 1 } })).body.data.list;
const functionsOf = async (caller: CallerAs, productId: string) =>
  (await caller<ProductFunction[]>('GET', functionPaths.funcList, { query: { productId } })).body.data.map((f) => [f.dpId, f.identifier, f.dataType]).sort();

describe('the tour’s demo product and virtual device', () => {
  it('makes both for a new user’s empty space: the demo product with its functions, and a virtual device that is online and answers', async () => {
    const asFresh = as(fresh.token);
    expect(await products(asFresh)).toEqual([]);

    const r = await ensure(asFresh);
    expect(r.body.code, r.body.msg).toBe(0);
    const { productId, productKey, did } = r.body.data;

    const listed = await products(asFresh);
    expect(listed.map((p) => [p.id, p.productKey, p.name, p.isDemoProduct])).toEqual([[productId, productKey, 'Smart Bulb Demo', true]]);
    // Made the way the demo data makes it: the same functions as the seeded demo product.
    const seeded = (await products(asDemo)).find((p) => p.isDemoProduct)!;
    expect(await functionsOf(asFresh, productId)).toEqual(await functionsOf(asDemo, seeded.id));
    expect(await functionsOf(asFresh, productId)).toContainEqual([101, 'breath_effect', 'enum']);

    const devices = await virtualDevices(asFresh, productId);
    expect(devices.map((d) => [d.did, d.deviceNature, d.onlineStatus, d.userAccount])).toEqual([[did, DeviceNature.Virtual, 1, 'newcomer@example.com']]);
    // A real device on the broker: it answers with every function's value.
    const state = await mqttConsole.queryAll(productKey, did);
    expect(Object.keys(state)).toContain('101');
  });

  it('reuses them on the next call, and two calls at once make one of each', async () => {
    const asFresh = as(fresh.token);
    const first = (await ensure(asFresh)).body.data;
    const [a, b] = await Promise.all([ensure(asFresh), ensure(asFresh)]);
    expect([a.body.data, b.body.data]).toEqual([first, first]);
    expect(await products(asFresh)).toHaveLength(1);
    expect(await virtualDevices(asFresh, first.productId)).toHaveLength(1);
  });

  it('uses the demo product the space already has, and stays in the caller’s space', async () => {
    const seeded = (await products(asDemo)).find((p) => p.isDemoProduct)!;
    const before = (await products(asDemo)).length;
    const mine = (await ensure(asDemo)).body.data;
    expect(mine).toMatchObject({ productId: seeded.id, productKey: seeded.productKey });
    expect(await products(asDemo)).toHaveLength(before);
    expect((await virtualDevices(asDemo, seeded.id)).map((d) => d.did)).toEqual([mine.did]);

    // Another space gets its own, and sees nothing of this one.
    const theirs = (await ensure(asDev)).body.data;
    expect(theirs.productId).not.toBe(mine.productId);
    expect(theirs.did).not.toBe(mine.did);
    expect((await products(asDev)).map((p) => p.id)).toEqual([theirs.productId]);
    expect((await asDev('POST', virtualDevicePaths.list, { body: { productId: mine.productId, isVirtual: 1 } })).status).toBe(404);
    expect(await virtualDevices(asDemo, seeded.id)).toHaveLength(1);
  });

  it('needs a login, and makes nothing without one', async () => {
    const before = await products(asDemo);
    const r = await call(t.app, 'POST', guidePaths.demo);
    expect([r.status, r.body.code]).toEqual([401, ErrorCode.TokenExpired]);
    expect(await products(asDemo)).toEqual(before);
  });
});

describe('the App download url', () => {
  const url = async () => (await asDemo<AppDownload>('GET', guidePaths.appDownloadUrl)).body.data.url;

  it('is the console’s page about the App until an operator sets one, then theirs (a path of the console made absolute)', async () => {
    expect(await url()).toBe(`${t.config.publicUrl}/doc/appUsageLicense`);

    await t.db.insert(dictData).values({ dictType: 'demoApp', dictLabel: 'app_download_url', dictLabelEn: 'app_download_url', dictValue: '/downloads/demo-app' });
    expect(await url()).toBe(`${t.config.publicUrl}/downloads/demo-app`);
    await t.db.update(dictData).set({ dictValue: 'https://apps.example.com/demo' }).where(eq(dictData.dictType, 'demoApp'));
    expect(await url()).toBe('https://apps.example.com/demo');
    expect((await call(t.app, 'GET', guidePaths.appDownloadUrl)).status).toBe(401);
  });
});
