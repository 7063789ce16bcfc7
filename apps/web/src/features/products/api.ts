import {
  type BindableApp,
  type CopyScope,
  type DevelopmentChecks,
  type HardwareModule,
  type NetworkType,
  type PageResult,
  type ProductBindAppBody,
  type ProductClass,
  type ProductCopyBody,
  type ProductDetail,
  type ProductEditBody,
  productImageUpload,
  type ProductItem,
  type ProductListQuery,
  productPaths,
  type ProductSaveBody,
  type ReturnDevelopBody,
  type SelectModuleBody,
  type SetMeshProductCodeBody,
} from '@iotc/shared';
import type { UploadResult } from '@iotc/shared/files';
import { request } from '@/lib/request';
import { uploadFile } from '@/lib/upload';

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
  return request.get<ProductClass[]>(productPaths.productTypes);
}

/** The server takes the product as `id` here (productIdBody), unlike bindAppList's `productId`. */
export function getCopyScope(productId: string): Promise<CopyScope> {
  return request.get<CopyScope>(productPaths.copyScope, { id: productId });
}

/** Answers the copy, a new product in development. */
export function copyProduct(body: ProductCopyBody): Promise<ProductDetail> {
  return request.post<ProductDetail>(productPaths.copy, body);
}

export function getBindableApps(productId: string): Promise<BindableApp[]> {
  return request.get<BindableApp[]>(productPaths.bindAppList, { productId });
}

export function bindApps(body: ProductBindAppBody): Promise<unknown> {
  return request.post<unknown>(productPaths.productBindApp, body);
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

/** The platform's communication modules, of one network type or all. */
export function queryModules(networkType?: NetworkType): Promise<HardwareModule[]> {
  return request.get<HardwareModule[]>(productPaths.queryModules, networkType ? { networkType } : undefined);
}

export function selectModule(body: SelectModuleBody): Promise<unknown> {
  return request.post<unknown>(productPaths.selectModule, body);
}

/** The product image: JPEG, BMP or PNG, at most 1 MB, 1:1; the server checks the bytes. */
export function uploadProductImage(file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return uploadFile(file, { dir: 'product', ...productImageUpload }, onProgress);
}
