import { productPath as product } from '../products/paths.ts';

/** The communication modules and a product's choice of one (spec 001 §7). */
export const hardwareModulePaths = {
  queryModules: product('queryModules'),
  selectModule: product('selectModule'),
} as const;
