import { z } from 'zod';
import { AccountType } from '../api/shell.ts';

/**
 * The device-credential quota of the current space (quotaPaths.quota; spec 000 §6, 001 §6): set by
 * the account type of the space's owner (DEVICE_QUOTA_BY_ACCOUNT_TYPE), counted against the credentials
 * (manufacture triples) generated in the space. When `remaining` is 0 the owner contacts the provider.
 */
export const deviceQuota = z.object({
  /** The space owner's account type, which sets `quota`. */
  accountType: z.literal(Object.values(AccountType)),
  quota: z.number().int(),
  /** Credentials generated in the space. */
  generated: z.number().int(),
  /** Of those, the ones a device has activated. */
  activated: z.number().int(),
  /** How many more may be generated: quota - generated, never below 0. */
  remaining: z.number().int(),
});
export type DeviceQuota = z.infer<typeof deviceQuota>;
