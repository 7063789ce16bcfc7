import type { ProductPart } from '../products/parts.ts';
import { copyNetworkGuide, hasNetworkGuide } from './service.ts';

/**
 * The pairing guide: a saved one is copied (its files are shared). Completing development requires a
 * guide, and the default one of the product's network type counts: the App shows it until one is saved.
 */
export const networkGuidePart: ProductPart = {
  name: 'networkGuide',
  copy: copyNetworkGuide,
  copied: async (db, scope, productId) => [{ item: 'networkGuide', count: (await hasNetworkGuide(db, scope, productId)) ? 1 : 0 }],
  checks: async (db, scope, product) => [
    { key: 'networkGuide', passed: true, required: true, coming: false, byDefault: !(await hasNetworkGuide(db, scope, product.id)) },
  ],
};
