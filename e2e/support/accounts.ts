import { expect, type APIRequestContext } from '@playwright/test';
import { activationLink, verificationCode } from './outbox.ts';

export const PLATFORM = '/api/v1/platform/web';

/** The seeded operator: only used here, through the API, to make the operators of the journeys. */
const seededOperator = { account: 'admin@example.com', password: 'Admin123456' };
const PASSWORD = 'Journey2025x';

export interface NewAccount {
  account: string;
  password: string;
  /** 0 personal, 1 enterprise (the default). */
  accountType?: 0 | 1;
  companyName?: string;
}

/** An account of a journey's own, signed in through the API. */
export interface Account {
  account: string;
  password: string;
  id: string;
  tenantId: string;
  token: string;
}

/** Calls the platform API (`path` below its prefix) and answers the envelope's data; anything but code 0 fails the journey with the server's message. */
export async function callPlatform<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  { token, body, timeout }: { token?: string; body?: object; timeout?: number } = {},
): Promise<T> {
  const headers = { lang: 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const url = `${PLATFORM}/${path}`;
  const res = method === 'get' ? await request.get(url, { headers, params: body as Record<string, string>, timeout }) : await request.post(url, { headers, data: body, timeout });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** A client address in 10.0.0.0/8, as a proxy in front of the server would name it. */
const clientAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A name no other journey (nor another run against the same data) uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * Registers a fresh account through the API (code from the dev outbox) and follows the activation
 * link of its mail, so a journey has a user of its own that no other journey disturbs.
 */
export async function registerAndActivate(request: APIRequestContext, { account, password, accountType = 1, companyName }: NewAccount) {
  // Each journey's user asks for its code from an address of its own (the server trusts the local proxy, see
  // playwright.config.ts): the suite registers more users than one client address may ask codes for in an hour.
  const sent = await request.get(`${PLATFORM}/open/getVerificationCode`, { params: { account }, headers: { 'x-forwarded-for': clientAddress() } });
  expect(((await sent.json()) as { code: number }).code).toBe(0);
  const code = await verificationCode(request, account);
  const registered = await request.post(`${PLATFORM}/open/register`, {
    data: { account, code, password, confirmPassword: password, accountType, companyName, agreeTerms: true, agreeAppLicense: true },
  });
  const envelope = (await registered.json()) as { code: number; msg: string };
  expect(envelope.code, `register: ${envelope.msg}`).toBe(0);
  const activated = await request.get(await activationLink(request, account), { maxRedirects: 0 });
  expect(activated.headers().location).toBe(`/user/login?activated=1&account=${encodeURIComponent(account.toLowerCase())}`);
}

/**
 * Signs in through the API and, unless `guided` is false, marks the account as guided in the space it
 * lands in: the first-login tour is a journey of its own (tour.spec.ts), on other journeys' pages it
 * would only stand in the way.
 */
export async function signInByApi(request: APIRequestContext, account: string, password: string, guided = true): Promise<Account> {
  const { token } = await callPlatform<{ token: string }>(request, 'post', 'open/login', { body: { account, password } });
  const profile = await callPlatform<{ id: string; tenantId: string }>(request, 'get', 'open/user/profile', { token });
  if (guided) await callPlatform(request, 'post', 'open/product/setHasGuided', { token, body: { tenantId: profile.tenantId } });
  return { account, password, id: profile.id, tenantId: profile.tenantId, token };
}

/** A new activated user of the journey's own (an enterprise unless `accountType` is 0), signed in through the API. */
export async function newUser(request: APIRequestContext, prefix: string, { accountType = 1, guided = true }: { accountType?: 0 | 1; guided?: boolean } = {}): Promise<Account> {
  const name = unique(prefix);
  const account = `${name}@example.com`;
  // Company names take letters, digits and spaces.
  const companyName = accountType === 1 ? name.replace(/-/g, ' ') : undefined;
  await registerAndActivate(request, { account, password: PASSWORD, accountType, companyName });
  return signInByApi(request, account, PASSWORD, guided);
}

/** A new platform operator of the journey's own, added by the seeded operator. */
export async function newOperator(request: APIRequestContext, prefix: string): Promise<Account> {
  const seeded = await callPlatform<{ token: string }>(request, 'post', 'open/login', { body: seededOperator });
  const account = `${unique(prefix)}@example.com`;
  await callPlatform(request, 'post', 'system/user/save', {
    token: seeded.token,
    body: { account, realName: prefix, password: PASSWORD, roleIds: ['owner', 'operator'], status: 1 },
  });
  return signInByApi(request, account, PASSWORD);
}
