import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ACCOUNT_LIMIT, type TestAccount, type TestReport, testServicePaths } from '@iotc/shared/testService';
import { chooseFile, fileOf, jsonOf, multipartFields, productFixture, typeText } from '@/features/networkGuide/testData';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { apiClient } from '@/lib/request';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { TestServiceTab } from './TestServiceTab';

const { server } = await fakeServerSuite();
let view: Rendered;
const product = productFixture();

const report: TestReport = { productId: 'p1', fileName: 'report-v1.xlsx', url: '/api/files/t1/test-report/r.xlsx', size: 20_480, result: 'pass', uploadedAt: 1_700_000_000 };
const accountsOf = (n: number): TestAccount[] => Array.from({ length: n }, (_, i) => ({ id: `a${i + 1}`, account: `tester${i + 1}@example.com`, createdAt: 1_700_000_000 }));
let current: TestReport | null = null;
let accounts: TestAccount[] = [];

const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const callsTo = (path: string) => server.calls.filter((c) => c.path === `/api${path}`);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  current = report;
  accounts = accountsOf(2);
  server.on('GET', `/api${testServicePaths.getTestReportFile}`, () => ({ body: envelope(0, 'ok', current) }));
  server.on('POST', `/api${testServicePaths.uploadTestReport}`, () => {
    current = { ...report, fileName: 'report-v2.xlsx', result: 'fail', uploadedAt: 1_700_000_500 };
    return { body: envelope(0, 'Uploaded', current) };
  });
  server.on('GET', `/api${testServicePaths.testAccountList}`, () => ({ body: envelope(0, 'ok', accounts) }));
  server.on('POST', `/api${testServicePaths.testAccountAdd}`, (call) => {
    const added = { id: 'new', account: (jsonOf(call) as { account: string }).account, createdAt: 1_700_000_600 };
    accounts = [...accounts, added];
    return { body: envelope(0, 'Added', added) };
  });
  server.on('POST', `/api${testServicePaths.testAccountDelete}`, () => ({ body: envelope(0, 'Deleted') }));
});
afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
});

async function show(readOnly = false) {
  view = await render(<TestServiceTab product={product} readOnly={readOnly} />);
  await waitFor(() => expect(q('report-current') ?? q('report-none')).not.toBeNull());
  await waitFor(() => expect(q('account-count')?.textContent).toBe(`${accounts.length} / ${TEST_ACCOUNT_LIMIT}`));
}

describe('TestServiceTab', { timeout: 20_000 }, () => {
  it('downloads the test-case template of the product', async () => {
    server.on('GET', `/api${testServicePaths.testCaseTemplate}`, () => ({
      raw: 'xlsx-bytes',
      headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="test-cases.xlsx"' },
    }));
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await show();
    await click(byTestId(document.body, 'testcase-download'));
    await waitFor(() => expect(saved).toEqual(['test-cases.xlsx']));
    expect(callsTo(testServicePaths.testCaseTemplate)[0]!.query.get('productId')).toBe('p1');
  });

  it('shows the current report with its result, file and time', async () => {
    await show();
    expect(q('report-current')!.textContent).toContain('report-v1.xlsx');
    expect(q('report-result-tag')!.textContent).toBe(t('testService.result.pass'));
    expect(q('report-open')!.getAttribute('href')).toBe(report.url);
  });

  it('needs a result before it uploads a report, then sends it as multipart with a 30 s time-out', async () => {
    const timeouts: (number | undefined)[] = [];
    const id = apiClient.interceptors.request.use((config) => {
      if (config.url === testServicePaths.uploadTestReport) timeouts.push(config.timeout);
      return config;
    });
    try {
      await show();
      await chooseFile(byTestId(document.body, 'report-file') as HTMLInputElement, fileOf('report-v2.xlsx', XLSX, 4096));
      await waitFor(() => expect(q('report-file-name')?.textContent).toContain('report-v2.xlsx'));
      await click(byTestId(document.body, 'report-submit'));
      await waitFor(() => expect(q('report-card')!.textContent).toContain(t('validation.testResultRequired')));
      expect(callsTo(testServicePaths.uploadTestReport)).toEqual([]);

      const fail = byTestId(document.body, 'report-result-fail');
      await click(fail.querySelector('input') ?? fail);
      await click(byTestId(document.body, 'report-submit'));
      await waitFor(() => expect(callsTo(testServicePaths.uploadTestReport)).toHaveLength(1));
      const call = callsTo(testServicePaths.uploadTestReport)[0]!;
      expect(multipartFields(call)).toMatchObject({ productId: 'p1', result: 'fail' });
      expect(call.body).toContain('filename="report-v2.xlsx"');
      expect(timeouts).toEqual([30_000]);
      await waitFor(() => expect(q('report-result-tag')?.textContent).toBe(t('testService.result.fail')));
      expect(q('report-file-name')).toBeNull();
    } finally {
      apiClient.interceptors.request.eject(id);
    }
  });

  it('needs an xls or xlsx file', async () => {
    await show();
    const pass = byTestId(document.body, 'report-result-pass');
    await click(pass.querySelector('input') ?? pass);
    await click(byTestId(document.body, 'report-submit'));
    await waitFor(() => expect(q('report-card')!.textContent).toContain(t('testService.report.fileRequired')));
    await chooseFile(byTestId(document.body, 'report-file') as HTMLInputElement, fileOf('report.csv', 'text/csv', 100));
    await click(byTestId(document.body, 'report-submit'));
    await waitFor(() => expect(q('report-card')!.textContent).toContain(t('upload.wrongType', { accept: 'xls, xlsx' })));
    expect(callsTo(testServicePaths.uploadTestReport)).toEqual([]);
  });

  it('adds a test account only when it is a phone, an e-mail or an account name', async () => {
    await show();
    const input = byTestId(document.body, 'account-input') as HTMLInputElement;
    await typeText(input, '1 bad');
    await click(byTestId(document.body, 'account-add'));
    await waitFor(() => expect(document.body.textContent).toContain(t('validation.testAccountRule')));
    expect(callsTo(testServicePaths.testAccountAdd)).toEqual([]);
    await typeText(input, 'qa.lead@example.com');
    await click(byTestId(document.body, 'account-add'));
    await waitFor(() => expect(callsTo(testServicePaths.testAccountAdd)).toHaveLength(1));
    expect(jsonOf(callsTo(testServicePaths.testAccountAdd)[0]!)).toEqual({ productId: 'p1', account: 'qa.lead@example.com' });
    await waitFor(() => expect(q('account-count')?.textContent).toBe(`3 / ${TEST_ACCOUNT_LIMIT}`));
  });

  it('stops adding at 20 accounts and says why', async () => {
    accounts = accountsOf(TEST_ACCOUNT_LIMIT);
    await show();
    expect((byTestId(document.body, 'account-add') as HTMLButtonElement).disabled).toBe(true);
    expect((byTestId(document.body, 'account-input') as HTMLInputElement).disabled).toBe(true);
    expect(q('account-limit')!.textContent).toBe(t('error.testAccountLimit', { max: 20 }));
  });

  it('asks before deleting a test account', async () => {
    await show();
    await click(byTestId(document.body, 'account-delete-a2'));
    expect(callsTo(testServicePaths.testAccountDelete)).toEqual([]);
    await waitFor(() => expect(q('account-delete-confirm')).not.toBeNull());
    await click(byTestId(document.body, 'account-delete-confirm'));
    await waitFor(() => expect(callsTo(testServicePaths.testAccountDelete)).toHaveLength(1));
    expect(jsonOf(callsTo(testServicePaths.testAccountDelete)[0]!)).toEqual({ productId: 'p1', id: 'a2' });
  });

  it('stays usable on a published product', async () => {
    current = null;
    await show(true);
    expect(q('report-none')).not.toBeNull();
    expect((byTestId(document.body, 'report-submit') as HTMLButtonElement).disabled).toBe(false);
    expect((byTestId(document.body, 'account-add') as HTMLButtonElement).disabled).toBe(false);
  });
});
