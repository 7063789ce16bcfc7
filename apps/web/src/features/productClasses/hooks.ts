import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductClassInput } from '@iotc/shared/productClasses';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: ProductClassInput; id: string | null }) => (id === null ? createProductClass(body) : editProductClass({ ...body, id })),
    onSuccess: () => refreshClasses(client),
  });
}

export function useDeleteProductClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => deleteProductClass(id), onSuccess: () => refreshClasses(client) });
}
