import type { ProductPart } from '../products/parts.ts';
import { copyProductFirmware, ownFirmwareCount } from './service.ts';

/**
 * The product's firmware: a copy carries its own firmware (new keys, versions sharing the files) and its custom
 * firmware links. Deleting the product needs nothing more: its firmware and links go with it by foreign keys.
 */
export const firmwarePart: ProductPart = {
  name: 'firmware',
  copy: copyProductFirmware,
  copied: async (db, scope, productId) => [{ item: 'firmware', count: await ownFirmwareCount(db, scope, productId) }],
};
