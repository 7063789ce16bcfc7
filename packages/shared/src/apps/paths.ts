import { productPath as product } from '../products/paths.ts';

/** App links of a product (spec 001 §7). */
export const appPaths = {
  bindAppList: product('bindAppList'),
  productBindApp: product('productBindApp'),
} as const;
