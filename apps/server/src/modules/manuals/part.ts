import type { ProductPart } from '../products/parts.ts';
import { copyManuals, manualCount } from './service.ts';

/** The manuals: copied (their files are shared), and checked for completing development without blocking it. */
export const manualsPart: ProductPart = {
  name: 'manuals',
  copy: copyManuals,
  copied: async (db, scope, productId) => [{ item: 'manual', count: await manualCount(db, scope, productId) }],
  checks: async (db, scope, product) => [{ key: 'manual', passed: (await manualCount(db, scope, product.id)) > 0, required: false, coming: false }],
};
