import { z } from 'zod';
import { productIdSchema } from '../products/schemas.ts';
import { lengthRange } from '../validation/index.ts';

/** Product classes (categories), administered by operators; two levels, products sit in the second. */

export const productClass = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  parentId: z.string().nullable(),
  sort: z.number().int(),
  /** Standard functions seeded for the class. */
  standardFunctionCount: z.number().int(),
  /** Those of them a new product of the class starts with; the others can be added to it later. */
  defaultFunctionCount: z.number().int(),
  get children(): z.ZodArray<typeof productClass> {
    return z.array(productClass);
  },
});
export type ProductClass = z.infer<typeof productClass>;

export const productClassInput = z.object({
  nameZh: lengthRange(1, 50),
  nameEn: lengthRange(1, 50),
  /** Null for a top-level class; classes have two levels. */
  parentId: z.string().trim().min(1).max(64).nullable().default(null),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ProductClassInput = z.input<typeof productClassInput>;
export const productClassEditBody = z.intersection(z.object({ id: productIdSchema }), productClassInput);
export type ProductClassEditBody = z.input<typeof productClassEditBody>;
export const productClassIdBody = z.object({ id: productIdSchema });
