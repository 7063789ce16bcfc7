import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_STEPS_MAX } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { type NetworkGuide, networkGuidePaths, type PairingStep } from '@iotc/shared/networkGuide';
import { NETWORK_TYPES, ProductStatus } from '@iotc/shared/products';
import { createDemoApp, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { makeJpegHead, makeMp4, makePdf, makePng } from '../files/testUpload.ts';
import { products } from '../products/tables.ts';
import { insertTestProduct, setProductStatus, uploadFile, type TestFile } from '../../../test/products.ts';
import { DEFAULT_GUIDES } from './defaults.ts';
import { copyNetworkGuide, hasNetworkGuide } from './service.ts';
import { networkGuides } from './tables.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

let t: TestApp;
let demo: TokenPair;
let dev: TokenPair;
let asDemo: CallerAs;
let asDev: CallerAs;

beforeAll(async () => ({ t, demo, dev, asDemo, asDev } = await createDemoApp('demo', 'dev')));
afterAll(() => t.close());

const png = (size = 64): TestFile => ({ name: 'step.png', contentType: 'image/png', data: makePng(size, size) });
const mp4 = (seconds: number, bytes = 4096): TestFile => ({
  name: 'step.mp4',
  contentType: 'video/mp4',
  data: makeMp4({ timescale: 1000, duration: seconds * 1000, totalBytes: bytes }),
});

async function uploaded(file: TestFile, token = demo.token): Promise<string> {
  return (await uploadFile(t.app, token, file)).url;
}

const step = (n: number, media: Pick<PairingStep, 'mediaType' | 'mediaUrl'>): PairingStep => ({
  textZh: `第 ${n} 步：按说明操作`,
  textEn: `Step ${n}: follow the instructions`,
  ...media,
});

const guideRows = (productId: string) => t.db.select().from(networkGuides).where(eq(networkGuides.productId, productId));

async function getGuide(productId: string) {
  return asDemo<NetworkGuide>('GET', networkGuidePaths.getNetworkGuide, { query: { productId } });
}

/** Saves and expects a refusal that leaves the saved guide (or its absence) as it was. */
async function refused(productId: string, steps: unknown, status: number) {
  const before = await guideRows(productId);
  const response = await asDemo('POST', networkGuidePaths.saveNetworkGuide, { body: { productId, steps } });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(await guideRows(productId)).toEqual(before);
  return response.body;
}

describe('default pairing guides', () => {
  it('has 2-4 steps in both languages for every network type, with illustrations the web app serves', async () => {
    for (const networkType of NETWORK_TYPES) {
      const { status, body } = await asDemo<PairingStep[]>('GET', networkGuidePaths.getDefaultNetworkGuide, { query: { networkType } });
      expect(status).toBe(200);
      expect(body.data).toEqual(DEFAULT_GUIDES[networkType]);
      expect(body.data.length).toBeGreaterThanOrEqual(2);
      expect(body.data.length).toBeLessThanOrEqual(PAIRING_STEPS_MAX);
      for (const s of body.data) {
        expect(s.textZh).toMatch(/[\u4e00-\u9fff]/);
        expect(s.textEn).toMatch(/^[\x20-\x7e]+$/);
        expect(s.mediaType).toBe('image');
        expect(s.mediaUrl).toMatch(/^\/network-guide\/[a-z-]+\.svg$/);
        const file = path.join(webPublic, s.mediaUrl);
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 320 240"/);
      }
    }
  });

  it('refuses an unknown network type', async () => {
    expect((await asDemo('GET', networkGuidePaths.getDefaultNetworkGuide, { query: { networkType: 'lora' } })).status).toBe(422);
  });

  it("answers the default guide of the product's network type until one is saved", async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId, { networkType: 'zigbee' });
    const { body } = await getGuide(productId);
    expect(body.data).toEqual({ productId, steps: DEFAULT_GUIDES.zigbee, isDefault: true, updatedAt: null });
  });
});

describe('saving a pairing guide', () => {
  it('saves four steps of images, a video and a default illustration, and answers them back', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    const steps = [
      step(1, { mediaType: 'image', mediaUrl: await uploaded(png()) }),
      step(2, { mediaType: 'image', mediaUrl: await uploaded({ name: 'photo.jpg', contentType: 'image/jpeg', data: makeJpegHead(300, 200) }) }),
      step(3, { mediaType: 'video', mediaUrl: await uploaded(mp4(15, 500 * 1024)) }),
      step(4, DEFAULT_GUIDES.wifi[3]!),
    ];
    const saved = await asDemo<NetworkGuide>('POST', networkGuidePaths.saveNetworkGuide, { body: { productId, steps } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ productId, steps, isDefault: false });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(saved.body.data.updatedAt).toBe(now);
    expect((await getGuide(productId)).body.data).toEqual(saved.body.data);
    expect(await hasNetworkGuide(t.db, scopeOf(demo.tenantId), productId)).toBe(true);
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(Math.floor(product!.updatedAt.getTime() / 1000)).toBe(now);

    // Saving again replaces the whole guide.
    const again = await asDemo<NetworkGuide>('POST', networkGuidePaths.saveNetworkGuide, { body: { productId, steps: steps.slice(0, 1) } });
    expect(again.body.data.steps).toEqual(steps.slice(0, 1));
    expect(await guideRows(productId)).toHaveLength(1);
  });

  it('refuses a fifth step (001 §5: at most 4), changing nothing', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    const media = { mediaType: 'image' as const, mediaUrl: await uploaded(png()) };
    await asDemo('POST', networkGuidePaths.saveNetworkGuide, { body: { productId, steps: [step(1, media)] } });
    const body = await refused(productId, [1, 2, 3, 4, 5].map((n) => step(n, media)), 422);
    expect(body.msg).toBe('Pairing steps: A pairing guide has at most 4 steps');
    const zh = await asDemo('POST', networkGuidePaths.saveNetworkGuide, { body: { productId, steps: [1, 2, 3, 4, 5].map((n) => step(n, media)) }, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('配网步骤：配网引导最多 4 步');
    await refused(productId, [], 422);
  });

  it('requires the Chinese and English text and the media of every step', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    const media = { mediaType: 'image' as const, mediaUrl: await uploaded(png()) };
    expect((await refused(productId, [{ ...step(1, media), textZh: '  ' }], 422)).msg).toMatch(/^Chinese text: /);
    expect((await refused(productId, [step(1, media), { ...step(2, media), textEn: '' }], 422)).msg).toMatch(/^English text: /);
    expect((await refused(productId, [{ ...step(1, media), mediaUrl: '' }], 422)).msg).toBe('Image or video: Upload an image or a video for this step');
    const { mediaType: _omitted, ...noType } = step(1, media);
    await refused(productId, [noType], 422);
    expect(await guideRows(productId)).toEqual([]);
  });

  it('refuses an image over 300K, saying the limit in KB', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    // A valid PNG followed by padding: 300 KB and one PNG's worth over the limit.
    const big = Buffer.concat([makePng(8, 8), Buffer.alloc(300 * 1024)]);
    const body = await refused(productId, [step(1, { mediaType: 'image', mediaUrl: await uploaded({ ...png(), data: big }) })], 413);
    expect(body.msg).toBe('The file is too large; upload one of at most 300 KB');
    expect(body.data).toEqual({ step: 1, field: 'steps.0.mediaUrl' });
  });

  it('refuses a video over 500K or over 15 s, read from the file itself', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    const image = step(1, { mediaType: 'image', mediaUrl: await uploaded(png()) });
    const heavy = step(2, { mediaType: 'video', mediaUrl: await uploaded(mp4(10, 500 * 1024 + 1)) });
    expect((await refused(productId, [image, heavy], 413)).msg).toBe('The file is too large; upload one of at most 500 KB');
    // Uploaded without the pairing checks: the save reads its length from the bytes.
    const long = step(2, { mediaType: 'video', mediaUrl: await uploaded(mp4(16)) });
    const body = await refused(productId, [image, long], 422);
    expect(body.msg).toBe('The video is too long; upload one of at most 15 s');
    expect(body.data).toEqual({ step: 2, field: 'steps.1.mediaUrl' });
    const unreadable = { name: 'cut.mp4', contentType: 'video/mp4', data: makeMp4({ timescale: 1000, duration: 5000 }).subarray(0, 40) };
    await refused(productId, [step(1, { mediaType: 'video', mediaUrl: await uploaded(unreadable) })], 415);
  });

  it('refuses media whose bytes are not of the step type, or not allowed at all', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    const video = await uploaded(mp4(5));
    const image = await uploaded(png());
    expect((await refused(productId, [step(1, { mediaType: 'image', mediaUrl: video })], 415)).msg).toBe('This file type is not allowed; allowed: png, gif, jpg');
    expect((await refused(productId, [step(1, { mediaType: 'video', mediaUrl: image })], 415)).msg).toBe('This file type is not allowed; allowed: mp4');
    const pdf = await uploaded({ name: 'guide.pdf', contentType: 'application/pdf', data: makePdf() });
    await refused(productId, [step(1, { mediaType: 'image', mediaUrl: pdf })], 415);
    // A default illustration is an image.
    await refused(productId, [step(1, { mediaType: 'video', mediaUrl: DEFAULT_GUIDES.wifi[0]!.mediaUrl })], 415);
  });

  it("refuses media that are not this space's uploads", async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId);
    const othersFile = await uploaded(png(), dev.token);
    for (const mediaUrl of [othersFile, 'https://example.com/pairing.png', '/network-guide/not-a-default.svg', '/api/files/../secret.png']) {
      const body = await refused(productId, [step(1, { mediaType: 'image', mediaUrl })], 422);
      expect(body.msg).toBe('This file is not one uploaded to this space, or it no longer exists; upload it again');
    }
  });

  it('refuses any change once the product is published (409), and allows it again in development', async () => {
    const productId = await insertTestProduct(t.db, demo.tenantId, { status: ProductStatus.Published });
    const media = { mediaType: 'image' as const, mediaUrl: await uploaded(png()) };
    const body = await refused(productId, [step(1, media)], 409);
    expect(body).toMatchObject({ code: 32001 });
    await setProductStatus(t.db, productId, ProductStatus.Developing);
    expect((await asDemo('POST', networkGuidePaths.saveNetworkGuide, { body: { productId, steps: [step(1, media)] } })).status).toBe(200);
  });

  it("answers 404 for another space's product, reading or saving", async () => {
    const productId = await insertTestProduct(t.db, dev.tenantId);
    const mediaUrl = await uploaded(png());
    expect((await getGuide(productId)).status).toBe(404);
    await refused(productId, [step(1, { mediaType: 'image', mediaUrl })], 404);
    // Its owner reads it.
    expect((await asDev('GET', networkGuidePaths.getNetworkGuide, { query: { productId } })).status).toBe(200);
    expect((await asDemo('GET', networkGuidePaths.getNetworkGuide, { query: { productId: 'no-such-product' } })).status).toBe(404);
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${networkGuidePaths.getDefaultNetworkGuide}?networkType=wifi` });
    expect(response.statusCode).toBe(401);
  });
});

describe('copy and completion checks', () => {
  it('copies a saved guide to another product of the space, sharing the files', async () => {
    const scope = scopeOf(demo.tenantId);
    const from = await insertTestProduct(t.db, demo.tenantId);
    const to = await insertTestProduct(t.db, demo.tenantId);
    const empty = await insertTestProduct(t.db, demo.tenantId);
    const steps = [step(1, { mediaType: 'image', mediaUrl: await uploaded(png()) })];
    await asDemo('POST', networkGuidePaths.saveNetworkGuide, { body: { productId: from, steps } });
    expect(await hasNetworkGuide(t.db, scope, to)).toBe(false);
    await t.db.transaction((tx) => copyNetworkGuide(tx, scope, from, to, t.clock.now()));
    expect(await hasNetworkGuide(t.db, scope, to)).toBe(true);
    expect((await getGuide(to)).body.data).toMatchObject({ steps, isDefault: false });
    // Nothing saved: nothing copied, the copy shows its default guide.
    const fresh = await insertTestProduct(t.db, demo.tenantId);
    await t.db.transaction((tx) => copyNetworkGuide(tx, scope, empty, fresh, t.clock.now()));
    expect(await hasNetworkGuide(t.db, scope, fresh)).toBe(false);
    // Another space's scope sees nothing to copy.
    const foreign = await insertTestProduct(t.db, dev.tenantId);
    await t.db.transaction((tx) => copyNetworkGuide(tx, scopeOf(dev.tenantId), from, foreign, t.clock.now()));
    expect(await hasNetworkGuide(t.db, scopeOf(dev.tenantId), foreign)).toBe(false);
  });
});
