import { useQuery } from '@tanstack/react-query';
import type { ProductBindAppBody } from '@iotc/shared/apps';
import { useProductMutation } from '@/features/products/hooks';
import { productQueryKeys } from '@/features/products/queryKeys';
import { bindApps, getBindableApps } from './api';

export function useBindableApps(productId: string | null) {
  return useQuery({
    queryKey: productQueryKeys.part(productId ?? '', 'apps'),
    queryFn: () => getBindableApps(productId!),
    enabled: Boolean(productId),
    staleTime: 0,
  });
}

export const useBindApps = () => useProductMutation((body: ProductBindAppBody) => bindApps(body));
