import { z } from 'zod';
import { NETWORK_TYPES, productIdSchema } from '../products/schemas.ts';

/** The platform's communication modules (spec 001 §2, §5): chosen with a product's network type in the wizard and the hardware view. */

export const hardwareModule = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  chip: z.string(),
  networkType: z.enum(NETWORK_TYPES),
  description: z.string(),
  descriptionEn: z.string(),
});
export type HardwareModule = z.infer<typeof hardwareModule>;

export const queryModulesQuery = z.object({ networkType: z.enum(NETWORK_TYPES).optional() });
export type QueryModulesQuery = z.input<typeof queryModulesQuery>;
export const selectModuleBody = z.object({ productId: productIdSchema, moduleId: productIdSchema });
export type SelectModuleBody = z.input<typeof selectModuleBody>;
