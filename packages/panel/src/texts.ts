import type { PanelComponent, PanelPage, PanelText } from '@iotc/shared/panels';
import { languageKeys, productText, type ProductTexts } from '@iotc/shared/productLanguages';
import type { PanelLang } from './types.ts';

/**
 * The renderer's own few words, in both console languages. The package has no i18n library: the
 * console and the end-user app each bring their own, and only these words are the renderer's.
 */
const TEXTS = {
  'zh-CN': { on: '开', off: '关', send: '发送', noValue: '--', noFault: '无故障' },
  'en-US': { on: 'On', off: 'Off', send: 'Send', noValue: '--', noFault: 'No fault' },
} satisfies Record<PanelLang, Record<string, string>>;

export type PanelWord = keyof (typeof TEXTS)['en-US'];

export function word(lang: PanelLang, key: PanelWord): string {
  return TEXTS[lang][key];
}

/** A document text in the panel's language (zh-CN reads `zh`), or '' when that one is empty. */
export function panelText(text: PanelText | undefined, lang: PanelLang): string {
  if (!text) return '';
  return lang === 'zh-CN' ? text.zh : text.en;
}

/** The text a component shows as its own, by type: a group's title, a text's or a link's words, any other's label. */
function ownText(component: PanelComponent): PanelText | undefined {
  switch (component.type) {
    case 'group':
      return component.props.title;
    case 'text':
    case 'link':
      return component.props.text;
    default:
      return component.props.label;
  }
}

/** A component's text in the panel's language: the product's text for it, else the document's own; '' when neither has one. */
export function componentText(component: PanelComponent, texts: ProductTexts['texts'] | undefined, lang: PanelLang): string {
  return productText(texts, languageKeys.panelComponent(component.name), lang) ?? panelText(ownText(component), lang);
}

/** A page's name in the panel's language: the product's text for it, else the document's. */
export function pageName(page: PanelPage, texts: ProductTexts['texts'] | undefined, lang: PanelLang): string {
  return productText(texts, languageKeys.panelPage(page.id), lang) ?? page.name;
}
