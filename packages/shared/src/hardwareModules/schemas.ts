import { z } from 'zod';
import { DEVELOPMENT_SCHEMES, NETWORK_TYPES, productIdSchema } from '../products/schemas.ts';

/** The platform's communication modules (spec 001 §2, §5): chosen with a product's network type in the wizard and the hardware view. */

export const hardwareModule = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  chip: z.string(),
  networkType: z.enum(NETWORK_TYPES),
  /** The development schemes a product can be built on it with (a Wi-Fi-only serial module: MCU only). */
  schemes: z.array(z.enum(DEVELOPMENT_SCHEMES)),
  description: z.string(),
  descriptionEn: z.string(),
});
export type HardwareModule = z.infer<typeof hardwareModule>;

export const queryModulesQuery = z.object({ networkType: z.enum(NETWORK_TYPES).optional(), scheme: z.enum(DEVELOPMENT_SCHEMES).optional() });
export type QueryModulesQuery = z.input<typeof queryModulesQuery>;
export const selectModuleBody = z.object({ productId: productIdSchema, moduleId: productIdSchema });
export type SelectModuleBody = z.input<typeof selectModuleBody>;
