import { useQuery } from '@tanstack/react-query';
import type { SelectModuleBody } from '@iotc/shared/hardwareModules';
import type { NetworkType } from '@iotc/shared/products';
import { REFERENCE_STALE_MS, useProductMutation } from '@/features/products/hooks';
import { queryModules, selectModule } from './api';

export function useModules(networkType: NetworkType | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['hardwareModules', networkType ?? 'all'],
    queryFn: () => queryModules(networkType ?? undefined),
    enabled: enabled && Boolean(networkType),
    staleTime: REFERENCE_STALE_MS,
  });
}

export const useSelectModule = () => useProductMutation((body: SelectModuleBody) => selectModule(body));
