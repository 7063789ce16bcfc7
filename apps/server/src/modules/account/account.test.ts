import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDemoApp, login, loginAs, refresh, registerAndActivate, type TestApp } from '../../../test/helpers.ts';
import { AccountType, ErrorCode } from '@iotc/shared';
import {
  accountPaths,
  type BaseInfo,
  type CompanyContact,
  type CompanyInfo,
  CONTACT_MAX_COUNT,
} from '@iotc/shared/account';
import { authPaths, type TokenPair } from '@iotc/shared/auth';
import { CertificationStatus } from '@iotc/shared/certification';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';

let t: TestApp;
/** demo@ owns "Demo Smart Home Co." and is a member of partner@'s space. */
let demo: TokenPair;
let partner: TokenPair;
/** demo@ in partner@'s space (userType 2). */
let demoAsMember: TokenPair;
/** dev@ is a personal account. */
let dev: TokenPair;

beforeAll(async () => {
  ({ t, demo, partner, dev } = await createDemoApp('demo', 'partner', 'dev'));
  const switched = await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partner.tenantId } });
  demoAsMember = switched.body.data;
});
afterAll(() => t.close());

const profile = async (token: string) => (await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token })).body.data;
const baseInfo = async (token: string) => (await call<BaseInfo>(t.app, 'GET', accountPaths.baseinfo, { token })).body.data;
const companyInfo = async (token: string) => (await call<CompanyInfo>(t.app, 'GET', accountPaths.companyInfo, { token })).body.data;

describe('who may open the account settings', () => {
  it('refuses every account call to a member of another space with 403 OwnerOnly', async () => {
    const calls: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', accountPaths.baseinfo],
      ['POST', accountPaths.baseinfo, { address: 'x' }],
      ['POST', accountPaths.securityTime, { securityTime: 7200 }],
      ['GET', accountPaths.companyInfo],
      ['POST', accountPaths.changeCompanyName, { companyName: 'Taken Over' }],
      ['POST', accountPaths.addContact, { name: 'A', account: 'a', phone: '123' }],
      ['GET', accountPaths.certification],
    ];
    for (const [method, path, body] of calls) {
      const r = await call(t.app, method, path, { token: demoAsMember.token, body, lang: 'en-US' });
      expect([r.status, r.body.code, r.body.msg], `${method} ${path}`).toEqual([
        403,
        ErrorCode.OwnerOnly,
        'Only the owner of this space can open the account settings',
      ]);
    }
    // Nothing changed in partner's space.
    expect((await companyInfo(partner.token)).companyName).toBe('Partner Lighting Ltd.');
    expect((await profile(demo.token)).securityTime).toBe(3600);
  });

  it('gives a personal account basic info and security, but refuses enterprise info with 403 EnterpriseOnly', async () => {
    expect((await call(t.app, 'GET', accountPaths.baseinfo, { token: dev.token })).status).toBe(200);
    expect((await call(t.app, 'POST', accountPaths.securityTime, { token: dev.token, body: { securityTime: 3600 } })).status).toBe(200);
    for (const [method, path] of [
      ['GET', accountPaths.companyInfo],
      ['POST', accountPaths.changeCompanyName],
      ['POST', accountPaths.addContact],
      ['GET', accountPaths.certification],
      ['POST', accountPaths.certification],
    ] as const) {
      const r = await call(t.app, method, path, { token: dev.token, body: method === 'POST' ? {} : undefined });
      expect([r.status, r.body.code, r.body.msg], `${method} ${path}`).toEqual([403, ErrorCode.EnterpriseOnly, '只有企业账号才有企业信息和企业认证']);
    }
  });
});

describe('basic info', () => {
  it('shows the login account, real-name status, account type, company and contact fields', async () => {
    expect(await baseInfo(demo.token)).toEqual({
      account: 'demo@example.com',
      realNameCertified: false,
      accountType: AccountType.Enterprise,
      country: null,
      companyName: 'Demo Smart Home Co.',
      phone: null,
      email: 'demo@example.com',
      address: '',
    });
    expect(await baseInfo(dev.token)).toMatchObject({ accountType: AccountType.Personal, companyName: '' });
  });

  it('saves country, phone, e-mail and address, and the profile shows the new phone at once', async () => {
    await profile(demo.token); // cached now
    const r = await call<BaseInfo>(t.app, 'POST', accountPaths.baseinfo, {
      token: demo.token,
      body: { country: 'CN', phone: '0755-12345678', email: 'office@demo.example.com', address: ' Shenzhen, Nanshan ' },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ country: 'CN', phone: '0755-12345678', email: 'office@demo.example.com', address: 'Shenzhen, Nanshan' });
    expect(await profile(demo.token)).toMatchObject({ phone: '0755-12345678', email: 'office@demo.example.com' });
    // The login account is not an editable field.
    expect((await baseInfo(demo.token)).account).toBe('demo@example.com');
  });

  it('clears phone, e-mail and country when they are sent empty', async () => {
    const r = await call<BaseInfo>(t.app, 'POST', accountPaths.baseinfo, { token: dev.token, body: { country: '', phone: '', email: '' } });
    expect(r.body.data).toMatchObject({ country: null, phone: null, email: null, address: '' });
  });

  it.each([
    [{ phone: '12a45' }, 'Phone: Enter a valid phone number (digits and hyphens)'],
    [{ phone: '1'.repeat(51) }, 'Phone: Enter 1-50 characters'],
    [{ email: 'not-an-email' }, 'E-mail: Enter a valid e-mail address'],
    [{ address: 'a'.repeat(501) }, 'Address: Enter at most 500 characters'],
    [{ country: 'ZZ' }, 'Country: The value is not valid'],
    [{ country: 'china' }, 'Country: The value is not valid'],
  ])('refuses %j with a message naming the field, changing nothing', async (body, msg) => {
    const before = await baseInfo(demo.token);
    const r = await call(t.app, 'POST', accountPaths.baseinfo, { token: demo.token, body: { ...before, ...body }, lang: 'en-US' });
    expect([r.status, r.body.code, r.body.msg]).toEqual([422, ErrorCode.Validation, msg]);
    expect(await baseInfo(demo.token)).toEqual(before);
  });

  it('accepts an address of exactly 500 characters', async () => {
    const r = await call<BaseInfo>(t.app, 'POST', accountPaths.baseinfo, { token: dev.token, body: { address: 'b'.repeat(500) } });
    expect(r.body.data.address).toHaveLength(500);
  });
});

describe('password change (authPaths.updatePwd)', () => {
  it('keeps this session, ends the others, and applies the password rule', async () => {
    const password = 'Passw0rdX';
    await registerAndActivate(t, { account: 'pwd.owner@example.com', password });
    const here = await login(t.app, 'pwd.owner@example.com', password);
    const elsewhere = await login(t.app, 'pwd.owner@example.com', password);

    const weak = await call(t.app, 'POST', authPaths.updatePwd, { token: here.token, body: { oldPassword: password, newPassword: 'abc' }, lang: 'en-US' });
    expect([weak.status, weak.body.msg]).toEqual([422, 'New password: The password must be 8-50 characters long']);
    const wrong = await call(t.app, 'POST', authPaths.updatePwd, { token: here.token, body: { oldPassword: 'Wrong123x', newPassword: 'Newpass123' } });
    expect([wrong.status, wrong.body.code]).toEqual([422, ErrorCode.WrongOldPassword]);

    const changed = await call(t.app, 'POST', authPaths.updatePwd, { token: here.token, body: { oldPassword: password, newPassword: 'Newpass123' } });
    expect(changed.body.code).toBe(0);
    expect((await call(t.app, 'GET', spacePaths.profile, { token: here.token })).status).toBe(200);
    expect((await call(t.app, 'GET', spacePaths.profile, { token: elsewhere.token })).body.code).toBe(ErrorCode.TokenExpired);
    await login(t.app, 'pwd.owner@example.com', 'Newpass123');
  });
});

describe('enterprise info', () => {
  it('shows the company name, the certification state and the contacts', async () => {
    expect(await companyInfo(demo.token)).toEqual({
      companyName: 'Demo Smart Home Co.',
      accountType: AccountType.Enterprise,
      certificationStatus: CertificationStatus.None,
      contacts: [],
    });
  });

  it.each([
    ['', 'Company name: This field is required'],
    ['Bad/Name!', 'Company name: Only Chinese characters, letters, digits and spaces'],
    ['x'.repeat(51), 'Company name: Enter 1-50 characters'],
  ])('refuses the company name %j', async (companyName, msg) => {
    const r = await call(t.app, 'POST', accountPaths.changeCompanyName, { token: partner.token, body: { companyName }, lang: 'en-US' });
    expect([r.status, r.body.msg]).toEqual([422, msg]);
    expect((await companyInfo(partner.token)).companyName).toBe('Partner Lighting Ltd.');
  });

  it('renames the company; members of the space see the new name in their space list at once', async () => {
    // Cached views of the owner and of a member.
    await profile(partner.token);
    await profile(demo.token);
    const r = await call(t.app, 'POST', accountPaths.changeCompanyName, { token: partner.token, body: { companyName: 'Partner Lighting Group' } });
    expect(r.body.data).toEqual({ companyName: 'Partner Lighting Group' });
    expect((await profile(partner.token)).companyName).toBe('Partner Lighting Group');
    const member = await profile(demo.token);
    expect(member.tenantList.find((s) => s.tenantId === partner.tenantId)?.companyName).toBe('Partner Lighting Group');
    expect((await profile(demoAsMember.token)).companyName).toBe('Partner Lighting Group');
    // Only the owner's own space changed.
    expect(member.companyName).toBe('Demo Smart Home Co.');
  });
});

describe('company contacts', () => {
  const contact = { name: 'Li Lei', account: 'lilei@demo.example.com', phone: '13800138000', address: 'Shenzhen', job: 'Purchasing' };

  it.each([
    [{ ...contact, name: '' }, 'Name: This field is required'],
    [{ ...contact, account: ' ' }, 'Account: This field is required'],
    [{ ...contact, phone: undefined }, 'Phone: This field is required'],
    [{ ...contact, phone: '138-0013-800x' }, 'Phone: Enter a valid phone number (digits and hyphens)'],
    [{ ...contact, address: 'a'.repeat(501) }, 'Address: Enter at most 500 characters'],
    [{ ...contact, job: 'j'.repeat(51) }, 'Job: Enter at most 50 characters'],
  ])('refuses a contact %#: %s', async (body, msg) => {
    const r = await call(t.app, 'POST', accountPaths.addContact, { token: demo.token, body, lang: 'en-US' });
    expect([r.status, r.body.msg]).toEqual([422, msg]);
    expect((await companyInfo(demo.token)).contacts).toEqual([]);
  });

  it('adds, edits and deletes contacts of the own company only', async () => {
    const added = await call<CompanyContact>(t.app, 'POST', accountPaths.addContact, { token: demo.token, body: contact });
    expect(added.body.data).toMatchObject(contact);
    const id = added.body.data.id;
    t.clock.advance(1); // contacts are listed in the order they were added
    const second = await call<CompanyContact>(t.app, 'POST', accountPaths.addContact, {
      token: demo.token,
      body: { name: '韩梅梅', account: '13900139000', phone: '0755-88886666' },
    });
    expect(second.body.data).toMatchObject({ address: '', job: '' });
    expect((await companyInfo(demo.token)).contacts.map((c) => c.name)).toEqual(['Li Lei', '韩梅梅']);

    const updated = await call<CompanyContact>(t.app, 'POST', accountPaths.updateContact, {
      token: demo.token,
      body: { id, ...contact, job: 'Head of purchasing' },
    });
    expect(updated.body.data).toMatchObject({ id, job: 'Head of purchasing' });
    const badUpdate = await call(t.app, 'POST', accountPaths.updateContact, { token: demo.token, body: { id, ...contact, phone: 'abc' } });
    expect(badUpdate.status).toBe(422);

    // Another company cannot see, change or delete them.
    expect((await companyInfo(partner.token)).contacts).toEqual([]);
    const foreignUpdate = await call(t.app, 'POST', accountPaths.updateContact, { token: partner.token, body: { id, ...contact, name: 'Hijacked' } });
    expect([foreignUpdate.status, foreignUpdate.body.code]).toEqual([404, ErrorCode.NotFound]);
    const foreignDelete = await call(t.app, 'POST', accountPaths.deleteContact, { token: partner.token, query: { id } });
    expect(foreignDelete.status).toBe(404);
    expect((await companyInfo(demo.token)).contacts.find((c) => c.id === id)?.job).toBe('Head of purchasing');

    const noId = await call(t.app, 'POST', accountPaths.deleteContact, { token: demo.token, lang: 'en-US' });
    expect([noId.status, noId.body.code]).toEqual([422, ErrorCode.Validation]);
    const removed = await call(t.app, 'POST', accountPaths.deleteContact, { token: demo.token, query: { id } });
    expect(removed.body.code).toBe(0);
    expect((await companyInfo(demo.token)).contacts.map((c) => c.name)).toEqual(['韩梅梅']);
    expect((await call(t.app, 'POST', accountPaths.deleteContact, { token: demo.token, query: { id } })).status).toBe(404);
  });

  it(`keeps at most ${CONTACT_MAX_COUNT} contacts per company`, async () => {
    for (let i = (await companyInfo(demo.token)).contacts.length; i < CONTACT_MAX_COUNT; i++) {
      const r = await call(t.app, 'POST', accountPaths.addContact, { token: demo.token, body: { ...contact, name: `Contact ${i}` } });
      expect(r.body.code).toBe(0);
    }
    const over = await call(t.app, 'POST', accountPaths.addContact, { token: demo.token, body: contact, lang: 'en-US' });
    expect([over.status, over.body.msg]).toEqual([409, `A company can have at most ${CONTACT_MAX_COUNT} contacts`]);
    expect((await companyInfo(demo.token)).contacts).toHaveLength(CONTACT_MAX_COUNT);
  });
});

// Last: it moves the clock past the other tokens' lifetime.
describe('login-safety time', () => {
  it('is required and must be one of the choices', async () => {
    const missing = await call(t.app, 'POST', accountPaths.securityTime, { token: demo.token, body: {}, lang: 'en-US' });
    expect([missing.status, missing.body.msg]).toEqual([422, 'Login safety time: This field is required']);
    const odd = await call(t.app, 'POST', accountPaths.securityTime, { token: demo.token, body: { securityTime: 1234 }, lang: 'zh-CN' });
    expect([odd.status, odd.body.msg]).toEqual([422, '登录安全时间：输入的内容无效']);
    expect((await profile(demo.token)).securityTime).toBe(3600);
  });

  it('sets how long a login stays valid: the refresh token lives that long', async () => {
    await profile(dev.token);
    const r = await call(t.app, 'POST', accountPaths.securityTime, { token: dev.token, body: { securityTime: 7200 } });
    expect(r.body.data).toEqual({ securityTime: 7200 });
    expect((await profile(dev.token)).securityTime).toBe(7200);

    const fresh = await loginAs(t.app, 'dev');
    t.clock.advance(3700); // past the default hour, within the two chosen
    const refreshed = await refresh(t.app, fresh.refreshToken);
    expect(refreshed.body.code).toBe(0);
  });
});
