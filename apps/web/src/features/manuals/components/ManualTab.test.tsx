import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualPaths, type ProductDoc } from '@iotc/shared/manuals';
import { filesPaths } from '@iotc/shared/files';
import { chooseFile, fileOf, jsonOf, multipartFields, productFixture } from '@/features/networkGuide/testData';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { formatFileSize } from '@/lib/format';
import { fakeServerSuite } from '@/test/server';
import { ManualTab } from './ManualTab';

const { server } = await fakeServerSuite();
let view: Rendered;
const product = productFixture();

const zhManual: ProductDoc = { id: 'd1', productId: 'p1', lang: 'zh-CN', fileName: '说明书.pdf', url: '/api/files/t1/manual/a.pdf', size: 2_516_582, createdAt: 1_700_000_000 };
let docs: ProductDoc[] = [];

const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const callsTo = (path: string) => server.calls.filter((c) => c.path === `/api${path}`);

beforeEach(() => {
  docs = [zhManual];
  server.on('POST', `/api${manualPaths.docList}`, () => ({ body: envelope(0, 'ok', docs) }));
  server.on('POST', `/api${filesPaths.upload}`, () => ({
    body: envelope(0, 'ok', { url: '/api/files/t1/manual/b.pdf', fileName: 'manual-en.pdf', size: 1000, mime: 'application/pdf', width: null, height: null }),
  }));
  server.on('POST', `/api${manualPaths.docAdd}`, (call) => {
    const body = jsonOf(call) as ProductDoc;
    docs = [...docs, { ...body, id: 'd2', size: 1000, createdAt: 1_700_000_100 }];
    return { body: envelope(0, 'Uploaded', docs[1]) };
  });
  server.on('POST', `/api${manualPaths.docDelete('d1')}`, () => {
    docs = docs.filter((d) => d.id !== 'd1');
    return { body: envelope(0, 'Deleted') };
  });
});
afterEach(() => view.unmount());

describe('ManualTab', { timeout: 20_000 }, () => {
  it('shows each language: the manual there with its size and link, or none', async () => {
    view = await render(<ManualTab product={product} readOnly={false} />);
    await waitFor(() => expect(q('manual-row-zh-CN')?.textContent).toContain('说明书.pdf'));
    expect(q('manual-row-zh-CN')!.textContent).toContain(formatFileSize(zhManual.size));
    expect(formatFileSize(zhManual.size)).toBe('2.4 MB');
    expect(q('manual-open-zh-CN')!.getAttribute('href')).toBe(zhManual.url);
    expect(q('manual-empty-en-US')!.textContent).toBe(t('manuals.none'));
    expect(jsonOf(callsTo(manualPaths.docList)[0]!)).toEqual({ productId: 'p1' });
  });

  it('keeps one manual per language: upload is closed where one exists, and says why', async () => {
    view = await render(<ManualTab product={product} readOnly={false} />);
    await waitFor(() => expect(q('manual-row-zh-CN')?.textContent).toContain('说明书.pdf'));
    expect((byTestId(document.body, 'manual-upload-zh-CN') as HTMLInputElement).disabled).toBe(true);
    expect((byTestId(document.body, 'manual-upload-button-zh-CN') as HTMLButtonElement).disabled).toBe(true);
    expect(q('manual-row-zh-CN')!.textContent).toContain(t('manuals.deleteFirst'));
    expect((byTestId(document.body, 'manual-upload-en-US') as HTMLInputElement).disabled).toBe(false);
  });

  it('uploads a PDF for the language and adds it as that language\'s manual', async () => {
    view = await render(<ManualTab product={product} readOnly={false} />);
    await waitFor(() => expect(q('manual-upload-en-US')).not.toBeNull());
    await chooseFile(byTestId(document.body, 'manual-upload-en-US') as HTMLInputElement, fileOf('manual-en.pdf', 'application/pdf', 1000));
    await waitFor(() => expect(callsTo(manualPaths.docAdd)).toHaveLength(1));
    expect(multipartFields(callsTo(filesPaths.upload)[0]!)).toMatchObject({ dir: 'manual', accept: 'pdf', maxSizeMb: '10' });
    expect(jsonOf(callsTo(manualPaths.docAdd)[0]!)).toEqual({ productId: 'p1', lang: 'en-US', url: '/api/files/t1/manual/b.pdf', fileName: 'manual-en.pdf' });
    await waitFor(() => expect(q('manual-row-en-US')?.textContent).toContain('manual-en.pdf'));
    expect((byTestId(document.body, 'manual-upload-en-US') as HTMLInputElement).disabled).toBe(true);
  });

  it('refuses a file that is not a PDF or is over 10M, without uploading', async () => {
    view = await render(<ManualTab product={product} readOnly={false} />);
    await waitFor(() => expect(q('manual-upload-en-US')).not.toBeNull());
    const input = byTestId(document.body, 'manual-upload-en-US') as HTMLInputElement;
    await chooseFile(input, fileOf('manual.docx', 'application/msword', 1000));
    await waitFor(() => expect(q('manual-error-en-US')?.textContent).toBe(t('upload.wrongType', { accept: 'pdf' })));
    await chooseFile(input, fileOf('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(q('manual-error-en-US')?.textContent).toBe(t('upload.tooLarge', { maxMb: 10 })));
    expect(callsTo(filesPaths.upload)).toEqual([]);
  });

  it('asks before deleting a manual, then opens its language for upload again', async () => {
    view = await render(<ManualTab product={product} readOnly={false} />);
    await waitFor(() => expect(q('manual-delete-zh-CN')).not.toBeNull());
    await click(byTestId(document.body, 'manual-delete-zh-CN'));
    expect(callsTo(manualPaths.docDelete('d1'))).toEqual([]);
    await waitFor(() => expect(q('manual-delete-confirm')).not.toBeNull());
    await click(byTestId(document.body, 'manual-delete-confirm'));
    await waitFor(() => expect(callsTo(manualPaths.docDelete('d1'))).toHaveLength(1));
    await waitFor(() => expect(q('manual-empty-zh-CN')).not.toBeNull());
    expect((byTestId(document.body, 'manual-upload-zh-CN') as HTMLInputElement).disabled).toBe(false);
  });

  it('offers neither upload nor delete on a published product, only the files', async () => {
    view = await render(<ManualTab product={product} readOnly />);
    await waitFor(() => expect(q('manual-open-zh-CN')).not.toBeNull());
    expect(q('manual-upload-zh-CN')).toBeNull();
    expect(q('manual-upload-en-US')).toBeNull();
    expect(q('manual-delete-zh-CN')).toBeNull();
  });
});
