import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm } from '@iotc/shared';
import { functionPaths } from '@iotc/shared/functions';
import { defaultPanel, type PanelChoice, type PanelDocument, panelPaths, type PanelReminder } from '@iotc/shared/panels';
import { languageKeys, productLanguagePaths } from '@iotc/shared/productLanguages';
import type { PanelViewProps } from '@iotc/panel';
import { lampFunctions } from '@/features/devices/testData';
import { ALL_DEVICE_PERMS, api, bodyOf, callsTo, envelope, setupServer, signIn } from '@/features/devices/testSupport';
import { typeText } from '@/features/networkGuide/testData';
import { productDetail } from '@/features/products/testData';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { lampChoices } from '../testData';
import { ProductPanelsTab } from './ProductPanelsTab';

// The renderer stands in as a probe: which components of which document it was given, and whether it may send.
vi.mock('@iotc/panel', () => ({
  PanelView: ({ document, online, texts }: PanelViewProps) => (
    <div
      data-testid="panel-probe"
      data-online={String(online)}
      data-components={document.pages[0]!.components.map((c) => c.name).join(',')}
      data-texts={Object.keys(texts ?? {}).join(',')}
    />
  ),
}));

const { server, toasts } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

/** The studio panel's draft: the default panel with the mode first. */
const studioDraft: PanelDocument = (() => {
  const doc = defaultPanel(lampFunctions);
  doc.pages[0]!.components.reverse();
  return doc;
})();

let choices: PanelChoice[];
let reminder: PanelReminder | null;
beforeEach(() => {
  signIn([...ALL_DEVICE_PERMS, Perm.productEdit]);
  choices = structuredClone(lampChoices);
  reminder = 'functionsChanged';
  server().on('GET', api(panelPaths.controlPanelList), () => ({ body: envelope(0, 'ok', { choices, reminder }) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lampFunctions) }));
  server().on('GET', api(panelPaths.detail('pn-1')), () => ({ body: envelope(0, 'ok', { id: 'pn-1', draft: studioDraft }) }));
  server().on('GET', api(panelPaths.detail('pn-2')), () => ({ body: envelope(0, 'ok', { id: 'pn-2', draft: defaultPanel(lampFunctions) }) }));
});

const cards = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="panel-choice"]')];
const card = (key: string) => view.container.querySelector<HTMLElement>(`[data-testid="panel-choice"][data-key="${key}"]`)!;
const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

async function open(readOnly = false) {
  view = await render(<ProductPanelsTab product={productDetail()} readOnly={readOnly} />, '/product/product/setting/index?productId=p1&tab=panel');
  await waitFor(() => expect(cards()).toHaveLength(lampChoices.length), 8000);
}

describe('ProductPanelsTab', { timeout: 30_000 }, () => {
  it('lists every choice drawn small with its tags, the chosen one marked, and why a blocked one cannot be used', async () => {
    await open();
    expect(server().calls.find((c) => c.path === api(panelPaths.controlPanelList))!.query.get('productId')).toBe('p1');
    expect(cards().map((c) => c.querySelector('h5')!.textContent)).toEqual(['默认面板', '照明', '窗帘', 'Lamp studio', 'Draft panel', 'Lamp H5']);
    expect(card('default-default').dataset.selected).toBe('true');
    expect(byTestId(card('default-default'), 'panel-selected').textContent).toBe('已选用');
    expect(card('template-lighting').textContent).toContain('推荐');
    expect(card('custom-pn-1').textContent).toContain('v2');
    expect(card('custom-pn-1').textContent).toContain('工作室面板');

    // The default panel and the templates are drawn from the thing model, the studio panel from its draft, sending nothing.
    const probe = (key: string) => byTestId(card(key), 'panel-probe').dataset;
    expect(probe('default-default')).toMatchObject({ online: 'false', components: 'switch,temp,mode,fault' });
    expect(probe('template-lighting').components).toContain('switch');
    await waitFor(() => expect(probe('custom-pn-1').components).toBe('fault,mode,temp,switch'));
    expect(card('offline-op-1').querySelector('img')!.getAttribute('src')).toBe('/files/op-1/preview.png');

    // The chosen one offers the preview instead of "use"; the unpublished one cannot be used.
    expect(q('panel-preview-default-default')!.getAttribute('href')).toBe('/product/panel/preview/index?productId=p1');
    expect(q('panel-use-default-default')).toBeNull();
    expect((q('panel-use-custom-pn-2') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => q('panel-blocked-custom-pn-2')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await waitFor(() => expect(document.querySelector('.ant-tooltip')?.textContent).toBe('请先发布面板再选择'));
    expect((q('panel-use-custom-pn-1') as HTMLButtonElement).disabled).toBe(false);
    expect(q('panel-edit-custom-pn-1')!.getAttribute('href')).toBe('/product/panel/studio/index?id=pn-1');
    expect(q('panel-edit-template-lighting')).toBeNull();
  });

  it("gives the product's panel texts to the chosen panel's thumbnail only; every thumbnail names the functions", async () => {
    const texts = {
      [languageKeys.functionName('switch')]: { zh: '总电源', en: 'Power' },
      [languageKeys.panelPage('main')]: { zh: '首页', en: 'Home' },
      [languageKeys.panelComponent('switch')]: { zh: '大开关', en: 'Main switch' },
    };
    server().on('GET', api(productLanguagePaths.texts), () => ({ body: envelope(0, 'ok', { productId: 'p1', texts }) }));
    await open();
    const textsOf = (key: string) => byTestId(card(key), 'panel-probe').dataset.texts;
    await waitFor(() => expect(textsOf('default-default')).toBe(Object.keys(texts).join(',')));
    expect(textsOf('template-lighting')).toBe(languageKeys.functionName('switch'));
    await waitFor(() => expect(textsOf('custom-pn-1')).toBe(languageKeys.functionName('switch')));
  });

  it('uses a panel: the choice is sent and the list read again', async () => {
    server().on('POST', api(panelPaths.selectControlPanel), () => {
      choices = choices.map((c) => ({ ...c, selected: c.kind === 'template' && c.ref === 'lighting' }));
      return { body: envelope(0, 'ok', null) };
    });
    await open();
    await click(q('panel-use-template-lighting')!);
    await waitFor(() => expect(bodyOf(callsTo(server(), panelPaths.selectControlPanel)[0])).toEqual({ productId: 'p1', kind: 'template', ref: 'lighting' }));
    await waitFor(() => expect(card('template-lighting').dataset.selected).toBe('true'));
    expect(card('default-default').dataset.selected).toBe('false');
    expect(toasts).toContain('“照明”已设为本产品的面板');
  });

  it('shows the reminder and dismisses it for the product', async () => {
    server().on('POST', api(panelPaths.cancelReminder), () => {
      reminder = null;
      return { body: envelope(0, 'ok', null) };
    });
    await open();
    expect(byTestId(view.container, 'panel-reminder').textContent).toContain('所选面板发布后，产品功能已变更');
    await click(byTestId(view.container, 'panel-reminder').querySelector('.ant-alert-close-icon')!);
    await waitFor(() => expect(bodyOf(callsTo(server(), panelPaths.cancelReminder)[0])).toEqual({ productId: 'p1' }));
    await waitFor(() => expect(q('panel-reminder')).toBeNull());
  });

  it("deletes a studio panel after the confirmation, and shows the server's refusal of one in use", async () => {
    server().on('POST', api(panelPaths.delete), () => ({ status: 409, body: envelope(409, '面板正在被产品使用，无法删除', null) }));
    await open();
    await click(q('panel-delete-custom-pn-1')!);
    expect(document.body.textContent).toContain('删除工作室面板“Lamp studio”及其所有版本？');
    expect(callsTo(server(), panelPaths.delete)).toEqual([]);
    await click(q('panel-delete-confirm')!);
    await waitFor(() => expect(bodyOf(callsTo(server(), panelPaths.delete)[0])).toEqual({ id: 'pn-1' }));
    await waitFor(() => expect(toasts).toContain('面板正在被产品使用，无法删除'));
    expect(cards()).toHaveLength(lampChoices.length);
  });

  it('designs a new panel from a template and opens the studio on it', async () => {
    server().on('POST', api(panelPaths.save), () => ({ body: envelope(0, 'ok', { id: 'pn-9' }) }));
    await open();
    await click(byTestId(view.container, 'panel-design'));
    // The recommended template comes right after the default panel.
    const starts = [...document.querySelectorAll<HTMLElement>('[data-testid^="design-start-"]')].map((c) => c.dataset.testid);
    expect(starts.slice(0, 2)).toEqual(['design-start-default', 'design-start-lighting']);
    await click(byTestId(document.body, 'design-submit'));
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-form-item-explain-error')).not.toBeNull());
    expect(callsTo(server(), panelPaths.save)).toEqual([]);

    await typeText(byTestId(document.body, 'design-name') as HTMLInputElement, 'Evening lamp');
    await click(byTestId(document.body, 'design-start-lighting'));
    await click(byTestId(document.body, 'design-submit'));
    await waitFor(() => expect(bodyOf(callsTo(server(), panelPaths.save)[0])).toEqual({ productId: 'p1', name: 'Evening lamp', template: 'lighting' }));
    await waitFor(() => expect(byTestId(view.container, 'location').textContent).toBe('/product/panel/studio/index?id=pn-9'));
  });

  it('only shows the panels of a published product', async () => {
    await open(true);
    for (const testId of ['panel-design', 'panel-use-template-lighting', 'panel-edit-custom-pn-1', 'panel-delete-custom-pn-1']) expect(q(testId)).toBeNull();
    expect(byTestId(view.container, 'panel-reminder').querySelector('.ant-alert-close-icon')).toBeNull();
    expect(q('panel-preview-default-default')).not.toBeNull();
  });
});
