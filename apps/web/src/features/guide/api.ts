import { VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import { type AppDownload, type GuideDemo, guidePaths, type GuideState } from '@iotc/shared/guide';
import { request } from '@/lib/request';

/** Marks the novice guide as done for the user in the token's space. */
export function setHasGuided(tenantId: string): Promise<GuideState> {
  return request.post<GuideState>(guidePaths.setHasGuided, { tenantId });
}

/** The space's demo product and a virtual device of it, made on first use: the server waits for the device to come online. */
export function ensureGuideDemo(): Promise<GuideDemo> {
  return request.post<GuideDemo>(guidePaths.demo, {}, { timeoutMs: VIRTUAL_DEVICE_TIMEOUT_MS });
}

/** Where the demo App is downloaded. */
export async function appDownloadUrl(): Promise<string> {
  return (await request.get<AppDownload>(guidePaths.appDownloadUrl)).url;
}
