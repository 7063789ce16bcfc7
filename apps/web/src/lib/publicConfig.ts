import { useQuery } from '@tanstack/react-query';
import { platformPaths, type WebConfig } from '@iotc/shared/platform';
import { request } from './request';

/** Settings of the installation shown before login (footer filing number, outbox link). */
export function usePublicConfig(): WebConfig | undefined {
  const { data } = useQuery({
    queryKey: ['webConfig'],
    queryFn: () => request.get<WebConfig>(platformPaths.webConfig, undefined, { suppressError: true }),
    staleTime: Infinity,
  });
  return data;
}
