import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** Waits for the newest outbox message to `to` whose body matches `pattern`, and returns the first capture. */
export async function readFromOutbox(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await res.json()) as { data: OutboxMessage[] };
        for (const message of data) {
          const match = pattern.exec(message.body);
          if (match) {
            found = match[1] ?? match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

export const verificationCode = (request: APIRequestContext, to: string) => readFromOutbox(request, to, /\b(\d{6})\b/);
export const activationLink = (request: APIRequestContext, to: string) => readFromOutbox(request, to, /(https?:\/\/\S+\/open\/activate\?token=[\w-]+)/);
