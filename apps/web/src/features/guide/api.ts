import { VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import { type AppDownload, type GuideDemo, guidePaths, type GuideState } from '@iotc/shared/guide';
import { type VirtualDevice, virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { request } from '@/lib/request';

/** Marks the novice guide as done for the user in the token's space. */
export function setHasGuided(tenantId: string): Promise<GuideState> {
  return request.post<GuideState>(guidePaths.setHasGuided, { tenantId });
}

/** The space's demo product and a virtual device of it, made on first use: the server waits for the device to come online. */
export function ensureGuideDemo(): Promise<GuideDemo> {
  return request.post<GuideDemo>(guidePaths.demo, {}, { timeoutMs: VIRTUAL_DEVICE_TIMEOUT_MS });
}

/** The product's virtual devices, as the tour asks for them (isVirtual=1, spec 001 §7). */
export async function listVirtualDevices(productId: string): Promise<VirtualDevice[]> {
  return (await request.post<{ list: VirtualDevice[] }>(virtualDevicePaths.list, { productId, isVirtual: 1 })).list;
}

/** Where the demo App is downloaded. */
export async function appDownloadUrl(): Promise<string> {
  return (await request.get<AppDownload>(guidePaths.appDownloadUrl)).url;
}
