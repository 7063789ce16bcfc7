import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEVICES_QUERY_KEY } from '@/lib/realtime';
import { deleteVirtualDevices, generateVirtualDevice, listVirtualDevices, reportVirtualValue } from './api';

/** The list sits under the device queries, so the real-time device message (online state) refreshes it with the registry. */
export function useVirtualDevices(productId: string) {
  return useQuery({ queryKey: [...DEVICES_QUERY_KEY, 'virtualDevices', productId], queryFn: () => listVirtualDevices(productId) });
}

/** A virtual device joins or leaves the registry: every device query is stale. */
function useDeviceMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }) });
}

export const useGenerateVirtualDevice = () => useDeviceMutation((productId: string) => generateVirtualDevice(productId));
export const useDeleteVirtualDevice = () =>
  useDeviceMutation(({ productId, did }: { productId: string; did: string }) => deleteVirtualDevices(productId, [did]));

/** The report reaches the page over MQTT like any report: no query is stale. */
export const useReportVirtualValue = () => useMutation({ mutationFn: reportVirtualValue });
