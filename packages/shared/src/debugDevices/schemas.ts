import { z } from 'zod';
import { DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE } from '../constants.ts';
import { testAccountSchema } from '../testService/schemas.ts';
import { OnlineStatus } from '../devices/schemas.ts';
import { pageFields } from '../api/paging.ts';

/**
 * Real debug devices (spec 001 §3 Debug device, §5 Debug): a real device of a product bound, for
 * debugging, to an account of one of the space's apps in a region. The App accounts of an app are
 * added first (device/addAppAccount) and then chosen.
 */

/** The region servers a debug device can be bound in. */
export const DEBUG_REGIONS = [
  { id: 'cn', nameZh: '中国', nameEn: 'China' },
  { id: 'us', nameZh: '美国', nameEn: 'United States' },
  { id: 'eu', nameZh: '欧洲', nameEn: 'Europe' },
  { id: 'in', nameZh: '印度', nameEn: 'India' },
] as const;
export type RegionServerId = (typeof DEBUG_REGIONS)[number]['id'];
const REGION_IDS = DEBUG_REGIONS.map((r) => r.id) as [RegionServerId, ...RegionServerId[]];

/** The most any account type may add in one batch; the space owner's type may allow fewer. */
export const DEBUG_DEVICE_BATCH_MAX = Math.max(...Object.values(DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE));

const idText = z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength');

/** Device IDs typed into one box, one per line or separated by commas, semicolons or spaces. */
export function splitDeviceIds(text: string): string[] {
  return text.split(/[\s,;，；]+/).filter((id) => id.length > 0);
}

export const debugDeviceListQuery = z.object({ productId: idText, ...pageFields });
export type DebugDeviceListQuery = z.input<typeof debugDeviceListQuery>;

/** What every creation carries: the app, its account and the region (all required). */
const bindingFields = {
  productId: idText,
  appId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64, 'validation.maxLength'),
  regionServerId: z.enum(REGION_IDS, { error: 'validation.required' }),
  userAccount: testAccountSchema,
};

/** device/addDebugDevice: one real device of the product. */
export const addDebugDeviceBody = z.object({ ...bindingFields, did: idText });
export type AddDebugDeviceBody = z.input<typeof addDebugDeviceBody>;

/**
 * device/batchAddDebugDevice: `count` real devices of the product, each named by its ID. The count must
 * equal the number of IDs, each given once; the space owner's account type caps the batch.
 */
export const batchAddDebugDeviceBody = z
  .object({
    ...bindingFields,
    count: z.coerce
      .number({ error: 'validation.required' })
      .int('validation.invalidType')
      .min(1, 'validation.minValue')
      .max(DEBUG_DEVICE_BATCH_MAX, 'validation.maxValue'),
    dids: z.array(idText, { error: 'validation.required' }).min(1, 'validation.required').max(DEBUG_DEVICE_BATCH_MAX, 'validation.maxItems'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const did of body.dids) {
      if (seen.has(did)) {
        ctx.addIssue({ code: 'custom', path: ['dids'], message: 'validation.debugDidRepeated', params: { did } });
        return;
      }
      seen.add(did);
    }
    if (body.count !== body.dids.length) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'validation.debugCountMismatch', params: { n: body.dids.length } });
    }
  });
export type BatchAddDebugDeviceBody = z.input<typeof batchAddDebugDeviceBody>;

export const deleteDebugDeviceBody = z.object({
  productId: idText,
  ids: z.array(idText).min(1, 'validation.minItems').max(DEBUG_DEVICE_BATCH_MAX, 'validation.maxItems'),
});
export type DeleteDebugDeviceBody = z.input<typeof deleteDebugDeviceBody>;

export const debugDevice = z.object({
  id: z.string(),
  did: z.string(),
  /** The device's name and online state in the registry. */
  name: z.string(),
  onlineStatus: z.literal(Object.values(OnlineStatus)),
  productId: z.string(),
  appId: z.string(),
  appName: z.string(),
  appKey: z.string(),
  regionServerId: z.enum(REGION_IDS),
  userAccount: z.string(),
  /** The console user who added it. */
  userId: z.string(),
  createdAt: z.number().int(),
});
export type DebugDevice = z.infer<typeof debugDevice>;

/** device/addAppAccount: an account of one of the space's apps, unique per app. */
export const addAppAccountBody = z.object({ appId: idText, account: testAccountSchema });
export type AddAppAccountBody = z.input<typeof addAppAccountBody>;
export const appAccountListQuery = z.object({ appId: idText });
export type AppAccountListQuery = z.input<typeof appAccountListQuery>;

export const appAccount = z.object({ id: z.string(), appId: z.string(), account: z.string(), createdAt: z.number().int() });
export type AppAccount = z.infer<typeof appAccount>;
