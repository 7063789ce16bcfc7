import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, ErrorCode } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import { spacePaths } from '@iotc/shared/spaces';
import type { TokenPair, VerificationCodeSent } from '@iotc/shared/auth';
import type { UserInfo } from '@iotc/shared/spaces';
import { sessions } from '../../core/auth.tables.ts';
import { users } from '../../core/users.tables.ts';
import {
  call,
  createTestApp,
  latestActivationPath,
  latestCode,
  login,
  newAddress,
  outboxOf,
  refresh,
  register,
  registerAndActivate,
  signedIn,
} from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A fresh e-mail account per test (codes are limited per account and minute), with a sub-address (+) as many people use. */
const newEmail = () => `user${++seq}+iot@example.com`;
const newMobile = () => `138${String(10_000_000 + ++seq).slice(-8)}`;
const password = 'Passw0rdX';

async function sessionCount(userAccount: string): Promise<number> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, userAccount));
  const [row] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user!.id));
  return row!.n;
}

async function activate(path: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(302);
  return response.headers.location;
}

describe('verification codes', () => {
  it('sends a 6-digit code by e-mail, valid 10 minutes, next one after a minute', async () => {
    const account = newEmail();
    const sent = await call<VerificationCodeSent>(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code: 0, data: { resendAfter: 60, expiresIn: 600 } });
    const [mail] = await outboxOf(t, account);
    expect(mail).toMatchObject({ channel: 'email', to: account });
    expect(mail!.body).toMatch(/\b\d{6}\b/);
  });

  it('sends the code of a China mobile account by SMS', async () => {
    const account = newMobile();
    await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    const [sms] = await outboxOf(t, account);
    expect(sms).toMatchObject({ channel: 'sms', to: account });
  });

  it('allows one code per minute per account and says how long to wait', async () => {
    const account = newEmail();
    await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    t.clock.advance(20);
    const again = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account }, lang: 'en-US' });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ErrorCode.CodeTooFrequent);
    expect(again.body.msg).toContain('40 s');
    expect(again.headers['retry-after']).toBe('40');
    t.clock.advance(40);
    const later = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    expect(later.body.code).toBe(0);
  });

  it('sends one code when many requests for one account arrive at once', async () => {
    const account = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429 && a.body.code === ErrorCode.CodeTooFrequent)).toHaveLength(9);
    expect(await outboxOf(t, account)).toHaveLength(1);
  });

  it('sends one account at most 10 codes in 24 hours, from any address', async () => {
    const account = newEmail();
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } })).body.code).toBe(0);
      t.clock.advance(60);
    }
    const refused = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account }, lang: 'en-US' });
    expect([refused.status, refused.body.code]).toEqual([429, ErrorCode.CodeTooFrequent]);
    const seconds = 24 * 3600 - 10 * 60;
    expect(refused.headers['retry-after']).toBe(String(seconds));
    expect(refused.body.msg).toBe(`This account has received the most codes allowed in 24 hours; try again in ${seconds / 60} min`);
    const zh = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account }, lang: 'zh-CN' });
    expect(zh.body.msg).toBe(`该账号 24 小时内接收的验证码已达上限，请 ${seconds / 60} 分钟后重试`);
    expect(await outboxOf(t, account)).toHaveLength(10);
    t.clock.advance(seconds);
    expect((await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } })).body.code).toBe(0);
  });

  it('sends at most 20 codes an hour and 50 a day to one address, whatever the accounts', async () => {
    const ip = newAddress();
    const ask = (lang?: 'en-US') => call(t.app, 'GET', authPaths.getVerificationCode, { ip, query: { account: newEmail() }, lang });
    for (let i = 0; i < 20; i++) expect((await ask()).body.code).toBe(0);
    const hourly = await ask('en-US');
    expect([hourly.status, hourly.body.code, hourly.headers['retry-after']]).toEqual([429, ErrorCode.CodeTooFrequent, '3600']);
    expect(hourly.body.msg).toBe('Too many codes have been requested from your network; try again in 60 min');
    expect((await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account: newEmail() } })).body.code).toBe(0);

    t.clock.advance(3600);
    for (let i = 0; i < 20; i++) expect((await ask()).body.code).toBe(0);
    t.clock.advance(3600);
    for (let i = 0; i < 10; i++) expect((await ask()).body.code).toBe(0);
    const daily = await ask('en-US');
    expect([daily.status, daily.headers['retry-after']]).toEqual([429, String(22 * 3600)]);
    t.clock.advance(22 * 3600);
    expect((await ask()).body.code).toBe(0);
  });

  it('counts activation e-mails with the codes, per account and per address', async () => {
    const account = newEmail();
    await register(t, { account, password });
    t.clock.advance(60);
    const resend = (ip: string) => call(t.app, 'POST', authPaths.resendActivation, { ip, body: { account } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(newAddress())));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ...Array<number>(4).fill(ErrorCode.CodeTooFrequent)]);
    t.clock.advance(60);

    const busy = newAddress();
    for (let i = 0; i < 20; i++) await call(t.app, 'GET', authPaths.getVerificationCode, { ip: busy, query: { account: newEmail() } });
    const refused = await resend(busy);
    expect([refused.status, refused.body.code]).toEqual([429, ErrorCode.CodeTooFrequent]);
    expect((await resend(newAddress())).body.code).toBe(0);
  });

  it('refuses a registration code for an existing account and a reset code for an unknown one', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const taken = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    expect([taken.status, taken.body.code]).toEqual([409, ErrorCode.AccountExists]);
    const unknown = await call(t.app, 'GET', authPaths.getVerificationCodeForExists, { ip: newAddress(), query: { account: newEmail() } });
    expect([unknown.status, unknown.body.code]).toEqual([404, ErrorCode.AccountNotFound]);
  });

  it('refuses an account that is neither an e-mail nor a China mobile number, naming the field', async () => {
    const zh = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account: 'nobody' }, lang: 'zh-CN' });
    expect([zh.status, zh.body.code]).toEqual([422, ErrorCode.Validation]);
    expect(zh.body.msg).toMatch(/^账号/);
    const en = await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account: 'nobody' }, lang: 'en-US' });
    expect(en.body.msg).toBe('Account: Enter an e-mail address or a China mobile number');
  });
});

describe('registration', () => {
  const body = async (account: string, code: string, extra: Record<string, unknown> = {}) => ({
    account,
    code,
    password,
    confirmPassword: password,
    accountType: AccountType.Enterprise,
    companyName: 'Acme Sensors',
    agreeTerms: true,
    agreeAppLicense: true,
    ...extra,
  });

  it('registers an e-mail account with its own space and mails an activation link valid 24 hours', async () => {
    const account = newEmail();
    const result = await register(t, { account, password, companyName: 'Acme Sensors' });
    expect(result.body).toMatchObject({
      code: 0,
      data: { account, activationEmail: account, activated: false, activationValidHours: 24 },
    });
    const [mail] = await outboxOf(t, account);
    expect(mail!.body).toContain('http://console.test/api/v1/platform/web/open/activate?token=');
  });

  it('refuses login until activated, with a clear message, then logs in after the link', async () => {
    const account = newEmail();
    await register(t, { account, password });
    const refused = await call(t.app, 'POST', authPaths.login, { body: { account, password }, lang: 'en-US' });
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.AccountNotActivated]);
    expect(refused.body.msg).toMatch(/activat/i);
    // The login page is told the account, to fill its form with it.
    expect(await activate(await latestActivationPath(t, account))).toBe(`/user/login?activated=1&account=${encodeURIComponent(account)}`);
    expect((await login(t.app, account, password)).token).toBeTruthy();
  });

  it('registers a mobile account, activated by its SMS code', async () => {
    const account = newMobile();
    const result = await register(t, { account, password, accountType: AccountType.Personal });
    expect(result.body.data).toMatchObject({ activationEmail: null, activated: true });
    const tokens = await login(t.app, account, password);
    const profile = await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: tokens.token });
    expect(profile.body.data).toMatchObject({ phone: account, email: null, accountType: 0, companyName: '', userType: 1 });
  });

  it('stores e-mail accounts in lower case', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account: account.toUpperCase(), password });
    expect((await login(t.app, account, password)).token).toBeTruthy();
  });

  it('refuses a wrong code and burns the code after 5 wrong tries', async () => {
    const account = newEmail();
    await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    const code = await latestCode(t, account);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const r = await call(t.app, 'POST', authPaths.register, { body: await body(account, wrong) });
      expect([r.status, r.body.code]).toEqual([422, ErrorCode.CodeInvalid]);
    }
    // Four wrong tries leave the code usable...
    const other = newEmail();
    await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account: other } });
    const otherCode = await latestCode(t, other);
    const otherWrong = otherCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await call(t.app, 'POST', authPaths.register, { body: await body(other, otherWrong) });
    expect((await call(t.app, 'POST', authPaths.register, { body: await body(other, otherCode) })).body.code).toBe(0);
    // ...the fifth burns it: the right code no longer works.
    await call(t.app, 'POST', authPaths.register, { body: await body(account, wrong) });
    const late = await call(t.app, 'POST', authPaths.register, { body: await body(account, code) });
    expect([late.status, late.body.code]).toEqual([422, ErrorCode.CodeInvalid]);
    expect(await t.db.select().from(users).where(eq(users.account, account))).toHaveLength(0);
  });

  it('refuses an expired code and a replaced one', async () => {
    const account = newEmail();
    await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    const first = await latestCode(t, account);
    t.clock.advance(61);
    await call(t.app, 'GET', authPaths.getVerificationCode, { ip: newAddress(), query: { account } });
    const second = await latestCode(t, account);
    if (first !== second) {
      const replaced = await call(t.app, 'POST', authPaths.register, { body: await body(account, first) });
      expect(replaced.body.code).toBe(ErrorCode.CodeInvalid);
    }
    t.clock.advance(600);
    const expired = await call(t.app, 'POST', authPaths.register, { body: await body(account, second) });
    expect([expired.status, expired.body.code]).toEqual([422, ErrorCode.CodeInvalid]);
  });

  it('refuses an existing account', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const again = await call(t.app, 'POST', authPaths.register, { body: await body(account, '123456') });
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.AccountExists]);
  });

  it('validates every rule and names the field, in both languages, creating nothing', async () => {
    const account = newEmail();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ confirmPassword: 'Other1234' }, 'confirmPassword', 'Confirm password: The two passwords do not match'],
      [{ companyName: '' }, 'companyName', 'Company name: '],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password: '],
      [{ password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'password', 'Password: '],
      [{ agreeTerms: false }, 'agreeTerms', 'Terms agreement: '],
      [{ agreeAppLicense: false }, 'agreeAppLicense', 'App license agreement: '],
      [{ code: '12ab' }, 'code', 'Verification code: Enter the 6-digit verification code'],
    ];
    for (const [change, field, en] of cases) {
      const r = await call<{ errors: { field: string }[] }>(t.app, 'POST', authPaths.register, {
        body: await body(account, '123456', change),
        lang: 'en-US',
      });
      expect([r.status, r.body.code]).toEqual([422, ErrorCode.Validation]);
      expect(r.body.msg.startsWith(en)).toBe(true);
      expect(r.body.data.errors.map((e) => e.field)).toContain(field);
      const zh = await call(t.app, 'POST', authPaths.register, { body: await body(account, '123456', change), lang: 'zh-CN' });
      expect(zh.body.msg).not.toBe(r.body.msg);
    }
    expect(await t.db.select().from(users).where(eq(users.account, account))).toHaveLength(0);
  });

  it('lets a personal account register without a company name', async () => {
    const account = newEmail();
    const r = await register(t, { account, password, accountType: AccountType.Personal });
    expect(r.body.code).toBe(0);
  });
});

describe('activation', () => {
  it('redirects an expired link to the login page with activated=0', async () => {
    const account = newEmail();
    await register(t, { account, password });
    const path = await latestActivationPath(t, account);
    t.clock.advance(24 * 3600 + 1);
    expect(await activate(path)).toBe('/user/login?activated=0');
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password } })).body.code).toBe(ErrorCode.AccountNotActivated);
  });

  it('redirects a damaged or missing token with activated=0', async () => {
    expect(await activate(`/api${authPaths.activate}?token=nope`)).toBe('/user/login?activated=0');
    expect(await activate(`/api${authPaths.activate}`)).toBe('/user/login?activated=0');
  });

  it('resends a new link at most once a minute; the old link stops working', async () => {
    const account = newEmail();
    await register(t, { account, password });
    const oldPath = await latestActivationPath(t, account);
    const tooSoon = await call(t.app, 'POST', authPaths.resendActivation, { ip: newAddress(), body: { account } });
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, ErrorCode.CodeTooFrequent]);
    t.clock.advance(60);
    const resent = await call(t.app, 'POST', authPaths.resendActivation, { ip: newAddress(), body: { account } });
    expect(resent.body).toMatchObject({ code: 0, data: { activationEmail: account, activationValidHours: 24 } });
    const newPath = await latestActivationPath(t, account);
    expect(newPath).not.toBe(oldPath);
    expect(await activate(oldPath)).toBe('/user/login?activated=0');
    expect(await activate(newPath)).toMatch(/^\/user\/login\?activated=1&account=/);
    expect(await activate(newPath)).toBe('/user/login?activated=0');
  });

  it('refuses to resend for an activated or unknown account', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const done = await call(t.app, 'POST', authPaths.resendActivation, { ip: newAddress(), body: { account } });
    expect([done.status, done.body.code]).toEqual([409, ErrorCode.AlreadyActivated]);
    const unknown = await call(t.app, 'POST', authPaths.resendActivation, { ip: newAddress(), body: { account: newEmail() } });
    expect([unknown.status, unknown.body.code]).toEqual([404, ErrorCode.AccountNotFound]);
  });
});

describe('login', () => {
  it('answers the access token and its expiry in epoch seconds, the refresh token only in an HttpOnly cookie', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const r = await call<TokenPair>(t.app, 'POST', authPaths.login, { body: { account, password } });
    expect(r.body.code).toBe(0);
    expect(Object.keys(r.body.data).sort()).toEqual(['expiresAt', 'tenantId', 'token']);
    expect(r.body.data.expiresAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + 1800);
    expect(r.body.data.token.split('.')).toHaveLength(3);
    // Sent only with the refresh call, never readable by script, never from another site; as long as the security time.
    expect(r.headers['set-cookie']).toMatch(
      /^iotc_refresh=[\w-]{43}; Path=\/api\/v1\/platform\/web\/open\/refreshToken; Max-Age=3600; HttpOnly; SameSite=Strict$/,
    );
    expect([r.headers['cache-control'], r.headers.pragma]).toEqual(['no-store', 'no-cache']);
  });

  it('refuses a wrong password with a localized message and changes nothing', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const [before] = await t.db.select().from(users).where(eq(users.account, account));
    const zh = await call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, lang: 'zh-CN' });
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([401, ErrorCode.WrongCredentials, '账号或密码错误']);
    const en = await call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, lang: 'en-US' });
    expect(en.body.msg).toBe('Incorrect account or password');
    const [after] = await t.db.select().from(users).where(eq(users.account, account));
    expect(after).toEqual(before);
    expect(await sessionCount(account)).toBe(0);
  });

  it('answers an unknown account like a wrong password', async () => {
    const r = await call(t.app, 'POST', authPaths.login, { body: { account: newEmail(), password } });
    expect([r.status, r.body.code]).toEqual([401, ErrorCode.WrongCredentials]);
  });

  it('throttles an account at one address after 10 failures in 15 minutes, even with the right password', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const ip = newAddress();
    for (let i = 0; i < 10; i++) {
      const r = await call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, ip });
      expect(r.body.code).toBe(ErrorCode.WrongCredentials);
    }
    t.clock.advance(60);
    const locked = await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip, lang: 'en-US' });
    expect([locked.status, locked.body.code]).toEqual([429, ErrorCode.TooManyRequests]);
    expect(locked.body.msg).toContain(`${15 * 60 - 60} s`);
    t.clock.advance(15 * 60 - 60);
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip })).body.code).toBe(0);
  });

  it('does not let a stranger lock the owner out: failures count per account and address', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const stranger = newAddress();
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, ip: stranger });
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip: stranger })).status).toBe(429);
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip: newAddress() })).body.code).toBe(0);
  });

  it('lets at most 10 of 60 simultaneous wrong passwords reach the password check', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, ip })),
    );
    const codes = answers.map((a) => a.body.code);
    // Only a wrong-credentials answer ran the argon2 check: the throttle refuses before it.
    expect(codes.filter((code) => code === ErrorCode.WrongCredentials)).toHaveLength(10);
    expect(codes.filter((code) => code === ErrorCode.TooManyRequests)).toHaveLength(50);
  });

  it('throttles an address after 30 failures, whatever the account', async () => {
    const ip = newAddress();
    for (let i = 0; i < 30; i++) {
      await call(t.app, 'POST', authPaths.login, { body: { account: `nobody${i}@example.com`, password }, ip });
    }
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const locked = await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip });
    expect([locked.status, locked.body.code]).toEqual([429, ErrorCode.TooManyRequests]);
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip: newAddress() })).body.code).toBe(0);
  });

  it('forgives the failures of the account at that address after a successful login', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const ip = newAddress();
    for (let i = 0; i < 9; i++) await call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, ip });
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip })).body.code).toBe(0);
    for (let i = 0; i < 9; i++) await call(t.app, 'POST', authPaths.login, { body: { account, password: 'Wrong12345' }, ip });
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password }, ip })).body.code).toBe(0);
  });
});

describe('tokens', () => {
  async function freshLogin() {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    return { account, tokens: await login(t.app, account, password) };
  }
  const profile = (token: string) => call<UserInfo>(t.app, 'GET', spacePaths.profile, { token });
  const refreshWith = (refreshToken: string) => refresh(t.app, refreshToken);

  it('refuses a missing, malformed or foreign token with 401 and code 20001', async () => {
    for (const token of [undefined, 'garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
      const r = await profile(token as string);
      expect([r.status, r.body.code]).toEqual([401, ErrorCode.TokenExpired]);
    }
  });

  it('expires an access token after its lifetime', async () => {
    const { tokens } = await freshLogin();
    t.clock.advance(1799);
    expect((await profile(tokens.token)).status).toBe(200);
    t.clock.advance(1);
    expect((await profile(tokens.token)).body.code).toBe(ErrorCode.TokenExpired);
  });

  it('rotates the refresh token in its cookie; reusing an old one revokes the whole session', async () => {
    const { tokens } = await freshLogin();
    const first = await refreshWith(tokens.refreshToken);
    expect(first.body.code).toBe(0);
    expect(Object.keys(first.body.data).sort()).toEqual(['expiresAt', 'tenantId', 'token']);
    expect([first.headers['cache-control'], first.headers.pragma]).toEqual(['no-store', 'no-cache']);
    const next = signedIn(first);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await profile(next.token)).status).toBe(200);

    const reused = await refreshWith(tokens.refreshToken);
    expect([reused.status, reused.body.code]).toEqual([401, ErrorCode.RefreshTokenInvalid]);
    // The family is gone: the newest refresh token and every access token of the session.
    expect((await refreshWith(next.refreshToken)).body.code).toBe(ErrorCode.RefreshTokenInvalid);
    expect((await profile(next.token)).body.code).toBe(ErrorCode.TokenExpired);
    expect((await profile(tokens.token)).body.code).toBe(ErrorCode.TokenExpired);
  });

  it('keeps a refresh token valid for the security time, sliding with each refresh', async () => {
    const { tokens } = await freshLogin();
    t.clock.advance(3000);
    const a = await refreshWith(tokens.refreshToken);
    expect(a.body.code).toBe(0);
    expect(a.headers['set-cookie']).toContain('; Max-Age=3600;');
    t.clock.advance(3000);
    const b = await refreshWith(signedIn(a).refreshToken);
    expect(b.body.code).toBe(0);
    t.clock.advance(3601);
    expect((await refreshWith(signedIn(b).refreshToken)).body.code).toBe(ErrorCode.RefreshTokenInvalid);
  });

  it('logout revokes the access token and the refresh token of the session only, and clears the cookie', async () => {
    const { account, tokens } = await freshLogin();
    const other = await login(t.app, account, password);
    const out = await call(t.app, 'GET', authPaths.logout, { token: tokens.token });
    expect(out.body).toMatchObject({ code: 0, data: null });
    expect(out.headers['set-cookie']).toBe('iotc_refresh=; Path=/api/v1/platform/web/open/refreshToken; Max-Age=0; HttpOnly; SameSite=Strict');
    expect((await profile(tokens.token)).body.code).toBe(ErrorCode.TokenExpired);
    expect((await refreshWith(tokens.refreshToken)).body.code).toBe(ErrorCode.RefreshTokenInvalid);
    expect((await profile(other.token)).status).toBe(200);
    expect((await call(t.app, 'GET', authPaths.logout)).status).toBe(401);
  });

  it('refuses a refresh without the cookie, or with an unknown one', async () => {
    const { tokens } = await freshLogin();
    expect((await refreshWith('not-a-token')).body.code).toBe(ErrorCode.RefreshTokenInvalid);
    // The token in the body, as before the cookie, is not read.
    const inBody = await call(t.app, 'POST', authPaths.refreshToken, { body: { refreshToken: tokens.refreshToken } });
    expect([inBody.status, inBody.body.code]).toEqual([401, ErrorCode.RefreshTokenInvalid]);
  });

  it('refreshes only on a JSON request, which no cross-site form can send', async () => {
    const { tokens } = await freshLogin();
    const cookie = `iotc_refresh=${tokens.refreshToken}`;
    for (const [contentType, payload] of [
      ['text/plain', '{}'],
      ['application/x-www-form-urlencoded', 'a=1'],
    ]) {
      const r = await t.app.inject({ method: 'POST', url: `/api${authPaths.refreshToken}`, headers: { 'content-type': contentType!, cookie }, payload });
      expect([r.statusCode, r.json<{ code: number }>().code]).toEqual([415, ErrorCode.UnsupportedMedia]);
    }
    const noBody = await t.app.inject({ method: 'POST', url: `/api${authPaths.refreshToken}`, headers: { cookie } });
    expect(noBody.statusCode).toBe(415);
    // None of them used the token up.
    expect((await refreshWith(tokens.refreshToken)).body.code).toBe(0);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with a code, ending every session; the code works once', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    t.clock.advance(60);
    const tokens = await login(t.app, account, password);
    await call(t.app, 'GET', authPaths.getVerificationCodeForExists, { ip: newAddress(), query: { account } });
    const code = await latestCode(t, account);
    const body = { account, code, password: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' };
    expect((await call(t.app, 'POST', authPaths.forgetPassword, { body })).body.code).toBe(0);
    expect((await call(t.app, 'GET', spacePaths.profile, { token: tokens.token })).body.code).toBe(ErrorCode.TokenExpired);
    expect((await call(t.app, 'POST', authPaths.login, { body: { account, password } })).body.code).toBe(ErrorCode.WrongCredentials);
    expect((await login(t.app, account, 'NewPassw0rd')).token).toBeTruthy();

    const reused = await call(t.app, 'POST', authPaths.forgetPassword, { body: { ...body, password: 'Third1234', confirmPassword: 'Third1234' } });
    expect([reused.status, reused.body.code]).toEqual([422, ErrorCode.CodeInvalid]);
    expect((await login(t.app, account, 'NewPassw0rd')).token).toBeTruthy();
  });

  it('keeps the password when the reset code is wrong', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    t.clock.advance(60);
    await call(t.app, 'GET', authPaths.getVerificationCodeForExists, { ip: newAddress(), query: { account } });
    const code = await latestCode(t, account);
    const wrong = code === '000000' ? '111111' : '000000';
    const r = await call(t.app, 'POST', authPaths.forgetPassword, {
      body: { account, code: wrong, password: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
    });
    expect([r.status, r.body.code]).toEqual([422, ErrorCode.CodeInvalid]);
    expect((await login(t.app, account, password)).token).toBeTruthy();
  });

  it('changes the password: the other sessions end, this one stays', async () => {
    const account = newEmail();
    await registerAndActivate(t, { account, password });
    const current = await login(t.app, account, password);
    const other = await login(t.app, account, password);

    const wrong = await call(t.app, 'POST', authPaths.updatePwd, {
      token: current.token,
      body: { oldPassword: 'Wrong12345', newPassword: 'NewPassw0rd' },
      lang: 'en-US',
    });
    expect([wrong.status, wrong.body.code, wrong.body.msg]).toEqual([422, ErrorCode.WrongOldPassword, 'The current password is incorrect']);

    const weak = await call(t.app, 'POST', authPaths.updatePwd, { token: current.token, body: { oldPassword: password, newPassword: 'weak' } });
    expect([weak.status, weak.body.code]).toEqual([422, ErrorCode.Validation]);

    const ok = await call(t.app, 'POST', authPaths.updatePwd, { token: current.token, body: { oldPassword: password, newPassword: 'NewPassw0rd' } });
    expect(ok.body.code).toBe(0);
    expect((await call(t.app, 'GET', spacePaths.profile, { token: current.token })).status).toBe(200);
    expect((await call(t.app, 'GET', spacePaths.profile, { token: other.token })).body.code).toBe(ErrorCode.TokenExpired);
    expect((await login(t.app, account, 'NewPassw0rd')).token).toBeTruthy();
  });

  it('needs a token to change the password', async () => {
    const r = await call(t.app, 'POST', authPaths.updatePwd, { body: { oldPassword: password, newPassword: 'NewPassw0rd' } });
    expect([r.status, r.body.code]).toEqual([401, ErrorCode.TokenExpired]);
  });
});
