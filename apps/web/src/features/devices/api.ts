import type { PageResult } from '@iotc/shared';
import {
  type DeviceCount,
  type DeviceCountQuery,
  type DeviceDetail,
  type DeviceFaultItem,
  type DeviceFaultQuery,
  type DeviceItem,
  type DeviceListQuery,
  type DeviceLogItem,
  type DeviceLogQuery,
  devicePaths,
  type MeshDeviceItem,
  type MeshDeviceListQuery,
} from '@iotc/shared/devices';
import { request } from '@/lib/request';

/** The lists and the count are POSTs with the filters as their body (spec 001 §7). */
export function listDevices(query: DeviceListQuery): Promise<PageResult<DeviceItem>> {
  return request.post<PageResult<DeviceItem>>(devicePaths.list, query);
}

/** The details page shows its own "not found" state, so no toast. */
export function getDevice(did: string): Promise<DeviceDetail> {
  return request.get<DeviceDetail>(devicePaths.detail(did), undefined, { suppressError: true });
}

/** The count cards show nothing rather than a toast when the count fails. */
export function countDevices(query: DeviceCountQuery): Promise<DeviceCount> {
  return request.post<DeviceCount>(devicePaths.count, query, { suppressError: true });
}

export function listDeviceLogs(query: DeviceLogQuery): Promise<PageResult<DeviceLogItem>> {
  return request.post<PageResult<DeviceLogItem>>(devicePaths.logList, query);
}

export function listDeviceFaults(query: DeviceFaultQuery): Promise<PageResult<DeviceFaultItem>> {
  return request.post<PageResult<DeviceFaultItem>>(devicePaths.failLogList, query);
}

export function listMeshDevices(query: MeshDeviceListQuery): Promise<PageResult<MeshDeviceItem>> {
  return request.get<PageResult<MeshDeviceItem>>(devicePaths.meshList, query);
}
