import type { LanguageTexts } from '../i18n';
import shell from '../../locales/zh-CN.json';

/** The zh-CN texts of the public pages (sign-in, registration, documents, errors) and the shell (lib/i18n.ts). */
export const texts: LanguageTexts = {
  shell,
  features: import.meta.glob('../../features/{auth,docs,errors}/locales/zh-CN.json', { eager: true, import: 'default' }),
};
