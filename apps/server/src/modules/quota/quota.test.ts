import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, DEVICE_QUOTA_BY_ACCOUNT_TYPE } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import { type DeviceQuota, quotaPaths } from '@iotc/shared/quota';
import { users } from '../../core/users.tables.ts';
import { call, createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { addMember } from '../spaces/service.ts';
import { insertTestProduct } from '../../../test/products.ts';
import { insertTestDevices } from '../../../test/devices.ts';
import { quotaOf } from './service.ts';

let t: TestApp;
let demo: TokenPair;
let dev: TokenPair;
let partner: TokenPair;

beforeAll(async () => ({ t, demo, dev, partner } = await createDemoApp('demo', 'dev', 'partner')));
afterAll(() => t.close());

const quota = async (token: string) => {
  const r = await call<DeviceQuota>(t.app, 'GET', quotaPaths.quota, { token });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
};

/** Credentials as the generator will write them; `activated` of them marked as connected. */
async function generate(tenantId: string, n: number, activated = 0) {
  const productId = await insertTestProduct(t.db, tenantId);
  await insertTestDevices(t.db, tenantId, productId, { count: n, activated });
}

const setAccountType = (account: string, accountType: AccountType) =>
  t.db.update(users).set({ accountType }).where(eq(users.account, account));

describe('device-credential quota', () => {
  it('has the sizes of the three account types, growing with the account', () => {
    const { Personal, Enterprise, EnterpriseCertified } = AccountType;
    expect(DEVICE_QUOTA_BY_ACCOUNT_TYPE[Personal]).toBeLessThan(DEVICE_QUOTA_BY_ACCOUNT_TYPE[Enterprise]);
    expect(DEVICE_QUOTA_BY_ACCOUNT_TYPE[Enterprise]).toBeLessThan(DEVICE_QUOTA_BY_ACCOUNT_TYPE[EnterpriseCertified]);
  });

  it('gives an empty space the whole quota of its owner\'s account type', async () => {
    expect(await quota(dev.token)).toEqual({
      accountType: AccountType.Personal,
      quota: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal],
      generated: 0,
      activated: 0,
      remaining: DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal],
    });
    expect(await quota(demo.token)).toMatchObject({ accountType: AccountType.Enterprise, quota: 1000, remaining: 1000 });
  });

  it('counts the credentials generated and activated in the space, and no other space\'s', async () => {
    await generate(demo.tenantId, 12, 5);
    await generate(partner.tenantId, 3, 3);
    expect(await quota(demo.token)).toEqual({ accountType: AccountType.Enterprise, quota: 1000, generated: 12, activated: 5, remaining: 988 });
    expect(await quota(dev.token)).toMatchObject({ generated: 0, activated: 0 });
  });

  it("follows the space owner's account type, not the caller's", async () => {
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partner.tenantId } });
    await setAccountType('partner@example.com', AccountType.EnterpriseCertified);
    expect(await quota(switched.body.data.token)).toEqual({
      accountType: AccountType.EnterpriseCertified,
      quota: 10_000,
      generated: 3,
      activated: 3,
      remaining: 9_997,
    });
    // A personal developer invited into an enterprise space uses the enterprise's quota there.
    const [devUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'dev@example.com'));
    await addMember(t.db, devUser!.id, demo.tenantId, t.clock.now());
    const devThere = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: dev.token, body: { tenantId: demo.tenantId } });
    expect(await quota(devThere.body.data.token)).toMatchObject({ accountType: AccountType.Enterprise, quota: 1000, generated: 12 });
  });

  it('grows at once when the owner becomes certified', async () => {
    await setAccountType('demo@example.com', AccountType.EnterpriseCertified);
    expect(await quota(demo.token)).toMatchObject({ accountType: AccountType.EnterpriseCertified, quota: 10_000, remaining: 9_988 });
    await setAccountType('demo@example.com', AccountType.Enterprise);
  });

  it('runs out at the quota and never shows a negative remainder', async () => {
    await generate(dev.tenantId, DEVICE_QUOTA_BY_ACCOUNT_TYPE[AccountType.Personal]);
    expect(await quota(dev.token)).toMatchObject({ quota: 100, generated: 100, remaining: 0 });
    await generate(dev.tenantId, 2);
    expect(await quotaOf(t.app, dev.tenantId)).toMatchObject({ generated: 102, remaining: 0 });
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'GET', quotaPaths.quota)).status).toBe(401);
  });
});
