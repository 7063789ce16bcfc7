import { z } from 'zod';
import { PAIRING_IMAGE_MAX_KB, PAIRING_STEPS_MAX, PAIRING_TEXT_MAX_LENGTH, PAIRING_VIDEO_MAX_KB, PAIRING_VIDEO_MAX_S } from '../constants.ts';
import { NETWORK_TYPES, productIdSchema } from '../products/schemas.ts';
import { lengthRange } from '../validation/index.ts';

/** The pairing guide (network info) of a product (spec 001 §3, §5): up to 4 steps, each with both texts and an image or a video. */

export const PAIRING_MEDIA_TYPES = ['image', 'video'] as const;
export type PairingMediaType = (typeof PAIRING_MEDIA_TYPES)[number];

export const pairingImageUpload = { accept: 'png, gif, jpg', maxSizeMb: PAIRING_IMAGE_MAX_KB / 1024 } as const;
export const pairingVideoUpload = { accept: 'mp4', maxSizeMb: PAIRING_VIDEO_MAX_KB / 1024, maxDurationS: PAIRING_VIDEO_MAX_S } as const;

export const pairingStepSchema = z.object({
  textZh: lengthRange(1, PAIRING_TEXT_MAX_LENGTH),
  textEn: lengthRange(1, PAIRING_TEXT_MAX_LENGTH),
  mediaType: z.enum(PAIRING_MEDIA_TYPES),
  /** An uploaded file's url, or one of the default guide's; the server re-checks uploads by their bytes. */
  mediaUrl: z.string().trim().min(1, 'validation.pairingMediaRequired').max(500),
});
export type PairingStep = z.infer<typeof pairingStepSchema>;

export const saveNetworkGuideBody = z.object({
  productId: productIdSchema,
  steps: z.array(pairingStepSchema).min(1, 'validation.minItems').max(PAIRING_STEPS_MAX, 'validation.pairingStepsLimit'),
});
export type SaveNetworkGuideBody = z.input<typeof saveNetworkGuideBody>;

/** A step as answers carry it. */
export const pairingStep = z.object({ textZh: z.string(), textEn: z.string(), mediaType: z.enum(PAIRING_MEDIA_TYPES), mediaUrl: z.string() });

export const networkGuide = z.object({
  productId: z.string(),
  steps: z.array(pairingStep),
  /** Nothing saved yet: the steps are the default guide of the product's network type. */
  isDefault: z.boolean(),
  /** Epoch seconds; null while nothing is saved. */
  updatedAt: z.number().int().nullable(),
});
export type NetworkGuide = z.infer<typeof networkGuide>;

export const defaultNetworkGuideQuery = z.object({ networkType: z.enum(NETWORK_TYPES) });
export type DefaultNetworkGuideQuery = z.input<typeof defaultNetworkGuideQuery>;
