import { act } from 'react';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlinePanelPaths } from '@iotc/shared/offlinePanels';
import { productClassPaths } from '@iotc/shared/productClasses';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, search, setupServer } from '@/features/devices/testSupport';
import { chooseFile, fileOf, multipartFields, typeText } from '@/features/networkGuide/testData';
import { classTree, pngFile } from '@/features/products/testData';
import { bindFeedback } from '@/lib/feedback';
import { byTestId, cellTexts, click, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { offlinePanelItem } from '../testData';
import OfflinePanelListPage from './OfflinePanelListPage';

const { server, toasts } = setupServer();
let view: Rendered;
let confirms: ModalFuncProps[];
beforeEach(() => {
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
});
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="offline-row"]')];
const lastListBody = () => bodyOf(callsTo(server(), offlinePanelPaths.list).at(-1));
const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const fileInput = (testId: string) => byTestId(document.body, testId) as HTMLInputElement;

async function open(panels = [offlinePanelItem(), offlinePanelItem({ id: 'op-2', name: 'Plug RN', panelType: 'rn', status: 'disabled', published: true, products: [] })]) {
  server().on('POST', api(offlinePanelPaths.list), () => pageOf(panels));
  server().on('GET', api(productClassPaths.productTypes), () => ({ body: envelope(0, 'ok', classTree) }));
  view = await render(<OfflinePanelListPage />, '/product/offlinePanel/index');
  await waitFor(() => expect(rows()).toHaveLength(panels.length), 8000);
}

describe('OfflinePanelListPage', { timeout: 30_000 }, () => {
  it('lists name, type, product type, status, published state, products and update time; the rest in the details; searches and filters', async () => {
    await open();
    // The preview thumbnail's cell has no text.
    expect(cellTexts(rows()[0]!).slice(1, 8)).toEqual(['Lamp H5', 'H5 面板', '照明', '', '未发布', '1', '2025-01-0108:00:00']);
    expect(byTestId(rows()[0]!, 'offline-status-op-1').getAttribute('aria-checked')).toBe('true');
    expect(byTestId(rows()[1]!, 'offline-status-op-2').getAttribute('aria-checked')).toBe('false');
    expect(cellTexts(rows()[1]!).slice(2, 6)).toEqual(['RN 面板', '照明', '', '已发布']);
    // A published panel has nothing to publish.
    expect(q('offline-publish-op-2')).toBeNull();
    expect(await rowDetails(rows()[0]!)).toMatchObject({ 描述: 'Warm light scenes', 文件包: 'lamp-h5.zip (4 KB)', 语言包: '—', 使用中的产品: '0' });
    expect(lastListBody()).toEqual({ pageNo: 1, pageSize: 10 });

    await search('offline-search', ' lamp ');
    await waitFor(() => expect(lastListBody()).toEqual({ keyword: 'lamp', pageNo: 1, pageSize: 10 }));
    await pick('offline-filter-status', '已停用');
    await waitFor(() => expect(lastListBody()).toEqual({ keyword: 'lamp', status: 'disabled', pageNo: 1, pageSize: 10 }));
  });

  it('enables and disables a panel with its switch', async () => {
    server().on('POST', api(offlinePanelPaths.enable), () => ({ body: envelope(0, 'ok', null) }));
    await open();
    await click(byTestId(view.container, 'offline-status-op-1'));
    await waitFor(() => expect(bodyOf(callsTo(server(), offlinePanelPaths.enable)[0])).toEqual({ id: 'op-1', enabled: false }));
    await waitFor(() => expect(toasts).toContain('“Lamp H5”已停用：选用它的产品将显示默认面板'));
    await click(byTestId(view.container, 'offline-status-op-2'));
    await waitFor(() => expect(bodyOf(callsTo(server(), offlinePanelPaths.enable)[1])).toEqual({ id: 'op-2', enabled: true }));
  });

  it('publishes after the confirmation', async () => {
    server().on('POST', api(offlinePanelPaths.publish), () => ({ body: envelope(0, 'ok', null) }));
    await open();
    await click(byTestId(view.container, 'offline-publish-op-1'));
    expect(callsTo(server(), offlinePanelPaths.publish)).toEqual([]);
    expect(confirms.map((c) => c.title)).toEqual(['发布“Lamp H5”？']);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    await waitFor(() => expect(bodyOf(callsTo(server(), offlinePanelPaths.publish)[0])).toEqual({ id: 'op-1' }));
    await waitFor(() => expect(toasts).toContain('“Lamp H5”已发布'));
  });

  it("deletes after the confirmation, and shows the server's refusal of a panel in use", async () => {
    server().on('POST', api(offlinePanelPaths.delete), () => ({ status: 409, body: envelope(409, '离线面板正在被产品使用，无法删除', null) }));
    await open();
    await click(byTestId(view.container, 'offline-delete-op-1'));
    expect(document.body.textContent).toContain('删除离线面板“Lamp H5”及其文件包？');
    await click(byTestId(document.body, 'offline-delete-confirm'));
    await waitFor(() => expect(bodyOf(callsTo(server(), offlinePanelPaths.delete)[0])).toEqual({ id: 'op-1' }));
    await waitFor(() => expect(toasts).toContain('离线面板正在被产品使用，无法删除'));
  });

  it('refuses files in the browser (type, size, 3:4 pixels) and shows the server refusal under the field, then creates the panel with the upload keys', async () => {
    server().on('POST', api(offlinePanelPaths.upload), (call) => {
      const { kind } = multipartFields(call);
      if (kind === 'package') return { status: 422, body: envelope(422, '文件包中有超出其目录的文件：../evil.js', null) };
      return { body: envelope(0, 'ok', { key: `stage/${kind}`, kind, fileName: `${kind}.bin`, size: 2048, entries: null, unpackedSize: null }) };
    });
    server().on('POST', api(offlinePanelPaths.save), () => ({ body: envelope(0, 'ok', { ...offlinePanelItem({ id: 'op-9' }), files: [] }) }));
    await open([]);
    await click(byTestId(view.container, 'offline-add'));
    const preview = fileInput('offline-preview');
    expect(preview.accept).toBe('.png,.jpg,.jpeg,.bmp');

    await chooseFile(preview, fileOf('preview.gif', 'image/gif', 100));
    await waitFor(() => expect(q('offline-preview-error')?.textContent).toBe('预览图须为 png、jpg、jpeg 或 bmp 图片'));
    await chooseFile(preview, fileOf('preview.png', 'image/png', 1024 * 1024 + 1));
    await waitFor(() => expect(q('offline-preview-error')?.textContent).toBe('预览图不能超过 1M'));
    await chooseFile(preview, pngFile(300, 300, 'square.png'));
    await waitFor(() => expect(q('offline-preview-error')?.textContent).toBe('预览图比例须为 3:4'));
    await chooseFile(fileInput('offline-package'), fileOf('panel.rar', 'application/octet-stream', 100));
    await waitFor(() => expect(q('offline-package-error')?.textContent).toBe('文件包须为 ZIP 文件'));
    await chooseFile(fileInput('offline-language'), fileOf('lang.csv', 'text/csv', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(q('offline-language-error')?.textContent).toBe('语言包不能超过 2M'));
    expect(callsTo(server(), offlinePanelPaths.upload)).toEqual([]);

    // Nothing uploaded: the save names what is missing and sends nothing.
    await click(byTestId(document.body, 'offline-form-submit'));
    await waitFor(() => expect(document.body.textContent).toContain('请上传该文件'));
    expect(callsTo(server(), offlinePanelPaths.save)).toEqual([]);

    await chooseFile(preview, pngFile(300, 400, 'preview.png'));
    await waitFor(() => expect(q('offline-preview-name')?.textContent).toContain('preview.bin'));
    expect(q('offline-preview-error')).toBeNull();
    await chooseFile(fileInput('offline-package'), fileOf('panel.zip', 'application/zip', 100));
    await waitFor(() => expect(q('offline-package-error')?.textContent).toBe('文件包中有超出其目录的文件：../evil.js'));
    // The server's refusal is under the field, not a toast.
    expect(toasts).toEqual([]);
    server().on('POST', api(offlinePanelPaths.upload), (call) => ({
      body: envelope(0, 'ok', { key: `stage/${multipartFields(call).kind}`, kind: 'package', fileName: 'panel.zip', size: 100, entries: 3, unpackedSize: 900 }),
    }));
    await chooseFile(fileInput('offline-package'), fileOf('panel.zip', 'application/zip', 100));
    await waitFor(() => expect(q('offline-package-name')?.textContent).toContain('panel.zip (100 B) · 3 个文件'));

    await typeText(byTestId(document.body, 'offline-name') as HTMLInputElement, 'Lamp H5');
    await click(document.querySelector('[data-testid="offline-panelType"] input[value="h5"]')!);
    await pick('offline-productType', '照明');
    await pick('offline-products', 'Door sensor');
    await click(byTestId(document.body, 'offline-form-submit'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), offlinePanelPaths.save)[0])).toEqual({
        name: 'Lamp H5',
        panelType: 'h5',
        productType: 'c-light',
        description: '',
        productIds: ['p2'],
        previewKey: 'stage/preview',
        packageKey: 'stage/package',
      }),
    );
    await waitFor(() => expect(toasts).toContain('离线面板已创建'));
    await waitFor(() => expect(byTestId(view.container, 'location').textContent).toBe('/product/offlinePanel/detail/index?id=op-9'));
  });
});
