import { TEST_REPORT_TIMEOUT_MS } from '@iotc/shared';
import {
  type TestAccount,
  type TestAccountAddBody,
  type TestAccountDeleteBody,
  type TestReport,
  type TestResult,
  testServicePaths,
} from '@iotc/shared/testService';
import { t } from '@/lib/i18n';
import { download, request } from '@/lib/request';

/** The test-case workbook (xlsx) for the product, saved by the browser. */
export function downloadTestCaseTemplate(productId: string): Promise<boolean> {
  return download(testServicePaths.testCaseTemplate, { productId });
}

/** The product's current test report, or null before the first upload. */
export function getTestReport(productId: string): Promise<TestReport | null> {
  return request.get<TestReport | null>(testServicePaths.getTestReportFile, { productId });
}

export interface TestReportUpload {
  productId: string;
  result: TestResult;
  file: File;
}

/** Multipart: the fields and the workbook, with the spec's 30 s time-out. It replaces the current report. */
export function uploadTestReport({ productId, result, file }: TestReportUpload, onProgress?: (percent: number) => void): Promise<TestReport> {
  const form = new FormData();
  form.append('productId', productId);
  form.append('result', result);
  form.append('file', file);
  return request.upload<TestReport>(testServicePaths.uploadTestReport, form, {
    timeoutMs: TEST_REPORT_TIMEOUT_MS,
    onProgress,
    successMessage: t('testService.report.uploaded'),
  });
}

export function listTestAccounts(productId: string): Promise<TestAccount[]> {
  return request.get<TestAccount[]>(testServicePaths.testAccountList, { productId });
}

export function addTestAccount(body: TestAccountAddBody): Promise<TestAccount> {
  return request.post<TestAccount>(testServicePaths.testAccountAdd, body, { successMessage: t('testService.accounts.added') });
}

export function deleteTestAccount(body: TestAccountDeleteBody): Promise<void> {
  return request.post<void>(testServicePaths.testAccountDelete, body, { successMessage: t('testService.accounts.deleted') });
}
