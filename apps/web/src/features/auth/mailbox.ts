/** The page where the embedded installation keeps the mails it did not send (read by new users). */
export const DEV_OUTBOX = '/dev/outbox';

/**
 * Where "view mailbox" leads for `email`: the development outbox when this installation sends no
 * real mail, else the web mail of the address's provider by the common `mail.<domain>` convention.
 */
export function mailboxUrl(email: string, embedded: boolean): string {
  if (embedded) return DEV_OUTBOX;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return `https://mail.${domain}`;
}
