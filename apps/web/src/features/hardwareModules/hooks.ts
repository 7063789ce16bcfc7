import { useQuery } from '@tanstack/react-query';
import type { DevelopmentScheme, NetworkType } from '@iotc/shared/products';
import { REFERENCE_STALE_MS } from '@/lib/realtime';
import { queryModules } from './api';

/** The modules a product of this network type and scheme can be built on (none asked before both are known). */
export function useModules(networkType: NetworkType | null | undefined, scheme: DevelopmentScheme | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['hardwareModules', networkType, scheme],
    queryFn: () => queryModules({ networkType: networkType ?? undefined, scheme: scheme ?? undefined }),
    enabled: enabled && Boolean(networkType) && Boolean(scheme),
    staleTime: REFERENCE_STALE_MS,
  });
}
