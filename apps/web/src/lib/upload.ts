import { filesPaths, type UploadFields, type UploadResult } from '@iotc/shared/files';
import { request } from './request';

/**
 * Uploads one file through the common upload call (uploadOssFile, 600 s time-out). The checks in
 * `fields` (accept, maxSizeMb, ratio, ...) are applied by the server to the file's bytes.
 */
export function uploadFile(file: File, fields: UploadFields, onProgress?: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append('file', file);
  return request.upload<UploadResult>(filesPaths.upload, form, { onProgress });
}

/** Whether a file's name ends with one of an `accept` list's extensions (".zip,.xlsx"), whatever its case: the browser's first check before an upload. */
export function nameMatchesAccept(name: string, accept: string): boolean {
  const lower = name.toLowerCase();
  return accept.split(',').some((extension) => lower.endsWith(extension));
}
