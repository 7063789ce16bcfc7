/** The page where the embedded installation keeps the mails it did not send (read by new users on its machine). */
export const DEV_OUTBOX = '/dev/outbox';

/**
 * Where "view mailbox" leads for `email`: the development outbox when it answers this browser
 * (WebConfig.outbox), else the web mail of the address's provider by the common `mail.<domain>` convention.
 */
export function mailboxUrl(email: string, outbox: boolean): string {
  if (outbox) return DEV_OUTBOX;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return `https://mail.${domain}`;
}
