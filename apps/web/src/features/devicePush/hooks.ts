import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevicePushListQuery, DevicePushRecordQuery } from '@iotc/shared/devicePush';
import { getFunctions } from '@/features/functions/api';
import { functionKeys } from '@/features/functions/hooks';
import { byDpId } from '@/features/functions/model';
import { deletePush, enablePush, getPush, listPushRecords, listPushes, savePush } from './api';

/** Every push query sits under this key: a change marks lists, details and the monitor's push choices stale. */
const PUSHES_KEY = ['devicePush'] as const;

export const pushQueryKeys = {
  list: (query: object) => [...PUSHES_KEY, 'list', query] as const,
  detail: (id: string) => [...PUSHES_KEY, 'detail', id] as const,
  records: (query: object) => [...PUSHES_KEY, 'records', query] as const,
};

export function usePushList(query: DevicePushListQuery) {
  return useQuery({ queryKey: pushQueryKeys.list(query), queryFn: () => listPushes(query), placeholderData: keepPreviousData });
}

export function usePush(id: string | null) {
  return useQuery({ queryKey: pushQueryKeys.detail(id ?? ''), queryFn: () => getPush(id!), enabled: Boolean(id) });
}

export function usePushRecords(query: DevicePushRecordQuery) {
  return useQuery({ queryKey: pushQueryKeys.records(query), queryFn: () => listPushRecords(query), placeholderData: keepPreviousData });
}

function usePushMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUSHES_KEY }) });
}

export const useSavePush = () => usePushMutation(savePush);
export const useEnablePush = () => usePushMutation(enablePush);
export const useDeletePush = () => usePushMutation(deletePush);

/** The product's functions in DP ID order (the function editor's cache entry), once a product is chosen. */
export function useFunctionsOf(productId: string | undefined) {
  return useQuery({
    queryKey: functionKeys.model(productId ?? ''),
    queryFn: async () => (await getFunctions(productId!)).sort(byDpId),
    enabled: Boolean(productId),
  });
}
