import type { ProductPart } from '../products/parts.ts';
import { copyNetworkGuide, hasNetworkGuide } from './service.ts';

/** The pairing guide: a saved one is copied (its files are shared) and required to complete development. */
export const networkGuidePart: ProductPart = {
  name: 'networkGuide',
  copy: copyNetworkGuide,
  copied: async (db, scope, productId) => [{ item: 'networkGuide', count: (await hasNetworkGuide(db, scope, productId)) ? 1 : 0 }],
  checks: async (db, scope, product) => [{ key: 'networkGuide', passed: await hasNetworkGuide(db, scope, product.id), required: true, coming: false }],
};
