import {
  type ProductClass,
  productClassAdminPaths,
  type ProductClassEditBody,
  type ProductClassInput,
} from '@iotc/shared/productClasses';
import { t } from '@/lib/i18n';
import { request } from '@/lib/request';

/** The whole two-level tree, each level in its sort order. */
export function listProductClasses(): Promise<ProductClass[]> {
  return request.get<ProductClass[]>(productClassAdminPaths.list);
}

export function createProductClass(body: ProductClassInput): Promise<ProductClass> {
  return request.post<ProductClass>(productClassAdminPaths.save, body, { successMessage: t('productClasses.saved') });
}

export function editProductClass(body: ProductClassEditBody): Promise<ProductClass> {
  return request.post<ProductClass>(productClassAdminPaths.edit, body, { successMessage: t('productClasses.saved') });
}

/** Refused while the class has sub-classes or products; the client shows the server's message. */
export function deleteProductClass(id: string): Promise<void> {
  return request.post<void>(productClassAdminPaths.delete, { id }, { successMessage: t('productClasses.deleted') });
}
