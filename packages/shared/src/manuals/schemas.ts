import { z } from 'zod';
import { MANUAL_MAX_MB } from '../constants.ts';
import { productIdSchema } from '../products/schemas.ts';

/** Product manuals (spec 001 §3, §5): PDF only, at most 10M, one per language. */

export const MANUAL_LANGS = ['zh-CN', 'en-US'] as const;
export type ManualLang = (typeof MANUAL_LANGS)[number];

export const manualUpload = { accept: 'pdf', maxSizeMb: MANUAL_MAX_MB } as const;

export const productDoc = z.object({
  id: z.string(),
  productId: z.string(),
  lang: z.enum(MANUAL_LANGS),
  fileName: z.string(),
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type ProductDoc = z.infer<typeof productDoc>;

export const docAddBody = z.object({
  productId: productIdSchema,
  lang: z.enum(MANUAL_LANGS),
  /** An uploaded PDF's url (uploadOssFile with manualUpload); re-checked by its bytes. */
  url: z.string().trim().min(1, 'validation.required').max(500),
  fileName: z.string().trim().min(1).max(255),
});
export type DocAddBody = z.input<typeof docAddBody>;
export const docListBody = z.object({ productId: productIdSchema });
export type DocListBody = z.input<typeof docListBody>;
