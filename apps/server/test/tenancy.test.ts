import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@iotc/shared/auth';
import { productLanguagePaths, type ProductTexts } from '@iotc/shared/productLanguages';
import { spacePaths } from '@iotc/shared/spaces';
import type { TokenPair } from '@iotc/shared/auth';
import type { UserInfo } from '@iotc/shared/spaces';
import { call, createTestApp, login, registerAndActivate } from './helpers.ts';
import { insertTestProduct } from './products.ts';
import type { TestApp } from './helpers.ts';

/**
 * A token of space B never reads or changes anything of space A: every documented route is called
 * with B's token and A's identifiers wherever a route takes an id, and no answer may carry a trace
 * of A, nor may A's state change.
 */

let t: TestApp;
let alpha: TokenPair;
let beta: TokenPair;
let alphaProfile: UserInfo;
/** A product of A with a text of its own, whose id the walk passes wherever a route takes a product. */
let alphaProductId: string;
const ALPHA_PRODUCT = { name: 'Alpha Marker Lamp', text: 'AlphaMarkerText' };
const password = 'Passw0rdX';

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await registerAndActivate(t, { account: 'alpha.owner@example.com', password, companyName: 'Alpha Marker Company' });
  await registerAndActivate(t, { account: 'beta.owner@example.com', password, companyName: 'Beta Company' });
  alpha = await login(t.app, 'alpha.owner@example.com', password);
  beta = await login(t.app, 'beta.owner@example.com', password);
  alphaProfile = (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: alpha.token })).body.data;
  alphaProductId = await insertTestProduct(t.db, alpha.tenantId, { name: ALPHA_PRODUCT.name });
  const saved = await call(t.app, 'POST', productLanguagePaths.save, {
    token: alpha.token,
    body: { productId: alphaProductId, entries: [{ key: 'pairing.method', zh: '阿尔法配网', en: ALPHA_PRODUCT.text }] },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

/** Routes that are cross-tenant by design. */
const skipped = [
  // The developer page of the embedded mode lists every message of the installation.
  '/api/dev/outbox',
  // Would end B's own session midway through the walk.
  `/api${authPaths.logout}`,
];

describe('tenant isolation', () => {
  it('walks every route as a user of another space and finds nothing of this one', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const markers = [alphaProfile.id, alphaProfile.tenantId, alphaProfile.account, alphaProfile.companyName, ALPHA_PRODUCT.name, ALPHA_PRODUCT.text];
    const ids = { tenantId: alpha.tenantId, id: alpha.tenantId, userId: alphaProfile.id, productId: alphaProductId };
    let walked = 0;

    for (const [template, operations] of Object.entries(doc.paths)) {
      if (skipped.includes(template)) continue;
      const url = template.replace(/\{[^}]+\}/g, alpha.tenantId);
      for (const method of Object.keys(operations)) {
        if (method !== 'get' && method !== 'post') continue;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url,
          headers: { authorization: `Bearer ${beta.token}` },
          query: method === 'get' ? ids : undefined,
          payload: method === 'post' ? ids : undefined,
        });
        walked++;
        for (const marker of markers) {
          expect(response.body, `${method.toUpperCase()} ${url} answered ${response.body}`).not.toContain(marker);
        }
      }
    }
    expect(walked).toBeGreaterThan(15);

    // B's token still works (nothing in the walk revoked it) and A is as it was.
    expect((await call(t.app, 'GET', spacePaths.profile, { token: beta.token })).status).toBe(200);
    const after = (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: alpha.token })).body.data;
    expect(after).toEqual(alphaProfile);
    // The walk's product id reached the product routes as a product B cannot see; A's own texts are as they were.
    const alphaTexts = (token: string) => call<ProductTexts>(t.app, 'GET', productLanguagePaths.texts, { token, query: { productId: alphaProductId } });
    expect((await alphaTexts(beta.token)).status).toBe(404);
    expect((await alphaTexts(alpha.token)).body.data.texts['pairing.method']).toEqual({ zh: '阿尔法配网', en: ALPHA_PRODUCT.text });
    expect((await login(t.app, 'beta.owner@example.com', password)).tenantId).toBe(beta.tenantId);
  });
});
