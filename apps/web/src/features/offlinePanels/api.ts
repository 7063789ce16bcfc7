import type { PageResult } from '@iotc/shared';
import {
  type OfflinePanel,
  type OfflinePanelDetail,
  type OfflinePanelEditBody,
  type OfflinePanelFileKind,
  type OfflinePanelListQuery,
  offlinePanelPaths,
  type OfflinePanelPreviewUrl,
  type OfflinePanelSaveBody,
  type OfflinePanelUploadResult,
} from '@iotc/shared/offlinePanels';
import { request } from '@/lib/request';

export function listOfflinePanels(query: OfflinePanelListQuery): Promise<PageResult<OfflinePanel>> {
  return request.post<PageResult<OfflinePanel>>(offlinePanelPaths.list, query);
}

/** The details page shows its own "not found" state, so no toast. */
export function getOfflinePanel(id: string): Promise<OfflinePanelDetail> {
  return request.get<OfflinePanelDetail>(offlinePanelPaths.detail(id), undefined, { suppressError: true });
}

/** The file goes up as soon as it is chosen; the form shows a refusal under the field, so no toast. */
export function uploadOfflinePanelFile(file: File, kind: OfflinePanelFileKind, onProgress: (percent: number) => void): Promise<OfflinePanelUploadResult> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return request.upload<OfflinePanelUploadResult>(offlinePanelPaths.upload, form, { onProgress, suppressError: true });
}

export function saveOfflinePanel(body: OfflinePanelSaveBody | OfflinePanelEditBody): Promise<OfflinePanelDetail> {
  return 'id' in body ? request.post<OfflinePanelDetail>(offlinePanelPaths.edit, body) : request.post<OfflinePanelDetail>(offlinePanelPaths.save, body);
}

export function deleteOfflinePanel(id: string): Promise<unknown> {
  return request.post<unknown>(offlinePanelPaths.delete, { id });
}

export function enableOfflinePanel(id: string, enabled: boolean): Promise<unknown> {
  return request.post<unknown>(offlinePanelPaths.enable, { id, enabled });
}

export function publishOfflinePanel(id: string): Promise<unknown> {
  return request.post<unknown>(offlinePanelPaths.publish, { id });
}

export function assignOfflinePanel(id: string, productIds: string[]): Promise<unknown> {
  return request.post<unknown>(offlinePanelPaths.assign, { id, productIds });
}

/** The package's entry page for a sandboxed frame; the frame says so itself when it fails, so no toast. */
export function getOfflinePanelPreview(id: string): Promise<OfflinePanelPreviewUrl> {
  return request.get<OfflinePanelPreviewUrl>(offlinePanelPaths.previewUrl(id), undefined, { suppressError: true });
}
