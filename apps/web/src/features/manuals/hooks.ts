import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocAddBody } from '@iotc/shared/manuals';
import { productQueryKeys } from '@/features/products/queryKeys';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
import { addManual, deleteManual, listManuals } from './api';

export function useManuals(productId: string) {
  return useQuery({ queryKey: productQueryKeys.part(productId, 'docs'), queryFn: () => listManuals(productId) });
}

/** A manual counts among the development checks and moves the product's update time: the product's queries go stale. */
function useManualMutation<T>(productId: string, call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: [...PRODUCTS_QUERY_KEY, productId] }) });
}

export const useAddManual = (productId: string) => useManualMutation(productId, (body: DocAddBody) => addManual(body));
export const useDeleteManual = (productId: string) => useManualMutation(productId, (id: string) => deleteManual(id));
