import type { PageResult } from '@iotc/shared';
import {
  type AddAppAccountBody,
  type AddDebugDeviceBody,
  type AppAccount,
  type BatchAddDebugDeviceBody,
  type DebugDevice,
  type DebugDeviceListQuery,
  debugDevicePaths,
} from '@iotc/shared/debugDevices';
import { type AppDownload, guidePaths } from '@iotc/shared/guide';
import { request } from '@/lib/request';

export function listDebugDevices(query: DebugDeviceListQuery): Promise<PageResult<DebugDevice>> {
  return request.post<PageResult<DebugDevice>>(debugDevicePaths.list, query);
}

export function addDebugDevice(body: AddDebugDeviceBody): Promise<DebugDevice> {
  return request.post<DebugDevice>(debugDevicePaths.add, body);
}

export function batchAddDebugDevices(body: BatchAddDebugDeviceBody): Promise<DebugDevice[]> {
  return request.post<DebugDevice[]>(debugDevicePaths.batchAdd, body);
}

export function deleteDebugDevices(productId: string, ids: string[]): Promise<unknown> {
  return request.post<unknown>(debugDevicePaths.delete, { productId, ids });
}

export function listAppAccounts(appId: string): Promise<AppAccount[]> {
  return request.get<AppAccount[]>(debugDevicePaths.appAccountList, { appId });
}

export function addAppAccount(body: AddAppAccountBody): Promise<AppAccount> {
  return request.post<AppAccount>(debugDevicePaths.addAppAccount, body);
}

/** Where the demo App is downloaded; the link is left out rather than a toast when it fails. */
export function getAppDownloadUrl(): Promise<AppDownload> {
  return request.get<AppDownload>(guidePaths.appDownloadUrl, undefined, { suppressError: true });
}
