import {
  type ProductClass,
  productClassAdminPaths,
  type ProductClassEditBody,
  type ProductClassInput,
} from '@iotc/shared/productClasses';
import { adminWrites } from '@/lib/adminApi';
import { request } from '@/lib/request';

/** The whole two-level tree, each level in its sort order. */
export function listProductClasses(): Promise<ProductClass[]> {
  return request.get<ProductClass[]>(productClassAdminPaths.list);
}

/** A delete is refused while the class has sub-classes or products; the client shows the server's message. */
export const {
  create: createProductClass,
  update: editProductClass,
  remove: deleteProductClass,
} = adminWrites<ProductClass, ProductClassInput, ProductClassEditBody, string>(
  { ...productClassAdminPaths, update: productClassAdminPaths.edit },
  'productClasses',
);
