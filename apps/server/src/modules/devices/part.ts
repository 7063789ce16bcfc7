import { ErrorCode } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import type { ProductPart } from '../products/parts.ts';
import { activatedCountColumn, activatedCountOf, deleteUnusedCredentials } from './service.ts';

/** The product's credentials and devices: never copied; a product goes only while none is activated, and its unused credentials go with it. */
export const devicesPart: ProductPart = {
  name: 'devices',
  remove: async (tx, scope, productId) => {
    const activated = await activatedCountOf(tx, scope, productId);
    if (activated > 0) throw new AppError(ErrorCode.ProductHasDevices, { count: activated }, undefined, { count: activated });
    await deleteUnusedCredentials(tx, scope, productId);
  },
  counts: { activatedDeviceCount: activatedCountColumn },
};
