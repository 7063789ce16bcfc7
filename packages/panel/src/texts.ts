import type { PanelText } from '@iotc/shared/panels';
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
