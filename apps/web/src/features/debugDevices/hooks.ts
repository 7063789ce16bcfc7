import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddAppAccountBody, DebugDeviceListQuery } from '@iotc/shared/debugDevices';
import { deviceQueryKeys } from '@/features/devices/queryKeys';
import { DEVICES_QUERY_KEY } from '@/lib/realtime';
import {
  addAppAccount,
  addDebugDevice,
  batchAddDebugDevices,
  deleteDebugDevices,
  getAppDownloadUrl,
  listAppAccounts,
  listDebugDevices,
} from './api';

/**
 * The lists sit under the device queries, so the real-time device message (online state, a device
 * added or removed in another tab) refreshes them with the rest of the registry.
 */
const keys = {
  real: (query: DebugDeviceListQuery) => deviceQueryKeys.part('debugDevices', query),
  accounts: (appId: string) => ['debugDevices', 'appAccounts', appId] as const,
  appDownload: ['debugDevices', 'appDownload'] as const,
};

export function useDebugDevices(query: DebugDeviceListQuery) {
  return useQuery({ queryKey: keys.real(query), queryFn: () => listDebugDevices(query), placeholderData: keepPreviousData });
}

export function useAppAccounts(appId: string | undefined) {
  return useQuery({ queryKey: keys.accounts(appId ?? ''), queryFn: () => listAppAccounts(appId!), enabled: Boolean(appId) });
}

export function useAppDownloadUrl() {
  return useQuery({ queryKey: keys.appDownload, queryFn: getAppDownloadUrl, staleTime: Infinity });
}

function useDeviceMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }) });
}

export const useAddDebugDevice = () => useDeviceMutation(addDebugDevice);
export const useBatchAddDebugDevices = () => useDeviceMutation(batchAddDebugDevices);
export const useDeleteDebugDevice = () => useDeviceMutation(({ productId, id }: { productId: string; id: string }) => deleteDebugDevices(productId, [id]));

export function useAddAppAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAppAccountBody) => addAppAccount(body),
    onSuccess: (_account, body) => queryClient.invalidateQueries({ queryKey: keys.accounts(body.appId) }),
  });
}
