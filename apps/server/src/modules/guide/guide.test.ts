import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';
import { guidePaths, type GuideState } from '@iotc/shared/guide';
import { call, createDemoApp, loginAs, type TestApp } from '../../../test/helpers.ts';

describe('novice guide calls', () => {
  let t: TestApp;
  let demo: TokenPair;
  let dev: TokenPair;
  let partner: TokenPair;

  beforeAll(async () => ({ t, demo, dev, partner } = await createDemoApp('demo', 'dev', 'partner')));
  afterAll(() => t.close());

  const check = (token: string, tenantId: string) => call<GuideState>(t.app, 'POST', guidePaths.guideCheck, { token, body: { tenantId } });
  const setGuided = (token: string, tenantId: string) =>
    call<GuideState>(t.app, 'POST', guidePaths.setHasGuided, { token, body: { tenantId } });

  it('starts unguided in the own space', async () => {
    const { status, body } = await check(demo.token, demo.tenantId);
    expect(status).toBe(200);
    expect(body.data).toEqual({ tenantId: demo.tenantId, hasGuided: false, isOwnerSpace: true });
  });

  it('marks the guide per user and space, and the profile shows it', async () => {
    const set = await setGuided(demo.token, demo.tenantId);
    expect(set.body.data).toEqual({ tenantId: demo.tenantId, hasGuided: true, isOwnerSpace: true });
    expect((await setGuided(demo.token, demo.tenantId)).body.data.hasGuided).toBe(true);
    expect((await check(demo.token, demo.tenantId)).body.data.hasGuided).toBe(true);
    const profile = await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: demo.token });
    expect(profile.body.data.hasGuided).toBe(true);

    // Another user is not affected.
    expect((await check(dev.token, dev.tenantId)).body.data.hasGuided).toBe(false);
  });

  it('keeps a separate state in a space the user was invited into', async () => {
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partner.tenantId } });
    const token = switched.body.data.token;
    expect((await check(token, partner.tenantId)).body.data).toEqual({ tenantId: partner.tenantId, hasGuided: false, isOwnerSpace: false });
    expect((await setGuided(token, partner.tenantId)).body.data.hasGuided).toBe(true);
  });

  it("refuses a space other than the token's, even one the user belongs to", async () => {
    const own = await loginAs(t.app, 'demo');
    for (const tenantId of [partner.tenantId, dev.tenantId, 'no-such-space']) {
      for (const send of [check, setGuided]) {
        const { status, body } = await send(own.token, tenantId);
        expect(status, tenantId).toBe(403);
        expect(body.code).toBe(10004);
      }
    }
    // Nothing was written for the dev user's space.
    expect((await check(dev.token, dev.tenantId)).body.data.hasGuided).toBe(false);
  });

  it('needs a login and a tenant id', async () => {
    expect((await check('', demo.tenantId)).status).toBe(401);
    const missing = await call(t.app, 'POST', guidePaths.setHasGuided, { token: demo.token, body: {} });
    expect(missing.status).toBe(422);
  });
});
