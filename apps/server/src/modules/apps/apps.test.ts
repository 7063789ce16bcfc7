import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPaths, type BindableApp } from '@iotc/shared/apps';
import { ProductStatus } from '@iotc/shared/products';
import { useDemoApp, type CallerAs } from '../../../test/helpers.ts';
import { products } from '../products/tables.ts';
import { insertTestProduct, setProductStatus } from '../../../test/products.ts';
import { ensureApp } from './service.ts';
import { seedDemoApp } from './seed.ts';
import { apps, productApps } from './tables.ts';

let productId: string;
let demoAppId: string;
let secondAppId: string;
let partnerAppId: string;

const env = useDemoApp('demo', 'dev', 'partner');
beforeAll(async () => {
  productId = await insertTestProduct(env.t.db, env.demo.tenantId);
  const [seeded] = await env.t.db.select().from(apps).where(eq(apps.tenantId, env.demo.tenantId));
  demoAppId = seeded!.id;
  secondAppId = await ensureApp(env.t.db, env.demo.tenantId, 'Second App', env.t.clock.now());
  const [partnerApp] = await env.t.db.select().from(apps).where(eq(apps.tenantId, env.partner.tenantId));
  partnerAppId = partnerApp!.id;
});

const links = () => env.t.db.select().from(productApps).where(eq(productApps.productId, productId)).orderBy(productApps.appId);
const list = async (as: CallerAs = env.asDemo, id = productId) => as<BindableApp[]>('GET', appPaths.bindAppList, { query: { productId: id } });
const bind = (appIds: string[], as: CallerAs = env.asDemo, id = productId) => as<BindableApp[]>('POST', appPaths.productBindApp, { body: { productId: id, appIds } });

describe('demo apps', () => {
  it('seeds one app per demo space, with a unique random key, once', async () => {
    const rows = await env.t.db.select().from(apps);
    expect(rows.filter((r) => r.tenantId === env.demo.tenantId).map((r) => r.name)).toEqual(['Demo Smart Home', 'Second App']);
    expect(rows.filter((r) => r.tenantId === env.partner.tenantId).map((r) => r.name)).toEqual(['Partner Lighting']);
    for (const r of rows) expect(r.appKey).toMatch(/^[a-z0-9]{20}$/);
    expect(new Set(rows.map((r) => r.appKey)).size).toBe(rows.length);
    await seedDemoApp(env.t.db, env.demo.tenantId, 'Demo Smart Home', env.t.clock.now());
    expect(await env.t.db.select().from(apps)).toHaveLength(rows.length);
  });
});

describe('app links', () => {
  it("lists the space's apps, none bound at first", async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      expect.objectContaining({ id: demoAppId, name: 'Demo Smart Home', bound: false }),
      expect.objectContaining({ id: secondAppId, name: 'Second App', bound: false }),
    ]);
  });

  it('links the product to exactly the chosen apps, replacing the previous choice', async () => {
    const first = await bind([demoAppId, secondAppId, demoAppId]);
    expect(first.body.data.map((a) => a.bound)).toEqual([true, true]);
    expect((await links()).map((l) => l.appId).sort()).toEqual([demoAppId, secondAppId].sort());
    const second = await bind([secondAppId]);
    expect(second.body.data.map((a) => [a.id, a.bound])).toEqual([
      [demoAppId, false],
      [secondAppId, true],
    ]);
    expect((await list()).body.data.find((a) => a.id === secondAppId)?.bound).toBe(true);
    await bind([]);
    expect(await links()).toEqual([]);
  });

  it("refuses another space's app with 422 naming the field, changing nothing", async () => {
    await bind([demoAppId]);
    const before = await links();
    const r = await bind([demoAppId, partnerAppId]);
    expect(r.status).toBe(422);
    expect(r.body.msg).toBe('Apps: Choose apps of this space');
    expect((await bind(['no-such-app'])).status).toBe(422);
    expect(await links()).toEqual(before);
  });

  it("answers 404 for another space's product, listing and linking nothing", async () => {
    const before = await links();
    expect((await list(env.asDev)).status).toBe(404);
    expect((await bind([demoAppId], env.asDev)).status).toBe(404);
    expect(await links()).toEqual(before);
    const devProduct = await insertTestProduct(env.t.db, env.dev.tenantId);
    expect((await list(env.asDev, devProduct)).body.data).toEqual([]);
  });

  it('stays writable while the product is published, and marks the product changed', async () => {
    await setProductStatus(env.t.db, productId, ProductStatus.Published);
    const [before] = await env.t.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId));
    env.t.clock.advance(5);
    const r = await bind([secondAppId]);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const [after] = await env.t.db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('goes with the product when it is deleted', async () => {
    await env.t.db.delete(products).where(eq(products.id, productId));
    expect(await links()).toEqual([]);
    expect(await env.t.db.select().from(apps).where(eq(apps.id, secondAppId))).toHaveLength(1);
  });
});
