import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPaths, type BindableApp } from '@iotc/shared/apps';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { type HardwareModule, hardwareModulePaths } from '@iotc/shared/hardwareModules';
import { manualPaths } from '@iotc/shared/manuals';
import { networkGuidePaths } from '@iotc/shared/networkGuide';
import { type ProductClass, productClassPaths } from '@iotc/shared/productClasses';
import { productRulePaths } from '@iotc/shared/productRules';
import { productLanguagePaths } from '@iotc/shared/productLanguages';
import { ErrorCode, type PageResult } from '@iotc/shared';
import {
  type CopyScope,
  type DevelopmentChecks,
  NOT_COPIED_ITEMS,
  type ProductDetail,
  type ProductItem,
  productPaths,
  type ProductSaveBody,
  ProductStatus,
} from '@iotc/shared/products';
import { realtimeChannel, type RealtimeData } from '@iotc/shared/realtime';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';
import { call, useDemoApp, type CallerAs } from '../../../test/helpers.ts';
import { apps } from '../apps/tables.ts';
import { devices } from '../devices/tables.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { makeJpegHead, makePdf, makePng } from '../files/testUpload.ts';
import { productFunctions } from '../functions/tables.ts';
import { MODULE_SEEDS } from '../hardwareModules/seed.ts';
import { PRODUCT_CLASS_TREE } from '../productClasses/catalogue.ts';
import { uploadFile, type TestFile } from '../../../test/products.ts';
import { DEMO_PRODUCT_IMAGE } from './seed.ts';
import { products } from './tables.ts';

/** An 800×800 PNG uploaded to each space. */
const images: Record<'demo' | 'dev' | 'partner', string> = { demo: '', dev: '', partner: '' };

const png = (w = 800, h = 800): TestFile => ({ name: 'product.png', contentType: 'image/png', data: makePng(w, h) });

/** A 24-bit BMP of the given size (rows padded to 4 bytes). */
function makeBmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = rowBytes * height;
  const out = Buffer.alloc(54 + pixels, 0x60);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(54 + pixels, 2);
  out.writeUInt32LE(0, 6);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(0, 30);
  out.writeUInt32LE(pixels, 34);
  out.fill(0, 38, 54);
  return out;
}

const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const upload = async (token: string, file: TestFile) => (await uploadFile(env.t.app, token, file)).url;

const env = useDemoApp('demo', 'dev', 'partner');
beforeAll(async () => {
  images.demo = await upload(env.demo.token, png());
  images.dev = await upload(env.dev.token, png());
  images.partner = await upload(env.partner.token, png());
});

const saveBody = (overrides: Partial<ProductSaveBody> = {}, image = images.demo): ProductSaveBody => ({
  productType: 'lighting-bulb',
  scheme: 'zero_code',
  moduleId: 'wb3s',
  name: 'Smart bulb',
  model: 'SB-100',
  imageUrl: image,
  image: 'bulb.png',
  networkType: 'wifi_ble',
  powerConsumeType: 'mains',
  activeType: 'app_pairing',
  ...overrides,
});

async function create(overrides: Partial<ProductSaveBody> = {}, as: CallerAs = env.asDemo, image = images.demo): Promise<ProductDetail> {
  const r = await as<ProductDetail>('POST', productPaths.save, { body: saveBody(overrides, image) });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
}

const detail = (id: string, as: CallerAs = env.asDemo) => as<ProductDetail>('GET', productPaths.detail(id));
const rowOf = async (id: string) => (await env.t.db.select().from(products).where(eq(products.id, id)))[0];
const productsOf = (tenantId: string) => env.t.db.select().from(products).where(eq(products.tenantId, tenantId)).orderBy(products.id);
const functionsOf = (productId: string) => env.t.db.select().from(productFunctions).where(eq(productFunctions.productId, productId)).orderBy(productFunctions.dpId);
const list = (body: Record<string, unknown> = {}, as: CallerAs = env.asDemo) => as<PageResult<ProductItem>>('POST', productPaths.list, { body });

const bulbDefaults = PRODUCT_CLASS_TREE[0]!.children![0]!.functions!.filter((f) => f.isDefault);

describe('creating a product (001 §5)', () => {
  it('creates it in development with a new 16-character key, the class names and the default standard functions', async () => {
    const created = await create();
    expect(created).toMatchObject({
      productKey: expect.stringMatching(/^[a-z0-9]{16}$/),
      name: 'Smart bulb',
      model: 'SB-100',
      image: 'bulb.png',
      imageUrl: images.demo,
      productType: 'lighting-bulb',
      productTypeName: '球泡灯',
      productTypeNameEn: 'Light bulb',
      scheme: 'zero_code',
      networkType: 'wifi_ble',
      wifiFlag: true,
      status: ProductStatus.Developing,
      isDemoProduct: false,
      moduleId: 'wb3s',
      moduleName: 'WB3S',
      meshProductId: null,
      activatedDeviceCount: 0,
      publishedAt: null,
      functionCount: bulbDefaults.length,
    });
    expect((await functionsOf(created.id)).map((f) => f.identifier).sort()).toEqual(bulbDefaults.map((f) => f.identifier).sort());
    // Named in the caller's language.
    expect((await functionsOf(created.id)).find((f) => f.identifier === 'bright_value')?.name).toBe('Brightness');
    expect((await detail(created.id)).body.data).toEqual(created);

    const zigbee = await create({ networkType: 'zigbee', moduleId: 'zs3l', scheme: 'mcu' });
    expect(zigbee.wifiFlag).toBe(false);
    expect(zigbee.productKey).not.toBe(created.productKey);
  });

  it("starts with as many standard functions as the wizard's category card says it adds", async () => {
    const tree = await env.asDemo<ProductClass[]>('GET', productClassPaths.productTypes);
    const leaves = tree.body.data.flatMap((c) => c.children);
    const bulb = leaves.find((c) => c.id === 'lighting-bulb')!;
    // The bulb class has more standard functions than a new product gets: the card must say which count is added.
    expect(bulb.defaultFunctionCount).toBe(bulbDefaults.length);
    expect(bulb.defaultFunctionCount).toBeLessThan(bulb.standardFunctionCount);
    for (const [index, leaf] of leaves.filter((c) => c.standardFunctionCount > 0).slice(0, 4).entries()) {
      const created = await create({ productType: leaf.id, name: `Class ${index}` });
      expect(created.functionCount, leaf.id).toBe(leaf.defaultFunctionCount);
    }
  });

  it('takes JPEG and bmp images as well as PNG', async () => {
    const jpeg = await upload(env.demo.token, { name: 'p.jpg', contentType: 'image/jpeg', data: makeJpegHead(600, 600) });
    expect((await create({}, env.asDemo, jpeg)).imageUrl).toBe(jpeg);
    const bmp = await upload(env.demo.token, { name: 'p.bmp', contentType: 'image/bmp', data: makeBmp(40, 40) });
    expect((await create({}, env.asDemo, bmp)).imageUrl).toBe(bmp);
  });

  const labels: Record<string, string> = {
    name: 'Name',
    model: 'Model',
    imageUrl: 'Product image',
    networkType: 'Network protocol',
    powerConsumeType: 'Power consumption type',
    activeType: 'Activation type',
    productType: 'Product category',
    scheme: 'Development scheme',
  };
  it.each(Object.keys(labels))('refuses a product without %s with a 422 naming it, creating nothing', async (field) => {
    const before = await productsOf(env.demo.tenantId);
    const body: Record<string, unknown> = { ...saveBody() };
    delete body[field];
    const r = await env.asDemo<{ errors: { field: string; msg: string }[] }>('POST', productPaths.save, { body });
    expect(r.status).toBe(422);
    expect(r.body.data.errors[0]?.field).toBe(field);
    expect(r.body.msg.startsWith(`${labels[field]}: `), r.body.msg).toBe(true);
    const blank = await env.asDemo('POST', productPaths.save, { body: { ...body, [field]: '' } });
    expect(blank.status).toBe(422);
    expect(await productsOf(env.demo.tenantId)).toEqual(before);
  });

  it('says in Chinese what is missing', async () => {
    const r = await call(env.t.app, 'POST', productPaths.save, { token: env.demo.token, lang: 'zh-CN', body: { ...saveBody(), imageUrl: ' ' } });
    expect(r.status).toBe(422);
    expect(r.body.msg).toBe('产品图片：请上传产品图片');
  });

  it('refuses an image of the wrong type, over 1M, not 1:1, or not uploaded to this space, creating nothing', async () => {
    const before = await productsOf(env.demo.tenantId);
    const gif = await upload(env.demo.token, { name: 'p.gif', contentType: 'image/gif', data: GIF_1X1 });
    const large = await upload(env.demo.token, { name: 'big.png', contentType: 'image/png', data: Buffer.concat([makePng(800, 800), Buffer.alloc(1024 * 1024 + 1)]) });
    const wide = await upload(env.demo.token, png(800, 600));
    const pdf = await upload(env.demo.token, { name: 'p.pdf', contentType: 'application/pdf', data: makePdf() });
    const cases: [string, number, string][] = [
      [gif, 415, 'jpg, bmp, png'],
      [pdf, 415, 'jpg, bmp, png'],
      [large, 413, '1'],
      [wide, 422, '1:1'],
      [images.dev, 422, ''],
      ['/api/files/whatever.png', 422, ''],
      ['https://example.com/bulb.png', 422, ''],
    ];
    for (const [url, status, says] of cases) {
      const r = await env.asDemo('POST', productPaths.save, { body: saveBody({}, url) });
      expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(status);
      expect(r.body.msg).toContain(says);
    }
    expect(await productsOf(env.demo.tenantId)).toEqual(before);
  });

  it('creates products only in a second-level class, and with a module of their network type', async () => {
    const before = await productsOf(env.demo.tenantId);
    for (const productType of ['lighting', 'no-such-class']) {
      const r = await env.asDemo('POST', productPaths.save, { body: saveBody({ productType }) });
      expect(r.status).toBe(422);
      expect(r.body.msg).toBe('Product category: Choose a category of the second level');
    }
    const mismatch = await env.asDemo('POST', productPaths.save, { body: saveBody({ moduleId: 'zs3l' }) });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.msg).toBe("Module: This module does not support the product's network protocol");
    expect((await env.asDemo('POST', productPaths.save, { body: saveBody({ moduleId: 'nope' }) })).status).toBe(422);
    // WR3 talks to an MCU over its serial port: not a zero-code module.
    const zeroCodeOnMcuModule = await env.asDemo('POST', productPaths.save, { body: saveBody({ scheme: 'zero_code', networkType: 'wifi', moduleId: 'wr3' }) });
    expect(zeroCodeOnMcuModule.status).toBe(422);
    expect(zeroCodeOnMcuModule.body.msg).toBe("Module: This module does not support the product's development scheme");
    expect(await productsOf(env.demo.tenantId)).toEqual(before);
    expect((await create({ scheme: 'soc', moduleId: null, networkType: 'cellular' })).moduleName).toBeNull();
  });
});

describe('basic config (edit)', () => {
  it('changes the information and never the key, class or scheme', async () => {
    const created = await create({ name: 'Before' });
    const r = await env.asDemo<ProductDetail>('POST', productPaths.edit, {
      body: {
        id: created.id,
        name: 'After',
        model: 'SB-200',
        imageUrl: created.imageUrl,
        networkType: 'wifi_ble',
        powerConsumeType: 'low_power',
        activeType: 'first_connect',
        productKey: 'aaaaaaaaaaaaaaaa',
        productType: 'electrical-socket',
        scheme: 'soc',
      },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({
      name: 'After',
      model: 'SB-200',
      powerConsumeType: 'low_power',
      activeType: 'first_connect',
      productKey: created.productKey,
      productType: 'lighting-bulb',
      scheme: 'zero_code',
      image: 'bulb.png',
    });
  });

  it('re-checks a new image and changes nothing when it is refused', async () => {
    const created = await create();
    const before = await rowOf(created.id);
    const wide = await upload(env.demo.token, png(1000, 800));
    const r = await env.asDemo('POST', productPaths.edit, { body: { ...saveBody({}, wide), id: created.id } });
    expect(r.status).toBe(422);
    expect(await rowOf(created.id)).toEqual(before);
  });

  it('drops a module of another network type when the network type changes', async () => {
    const created = await create();
    const r = await env.asDemo<ProductDetail>('POST', productPaths.edit, { body: { ...saveBody({ networkType: 'zigbee' }), id: created.id } });
    expect(r.body.data).toMatchObject({ networkType: 'zigbee', wifiFlag: false, moduleId: null, moduleName: null });
  });
});

describe('the product list', () => {
  const made: Record<string, ProductDetail> = {};

  beforeAll(async () => {
    const specs: [string, Partial<ProductSaveBody>][] = [
      ['alpha', { name: 'Alpha Lamp', productType: 'lighting-bulb', scheme: 'mcu', networkType: 'wifi', moduleId: 'wr3' }],
      ['beta', { name: 'Beta Socket', productType: 'electrical-socket', networkType: 'wifi', moduleId: null }],
      ['gamma', { name: 'Gamma Sensor', productType: 'sensors-motion', networkType: 'zigbee', moduleId: 'zs3l' }],
      ['delta', { name: 'Delta 100% Strip', productType: 'lighting-strip', networkType: 'ble', moduleId: 'bp3l' }],
    ];
    for (const [key, overrides] of specs) {
      env.t.clock.advance(1);
      made[key] = await create(overrides, env.asDev, images.dev);
    }
    await env.t.db.update(products).set({ status: ProductStatus.Published }).where(eq(products.id, made.gamma!.id));
  });

  const names = (r: { body: { data: PageResult<ProductItem> } }) => r.body.data.list.map((p) => p.name);

  it('lists the space\'s products newest first with their function counts and the total', async () => {
    const r = await list({}, env.asDev);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total: 4, pageNo: 1, pageSize: 10 });
    expect(names(r)).toEqual(['Delta 100% Strip', 'Gamma Sensor', 'Beta Socket', 'Alpha Lamp']);
    const alpha = r.body.data.list.at(-1)!;
    expect(alpha).toMatchObject({ productTypeName: '球泡灯', productTypeNameEn: 'Light bulb', functionCount: bulbDefaults.length, status: 1 });
    expect(alpha.updatedAt).toBe(made.alpha!.updatedAt);
  });

  it('searches names and keys, case-insensitively and literally', async () => {
    expect(names(await list({ keyword: 'lamp' }, env.asDev))).toEqual(['Alpha Lamp']);
    expect(names(await list({ keyword: made.beta!.productKey.slice(3, 11).toUpperCase() }, env.asDev))).toEqual(['Beta Socket']);
    expect(names(await list({ keyword: '100%' }, env.asDev))).toEqual(['Delta 100% Strip']);
    expect((await list({ keyword: '%' }, env.asDev)).body.data.total).toBe(1);
    expect((await list({ keyword: 'nothing like it' }, env.asDev)).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by class (a top-level class takes in its sub-classes), network type and status', async () => {
    expect(names(await list({ productType: 'lighting' }, env.asDev))).toEqual(['Delta 100% Strip', 'Alpha Lamp']);
    expect(names(await list({ productType: 'lighting-bulb' }, env.asDev))).toEqual(['Alpha Lamp']);
    expect(names(await list({ networkType: 'wifi' }, env.asDev))).toEqual(['Beta Socket', 'Alpha Lamp']);
    expect(names(await list({ status: ProductStatus.Published }, env.asDev))).toEqual(['Gamma Sensor']);
    expect(names(await list({ status: 1, networkType: 'wifi', keyword: 'socket' }, env.asDev))).toEqual(['Beta Socket']);
  });

  it('pages', async () => {
    const second = await list({ pageNo: 2, pageSize: 3 }, env.asDev);
    expect(second.body.data).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    expect(names(second)).toEqual(['Alpha Lamp']);
    // A search past its last page still knows its total.
    expect((await list({ keyword: 'a', pageNo: 5, pageSize: 3 }, env.asDev)).body.data).toMatchObject({ list: [], total: 4 });
    expect(names(await list({ keyword: 'a', pageNo: 2, pageSize: 3 }, env.asDev))).toEqual(['Alpha Lamp']);
    expect((await list({ pageSize: 101 }, env.asDev)).status).toBe(422);
  });

  it("never shows another space's products", async () => {
    const demoNames = names(await list({ pageSize: 100 }));
    expect(demoNames).toContain('Smart Bulb Demo');
    expect(demoNames).not.toContain('Alpha Lamp');
    expect(names(await list({ keyword: made.alpha!.productKey }))).toEqual([]);
  });
});

describe("another space's product", () => {
  it('answers 404 to every call and changes nothing', async () => {
    const created = await create();
    const before = await rowOf(created.id);
    const functionsBefore = await functionsOf(created.id);
    const id = created.id;
    const calls: [string, 'GET' | 'POST', string, Record<string, unknown>?, Record<string, string>?][] = [
      ['detail', 'GET', productPaths.detail(id)],
      ['edit', 'POST', productPaths.edit, { ...saveBody({}, images.dev), id }],
      ['delete', 'POST', productPaths.delete, { id }],
      ['copy', 'POST', productPaths.copy, { id, name: 'Stolen' }],
      ['copyScope', 'GET', productPaths.copyScope, undefined, { id }],
      ['completeDevelopDetailed', 'GET', productPaths.completeDevelopDetailed, undefined, { id }],
      ['completeDevelop', 'POST', productPaths.completeDevelop, { id }],
      ['returnDevelop', 'POST', productPaths.returnDevelop, { id, confirm: true }],
      ['setMeshProductCode', 'POST', productPaths.setMeshProductCode, { id, meshProductId: '0A0A' }],
      ['selectModule', 'POST', hardwareModulePaths.selectModule, { productId: id, moduleId: 'cb2s' }],
    ];
    const devBefore = await productsOf(env.dev.tenantId);
    for (const [name, method, path, body, query] of calls) {
      const r = await env.asDev(method, path, { body, query });
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(404);
      expect(r.body.code).toBe(ErrorCode.NotFound);
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await functionsOf(id)).toEqual(functionsBefore);
    expect(await productsOf(env.dev.tenantId)).toEqual(devBefore);
  });
});

describe('deleting a product', () => {
  const credentialsOf = (productId: string) => env.t.db.select().from(devices).where(eq(devices.productId, productId));

  it('is refused (409) while a device is activated, and nothing is deleted', async () => {
    const created = await create();
    await insertTestDevices(env.t.db, env.demo.tenantId, created.id, { count: 2, activated: 1 });
    expect((await detail(created.id)).body.data.activatedDeviceCount).toBe(1);
    const before = { row: await rowOf(created.id), credentials: await credentialsOf(created.id), functions: await functionsOf(created.id) };
    const r = await env.asDemo('POST', productPaths.delete, { body: { id: created.id } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.ProductHasDevices, msg: 'This product has activated devices (1) and cannot be deleted', data: { count: 1 } });
    expect({ row: await rowOf(created.id), credentials: await credentialsOf(created.id), functions: await functionsOf(created.id) }).toEqual(before);
  });

  it('deletes a product with everything of it, unused credentials included', async () => {
    const created = await create();
    await insertTestDevices(env.t.db, env.demo.tenantId, created.id);
    const r = await env.asDemo('POST', productPaths.delete, { body: { id: created.id } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(await rowOf(created.id)).toBeUndefined();
    expect(await credentialsOf(created.id)).toEqual([]);
    expect(await functionsOf(created.id)).toEqual([]);
    expect((await detail(created.id)).status).toBe(404);
  });
});

/** Saves a one-step pairing guide with an uploaded image. */
async function saveGuide(productId: string, token = env.demo.token) {
  const mediaUrl = await upload(token, png(64, 64));
  const r = await call(env.t.app, 'POST', networkGuidePaths.saveNetworkGuide, {
    token,
    lang: 'en-US',
    body: { productId, steps: [{ textZh: '长按按键 5 秒', textEn: 'Hold the button for 5 s', mediaType: 'image', mediaUrl }] },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
}

describe('development status', () => {
  let product: ProductDetail;
  const checksOf = async (id = product.id) => (await env.asDemo<DevelopmentChecks>('GET', productPaths.completeDevelopDetailed, { query: { id } })).body.data;

  beforeAll(async () => {
    product = await create({ name: 'To publish' });
  });

  it('lists what completing development checks; the default pairing guide, which the App shows, counts', async () => {
    const checks = await checksOf();
    expect(checks).toEqual({
      productId: product.id,
      status: ProductStatus.Developing,
      canComplete: true,
      checks: [
        { key: 'functions', passed: true, required: true, coming: false },
        { key: 'networkGuide', passed: true, required: true, coming: false, byDefault: true },
        { key: 'module', passed: true, required: true, coming: false },
        // The default panel of its functions, which controls something.
        { key: 'panel', passed: true, required: true, coming: false },
        { key: 'manual', passed: false, required: false, coming: false },
        { key: 'testReport', passed: false, required: false, coming: false },
      ],
    });
    const soc = await create({ scheme: 'soc', moduleId: null });
    expect((await checksOf(soc.id)).checks.find((c) => c.key === 'module')).toEqual({ key: 'module', passed: false, required: false, coming: false });
    await saveGuide(soc.id);
    expect((await checksOf(soc.id)).checks.find((c) => c.key === 'networkGuide')).toEqual({ key: 'networkGuide', passed: true, required: true, coming: false, byDefault: false });
  });

  it('refuses to complete while a required check fails, naming it, with the checks as data, changing nothing', async () => {
    const bare = await create({ scheme: 'mcu', moduleId: null });
    await env.t.db.delete(productFunctions).where(eq(productFunctions.productId, bare.id));
    const before = await rowOf(bare.id);
    const r = await env.asDemo<DevelopmentChecks>('POST', productPaths.completeDevelop, { body: { id: bare.id } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(ErrorCode.DevelopmentIncomplete);
    // Without functions the default panel controls nothing.
    expect(r.body.msg).toBe('Development cannot be completed yet: Functions, Module, Device panel');
    expect(r.body.data).toEqual(await checksOf(bare.id));
    expect(await rowOf(bare.id)).toEqual(before);

    const zh = await call(env.t.app, 'POST', productPaths.completeDevelop, { token: env.demo.token, lang: 'zh-CN', body: { id: bare.id } });
    expect(zh.body.msg).toBe('暂不能完成开发：功能定义、模组选择、设备面板');
  });

  it('completes development once every required check passes; the information becomes read-only', async () => {
    await saveGuide(product.id);
    expect((await checksOf()).canComplete).toBe(true);
    env.t.clock.advance(10);
    const r = await env.asDemo<ProductDetail>('POST', productPaths.completeDevelop, { body: { id: product.id } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data.status).toBe(ProductStatus.Published);
    expect(r.body.data.publishedAt).toBe(Math.floor(env.t.clock.now().getTime() / 1000));
    expect((await checksOf()).canComplete).toBe(false);

    const before = await rowOf(product.id);
    const refusals = [
      await env.asDemo('POST', productPaths.edit, { body: { ...saveBody({ name: 'Changed' }), id: product.id } }),
      await env.asDemo('POST', hardwareModulePaths.selectModule, { body: { productId: product.id, moduleId: 'cb2s' } }),
      await env.asDemo('POST', productPaths.setMeshProductCode, { body: { id: product.id, meshProductId: '0A0A' } }),
      await env.asDemo('POST', productPaths.completeDevelop, { body: { id: product.id } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(ErrorCode.ProductPublished);
    }
    expect(await rowOf(product.id)).toEqual(before);
  });

  it('returns to development only when confirmed explicitly', async () => {
    for (const body of [{ id: product.id }, { id: product.id, confirm: false }]) {
      const r = await env.asDemo('POST', productPaths.returnDevelop, { body });
      expect(r.status).toBe(422);
      expect(r.body.msg).toBe('Confirmation: Confirm the return to development');
    }
    expect((await rowOf(product.id))?.status).toBe(ProductStatus.Published);
    const r = await env.asDemo<ProductDetail>('POST', productPaths.returnDevelop, { body: { id: product.id, confirm: true } });
    expect(r.body.data).toMatchObject({ status: ProductStatus.Developing, publishedAt: expect.any(Number) });
    const again = await env.asDemo('POST', productPaths.returnDevelop, { body: { id: product.id, confirm: true } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.ProductNotPublished);
    expect((await env.asDemo('POST', productPaths.edit, { body: { ...saveBody({ name: 'Editable again' }), id: product.id } })).body.code).toBe(0);
  });
});

describe('copying a product', () => {
  it('carries functions, rules, pairing guide and manual with a new key, in development; not app links', async () => {
    const source = await create({ name: 'Original' });
    const custom = await env.asDemo<ProductFunction[]>('POST', functionPaths.addFunc, {
      body: { productId: source.id, functions: [{ dpId: 101, name: '夜灯', identifier: 'night_light', rwFlag: 'rw', dataType: 'bool' }] },
    });
    expect(custom.body.code, JSON.stringify(custom.body)).toBe(0);
    const advanced = await env.asDemo('POST', functionPaths.addStandardFunc, { body: { productId: source.id, templateIds: ['advanced:child_lock'] } });
    expect(advanced.body.code, JSON.stringify(advanced.body)).toBe(0);
    const rule = await env.asDemo('POST', productRulePaths.ruleSave, {
      body: {
        productId: source.id,
        name: 'Night',
        conditionType: 'all',
        conditions: [{ identifier: 'night_light', operator: '==', value: true }],
        actions: [{ identifier: 'bright_value', value: 100 }],
      },
    });
    expect(rule.body.code, JSON.stringify(rule.body)).toBe(0);
    await saveGuide(source.id);
    const manualUrl = await upload(env.demo.token, { name: 'manual.pdf', contentType: 'application/pdf', data: makePdf() });
    const manual = await env.asDemo('POST', manualPaths.docAdd, { body: { productId: source.id, lang: 'en-US', url: manualUrl, fileName: 'manual.pdf' } });
    expect(manual.body.code, JSON.stringify(manual.body)).toBe(0);
    const [app] = await env.t.db.select().from(apps).where(eq(apps.tenantId, env.demo.tenantId));
    await env.asDemo('POST', appPaths.productBindApp, { body: { productId: source.id, appIds: [app!.id] } });
    const text = await env.asDemo('POST', productLanguagePaths.save, { body: { productId: source.id, entries: [{ key: 'function.night_light.name', zh: '夜灯', en: 'Night light' }] } });
    expect(text.body.code, JSON.stringify(text.body)).toBe(0);

    const scope = await env.asDemo<CopyScope>('GET', productPaths.copyScope, { query: { id: source.id } });
    expect(scope.body.data).toEqual({
      copied: [
        { item: 'standardFunctions', count: bulbDefaults.length },
        { item: 'customFunctions', count: 1 },
        { item: 'advancedFunctions', count: 1 },
        { item: 'panel', count: 0 },
        { item: 'firmware', count: 0 },
        { item: 'voiceScheme', count: 0 },
        { item: 'languages', count: 1 },
        { item: 'networkGuide', count: 1 },
        { item: 'manual', count: 1 },
        { item: 'sceneSettings', count: expect.any(Number) },
        { item: 'timerSettings', count: expect.any(Number) },
        { item: 'rules', count: 1 },
      ],
      notCopied: [...NOT_COPIED_ITEMS],
    });

    // A published source gives a copy in development.
    await env.t.db.update(products).set({ status: ProductStatus.Published }).where(eq(products.id, source.id));
    const r = await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: source.id, name: 'Original copy' } });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const copy = r.body.data;
    expect(copy.id).not.toBe(source.id);
    expect(copy.productKey).toMatch(/^[a-z0-9]{16}$/);
    expect(copy.productKey).not.toBe(source.productKey);
    expect(copy).toMatchObject({
      name: 'Original copy',
      status: ProductStatus.Developing,
      isDemoProduct: false,
      productType: source.productType,
      scheme: source.scheme,
      networkType: source.networkType,
      moduleId: source.moduleId,
      imageUrl: source.imageUrl,
      functionCount: bulbDefaults.length + 2,
      publishedAt: null,
    });
    const shape = (rows: Awaited<ReturnType<typeof functionsOf>>) => rows.map((f) => [f.kind, f.dpId, f.identifier, f.name, f.spec]);
    expect(shape(await functionsOf(copy.id))).toEqual(shape(await functionsOf(source.id)));
    const copiedScope = await env.asDemo<CopyScope>('GET', productPaths.copyScope, { query: { id: copy.id } });
    expect(copiedScope.body.data).toEqual(scope.body.data);
    const links = await env.asDemo<BindableApp[]>('GET', appPaths.bindAppList, { query: { productId: copy.id } });
    expect(links.body.data.every((a) => !a.bound)).toBe(true);
  });

  it('never copies the demo flag', async () => {
    const [demoProduct] = await env.t.db.select().from(products).where(eq(products.isDemoProduct, true));
    expect(demoProduct?.tenantId).toBe(env.demo.tenantId);
    expect(demoProduct).toMatchObject({ name: 'Smart Bulb Demo', imageUrl: DEMO_PRODUCT_IMAGE.url, productType: 'lighting-bulb' });
    const r = await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: demoProduct!.id, name: 'My bulb' } });
    expect(r.body.data).toMatchObject({ isDemoProduct: false, name: 'My bulb' });
  });

  it('needs a name', async () => {
    const r = await env.asDemo('POST', productPaths.copy, { body: { id: 'any' } });
    expect(r.status).toBe(422);
    expect(r.body.msg.startsWith('Name: ')).toBe(true);
  });
});

describe('the demo product', () => {
  it('has its default standard functions and two custom ones, and is seeded once', async () => {
    const [demoProduct] = await env.t.db.select().from(products).where(eq(products.isDemoProduct, true));
    const functions = await functionsOf(demoProduct!.id);
    expect(functions.filter((f) => f.kind === 1).map((f) => f.identifier).sort()).toEqual(bulbDefaults.map((f) => f.identifier).sort());
    expect(functions.filter((f) => f.kind === 2).map((f) => f.dpId)).toEqual([101, 102]);
    const { seedDemoProducts } = await import('./seed.ts');
    await seedDemoProducts(env.t.db, env.demo.tenantId, 'someone', env.t.clock.now());
    expect(await env.t.db.select().from(products).where(eq(products.isDemoProduct, true))).toHaveLength(1);
  });
});

describe('modules and mesh id', () => {
  it('lists the modules, of one network type and scheme or all; a module is offered only for the schemes it supports', async () => {
    const all = await env.asDemo<HardwareModule[]>('GET', hardwareModulePaths.queryModules);
    expect(all.body.data.map((m) => m.id)).toEqual(MODULE_SEEDS.map((m) => m.id));
    const zigbee = await env.asDemo<HardwareModule[]>('GET', hardwareModulePaths.queryModules, { query: { networkType: 'zigbee' } });
    expect(zigbee.body.data).toEqual([expect.objectContaining({ id: 'zs3l', chip: 'EFR32MG21', networkType: 'zigbee' })]);
    const ids = async (query: Record<string, string>) => (await env.asDemo<HardwareModule[]>('GET', hardwareModulePaths.queryModules, { query })).body.data.map((m) => m.id);
    expect(await ids({ networkType: 'wifi', scheme: 'zero_code' })).toEqual(['esp-12f']);
    expect(await ids({ networkType: 'wifi', scheme: 'mcu' })).toEqual(['wr3', 'esp-12f']);
    expect(await ids({ networkType: 'wifi_ble', scheme: 'zero_code' })).toEqual(['wb3s', 'cb2s']);
    expect(await ids({ scheme: 'soc' })).toEqual(['esp32-c3-wroom-02', 'esp-12f', 'ec800m-cn']);
    // What a module's description promises, its schemes keep.
    for (const m of all.body.data) {
      if (/MCU scheme/.test(m.descriptionEn)) expect(m.schemes).toEqual(['mcu']);
      if (/zero-code/.test(m.descriptionEn)) expect(m.schemes).toContain('zero_code');
      if (/SoC/.test(m.descriptionEn)) expect(m.schemes).toEqual(['soc']);
    }
    for (const m of all.body.data) {
      expect(m.description).toMatch(/[\u4e00-\u9fff]/);
      expect(m.descriptionEn).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('chooses a module of the product\'s network type only', async () => {
    const created = await create({ moduleId: null });
    const before = await rowOf(created.id);
    const wrong = await env.asDemo('POST', hardwareModulePaths.selectModule, { body: { productId: created.id, moduleId: 'zs3l' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe("Module: This module does not support the product's network protocol");
    expect((await env.asDemo('POST', hardwareModulePaths.selectModule, { body: { productId: created.id, moduleId: 'nope' } })).status).toBe(422);
    const soc = await env.asDemo('POST', hardwareModulePaths.selectModule, { body: { productId: created.id, moduleId: 'esp32-c3-wroom-02' } });
    expect(soc.body.msg).toBe("Module: This module does not support the product's development scheme");
    expect(await rowOf(created.id)).toEqual(before);
    const r = await env.asDemo<ProductDetail>('POST', hardwareModulePaths.selectModule, { body: { productId: created.id, moduleId: 'cb2s' } });
    expect(r.body.data).toMatchObject({ moduleId: 'cb2s', moduleName: 'CB2S' });
  });

  it('sets a mesh product id on Bluetooth mesh products only', async () => {
    const wifi = await create();
    const before = await rowOf(wifi.id);
    const refused = await env.asDemo('POST', productPaths.setMeshProductCode, { body: { id: wifi.id, meshProductId: '0A1B' } });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('Mesh product ID: Only Bluetooth mesh products have a mesh product ID');
    expect(await rowOf(wifi.id)).toEqual(before);

    const mesh = await create({ networkType: 'ble_mesh', moduleId: 'bt3l' });
    expect((await env.asDemo('POST', productPaths.setMeshProductCode, { body: { id: mesh.id, meshProductId: '12' } })).status).toBe(422);
    const r = await env.asDemo<ProductDetail>('POST', productPaths.setMeshProductCode, { body: { id: mesh.id, meshProductId: '0a1b' } });
    expect(r.body.data.meshProductId).toBe('0A1B');
    // A copy gets no mesh id: it is the device family's, not the model's.
    const copy = await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: mesh.id, name: 'Mesh copy' } });
    expect(copy.body.data.meshProductId).toBeNull();
  });
});

describe('real-time staleness', () => {
  it('tells the other members of the space when a product changes, and nobody else', async () => {
    const userIdOf = async (token: string) => (await call<UserInfo>(env.t.app, 'GET', spacePaths.profile, { token })).body.data.id;
    const [demoId, devId] = [await userIdOf(env.demo.token), await userIdOf(env.dev.token)];
    const received: Record<string, RealtimeData['product'][]> = { [demoId]: [], [devId]: [] };
    const stops = [demoId, devId].map((userId) =>
      env.t.app.realtime.listen(realtimeChannel('product', userId), (message) => received[userId]!.push(message.data as RealtimeData['product'])),
    );
    try {
      // The partner's space, where demo is a member.
      const created = await create({ name: 'Partner lamp' }, env.asPartner, images.partner);
      received[demoId] = [];
      const edited = await env.asPartner('POST', productPaths.edit, { body: { ...saveBody({ name: 'Partner lamp 2' }, images.partner), id: created.id } });
      expect(edited.body.code, JSON.stringify(edited.body)).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received[demoId]).toEqual([{ ids: [created.id] }]);
      expect(received[devId]).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
