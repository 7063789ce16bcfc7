import type { LanguageTexts } from '../i18n';
import shell from '../../locales/zh-CN.json';

/** Every zh-CN text of the web app, in one chunk that only a page in zh-CN loads (lib/i18n.ts). */
export const texts: LanguageTexts = {
  shell,
  features: import.meta.glob('../../features/*/locales/zh-CN.json', { eager: true, import: 'default' }),
};
