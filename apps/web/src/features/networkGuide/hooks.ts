import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveNetworkGuideBody } from '@iotc/shared/networkGuide';
import { productQueryKeys } from '@/features/products/queryKeys';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
import { getNetworkGuide, saveNetworkGuide } from './api';

export function useNetworkGuide(productId: string) {
  return useQuery({ queryKey: productQueryKeys.part(productId, 'networkGuide'), queryFn: () => getNetworkGuide(productId) });
}

/** A saved guide changes the product's development checks and its update time too: its whole subtree goes stale. */
export function useSaveNetworkGuide(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNetworkGuideBody) => saveNetworkGuide(body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PRODUCTS_QUERY_KEY, productId] }),
  });
}
