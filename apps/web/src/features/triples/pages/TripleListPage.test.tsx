import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BYTES_PER_MB } from '@iotc/shared';
import { type JobInfo, jobPaths } from '@iotc/shared/jobs';
import { triplePaths } from '@iotc/shared/triples';
import { quotaPaths } from '@iotc/shared/quota';
import { api, bodyOf, callsTo, envelope, pick, setupServer, signIn } from '@/features/devices/testSupport';
import { pageOf } from '@/features/devices/testData';
import { chooseFile, fileOf, multipartFields } from '@/features/networkGuide/testData';
import { formatTime } from '@/lib/format';
import { FakeSocket, startFakeRealtime } from '@/test/realtime';
import { byTestId, cellTexts, click, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { generation, job, quota } from '../testData';
import TripleListPage from './TripleListPage';

const { server, toasts } = setupServer();
let view: Rendered;
let stopRealtime: () => void = () => undefined;
let queryClient: QueryClient;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const saved: string[] = [];

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  view.unmount();
  stopRealtime();
  saved.length = 0;
});

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="generation-row"]')];
const errors = () => [...document.body.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const pushJob = (data: JobInfo) => act(() => FakeSocket.latest()!.push({ channel: 'job/u1', data }));

function answer(list = [generation()], left = quota()) {
  server().on('POST', api(triplePaths.produceList), () => pageOf(list));
  server().on('GET', api(quotaPaths.quota), () => ({ body: envelope(0, 'ok', left) }));
}

/** Opens the page with the real-time channel on (its socket accepted), as the app runs it. */
async function open() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopRealtime = startFakeRealtime(queryClient);
  act(() => FakeSocket.latest()!.accept());
  view = await render(
    <QueryClientProvider client={queryClient}>
      <TripleListPage />
    </QueryClientProvider>,
    '/manufacture/triple/index',
  );
  await waitFor(() => expect(rows().length + document.querySelectorAll('[data-testid="generation-empty"]').length).toBeGreaterThan(0), 8000);
}

async function openGenerate() {
  await click(byTestId(view.container, 'triple-generate'));
  await waitFor(() => expect(document.body.querySelector('[data-testid="triple-count"]')).not.toBeNull());
}

async function typeCount(value: string) {
  const input = byTestId(document.body, 'triple-count') as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('TripleListPage', { timeout: 30_000 }, () => {
  it('shows the quota and each generation: product, batch, count, activated, exports, status, created, linked to its triples', async () => {
    answer();
    await open();
    await waitFor(() => expect(byTestId(view.container, 'triple-quota-remaining').textContent).toContain('997'));
    expect(byTestId(view.container, 'triple-quota-quota').textContent).toContain('1,000');
    expect(view.container.querySelector('[data-testid="triple-quota-exhausted"]')).toBeNull();
    const cells = cellTexts(rows()[0]!);
    expect(cells[0]).toBe('Smart lamppk0000000000001a');
    expect(cells.slice(1, 5)).toEqual(['B1', '3', '1', '已完成']);
    // Exports and the creation (the date over the time, on two lines) wait in the row's details.
    expect(Object.values(await rowDetails(rows()[0]!))).toEqual(['2', formatTime(1_735_689_600).replace(' ', '')]);
    expect(rows()[0]!.querySelector('[data-testid="generation-link"]')!.getAttribute('href')).toBe('/manufacture/triple/detail/index?generationId=g1');
    expect(bodyOf(callsTo(server(), triplePaths.produceList)[0])).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('filters by product from page 1; an empty space leads to generating', async () => {
    answer([]);
    await open();
    expect(byTestId(view.container, 'generation-empty').textContent).toContain('尚未生成三元组');
    expect(byTestId(view.container, 'generation-empty').querySelector('[data-testid="triple-generate"]')).not.toBeNull();
    await pick('triple-filter-product', 'Door sensor');
    await waitFor(() => expect(bodyOf(callsTo(server(), triplePaths.produceList).at(-1))).toEqual({ productId: 'p2', pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(byTestId(view.container, 'generation-empty').textContent).toContain('没有符合筛选条件的生成记录'));
  });

  it('says when the quota is used up, with the contact-the-provider message', async () => {
    answer([generation()], quota({ generated: 1000, remaining: 0 }));
    await open();
    await waitFor(() => expect(byTestId(view.container, 'triple-quota-exhausted').textContent).toContain('联系服务商'));
  });

  it('refuses a missing count, a wrong file type, an empty or too big file, and a count above the quota, before calling', async () => {
    answer([generation()], quota({ remaining: 5 }));
    await open();
    await openGenerate();
    await click(byTestId(document.body, 'triple-generate-ok'));
    await waitFor(() => expect(errors()).toEqual(['请选择产品', '请输入三元组数量', '请选择序列号文件']));

    await pick('triple-product', 'Smart lamp');
    await typeCount('6');
    const file = byTestId(document.body, 'triple-file') as HTMLInputElement;
    await chooseFile(file, fileOf('serials.txt', 'text/plain', 100));
    await click(byTestId(document.body, 'triple-generate-ok'));
    await waitFor(() => expect(errors()).toEqual(['配额仅剩 5。请空间所有者联系服务商提升配额。', '不支持该文件类型，允许的类型：xlsx, csv']));

    await typeCount('3');
    await chooseFile(file, fileOf('serials.csv', 'text/csv', 10 * BYTES_PER_MB + 1));
    await click(byTestId(document.body, 'triple-generate-ok'));
    await waitFor(() => expect(errors()).toEqual(['文件过大，请上传不超过 10M 的文件']));

    const batch = byTestId(document.body, 'triple-batch') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(batch, 'bad batch!');
      batch.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await chooseFile(file, fileOf('serials.xlsx', XLSX, 0));
    await click(byTestId(document.body, 'triple-generate-ok'));
    await waitFor(() => expect(errors()).toEqual(['只能使用字母、数字、“-”和“_”', '文件：请选择要上传的文件']));
    expect(callsTo(server(), triplePaths.generate)).toEqual([]);
  });

  it('uploads the form with the file, then shows the progress the job messages carry, and reads the list again when done', async () => {
    answer();
    server().on('POST', api(triplePaths.generate), () => ({ body: envelope(0, 'ok', job()) }));
    server().on('GET', api(jobPaths.detail('j1')), () => ({ body: envelope(0, 'ok', job({ status: 'running', done: 1 })) }));
    await open();
    await openGenerate();
    await pick('triple-product', 'Smart lamp');
    await typeCount('3');
    const batch = byTestId(document.body, 'triple-batch') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(batch, 'B2');
      batch.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await chooseFile(byTestId(document.body, 'triple-file') as HTMLInputElement, fileOf('serials.xlsx', XLSX, 2048));
    await click(byTestId(document.body, 'triple-generate-ok'));

    await waitFor(() => expect(callsTo(server(), triplePaths.generate)).toHaveLength(1));
    const upload = callsTo(server(), triplePaths.generate)[0]!;
    expect(upload.headers['content-type']).toContain('multipart/form-data');
    expect(multipartFields(upload)).toMatchObject({ productId: 'p1', count: '3', batch: 'B2' });
    expect(upload.body).toContain('filename="serials.xlsx"');

    await waitFor(() => expect(byTestId(view.container, 'job-row').textContent).toContain('正在生成三元组：Smart lamp / B2'));
    pushJob(job({ status: 'running', done: 2, total: 3 }));
    await waitFor(() => expect(byTestId(view.container, 'job-text').textContent).toBe('已生成 2 / 3'));
    expect(byTestId(view.container, 'job-progress').getAttribute('aria-valuenow')).toBe('66');

    const lists = callsTo(server(), triplePaths.produceList).length;
    pushJob(job({ status: 'done', done: 3, total: 3, result: { generationId: 'g9' } }));
    await waitFor(() => expect(byTestId(view.container, 'job-text').textContent).toBe('已生成 3 个三元组'));
    expect(byTestId(view.container, 'job-row').textContent).toContain('三元组已生成：Smart lamp / B2');
    expect(byTestId(view.container, 'job-row').textContent).not.toContain('正在生成');
    expect(byTestId(view.container, 'job-view').getAttribute('href')).toBe('/manufacture/triple/detail/index?generationId=g9');
    await waitFor(() => expect(callsTo(server(), triplePaths.produceList).length).toBeGreaterThan(lists));
    await click(byTestId(view.container, 'job-dismiss'));
    expect(view.container.querySelector('[data-testid="job-row"]')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('after a reload, reads the job it was following from the server', async () => {
    answer();
    sessionStorage.setItem('iotc.tripleJobs.t1', JSON.stringify([{ id: 'j7', kind: 'tripleGenerate', label: 'Smart lamp' }]));
    server().on('GET', api(jobPaths.detail('j7')), () => ({ body: envelope(0, 'ok', job({ id: 'j7', status: 'running', done: 1, total: 4 })) }));
    await open();
    await waitFor(() => expect(byTestId(view.container, 'job-text').textContent).toBe('已生成 1 / 4'));
    pushJob(job({ id: 'j7', status: 'failed', done: 1, total: 4, error: '序列号“SN-1”已被使用' }));
    await waitFor(() => expect(byTestId(view.container, 'job-text').textContent).toBe('失败：序列号“SN-1”已被使用'));
  });

  it('does not bring back after a reload a job whose end it showed', async () => {
    answer();
    sessionStorage.setItem('iotc.tripleJobs.t1', JSON.stringify([{ id: 'j5', kind: 'tripleGenerate', label: 'Smart lamp' }]));
    server().on('GET', api(jobPaths.detail('j5')), () => ({ body: envelope(0, 'ok', job({ id: 'j5', status: 'done', done: 3, total: 3, result: { generationId: 'g9' } })) }));
    await open();
    await waitFor(() => expect(byTestId(view.container, 'job-row').textContent).toContain('三元组已生成：Smart lamp'));
    view.unmount();
    stopRealtime();

    await open();
    expect(view.container.querySelector('[data-testid="job-row"]')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('iotc.tripleJobs.t1')!)).toEqual([]);
  });

  it('shows why a generation failed, and reads the list again when a job it follows fails', async () => {
    const reason = '序列号文件无法使用：文件中有 3 个序列号，但数量填写为 5';
    answer([generation({ status: 'failed', failure: reason })]);
    sessionStorage.setItem('iotc.tripleJobs.t1', JSON.stringify([{ id: 'j8', kind: 'tripleGenerate', label: 'Smart lamp' }]));
    server().on('GET', api(jobPaths.detail('j8')), () => ({ body: envelope(0, 'ok', job({ id: 'j8', status: 'running', total: 5 })) }));
    await open();
    const status = rows()[0]!.querySelectorAll('td')[5]!;
    expect(status.querySelector('.ant-tag')!.textContent).toBe('失败');
    expect(byTestId(status, 'generation-failure').textContent).toBe(reason);

    const lists = callsTo(server(), triplePaths.produceList).length;
    pushJob(job({ id: 'j8', status: 'failed', total: 5, error: reason }));
    await waitFor(() => expect(byTestId(view.container, 'job-text').textContent).toBe(`失败：${reason}`));
    await waitFor(() => expect(callsTo(server(), triplePaths.produceList).length).toBeGreaterThan(lists));
  });

  it('offers the serial-number file template next to the upload', async () => {
    answer();
    server().on('GET', api(triplePaths.serialTemplate), () => ({
      raw: 'xlsx-bytes',
      headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="serials.xlsx"' },
    }));
    await open();
    await openGenerate();
    const link = byTestId(document.body, 'serial-template');
    expect(link.textContent).toContain('下载序列号文件模板');
    // A real click event: the anchors' click() is stubbed to record the saved files.
    await act(async () => void link.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await waitFor(() => expect(saved).toEqual(['serials.xlsx']));
    expect(callsTo(server(), triplePaths.serialTemplate)).toHaveLength(1);
  });

  it('exports a generation as a job and downloads its file once done', async () => {
    answer();
    server().on('POST', api(triplePaths.export), () => ({ body: envelope(0, 'ok', job({ id: 'e1', kind: 'tripleExport' })) }));
    server().on('GET', api(jobPaths.detail('e1')), () => ({ body: envelope(0, 'ok', job({ id: 'e1', kind: 'tripleExport' })) }));
    server().on('GET', api(triplePaths.report), () => ({
      raw: 'xlsx-bytes',
      headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="triples-B1.xlsx"' },
    }));
    await open();
    await click(byTestId(view.container, 'triple-export-g1'));
    await waitFor(() => expect(callsTo(server(), triplePaths.export)).toHaveLength(1));
    expect(bodyOf(callsTo(server(), triplePaths.export)[0])).toEqual({ generationId: 'g1', timeZone: 'Asia/Shanghai' });
    await waitFor(() => expect(byTestId(view.container, 'job-row').textContent).toContain('正在导出三元组：Smart lamp / B1'));
    expect(byTestId(view.container, 'triple-export-g1').hasAttribute('disabled')).toBe(true);

    pushJob(job({ id: 'e1', kind: 'tripleExport', status: 'done', done: 3, total: 3 }));
    await waitFor(() => expect(saved).toEqual(['triples-B1.xlsx']));
    expect(callsTo(server(), triplePaths.report)[0]!.query.get('jobId')).toBe('e1');
    // Once only: another message of the finished job downloads nothing more.
    pushJob(job({ id: 'e1', kind: 'tripleExport', status: 'done', done: 3, total: 3 }));
    await click(byTestId(view.container, 'job-download'));
    await waitFor(() => expect(saved).toEqual(['triples-B1.xlsx', 'triples-B1.xlsx']));
  });

  it('hides generate, export and the triples (their passwords) from a role without them', async () => {
    signIn([]);
    answer();
    await open();
    expect(rows()[0]!.textContent).toContain('Smart lamp');
    expect(view.container.querySelector('[data-testid="triple-generate"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="triple-export-g1"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="generation-link"]')).toBeNull();
  });
});
