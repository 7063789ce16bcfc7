import { DEVICES_QUERY_KEY } from '@/lib/realtime';

/**
 * Every device query sits under DEVICES_QUERY_KEY, so the real-time device message (activation, online
 * state, info) marks counts, lists, details, logs and the triples' activation figures stale at once.
 */
export const deviceQueryKeys = {
  list: (query: object) => [...DEVICES_QUERY_KEY, 'list', query] as const,
  count: (productId: string | undefined) => [...DEVICES_QUERY_KEY, 'count', productId ?? null] as const,
  detail: (did: string) => [...DEVICES_QUERY_KEY, 'detail', did] as const,
  logs: (query: object) => [...DEVICES_QUERY_KEY, 'logs', query] as const,
  faults: (query: object) => [...DEVICES_QUERY_KEY, 'faults', query] as const,
  mesh: (query: object) => [...DEVICES_QUERY_KEY, 'mesh', query] as const,
  /** Other features' device-derived data (the triples' generations and triples). */
  part: (part: string, ...rest: unknown[]) => [...DEVICES_QUERY_KEY, part, ...rest] as const,
};
