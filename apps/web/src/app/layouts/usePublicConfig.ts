import { useQuery } from '@tanstack/react-query';
import { shellPaths, type WebConfig } from '@iotc/shared';
import { request } from '@/lib/request';

/** Settings of the installation shown before login (footer filing number, outbox link). */
export function usePublicConfig(): WebConfig | undefined {
  const { data } = useQuery({
    queryKey: ['webConfig'],
    queryFn: () => request.get<WebConfig>(shellPaths.webConfig, undefined, { suppressError: true }),
    staleTime: Infinity,
  });
  return data;
}
