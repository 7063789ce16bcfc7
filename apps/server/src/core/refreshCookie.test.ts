import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import { call, createTestApp, newAddress, registerAndActivate } from '../../test/helpers.ts';
import type { TestApp } from '../../test/helpers.ts';

const proxy = '192.0.2.10';
const account = 'proxied@example.com';
const password = 'Passw0rdX';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: [proxy] } });
  await registerAndActivate(t, { account, password });
});
afterAll(() => t.close());

const loginThrough = (from: string, headers: Record<string, string>, body = { account, password }) =>
  call(t.app, 'POST', authPaths.login, { body, ip: from, headers });

describe('behind a TLS proxy named in TRUST_PROXY', () => {
  it('marks the refresh cookie Secure when the proxy forwarded an https request', async () => {
    const r = await loginThrough(proxy, { 'x-forwarded-proto': 'https', 'x-forwarded-for': newAddress() });
    expect(r.body.code).toBe(0);
    expect(r.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('believes neither the scheme nor the address a client it does not trust claims', async () => {
    const r = await loginThrough('203.0.113.7', { 'x-forwarded-proto': 'https', 'x-forwarded-for': newAddress() });
    expect(r.headers['set-cookie']).not.toContain('Secure');
    // Failures of a client claiming ever new addresses still count against its own.
    for (let i = 0; i < 10; i++) {
      await loginThrough('203.0.113.8', { 'x-forwarded-for': newAddress() }, { account, password: 'Wrong12345' });
    }
    expect((await loginThrough('203.0.113.8', { 'x-forwarded-for': newAddress() })).body.code).toBe(ErrorCode.TooManyRequests);
  });

  it('counts login failures per client address the proxy forwards, not per proxy', async () => {
    const stranger = newAddress();
    for (let i = 0; i < 10; i++) await loginThrough(proxy, { 'x-forwarded-for': stranger }, { account, password: 'Wrong12345' });
    expect((await loginThrough(proxy, { 'x-forwarded-for': stranger })).body.code).toBe(ErrorCode.TooManyRequests);
    expect((await loginThrough(proxy, { 'x-forwarded-for': newAddress() })).body.code).toBe(0);
  });
});
