import { productPath as product } from '../products/paths.ts';

/** The pairing guide (network info) of a product (spec 001 §7). */
export const networkGuidePaths = {
  getNetworkGuide: product('getNetworkGuide'),
  getDefaultNetworkGuide: product('getDefaultNetworkGuide'),
  saveNetworkGuide: product('saveNetworkGuide'),
} as const;
