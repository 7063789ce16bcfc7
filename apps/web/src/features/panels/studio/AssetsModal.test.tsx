import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PANEL_FONT_MAX_MB, PANEL_ICON_MAX_KB } from '@iotc/shared';
import { panelPaths, type PanelAsset, type PanelFont } from '@iotc/shared/panels';
import { api, callsTo, envelope, setupServer } from '@/features/devices/testSupport';
import { chooseFile, multipartFields } from '@/features/networkGuide/testData';
import { t } from '@/lib/i18n';
import { click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { AssetsModal } from './AssetsModal';

const { server } = setupServer();
let view: Rendered;
let assets: PanelAsset[];

beforeEach(() => {
  assets = [];
  server().on('GET', api(panelPaths.assetList), (call) => ({ body: envelope(0, 'ok', assets.filter((a) => a.kind === call.query.get('kind'))) }));
});
afterEach(() => view.unmount());

const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const input = (testId: string) => q(testId) as HTMLInputElement;

/** A PNG's first bytes: the signature and the IHDR chunk with its width and height, padded to `size`. */
function png(width: number, height: number, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, 24));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], 'lamp.png', { type: 'image/png' });
}
const woff = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'wOFF'].map((c) => c.charCodeAt(0)));
  return new File([bytes], 'Brand.woff', { type: 'font/woff' });
};
const asset = (over: Partial<PanelAsset>): PanelAsset => ({ id: 'a1', kind: 'icon', name: 'lamp', url: '/files/lamp.png', size: 64, createdAt: 1_700_000_000, ...over });

async function show(fonts: PanelFont[] = [], onFontsChange = vi.fn()) {
  view = await render(<AssetsModal open fonts={fonts} onFontsChange={onFontsChange} onClose={() => undefined} />);
  return onFontsChange;
}

describe('AssetsModal', { timeout: 20_000 }, () => {
  it('refuses an icon that is not a PNG, too large or not square before uploading, and says the server refusal', async () => {
    await show();
    await chooseFile(input('asset-icon-input'), new File(['GIF89a'], 'lamp.gif', { type: 'image/gif' }));
    await waitFor(() => expect(q('asset-icon-error')?.textContent).toBe(t('panel.iconType')));
    await chooseFile(input('asset-icon-input'), png(64, 64, PANEL_ICON_MAX_KB * 1024 + 1));
    await waitFor(() => expect(q('asset-icon-error')?.textContent).toBe(t('panel.iconTooLarge', { maxKb: PANEL_ICON_MAX_KB })));
    await chooseFile(input('asset-icon-input'), png(64, 48));
    await waitFor(() => expect(q('asset-icon-error')?.textContent).toBe(t('panel.iconRatio')));
    expect(callsTo(server(), panelPaths.assetUpload)).toEqual([]);

    server().on('POST', api(panelPaths.assetUpload), () => ({ status: 413, body: envelope(413, 'The space holds too many files', null) }));
    await chooseFile(input('asset-icon-input'), png(64, 64));
    await waitFor(() => expect(q('asset-icon-error')?.textContent).toBe('The space holds too many files'));
    expect(multipartFields(callsTo(server(), panelPaths.assetUpload)[0]!)).toEqual({ kind: 'icon' });
  });

  it('uploads a font under a name that follows the rule, and adds it to the panel', async () => {
    server().on('POST', api(panelPaths.assetUpload), () => {
      assets = [asset({ id: 'f1', kind: 'font', name: 'Brand', url: '/files/brand.woff' })];
      return { body: envelope(0, 'ok', assets[0]) };
    });
    const onFontsChange = await show();
    await click([...document.body.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find((tab) => tab.textContent === t('panels.studio.assets.fonts'))!);

    await typeInto(input('asset-font-name'), '1Brand');
    await chooseFile(input('asset-font-file'), woff());
    await click(q('asset-font-upload')!);
    await waitFor(() => expect(document.body.textContent).toContain(t('validation.panelFontName')));
    expect(callsTo(server(), panelPaths.assetUpload)).toEqual([]);

    await chooseFile(input('asset-font-file'), new File(['not a font'], 'Brand.ttf'));
    await typeInto(input('asset-font-name'), 'Brand');
    await click(q('asset-font-upload')!);
    await waitFor(() => expect(q('asset-font-error')?.textContent).toBe(t('panel.fontType')));
    await chooseFile(input('asset-font-file'), woff(PANEL_FONT_MAX_MB * 1024 * 1024 + 1));
    await click(q('asset-font-upload')!);
    await waitFor(() => expect(q('asset-font-error')?.textContent).toBe(t('panel.fontTooLarge', { maxMb: PANEL_FONT_MAX_MB })));

    await chooseFile(input('asset-font-file'), woff());
    await click(q('asset-font-upload')!);
    await waitFor(() => expect(q('asset-font-add-Brand')).not.toBeNull());
    expect(multipartFields(callsTo(server(), panelPaths.assetUpload)[0]!)).toEqual({ kind: 'font', name: 'Brand' });
    await click(q('asset-font-add-Brand')!);
    expect(onFontsChange).toHaveBeenCalledWith([{ name: 'Brand', assetId: 'f1' }]);
  });
});
