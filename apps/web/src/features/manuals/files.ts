import { BYTES_PER_MB, MANUAL_MAX_MB } from '@iotc/shared';
import { manualUpload } from '@iotc/shared/manuals';
import { t } from '@/lib/i18n';

/** The refusal of a chosen manual by its name, type and size (the server checks the bytes again), or null. */
export function manualFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isPdf = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
  if (!isPdf) return t('upload.wrongType', { accept: manualUpload.accept });
  if (file.size === 0) return t('upload.noFile');
  if (file.size > MANUAL_MAX_MB * BYTES_PER_MB) return t('upload.tooLarge', { maxMb: MANUAL_MAX_MB });
  return null;
}
