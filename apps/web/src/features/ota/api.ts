import type { PageResult } from '@iotc/shared';
import { firmwarePaths, type FirmwareVersion, type ProductFirmwareResult } from '@iotc/shared/firmware';
import {
  type OtaRecord,
  type OtaRelease,
  type OtaReleaseListItem,
  type OtaReleaseListQuery,
  type OtaReleasePreview,
  type OtaReleaseSaveBody,
  otaPaths,
  type OtaTask,
  type OtaTaskListQuery,
  type OtaTimeline,
  type OtaWhitelistAddBody,
  type OtaWhitelistEntry,
  type OtaWhitelistListQuery,
} from '@iotc/shared/ota';
import { download, request } from '@/lib/request';

export function listReleases(query: OtaReleaseListQuery): Promise<PageResult<OtaReleaseListItem>> {
  return request.post<PageResult<OtaReleaseListItem>>(otaPaths.releaseList, query);
}

/** The details page shows its own "not found" state, so no toast. */
export function getRelease(id: string): Promise<OtaRelease> {
  return request.get<OtaRelease>(otaPaths.releaseDetail(id), undefined, { suppressError: true });
}

/** The wizard shows a refusal itself, above its buttons. */
export function previewRelease(body: OtaReleaseSaveBody): Promise<OtaReleasePreview> {
  return request.post<OtaReleasePreview>(otaPaths.releasePreview, body, { suppressError: true });
}

export function saveRelease(body: OtaReleaseSaveBody): Promise<OtaRelease> {
  return request.post<OtaRelease>(otaPaths.releaseSave, body, { suppressError: true });
}

/** pause, restore and stop: the same body, the release's new state in return. */
export type ReleaseAction = 'pause' | 'restore' | 'stop';
const actionPaths: Record<ReleaseAction, string> = { pause: otaPaths.releasePause, restore: otaPaths.releaseRestore, stop: otaPaths.releaseStop };

export function changeRelease({ id, action }: { id: string; action: ReleaseAction }): Promise<OtaRelease> {
  return request.post<OtaRelease>(actionPaths[action], { id });
}

export function getRecords(id: string): Promise<OtaRecord[]> {
  return request.get<OtaRecord[]>(otaPaths.releaseRecords(id));
}

export function getTimeline(id: string): Promise<OtaTimeline> {
  return request.get<OtaTimeline>(otaPaths.releaseTimeline(id));
}

export function listTasks(query: OtaTaskListQuery): Promise<PageResult<OtaTask>> {
  return request.post<PageResult<OtaTask>>(otaPaths.taskList, query);
}

/** The tasks as the table filters them, as CSV. */
export function exportTasks(query: Omit<OtaTaskListQuery, 'pageNo' | 'pageSize'>): Promise<boolean> {
  return download(otaPaths.taskExport, query, { method: 'post' });
}

export function listWhitelist(query: OtaWhitelistListQuery): Promise<PageResult<OtaWhitelistEntry>> {
  return request.post<PageResult<OtaWhitelistEntry>>(otaPaths.whitelistList, query);
}

export function addWhitelist(body: OtaWhitelistAddBody): Promise<unknown> {
  return request.post<unknown>(otaPaths.whitelistAdd, body);
}

export function deleteWhitelist(ids: string[]): Promise<unknown> {
  return request.post<unknown>(otaPaths.whitelistDelete, { ids });
}

/** The product's own and chosen custom firmware (the wizard's firmware choice). */
export function getProductFirmware(productId: string): Promise<ProductFirmwareResult> {
  return request.get<ProductFirmwareResult>(firmwarePaths.productFirmware, { productId });
}

/** The firmware's published versions, newest first; a custom firmware's through its own call. */
export function getReleasableVersions(productId: string, firmwareId: string, custom: boolean): Promise<FirmwareVersion[]> {
  return request.get<FirmwareVersion[]>(custom ? firmwarePaths.changeCustomVersionList : firmwarePaths.changeVersionList, { productId, firmwareId });
}
