import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { defaultPanel, templatePanel, type PanelComponent, type PanelDocument, type PanelRule } from '@iotc/shared/panels';
import { languageKeys, localizeFunctions, type ProductTexts } from '@iotc/shared/productLanguages';
import { lampFunctions } from '../../shared/src/panels/testFunctions.ts';
import { PanelView } from './PanelView.tsx';
import type { PanelViewProps } from './types.ts';

const functions = lampFunctions();
let root: Root | null = null;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** Draws a panel; `rerender` changes some props, as a new report or a reconnect would. */
async function draw(over: Partial<PanelViewProps> = {}) {
  const control = vi.fn<(fn: ProductFunction, value: DpValue) => void>();
  let props: PanelViewProps = { document: defaultPanel(functions), functions, values: {}, transport: { control }, lang: 'en-US', online: true, ...over };
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(<PanelView {...props} />));
  const rerender = async (next: Partial<PanelViewProps>) => {
    props = { ...props, ...next };
    await act(async () => root!.render(<PanelView {...props} />));
  };
  /** What was sent, as identifier → value. */
  const sent = () => control.mock.calls.map(([fn, value]) => [fn.identifier, value]);
  return { control, sent, rerender };
}

const part = (name: string) => container.querySelector<HTMLElement>(`[data-panel-component="${name}"]`);
const names = () => [...container.querySelectorAll<HTMLElement>('[data-panel-component]')].map((el) => el.dataset.panelComponent);

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
}

function withRules(rules: PanelRule[]): PanelDocument {
  return { ...defaultPanel(functions), rules };
}

describe('PanelView', () => {
  it('draws the default panel: a component per function, labelled by the function, values as a person reads them', async () => {
    await draw({ values: { 4: 125, 7: 0b10 } });
    expect(names()).toEqual(['switch_led', 'bright_value', 'work_mode', 'cur_power', 'night_light', 'reboot', 'fault', 'note']);
    expect(part('bright_value')?.dataset).toMatchObject({ panelType: 'slider', panelBinding: 'bright_value', panelDisabled: 'false' });
    expect(part('cur_power')?.textContent).toBe('功率12.5W');
    expect(part('fault')?.textContent).toBe('故障短路');
    expect(container.querySelector<HTMLElement>('[data-testid="panel-view"] > div:last-child')?.style.gridTemplateColumns).toBe('repeat(4, 1fr)');
    expect(part('switch_led')?.style.gridColumn).toBe('span 4');
  });

  it('sends a switch toggle as the function and its new value', async () => {
    const { sent } = await draw({ values: { 1: false } });
    await click(part('switch_led')?.querySelector('button'));
    expect(sent()).toEqual([['switch_led', true]]);
  });

  it('moves a slider in the model\'s steps, showing the scaled value and sending the raw integer once', async () => {
    const { sent } = await draw({ values: { 2: 500 } });
    expect(part('bright_value')?.textContent).toContain('50.0%');
    const handle = part('bright_value')?.querySelector<HTMLElement>('.ant-slider-handle');
    for (const type of ['keydown', 'keyup']) {
      await act(async () => handle?.dispatchEvent(new KeyboardEvent(type, { key: 'ArrowRight', keyCode: 39, which: 39, bubbles: true })));
    }
    expect(sent()).toEqual([['bright_value', 510]]);
  });

  it('steps a value down or up and sends value buttons\' values', async () => {
    const doc: PanelDocument = {
      ...defaultPanel(functions),
      pages: [{ id: 'p', name: 'P', components: [{ id: 's', type: 'stepper', name: 'level', layout: { w: 4, h: 2 }, style: {}, props: {}, binding: { identifier: 'bright_value' } }, { id: 'b', type: 'valueButton', name: 'colour', layout: { w: 2, h: 1 }, style: {}, props: { value: 'colour' }, binding: { identifier: 'work_mode' } }] }],
    };
    const { sent } = await draw({ document: doc, values: { 2: 1000 } });
    expect(part('level')?.querySelector<HTMLButtonElement>('[data-panel-step="up"]')?.disabled).toBe(true);
    await click(part('level')?.querySelector('[data-panel-step="down"]'));
    await click(part('colour')?.querySelector('button'));
    expect(part('colour')?.textContent).toBe('彩光');
    expect(sent()).toEqual([['bright_value', 990], ['work_mode', 'colour']]);
  });

  it('sends a typed text with the send button, not one over the model\'s byte length', async () => {
    const { sent } = await draw();
    const input = part('note')?.querySelector('input');
    const type = async (text: string) => {
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
        input?.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await click(part('note')?.querySelector('button'));
    };
    await type('hello');
    await type('七个汉字七个汉字');
    expect(part('note')?.querySelector('button')?.textContent).toBe('Send');
    expect(sent()).toEqual([['note', 'hello']]);
  });

  it('disables every control while offline and sends nothing', async () => {
    const { sent } = await draw({ online: false, values: { 1: false } });
    expect(['switch_led', 'bright_value', 'work_mode', 'note'].map((n) => part(n)?.dataset.panelDisabled)).toEqual(['true', 'true', 'true', 'true']);
    await click(part('switch_led')?.querySelector('button'));
    expect(sent()).toEqual([]);
  });

  it('hides and disables components while their panel rules hold', async () => {
    const doc = withRules([
      { id: 'r1', name: 'Off', conditionType: 'all', conditions: [{ identifier: 'switch_led', operator: '==', value: false }], actions: [{ kind: 'hide', component: 'bright_value' }, { kind: 'disable', component: 'work_mode' }], enabled: true },
    ]);
    const { rerender, sent } = await draw({ document: doc, values: { 1: false } });
    expect(part('bright_value')).toBeNull();
    expect(part('work_mode')?.dataset.panelDisabled).toBe('true');
    await click(part('work_mode')?.querySelectorAll('.ant-segmented-item')[1]);
    expect(sent()).toEqual([]);
    await rerender({ values: { 1: true } });
    expect(part('bright_value')).not.toBeNull();
    expect(part('work_mode')?.dataset.panelDisabled).toBe('false');
  });

  it('sends a rule\'s set actions once when it starts to hold, not when the panel opens', async () => {
    const doc = withRules([
      { id: 'r1', name: 'Colour', conditionType: 'all', conditions: [{ identifier: 'work_mode', operator: '==', value: 'colour' }], actions: [{ kind: 'set', identifier: 'night_light', value: false }], enabled: true },
    ]);
    const { rerender, sent } = await draw({ document: doc, values: { 3: 'colour' } });
    expect(sent()).toEqual([]);
    await rerender({ values: { 3: 'white' } });
    await rerender({ values: { 3: 'colour' } });
    await rerender({ values: { 3: 'colour', 5: true } });
    expect(sent()).toEqual([['night_light', false]]);
  });

  it('speaks the panel\'s language: labels, on / off and the model\'s enum names', async () => {
    const doc = defaultPanel(functions);
    const first = doc.pages[0]!.components[0]!;
    first.props = { label: { zh: '总开关', en: 'Power' } };
    doc.pages[0]!.components.push({ id: 'd', type: 'valueDisplay', name: 'shown', layout: { w: 2, h: 2 }, style: {}, props: {}, binding: { identifier: 'switch_led' } });
    const { rerender } = await draw({ document: doc, values: { 1: true, 3: 'colour' } });
    expect(part('switch_led')?.textContent).toBe('Power');
    expect(part('shown')?.textContent).toBe('开关On');
    expect(part('work_mode')?.textContent).toBe('模式白光彩光');
    expect(part('work_mode')?.querySelector('.ant-segmented-item-selected')?.textContent).toBe('彩光');
    await rerender({ lang: 'zh-CN' });
    expect(part('switch_led')?.textContent).toBe('总开关');
    expect(part('shown')?.textContent).toBe('开关开');
  });

  it('switches pages, by itself or as the caller says', async () => {
    const onPageChange = vi.fn();
    await draw({ document: templatePanel('lighting', functions, 'en-US'), onPageChange });
    expect(names()).toEqual(['switch_led', 'bright_value', 'work_mode']);
    await click([...container.querySelectorAll('.ant-segmented-item')].find((el) => el.textContent === 'Settings'));
    expect(onPageChange).toHaveBeenCalledWith('settings');
    expect(names()[0]).toBe('cur_power');
  });

  it('loads the document\'s fonts from their assets and applies them', async () => {
    const doc = defaultPanel(functions);
    doc.fonts = [{ name: 'Brand', assetId: 'f1' }];
    doc.theme.fontFamily = 'Brand';
    await draw({ document: doc, assetUrl: (id) => `/api/assets/${id}` });
    expect(container.querySelector('style')?.textContent).toBe('@font-face{font-family:"Brand";src:url("/api/assets/f1");}');
    expect(container.querySelector<HTMLElement>('[data-testid="panel-view"]')?.style.fontFamily).toBe('Brand');
  });

  describe("with the product's texts", () => {
    /** A static component of the second page. */
    const part2 = (type: PanelComponent['type'], name: string, props: PanelComponent['props']): PanelComponent => ({ id: name, type, name, layout: { w: 4, h: 1 }, style: {}, props, binding: null });
    const texts: ProductTexts['texts'] = {
      [languageKeys.panelPage('home')]: { zh: '首页', en: 'Start' },
      [languageKeys.panelComponent('switch_led')]: { zh: '总开关', en: 'Main power' },
      [languageKeys.panelComponent('heading')]: { zh: '欢迎', en: 'Welcome' },
      [languageKeys.panelComponent('help')]: { zh: '帮助', en: 'Help' },
      [languageKeys.panelComponent('box')]: { zh: '分组', en: 'Box' },
      // An English text only: the Chinese panel keeps the document's.
      [languageKeys.panelComponent('photo')]: { zh: '', en: 'Lamp photo' },
      [languageKeys.functionName('bright_value')]: { zh: '亮度', en: 'Brightness' },
      [languageKeys.enumValue('work_mode', 'colour')]: { zh: '彩光', en: 'Colour' },
    };
    function documentWithTexts(): PanelDocument {
      const doc = templatePanel('lighting', functions, 'en-US');
      doc.pages[1]!.components.push(
        part2('text', 'heading', { text: { zh: '你好', en: 'Hello' } }),
        part2('link', 'help', { text: { zh: '说明', en: 'Manual' }, href: 'https://example.com/help' }),
        part2('image', 'photo', { src: 'https://example.com/lamp.png', label: { zh: '灯', en: 'Lamp' } }),
        { ...part2('group', 'box', { title: { zh: '组', en: 'Group' } }), children: [part2('text', 'inner', { text: { zh: '里面', en: 'Inside' } })] },
      );
      return doc;
    }
    const pageLabels = () => [...container.querySelectorAll('[data-panel-pages] .ant-segmented-item')].map((el) => el.textContent);
    const showPage = (name: string) => click([...container.querySelectorAll('[data-panel-pages] .ant-segmented-item')].find((el) => el.textContent === name));

    it("names pages and components by the product's texts in the panel's language, before the document's own", async () => {
      const { rerender } = await draw({ document: documentWithTexts(), texts, functions: localizeFunctions(functions, texts, 'en-US'), values: { 3: 'colour' } });
      expect(pageLabels()).toEqual(['Start', 'Settings']);
      expect(part('switch_led')?.textContent).toBe('Main power');
      // Unlabelled controls read the functions as the caller localized them.
      expect(part('bright_value')?.textContent).toContain('Brightness');
      expect(part('work_mode')?.querySelector('.ant-segmented-item-selected')?.textContent).toBe('Colour');
      await showPage('Settings');
      expect(part('heading')?.textContent).toBe('Welcome');
      expect(part('help')?.textContent).toBe('Help');
      expect(part('help')?.querySelector('a')?.getAttribute('href')).toBe('https://example.com/help');
      expect(part('photo')?.querySelector('img')?.alt).toBe('Lamp photo');
      expect(part('box')?.querySelector('strong')?.textContent).toBe('Box');
      // A component without a text of the product keeps its own.
      expect(part('inner')?.textContent).toBe('Inside');

      await rerender({ lang: 'zh-CN', functions: localizeFunctions(functions, texts, 'zh-CN') });
      expect(pageLabels()).toEqual(['首页', 'Settings']);
      expect(part('heading')?.textContent).toBe('欢迎');
      expect(part('photo')?.querySelector('img')?.alt).toBe('灯');
    });

    it("draws the document's own texts without the product's", async () => {
      await draw({ document: documentWithTexts() });
      expect(pageLabels()).toEqual(['Home', 'Settings']);
      expect(part('switch_led')?.textContent).toBe('开关');
      await showPage('Settings');
      expect(part('heading')?.textContent).toBe('Hello');
      expect(part('box')?.querySelector('strong')?.textContent).toBe('Group');
    });

    it("labels a value button by the product's text, else its value", async () => {
      const doc: PanelDocument = {
        ...defaultPanel(functions),
        pages: [
          {
            id: 'p',
            name: 'P',
            components: [
              { id: 'a', type: 'valueButton', name: 'colour', layout: { w: 2, h: 1 }, style: {}, props: { value: 'colour' }, binding: { identifier: 'work_mode' } },
              { id: 'b', type: 'valueButton', name: 'white', layout: { w: 2, h: 1 }, style: {}, props: { value: 'white' }, binding: { identifier: 'work_mode' } },
            ],
          },
        ],
      };
      await draw({ document: doc, texts: { [languageKeys.panelComponent('colour')]: { zh: '彩色', en: 'Party' } } });
      expect(part('colour')?.textContent).toBe('Party');
      expect(part('white')?.textContent).toBe('白光');
    });
  });
});
