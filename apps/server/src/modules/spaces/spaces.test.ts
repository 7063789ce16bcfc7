import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, ErrorCode } from '@iotc/shared';
import { spacePaths } from '@iotc/shared/spaces';
import type { TokenPair } from '@iotc/shared/auth';
import type { TenantInfo, UserInfo } from '@iotc/shared/spaces';
import { memberships } from '../../core/tenancy.tables.ts';
import { users } from '../../core/users.tables.ts';
import { call, createTestApp, login, refresh, registerAndActivate, signedIn } from '../../../test/helpers.ts';
import type { SignedIn, TestApp } from '../../../test/helpers.ts';
import { addMember } from './service.ts';

let t: TestApp;
/** owner@ owns "Owner Company"; guest@ owns "Guest Company" and is a member of "Owner Company". */
let ownerSpace: string;
let guestSpace: string;
let loner: SignedIn;
const password = 'Passw0rdX';

beforeAll(async () => {
  t = await createTestApp();
  await registerAndActivate(t, { account: 'owner@example.com', password, companyName: 'Owner Company' });
  await registerAndActivate(t, { account: 'guest@example.com', password, companyName: 'Guest Company' });
  await registerAndActivate(t, { account: 'loner@example.com', password, accountType: AccountType.Personal });
  ownerSpace = (await login(t.app, 'owner@example.com', password)).tenantId;
  guestSpace = (await login(t.app, 'guest@example.com', password)).tenantId;
  loner = await login(t.app, 'loner@example.com', password);
  const [guest] = await t.db.select().from(users).where(eq(users.account, 'guest@example.com'));
  await addMember(t.db, guest!.id, ownerSpace, t.clock.now());
});
afterAll(() => t.close());

const profile = (token: string) => call<UserInfo>(t.app, 'GET', spacePaths.profile, { token });

describe('profile', () => {
  it('describes the user in the space of the token, with every space they belong to', async () => {
    const guest = await login(t.app, 'guest@example.com', password);
    const r = await profile(guest.token);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      userName: 'guest@example.com',
      account: 'guest@example.com',
      email: 'guest@example.com',
      phone: null,
      avatar: null,
      tenantId: guestSpace,
      companyName: 'Guest Company',
      userType: 1,
      accountType: AccountType.Enterprise,
      hasGuided: false,
      roles: ['owner'],
      ImageServer: '/api/files',
      securityTime: 3600,
      isOperator: false,
    });
    expect(r.body.data.tenantList).toEqual([
      { tenantId: guestSpace, companyName: 'Guest Company', userType: 1 },
      { tenantId: ownerSpace, companyName: 'Owner Company', userType: 2 },
    ]);
  });

  it('gives a personal account a space with a blank company name', async () => {
    const r = await profile(loner.token);
    expect(r.body.data).toMatchObject({ companyName: '', accountType: AccountType.Personal, userType: 1 });
  });
});

describe('switchSpace', () => {
  it('issues tokens bound to another space of the user, revoking nothing', async () => {
    const guest = await login(t.app, 'guest@example.com', password);
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: guest.token, body: { tenantId: ownerSpace } });
    expect(switched.body.code).toBe(0);
    expect(switched.body.data.tenantId).toBe(ownerSpace);
    expect(switched.body.data).not.toHaveProperty('refreshToken');
    expect([switched.headers['cache-control'], switched.headers.pragma]).toEqual(['no-store', 'no-cache']);
    const there = await profile(switched.body.data.token);
    expect(there.body.data).toMatchObject({ tenantId: ownerSpace, companyName: 'Owner Company', userType: 2, roles: ['member'] });
    expect((await profile(guest.token)).body.data.tenantId).toBe(guestSpace);
    // The refresh cookie now holds the new session's token, which stays in the new space.
    const refreshed = await refresh(t.app, signedIn(switched).refreshToken);
    expect(refreshed.body.data.tenantId).toBe(ownerSpace);
  });

  it('refuses a space the user is not a member of with 403', async () => {
    const zh = await call(t.app, 'POST', spacePaths.switchSpace, { token: loner.token, body: { tenantId: ownerSpace } });
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([403, ErrorCode.NotMemberOfSpace, '您不是该空间的成员']);
    const en = await call(t.app, 'POST', spacePaths.switchSpace, { token: loner.token, body: { tenantId: 'no-such-space' }, lang: 'en-US' });
    expect([en.status, en.body.msg]).toEqual([403, 'You are not a member of this space']);
    const missing = await call(t.app, 'POST', spacePaths.switchSpace, { token: loner.token, body: {} });
    expect([missing.status, missing.body.code]).toEqual([422, ErrorCode.Validation]);
  });

  it('stops a token bound to a space the user was removed from', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.account, 'loner@example.com'));
    await addMember(t.db, user!.id, ownerSpace, t.clock.now());
    const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: loner.token, body: { tenantId: ownerSpace } });
    expect((await profile(switched.body.data.token)).status).toBe(200);
    await t.db.delete(memberships).where(and(eq(memberships.userId, user!.id), eq(memberships.tenantId, ownerSpace)));
    t.clock.advance(6); // past the session cache
    expect((await profile(switched.body.data.token)).body.code).toBe(ErrorCode.TokenExpired);
    expect((await refresh(t.app, signedIn(switched).refreshToken)).body.code).toBe(ErrorCode.RefreshTokenInvalid);
  });
});

describe('chooseCompany', () => {
  it('records the landing space of the next login and answers its TenantInfo', async () => {
    const guest = await login(t.app, 'guest@example.com', password);
    const chosen = await call<TenantInfo>(t.app, 'POST', spacePaths.chooseCompany, { token: guest.token, body: { tenantId: ownerSpace } });
    expect(chosen.body.data).toEqual({ tenantId: ownerSpace, companyName: 'Owner Company', userType: 2 });
    // The current token keeps its space; the next login lands in the chosen one.
    expect((await profile(guest.token)).body.data.tenantId).toBe(guestSpace);
    expect((await login(t.app, 'guest@example.com', password)).tenantId).toBe(ownerSpace);
    await call(t.app, 'POST', spacePaths.chooseCompany, { token: guest.token, body: { tenantId: guestSpace } });
    expect((await login(t.app, 'guest@example.com', password)).tenantId).toBe(guestSpace);
  });

  it('lands in the own space when the chosen one is no longer the user\'s', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.account, 'loner@example.com'));
    await addMember(t.db, user!.id, ownerSpace, t.clock.now());
    await call(t.app, 'POST', spacePaths.chooseCompany, { token: loner.token, body: { tenantId: ownerSpace } });
    await t.db.delete(memberships).where(and(eq(memberships.userId, user!.id), eq(memberships.tenantId, ownerSpace)));
    expect((await login(t.app, 'loner@example.com', password)).tenantId).toBe(loner.tenantId);
  });

  it('refuses a space the user is not a member of', async () => {
    const r = await call(t.app, 'POST', spacePaths.chooseCompany, { token: loner.token, body: { tenantId: guestSpace } });
    expect([r.status, r.body.code]).toEqual([403, ErrorCode.NotMemberOfSpace]);
  });
});
