import type { PageResult } from '@iotc/shared';
import {
  type DevicePush,
  type DevicePushEditBody,
  type DevicePushEnableBody,
  type DevicePushInput,
  type DevicePushListQuery,
  devicePushPaths,
  type DevicePushRecord,
  type DevicePushRecordQuery,
} from '@iotc/shared/devicePush';
import { request } from '@/lib/request';

export function listPushes(query: DevicePushListQuery): Promise<PageResult<DevicePush>> {
  return request.post<PageResult<DevicePush>>(devicePushPaths.list, query);
}

/** The details page shows its own "not found" state, so no toast. */
export function getPush(id: string): Promise<DevicePush> {
  return request.get<DevicePush>(devicePushPaths.detail(id), undefined, { suppressError: true });
}

/** The form shows a refusal itself, next to the fields. */
export function savePush(body: DevicePushInput | DevicePushEditBody): Promise<DevicePush> {
  return 'id' in body
    ? request.post<DevicePush>(devicePushPaths.edit, body, { suppressError: true })
    : request.post<DevicePush>(devicePushPaths.save, body, { suppressError: true });
}

export function enablePush(body: DevicePushEnableBody): Promise<DevicePush> {
  return request.post<DevicePush>(devicePushPaths.enable, body);
}

export function deletePush(id: string): Promise<unknown> {
  return request.post<unknown>(devicePushPaths.delete, { id });
}

export function listPushRecords(query: DevicePushRecordQuery): Promise<PageResult<DevicePushRecord>> {
  return request.post<PageResult<DevicePushRecord>>(devicePushPaths.monitorList, query);
}
