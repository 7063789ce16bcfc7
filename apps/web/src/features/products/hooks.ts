import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductCopyBody,
  ProductEditBody,
  ProductListQuery,
  ProductSaveBody,
  SetMeshProductCodeBody,
} from '@iotc/shared/products';
import type { SelectModuleBody } from '@iotc/shared/hardwareModules';
import { selectModule } from '@/features/hardwareModules/api';
import { PRODUCTS_QUERY_KEY, REFERENCE_STALE_MS } from '@/lib/realtime';
import {
  completeDevelop,
  copyProduct,
  deleteProduct,
  editProduct,
  getCopyScope,
  getDevelopmentChecks,
  getProduct,
  getProductTypes,
  listProducts,
  returnDevelop,
  saveProduct,
  setMeshProductCode,
} from './api';
import { productQueryKeys } from './queryKeys';

/** The product list; marked stale by the real-time product message (the key sits under PRODUCTS_QUERY_KEY). */
export function useProductList(query: ProductListQuery) {
  return useQuery({ queryKey: productQueryKeys.list(query), queryFn: () => listProducts(query), placeholderData: keepPreviousData });
}

/** One product of the space; another space's or a deleted one answers 404. */
export function useProduct(productId: string | null) {
  return useQuery({
    queryKey: productQueryKeys.detail(productId ?? ''),
    queryFn: () => getProduct(productId!),
    enabled: Boolean(productId),
  });
}

/** The product-class tree: reference data, outside the product keys so product changes leave it cached. */
export function useProductTypes() {
  return useQuery({ queryKey: ['productTypes'], queryFn: getProductTypes, staleTime: REFERENCE_STALE_MS });
}

export function useCopyScope(productId: string | null) {
  return useQuery({
    queryKey: productQueryKeys.part(productId ?? '', 'copyScope'),
    queryFn: () => getCopyScope(productId!),
    enabled: Boolean(productId),
    staleTime: 0,
  });
}

export function useDevelopmentChecks(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: productQueryKeys.part(productId, 'developmentChecks'),
    queryFn: () => getDevelopmentChecks(productId),
    enabled,
    staleTime: 0,
  });
}

/** A mutation whose success marks every product query stale (lists, details, settings views). */
export function useProductMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}

export const useSaveProduct = () => useProductMutation((body: ProductSaveBody) => saveProduct(body));
export const useEditProduct = () => useProductMutation((body: ProductEditBody) => editProduct(body));
export const useDeleteProduct = () => useProductMutation((id: string) => deleteProduct(id));
export const useCopyProduct = () => useProductMutation((body: ProductCopyBody) => copyProduct(body));
export const useCompleteDevelop = () => useProductMutation((id: string) => completeDevelop(id));
export const useReturnDevelop = () => useProductMutation((id: string) => returnDevelop({ id, confirm: true }));
export const useSetMeshProductCode = () => useProductMutation((body: SetMeshProductCodeBody) => setMeshProductCode(body));

export const useSelectModule = () => useProductMutation((body: SelectModuleBody) => selectModule(body));
