import type { PageResult } from '@iotc/shared';
import {
  type ChangeVersionListQuery,
  type ChangeVersionSubmitBody,
  type CustomFirmwareBody,
  type CustomFirmwareItem,
  type CustomFirmwareQuery,
  type Firmware,
  type FirmwareEditBody,
  type FirmwareFileKind,
  type FirmwareListQuery,
  firmwarePaths,
  type FirmwareSaveBody,
  type FirmwareUploadResult,
  type FirmwareVersion,
  type FirmwareVersionEditBody,
  type FirmwareVersionListQuery,
  type FirmwareVersionSaveBody,
  type ProductFirmwareResult,
} from '@iotc/shared/firmware';
import { download, request } from '@/lib/request';

export function listFirmware(query: FirmwareListQuery): Promise<PageResult<Firmware>> {
  return request.post<PageResult<Firmware>>(firmwarePaths.list, query);
}

/** The details page shows its own "not found" state, so no toast. */
export function getFirmware(id: string): Promise<Firmware> {
  return request.get<Firmware>(firmwarePaths.detail(id), undefined, { suppressError: true });
}

export function saveFirmware(body: FirmwareSaveBody | FirmwareEditBody): Promise<Firmware> {
  return 'id' in body ? request.post<Firmware>(firmwarePaths.edit, body) : request.post<Firmware>(firmwarePaths.save, body);
}

export function deleteFirmware(id: string): Promise<unknown> {
  return request.post<unknown>(firmwarePaths.delete, { id });
}

/** The file goes up as soon as it is chosen; the form shows a refusal next to the field, so no toast. */
export function uploadFirmwareFile(file: File, kind: FirmwareFileKind, onProgress: (percent: number) => void): Promise<FirmwareUploadResult> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return request.upload<FirmwareUploadResult>(firmwarePaths.upload, form, { onProgress, suppressError: true });
}

export function listVersions(query: FirmwareVersionListQuery): Promise<PageResult<FirmwareVersion>> {
  return request.post<PageResult<FirmwareVersion>>(firmwarePaths.versionList, query);
}

export function saveVersion(body: FirmwareVersionSaveBody | FirmwareVersionEditBody): Promise<FirmwareVersion> {
  return 'id' in body ? request.post<FirmwareVersion>(firmwarePaths.versionEdit, body) : request.post<FirmwareVersion>(firmwarePaths.versionSave, body);
}

/** The version calls that take only its id. */
export type VersionAction = 'versionDelete' | 'versionPublish' | 'versionUnlist';

export function versionAction(action: VersionAction, id: string): Promise<unknown> {
  return request.post<unknown>(firmwarePaths[action], { id });
}

export function downloadVersionFile(id: string, kind: FirmwareFileKind): Promise<boolean> {
  return download(firmwarePaths.versionFile(id, kind));
}

// ── A product's firmware (hardware development tab) ──────────────────────────

export function getProductFirmware(productId: string): Promise<ProductFirmwareResult> {
  return request.get<ProductFirmwareResult>(firmwarePaths.productFirmware, { productId });
}

/** The published versions the product may ship, newest first: of its own firmware, or of a custom one. */
export function listChangeVersions(query: ChangeVersionListQuery, custom: boolean): Promise<FirmwareVersion[]> {
  return request.get<FirmwareVersion[]>(custom ? firmwarePaths.changeCustomVersionList : firmwarePaths.changeVersionList, query);
}

export function changeVersion(body: ChangeVersionSubmitBody): Promise<unknown> {
  return request.post<unknown>(firmwarePaths.changeVersionSubmit, body);
}

export function queryCustomFirmware(query: CustomFirmwareQuery): Promise<CustomFirmwareItem[]> {
  return request.get<CustomFirmwareItem[]>(firmwarePaths.queryCustomFirmware, query);
}

export function selectCustomFirmware(body: CustomFirmwareBody): Promise<unknown> {
  return request.post<unknown>(firmwarePaths.selectCustomerFirmware, body);
}

export function removeCustomFirmware(body: CustomFirmwareBody): Promise<unknown> {
  return request.post<unknown>(firmwarePaths.removeCustomerFirmware, body);
}
