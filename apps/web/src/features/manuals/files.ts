import { BYTES_PER_KB, BYTES_PER_MB, MANUAL_MAX_MB } from '@iotc/shared';
import { manualUpload } from '@iotc/shared/manuals';
import { t } from '@/lib/i18n';

/** A file's size as people read it: "812 B", "300 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_KB) return `${bytes} B`;
  if (bytes < BYTES_PER_MB) return `${Math.round(bytes / BYTES_PER_KB)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The refusal of a chosen manual by its name, type and size (the server checks the bytes again), or null. */
export function manualFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isPdf = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
  if (!isPdf) return t('upload.wrongType', { accept: manualUpload.accept });
  if (file.size === 0) return t('upload.noFile');
  if (file.size > MANUAL_MAX_MB * BYTES_PER_MB) return t('upload.tooLarge', { maxMb: MANUAL_MAX_MB });
  return null;
}
