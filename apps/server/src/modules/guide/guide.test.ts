import { describe, expect, it } from 'vitest';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';
import { guidePaths, type GuideState } from '@iotc/shared/guide';
import { call, useDemoApp, loginAs } from '../../../test/helpers.ts';

describe('novice guide calls', () => {
  const env = useDemoApp('demo', 'dev', 'partner');

  const check = (token: string, tenantId: string) => call<GuideState>(env.t.app, 'POST', guidePaths.guideCheck, { token, body: { tenantId } });
  const setGuided = (token: string, tenantId: string) =>
    call<GuideState>(env.t.app, 'POST', guidePaths.setHasGuided, { token, body: { tenantId } });

  it('starts unguided in the own space', async () => {
    const { status, body } = await check(env.demo.token, env.demo.tenantId);
    expect(status).toBe(200);
    expect(body.data).toEqual({ tenantId: env.demo.tenantId, hasGuided: false, isOwnerSpace: true });
  });

  it('marks the guide per user and space, and the profile shows it', async () => {
    const set = await setGuided(env.demo.token, env.demo.tenantId);
    expect(set.body.data).toEqual({ tenantId: env.demo.tenantId, hasGuided: true, isOwnerSpace: true });
    expect((await setGuided(env.demo.token, env.demo.tenantId)).body.data.hasGuided).toBe(true);
    expect((await check(env.demo.token, env.demo.tenantId)).body.data.hasGuided).toBe(true);
    const profile = await call<UserInfo>(env.t.app, 'GET', spacePaths.profile, { token: env.demo.token });
    expect(profile.body.data.hasGuided).toBe(true);

    // Another user is not affected.
    expect((await check(env.dev.token, env.dev.tenantId)).body.data.hasGuided).toBe(false);
  });

  it('keeps a separate state in a space the user was invited into', async () => {
    const switched = await call<TokenPair>(env.t.app, 'POST', spacePaths.switchSpace, { token: env.demo.token, body: { tenantId: env.partner.tenantId } });
    const token = switched.body.data.token;
    expect((await check(token, env.partner.tenantId)).body.data).toEqual({ tenantId: env.partner.tenantId, hasGuided: false, isOwnerSpace: false });
    expect((await setGuided(token, env.partner.tenantId)).body.data.hasGuided).toBe(true);
  });

  it("refuses a space other than the token's, even one the user belongs to", async () => {
    const own = await loginAs(env.t.app, 'demo');
    for (const tenantId of [env.partner.tenantId, env.dev.tenantId, 'no-such-space']) {
      for (const send of [check, setGuided]) {
        const { status, body } = await send(own.token, tenantId);
        expect(status, tenantId).toBe(403);
        expect(body.code).toBe(10004);
      }
    }
    // Nothing was written for the dev user's space.
    expect((await check(env.dev.token, env.dev.tenantId)).body.data.hasGuided).toBe(false);
  });

  it('needs a login and a tenant id', async () => {
    expect((await check('', env.demo.tenantId)).status).toBe(401);
    const missing = await call(env.t.app, 'POST', guidePaths.setHasGuided, { token: env.demo.token, body: {} });
    expect(missing.status).toBe(422);
  });
});
