import type { ProductPart } from '../products/parts.ts';
import { copyTexts, savedTextCount } from './service.ts';

/** The texts set for the product's language entries: copied with the product; they go with it (foreign keys). */
export const productLanguagesPart: ProductPart = {
  name: 'productLanguages',
  copy: copyTexts,
  copied: async (db, scope, productId) => [{ item: 'languages', count: await savedTextCount(db, scope, productId) }],
};
