import { BYTES_PER_MB, TRIPLE_SN_FILE_MAX_MB } from '@iotc/shared';
import { t } from '@/lib/i18n';

/** The serial-number file: a workbook or comma-separated text, one SN (and an optional MAC) per row. */
const SERIAL_FILE_TYPES = ['xlsx', 'csv'] as const;

export const SERIAL_INPUT_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The refusal of a chosen serial-number file by its name and size (the server checks the bytes again), or null. */
export function serialFileProblem(file: Pick<File, 'name' | 'size'> | undefined): string | null {
  if (!file) return t('triples.generate.fileRequired');
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!SERIAL_FILE_TYPES.some((type) => type === extension)) return t('upload.wrongType', { accept: SERIAL_FILE_TYPES.join(', ') });
  if (file.size === 0) return t('upload.noFile');
  if (file.size > TRIPLE_SN_FILE_MAX_MB * BYTES_PER_MB) return t('upload.tooLarge', { maxMb: TRIPLE_SN_FILE_MAX_MB });
  return null;
}
