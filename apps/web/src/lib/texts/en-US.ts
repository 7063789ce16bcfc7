import type { LanguageTexts } from '../i18n';
import shell from '../../locales/en-US.json';

/** Every en-US text of the web app, in one chunk that only a page in en-US loads (lib/i18n.ts). */
export const texts: LanguageTexts = {
  shell,
  features: import.meta.glob('../../features/*/locales/en-US.json', { eager: true, import: 'default' }),
};
