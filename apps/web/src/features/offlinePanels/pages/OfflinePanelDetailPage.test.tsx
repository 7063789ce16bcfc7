import { act } from 'react';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { offlinePanelPaths } from '@iotc/shared/offlinePanels';
import { productClassPaths } from '@iotc/shared/productClasses';
import { api, bodyOf, callsTo, envelope, pick, setupServer } from '@/features/devices/testSupport';
import { chooseFile, fileOf, multipartFields } from '@/features/networkGuide/testData';
import { classTree } from '@/features/products/testData';
import { bindFeedback } from '@/lib/feedback';
import { byTestId, cellTexts, click, render, waitFor, type Rendered } from '@/test/render';
import { offlinePanelDetail } from '../testData';
import OfflinePanelDetailPage from './OfflinePanelDetailPage';

const { server, toasts } = setupServer();
let view: Rendered;
let confirms: ModalFuncProps[];
beforeEach(() => {
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
  server().on('GET', api(offlinePanelPaths.detail('op-1')), () => ({ body: envelope(0, 'ok', offlinePanelDetail()) }));
  server().on('GET', api(offlinePanelPaths.previewUrl('op-1')), () => ({ body: envelope(0, 'ok', { url: 'http://files.test/op-1/index.html', expiresAt: 1 }) }));
  server().on('GET', api(productClassPaths.productTypes), () => ({ body: envelope(0, 'ok', classTree) }));
});
afterEach(() => view.unmount());

const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

async function open() {
  view = await render(<OfflinePanelDetailPage />, '/product/offlinePanel/detail/index?id=op-1');
  await waitFor(() => expect(q('offline-title')?.textContent).toBe('Lamp H5'), 8000);
}

describe('OfflinePanelDetailPage', { timeout: 30_000 }, () => {
  it("shows the fields, the 3:4 preview, the package's files and the package in a sandboxed frame", async () => {
    await open();
    const fields = byTestId(view.container, 'offline-fields').textContent;
    for (const text of ['照明', '已启用', 'lamp-h5.zip (4 KB, 2 个文件)', 'Smart lamp', 'Warm light scenes']) expect(fields).toContain(text);
    const image = view.container.querySelector<HTMLImageElement>('img[data-testid="offline-preview-image"], [data-testid="offline-preview-image"] img')!;
    expect(image.getAttribute('src')).toBe('/files/op-1/preview.png');
    expect([...view.container.querySelectorAll<HTMLElement>('[data-testid="offline-files"] tbody tr')].map((row) => cellTexts(row))).toEqual([
      ['index.html', '1 KB'],
      ['js/app.js', '3 KB'],
    ]);
    await waitFor(() => expect(q('offline-frame')).not.toBeNull());
    expect(q('offline-frame')!.getAttribute('src')).toBe('http://files.test/op-1/index.html');
    // Its scripts run, but not with the console's origin.
    expect(q('offline-frame')!.getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('disables, publishes after the confirmation, and assigns products', async () => {
    for (const path of [offlinePanelPaths.enable, offlinePanelPaths.publish, offlinePanelPaths.assign]) server().on('POST', api(path), () => ({ body: envelope(0, 'ok', null) }));
    await open();
    await click(byTestId(view.container, 'offline-status'));
    await waitFor(() => expect(bodyOf(callsTo(server(), offlinePanelPaths.enable)[0])).toEqual({ id: 'op-1', enabled: false }));

    await click(byTestId(view.container, 'offline-publish'));
    expect(callsTo(server(), offlinePanelPaths.publish)).toEqual([]);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), offlinePanelPaths.publish)[0])).toEqual({ id: 'op-1' });

    await click(byTestId(view.container, 'offline-assign'));
    await pick('offline-assign-products', 'Door sensor');
    await click(byTestId(document.body, 'offline-assign-save'));
    await waitFor(() => expect(bodyOf(callsTo(server(), offlinePanelPaths.assign)[0])).toEqual({ id: 'op-1', productIds: ['p1', 'p2'] }));
    await waitFor(() => expect(toasts).toContain('产品已保存'));
  });

  it('edits the panel keeping its stored files unless one is replaced', async () => {
    server().on('POST', api(offlinePanelPaths.upload), (call) => ({
      body: envelope(0, 'ok', { key: 'stage/language', kind: multipartFields(call).kind, fileName: 'lang.csv', size: 10, entries: null, unpackedSize: null }),
    }));
    server().on('POST', api(offlinePanelPaths.edit), () => ({ body: envelope(0, 'ok', offlinePanelDetail()) }));
    await open();
    await click(byTestId(view.container, 'offline-edit'));
    expect(q('offline-package-name')?.textContent).toContain('lamp-h5.zip (4 KB) · 2 个文件');
    await chooseFile(byTestId(document.body, 'offline-language') as HTMLInputElement, fileOf('lang.csv', 'text/csv', 10));
    await waitFor(() => expect(q('offline-language-name')?.textContent).toContain('lang.csv'));
    await click(byTestId(document.body, 'offline-form-submit'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), offlinePanelPaths.edit)[0])).toEqual({
        id: 'op-1',
        name: 'Lamp H5',
        panelType: 'h5',
        productType: 'c-light',
        description: 'Warm light scenes',
        productIds: ['p1'],
        languageKey: 'stage/language',
      }),
    );
    await waitFor(() => expect(toasts).toContain('离线面板已保存'));
  });

  it('says when the panel does not exist', async () => {
    server().on('GET', api(offlinePanelPaths.detail('op-1')), () => ({ status: 404, body: envelope(ErrorCode.NotFound, 'Not found', null) }));
    view = await render(<OfflinePanelDetailPage />, '/product/offlinePanel/detail/index?id=op-1');
    await waitFor(() => expect(view.container.textContent).toContain('离线面板不存在'));
  });
});
