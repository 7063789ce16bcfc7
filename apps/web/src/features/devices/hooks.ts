import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { DeviceFaultQuery, DeviceListQuery, DeviceLogQuery, MeshDeviceListQuery } from '@iotc/shared/devices';
import {
  countDevices,
  getDevice,
  listDeviceFaults,
  listDeviceLogs,
  listDevices,
  listMeshDevices,
} from './api';
import { deviceQueryKeys } from './queryKeys';

export function useDeviceList(query: DeviceListQuery) {
  return useQuery({ queryKey: deviceQueryKeys.list(query), queryFn: () => listDevices(query), placeholderData: keepPreviousData });
}

/** Total, activated and online devices of the space, or of one product. */
export function useDeviceCount(productId?: string) {
  return useQuery({ queryKey: deviceQueryKeys.count(productId), queryFn: () => countDevices({ productId }) });
}

/** The counts of several products at once (the management list). */
export function useDeviceCounts(productIds: string[]) {
  return useQueries({
    queries: productIds.map((productId) => ({ queryKey: deviceQueryKeys.count(productId), queryFn: () => countDevices({ productId }) })),
  });
}

export function useDevice(did: string | null) {
  return useQuery({ queryKey: deviceQueryKeys.detail(did ?? ''), queryFn: () => getDevice(did!), enabled: Boolean(did) });
}

export function useDeviceLogs(query: DeviceLogQuery) {
  return useQuery({
    queryKey: deviceQueryKeys.logs(query),
    queryFn: () => listDeviceLogs(query),
    enabled: Boolean(query.did),
    placeholderData: keepPreviousData,
  });
}

export function useDeviceFaults(query: DeviceFaultQuery) {
  return useQuery({ queryKey: deviceQueryKeys.faults(query), queryFn: () => listDeviceFaults(query), placeholderData: keepPreviousData });
}

export function useMeshDevices(query: MeshDeviceListQuery) {
  return useQuery({ queryKey: deviceQueryKeys.mesh(query), queryFn: () => listMeshDevices(query), placeholderData: keepPreviousData });
}
