import { z } from 'zod';

/**
 * The novice guide and the guided tour (spec 001 §4 Tour, §7): whether the user has been through the
 * guide in a space, a demo product of the caller's space and one of its virtual devices, created on
 * demand, and where the demo App is downloaded.
 */

/** Answer of guidePaths.guideCheck and guidePaths.setHasGuided. */
export const guideState = z.object({
  tenantId: z.string(),
  hasGuided: z.boolean(),
  isOwnerSpace: z.boolean(),
});
export type GuideState = z.infer<typeof guideState>;

/** Answer of guidePaths.demo: the space's demo product and a virtual device of it (online unless it did not come up in time). */
export const guideDemo = z.object({
  productId: z.string(),
  productKey: z.string(),
  did: z.string(),
});
export type GuideDemo = z.infer<typeof guideDemo>;

/** Answer of guidePaths.appDownloadUrl: an absolute address. */
export const appDownload = z.object({ url: z.string() });
export type AppDownload = z.infer<typeof appDownload>;
