import { request } from '@/lib/request';
import { uploadFile } from '@/lib/upload';
import type { PageResult } from '@iotc/shared';
import type { UploadResult } from '@iotc/shared/files';
import { type ProductClass, productClassPaths } from '@iotc/shared/productClasses';
import {
  type CopyScope,
  type DevelopmentChecks,
  type ProductCopyBody,
  type ProductDetail,
  type ProductEditBody,
  productImageUpload,
  type ProductItem,
  type ProductListQuery,
  productPaths,
  type ProductSaveBody,
  type ReturnDevelopBody,
  type SetMeshProductCodeBody,
} from '@iotc/shared/products';

/** The list is a POST with the filters as its body (spec 001 §7). */
export function listProducts(query: ProductListQuery): Promise<PageResult<ProductItem>> {
  return request.post<PageResult<ProductItem>>(productPaths.list, query);
}

/** The settings page shows its own "not found" state, so no toast. */
export function getProduct(id: string): Promise<ProductDetail> {
  return request.get<ProductDetail>(productPaths.detail(id), undefined, { suppressError: true });
}

export function saveProduct(body: ProductSaveBody): Promise<ProductDetail> {
  return request.post<ProductDetail>(productPaths.save, body);
}

export function editProduct(body: ProductEditBody): Promise<ProductDetail> {
  return request.post<ProductDetail>(productPaths.edit, body);
}

/** Refused while devices are activated: the request client shows the server's message. */
export function deleteProduct(id: string): Promise<unknown> {
  return request.post<unknown>(productPaths.delete, { id });
}

/** The product-class tree (categories). */
export function getProductTypes(): Promise<ProductClass[]> {
  return request.get<ProductClass[]>(productClassPaths.productTypes);
}

/** The server takes the product as `id` here (productIdBody), unlike bindAppList's `productId`. */
export function getCopyScope(productId: string): Promise<CopyScope> {
  return request.get<CopyScope>(productPaths.copyScope, { id: productId });
}

/** Answers the copy, a new product in development. */
export function copyProduct(body: ProductCopyBody): Promise<ProductDetail> {
  return request.post<ProductDetail>(productPaths.copy, body);
}

export function getDevelopmentChecks(productId: string): Promise<DevelopmentChecks> {
  return request.get<DevelopmentChecks>(productPaths.completeDevelopDetailed, { id: productId });
}

export function completeDevelop(id: string): Promise<unknown> {
  return request.post<unknown>(productPaths.completeDevelop, { id });
}

export function returnDevelop(body: ReturnDevelopBody): Promise<unknown> {
  return request.post<unknown>(productPaths.returnDevelop, body);
}

export function setMeshProductCode(body: SetMeshProductCodeBody): Promise<unknown> {
  return request.post<unknown>(productPaths.setMeshProductCode, body);
}

/** The product image: JPEG, BMP or PNG, at most 1 MB, 1:1; the server checks the bytes. */
export function uploadProductImage(file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return uploadFile(file, { dir: 'product', ...productImageUpload }, onProgress);
}
