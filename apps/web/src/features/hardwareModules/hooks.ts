import { useQuery } from '@tanstack/react-query';
import type { NetworkType } from '@iotc/shared/products';
import { REFERENCE_STALE_MS } from '@/lib/realtime';
import { queryModules } from './api';

export function useModules(networkType: NetworkType | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['hardwareModules', networkType ?? 'all'],
    queryFn: () => queryModules(networkType ?? undefined),
    enabled: enabled && Boolean(networkType),
    staleTime: REFERENCE_STALE_MS,
  });
}
