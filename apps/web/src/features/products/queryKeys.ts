import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';

/**
 * Every product query sits under PRODUCTS_QUERY_KEY, so the real-time channel's product message (and a
 * local change) marks lists, details and each settings view stale at once.
 */
export const productQueryKeys = {
  list: (query: object) => [...PRODUCTS_QUERY_KEY, 'list', query] as const,
  detail: (productId: string) => [...PRODUCTS_QUERY_KEY, productId, 'detail'] as const,
  /** A settings view's data: 'functions', 'networkGuide', 'docs', 'testReport', 'rules', ... */
  part: (productId: string, part: string, ...rest: unknown[]) => [...PRODUCTS_QUERY_KEY, productId, part, ...rest] as const,
};
