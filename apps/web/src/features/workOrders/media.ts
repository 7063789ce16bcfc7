import { WORK_ORDER_MAX_MEDIA } from '@iotc/shared';
import {
  mediaKindOf,
  WORK_ORDER_MEDIA_ACCEPT,
  type WorkOrderMediaKind,
  workOrderMediaLimit,
} from '@iotc/shared/workOrders';
import { t } from '@/lib/i18n';

/**
 * The checks the browser can make before sending (spec 000 §5): at most 3 files, images up to 10 MB,
 * videos up to 20 MB, by the name and declared type. The server checks the bytes again and has the
 * last word (a program renamed .png passes here and is refused there); the texts are the server's.
 */

/** For the file chooser: the extensions and families the server accepts. */
export const MEDIA_INPUT_ACCEPT = [
  ...WORK_ORDER_MEDIA_ACCEPT.split(', ').map((ext) => `.${ext}`),
  '.jpeg',
  'image/*',
  'video/mp4',
  'video/quicktime',
  'video/webm',
].join(',');

/** The kind of a chosen file: by its extension, else by the type the browser reports. */
export function kindOfFile(file: Pick<File, 'name' | 'type'>): WorkOrderMediaKind | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1] ?? '';
  return mediaKindOf(ext) ?? (file.type.includes('/') ? mediaKindOf(file.type.split('/')[1]!) : null);
}

/** The refusal of one file as the server words it ("<name>: <reason>"), or null when it may be sent. */
export function mediaProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = kindOfFile(file);
  if (!kind) return t('error.mediaRefused', { fileName: file.name, reason: t('upload.wrongType', { accept: WORK_ORDER_MEDIA_ACCEPT }) });
  if (file.size === 0) return t('error.mediaRefused', { fileName: file.name, reason: t('upload.noFile') });
  const { maxMb, maxBytes } = workOrderMediaLimit[kind];
  if (file.size > maxBytes) return t('error.mediaRefused', { fileName: file.name, reason: t('upload.tooLarge', { maxMb }) });
  return null;
}

/**
 * Adds chosen files to those already picked: files over the count or failing a check are left out,
 * and the first refusal is returned to be shown.
 */
export function addMedia(current: readonly File[], chosen: readonly File[]): { files: File[]; problem: string | null } {
  const files = [...current];
  let problem: string | null = null;
  for (const file of chosen) {
    if (files.length >= WORK_ORDER_MAX_MEDIA) {
      problem ??= t('error.tooManyMedia', { max: WORK_ORDER_MAX_MEDIA });
      continue;
    }
    const refused = mediaProblem(file);
    if (refused) problem ??= refused;
    else files.push(file);
  }
  return { files, problem };
}
