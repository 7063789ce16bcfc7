import { z } from 'zod';
import { productIdSchema } from '../products/schemas.ts';

/** App links (spec 001 §2): which of the space's apps show a product. */

export const bindableApp = z.object({
  id: z.string(),
  name: z.string(),
  appKey: z.string(),
  /** The app shows the product. */
  bound: z.boolean(),
});
export type BindableApp = z.infer<typeof bindableApp>;

export const productBindAppBody = z.object({ productId: productIdSchema, appIds: z.array(productIdSchema).max(100, 'validation.maxItems') });
export type ProductBindAppBody = z.input<typeof productBindAppBody>;
