import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductFunction } from '@iotc/shared/functions';
import { defaultPanel, type LivePanel, panelPaths, type PanelDocument } from '@iotc/shared/panels';
import { languageKeys, productLanguagePaths, type ProductTexts } from '@iotc/shared/productLanguages';
import { lampFunctions } from '@/features/devices/testData';
import { api, callsTo, envelope, setupServer } from '@/features/devices/testSupport';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { NO_TRANSPORT } from '../labels';
import { lampChoices } from '../testData';
import { ChoiceThumbnail } from './ChoiceThumbnail';
import { LivePanelView } from './LivePanelView';

const { server } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

/** A studio document: two pages, the second with a text of its own. */
function studioDocument(): PanelDocument {
  const doc = defaultPanel(lampFunctions);
  doc.pages.push({
    id: 'more',
    name: '更多',
    components: [{ id: 't', type: 'text', name: 'greeting', layout: { w: 4, h: 1 }, style: {}, props: { text: { zh: '你好', en: 'Hello' } }, binding: null }],
  });
  return doc;
}

const texts: ProductTexts['texts'] = {
  [languageKeys.functionName('switch')]: { zh: '总电源', en: 'Power' },
  [languageKeys.enumValue('mode', 'cold')]: { zh: '冷白', en: 'Cool white' },
  [languageKeys.panelPage('more')]: { zh: '设置', en: 'Settings' },
  [languageKeys.panelComponent('greeting')]: { zh: '欢迎', en: 'Welcome' },
};

beforeEach(() => {
  server().on('GET', api(productLanguagePaths.texts), () => ({ body: envelope(0, 'ok', { productId: 'p1', texts }) }));
});

const part = (name: string) => document.body.querySelector<HTMLElement>(`[data-panel-component="${name}"]`);
const pageNames = () => [...document.body.querySelectorAll('[data-panel-pages] .ant-segmented-item')].map((item) => item.textContent);

describe("The product's panels in the product's texts", { timeout: 20_000 }, () => {
  it("the live panel names functions, enum values, pages and components in the console's language; controls still send the stored function", async () => {
    const live: LivePanel = { kind: 'custom', ref: 'pn-1', name: 'Lamp studio', version: 2, document: studioDocument(), offline: null };
    server().on('GET', api(panelPaths.live), () => ({ body: envelope(0, 'ok', live) }));
    const control = vi.fn<(fn: ProductFunction, value: unknown) => void>();
    view = await render(<LivePanelView productId="p1" functions={lampFunctions} values={{ 1: false }} transport={{ control }} online />);
    await waitFor(() => expect(part('switch')?.textContent).toBe('总电源'), 8000);
    expect(part('mode')?.textContent).toBe('模式暖光冷白');
    expect(pageNames()).toEqual(['主页', '设置']);
    expect(callsTo(server(), productLanguagePaths.texts)[0]!.query.get('productId')).toBe('p1');

    (part('switch')!.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(control).toHaveBeenCalledTimes(1));
    expect(control.mock.calls[0]![0]).toMatchObject({ identifier: 'switch', dpId: 1 });
    expect(control.mock.calls[0]![1]).toBe(true);
  });

  it('keeps the stored names when the product has no texts', async () => {
    server().on('GET', api(productLanguagePaths.texts), () => ({ body: envelope(0, 'ok', { productId: 'p1', texts: {} }) }));
    server().on('GET', api(panelPaths.live), () => ({ body: envelope(0, 'ok', { kind: 'default', ref: null, name: '默认面板', version: null, document: defaultPanel(lampFunctions), offline: null }) }));
    view = await render(<LivePanelView productId="p1" functions={lampFunctions} values={{}} transport={NO_TRANSPORT} online={false} />);
    await waitFor(() => expect(part('switch')?.textContent).toBe('开关'), 8000);
    await waitFor(() => expect(callsTo(server(), productLanguagePaths.texts)).toHaveLength(1));
    expect(part('switch')?.textContent).toBe('开关');
  });

  it("the chosen panel's thumbnail draws the product's texts too", async () => {
    server().on('GET', api(panelPaths.detail('pn-1')), () => ({ body: envelope(0, 'ok', { draft: studioDocument() }) }));
    const studio = { ...lampChoices.find((choice) => choice.kind === 'custom')!, selected: true };
    view = await render(<ChoiceThumbnail choice={studio} productId="p1" functions={lampFunctions} />);
    await waitFor(() => expect(pageNames()).toEqual(['主页', '设置']), 8000);
    expect(byTestId(view.container, 'choice-thumbnail')).toBeTruthy();
  });

  it("another panel's thumbnail does not name its pages and components after the live panel's", async () => {
    server().on('GET', api(panelPaths.detail('pn-1')), () => ({ body: envelope(0, 'ok', { draft: studioDocument() }) }));
    const studio = lampChoices.find((choice) => choice.kind === 'custom' && !choice.selected)!;
    view = await render(<ChoiceThumbnail choice={studio} productId="p1" functions={lampFunctions} />);
    await waitFor(() => expect(callsTo(server(), productLanguagePaths.texts)).toHaveLength(1), 8000);
    await waitFor(() => expect(pageNames()).toEqual(['主页', '更多']), 8000);
  });
});
