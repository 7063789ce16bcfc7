import { describe, expect, it } from 'vitest';
import { mailboxUrl } from './mailbox';

describe('mailboxUrl', () => {
  it('leads to the development outbox when it answers this browser', () => {
    expect(mailboxUrl('new@example.com', true)).toBe('/dev/outbox');
  });

  it("otherwise leads to the web mail of the address's domain", () => {
    expect(mailboxUrl('someone@qq.com', false)).toBe('https://mail.qq.com');
    expect(mailboxUrl('a.b@corp.example.cn', false)).toBe('https://mail.corp.example.cn');
  });
});
