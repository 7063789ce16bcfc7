import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProductClassInput } from '@iotc/shared/productClasses';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
import { useRefreshingMutation } from '@/lib/adminApi';
import { createProductClass, deleteProductClass, editProductClass, listProductClasses } from './api';

export const productClassKeys = { all: ['admin', 'productClasses'] as const };

export function useProductClasses() {
  return useQuery({ queryKey: productClassKeys.all, queryFn: listProductClasses });
}

/** The category tree of the product views (the wizard, the list filters); the products feature caches it under this key. */
const PRODUCT_TYPES_KEY = ['productTypes'] as const;

/** This page's tree, the product views' copy of it, and products, which show their class names. */
async function refreshClasses(client: QueryClient): Promise<void> {
  await Promise.all(
    [productClassKeys.all, PRODUCT_TYPES_KEY, PRODUCTS_QUERY_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

export function useSaveProductClass() {
  return useRefreshingMutation(
    ({ body, id }: { body: ProductClassInput; id: string | null }) =>
      id === null ? createProductClass(body) : editProductClass({ ...body, id }),
    refreshClasses,
  );
}

export function useDeleteProductClass() {
  return useRefreshingMutation((id: string) => deleteProductClass(id), refreshClasses);
}
