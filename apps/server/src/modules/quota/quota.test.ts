import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccountType, DEVICE_QUOTA_BY_ACCOUNT_TYPE } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { type DeviceQuota, quotaPaths } from '@iotc/shared/quota';
import { users } from '../../core/users.tables.ts';
import { call, useDemoApp } from '../../../test/helpers.ts';
import { addMember } from '../spaces/service.ts';
import { insertTestProduct } from '../../../test/products.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { quotaOf } from './service.ts';

const env = useDemoApp('demo', 'dev', 'partner');

const quota = async (token: string) => {
  const r = await call<DeviceQuota>(env.t.app, 'GET', quotaPaths.quota, { token });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
};

/** Credentials as the generator will write them; `activated` of them marked as connected. */
async function generate(tenantId: string, n: number, activated = 0) {
  const productId = await insertTestProduct(env.t.db, tenantId);
  await insertTestDevices(env.t.db, tenantId, productId, { count: n, activated });
}

const setAccountType = (account: string, accountType: AccountType) =>
  env.t.db.update(users).set({ accountType }).where(eq(users.account, account));

describe('device-credential quota', () => {
  it('has the sizes of the three account types, growing with the account', () => {
    const { Personal, Enterprise, EnterpriseCertified } = AccountType;
    expect(DEVICE_QUOTA_BY_ACCOUNT_TYPE[Personal]).toBeLessThan(DEVICE_QUOTA_BY_ACCOUNT_TYPE[Enterprise]);
    expect(DEVICE_QUOTA_BY_ACCOUNT_TYPE[Enterprise]).toBeLessThan(DEVICE_QUOTA_BY_ACCOUNT_TYPE[EnterpriseCertified]);
  });

  it('gives an empty space the whole quota of its owner\'s account type', async () => {
    expect(await quota(env.dev.token)).toEqual({
      accountType: AccountType.Personal,
      quota: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal],
      generated: 0,
      activated: 0,
      remaining: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal],
    });
    expect(await quota(env.demo.token)).toMatchObject({ accountType: AccountType.Enterprise, quota: 1000, remaining: 1000 });
  });

  it('counts the credentials generated and activated in the space, and no other space\'s', async () => {
    await generate(env.demo.tenantId, 12, 5);
    await generate(env.partner.tenantId, 3, 3);
    expect(await quota(env.demo.token)).toEqual({ accountType: AccountType.Enterprise, quota: 1000, generated: 12, activated: 5, remaining: 988 });
    expect(await quota(env.dev.token)).toMatchObject({ generated: 0, activated: 0 });
  });

  it("follows the space owner's account type, not the caller's", async () => {
    const switched = await call<TokenPair>(env.t.app, 'POST', spacePaths.switchSpace, { token: env.demo.token, body: { tenantId: env.partner.tenantId } });
    await setAccountType('partner@example.com', AccountType.EnterpriseCertified);
    expect(await quota(switched.body.data.token)).toEqual({
      accountType: AccountType.EnterpriseCertified,
      quota: 10_000,
      generated: 3,
      activated: 3,
      remaining: 9_997,
    });
    // A personal developer invited into an enterprise space uses the enterprise's quota there.
    const [devUser] = await env.t.db.select({ id: users.id }).from(users).where(eq(users.account, 'dev@example.com'));
    await addMember(env.t.db, devUser!.id, env.demo.tenantId, env.t.clock.now());
    const devThere = await call<TokenPair>(env.t.app, 'POST', spacePaths.switchSpace, { token: env.dev.token, body: { tenantId: env.demo.tenantId } });
    expect(await quota(devThere.body.data.token)).toMatchObject({ accountType: AccountType.Enterprise, quota: 1000, generated: 12 });
  });

  it('grows at once when the owner becomes certified', async () => {
    await setAccountType('demo@example.com', AccountType.EnterpriseCertified);
    expect(await quota(env.demo.token)).toMatchObject({ accountType: AccountType.EnterpriseCertified, quota: 10_000, remaining: 9_988 });
    await setAccountType('demo@example.com', AccountType.Enterprise);
  });

  it('runs out at the quota and never shows a negative remainder', async () => {
    await generate(env.dev.tenantId, DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal]);
    expect(await quota(env.dev.token)).toMatchObject({ quota: 100, generated: 100, remaining: 0 });
    await generate(env.dev.tenantId, 2);
    expect(await quotaOf(env.t.app, env.dev.tenantId)).toMatchObject({ generated: 102, remaining: 0 });
  });

  it('needs a login', async () => {
    expect((await call(env.t.app, 'GET', quotaPaths.quota)).status).toBe(401);
  });
});
