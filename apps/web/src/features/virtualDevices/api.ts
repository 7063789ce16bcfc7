import { VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import { type ReportVirtualDeviceBody, type VirtualDevice, virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { request } from '@/lib/request';

/** The product's virtual devices (isVirtual=1, spec 001 §7): the debug page's list and the tour's check. */
export async function listVirtualDevices(productId: string): Promise<VirtualDevice[]> {
  return (await request.post<{ list: VirtualDevice[] }>(virtualDevicePaths.list, { productId, isVirtual: 1 })).list;
}

/** One virtual device of the product, created by the server and answered once online (the spec's 30 s). */
export function generateVirtualDevice(productId: string): Promise<VirtualDevice> {
  return request.post<VirtualDevice>(virtualDevicePaths.generate, { productId }, { timeoutMs: VIRTUAL_DEVICE_TIMEOUT_MS });
}

/** Stops and removes virtual devices of one product. */
export function deleteVirtualDevices(productId: string, dids: string[]): Promise<unknown> {
  return request.post<unknown>(virtualDevicePaths.delete, { productId, dids });
}

/** Has a virtual device report one value through its own connection (the debug page's log shows it). */
export function reportVirtualValue(body: ReportVirtualDeviceBody): Promise<unknown> {
  return request.post<unknown>(virtualDevicePaths.report, body);
}
