import { BYTES_PER_MB, TEST_REPORT_MAX_MB } from '@iotc/shared';
import { testReportUpload } from '@iotc/shared/testService';
import { t } from '@/lib/i18n';

/** The refusal of a chosen report by its name and size (the server checks the bytes again), or null. */
export function reportFileProblem(file: Pick<File, 'name' | 'size'> | undefined): string | null {
  if (!file) return t('testService.report.fileRequired');
  if (!/\.xlsx?$/i.test(file.name)) return t('upload.wrongType', { accept: testReportUpload.accept });
  if (file.size === 0) return t('upload.noFile');
  if (file.size > TEST_REPORT_MAX_MB * BYTES_PER_MB) return t('upload.tooLarge', { maxMb: TEST_REPORT_MAX_MB });
  return null;
}

export const REPORT_INPUT_ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
