import { deviceQueryKeys } from '@/features/devices/queryKeys';

/**
 * Triples are device credentials: their keys sit under the device keys, so the real-time device message
 * (a triple's device activated) marks the generations' activation counts stale too.
 */
export const tripleQueryKeys = {
  generations: (query: object) => deviceQueryKeys.part('generations', query),
  triples: (query: object) => deviceQueryKeys.part('triples', query),
  exportCount: (generationId: string) => deviceQueryKeys.part('exportCount', generationId),
};
