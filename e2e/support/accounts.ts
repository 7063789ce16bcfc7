import { expect, type APIRequestContext } from '@playwright/test';
import { activationLink, verificationCode } from './outbox.ts';

export const PLATFORM = '/api/v1/platform/web';

export interface NewAccount {
  account: string;
  password: string;
  /** 0 personal, 1 enterprise (the default). */
  accountType?: 0 | 1;
  companyName?: string;
}

/**
 * Registers a fresh account through the API (code from the dev outbox) and follows the activation
 * link of its mail, so a journey has a user of its own that no other journey disturbs.
 */
export async function registerAndActivate(request: APIRequestContext, { account, password, accountType = 1, companyName }: NewAccount) {
  const sent = await request.get(`${PLATFORM}/open/getVerificationCode`, { params: { account } });
  expect(((await sent.json()) as { code: number }).code).toBe(0);
  const code = await verificationCode(request, account);
  const registered = await request.post(`${PLATFORM}/open/register`, {
    data: { account, code, password, confirmPassword: password, accountType, companyName, agreeTerms: true, agreeAppLicense: true },
  });
  const envelope = (await registered.json()) as { code: number; msg: string };
  expect(envelope.code, `register: ${envelope.msg}`).toBe(0);
  const activated = await request.get(await activationLink(request, account), { maxRedirects: 0 });
  expect(activated.headers().location).toBe('/user/login?activated=1');
}
