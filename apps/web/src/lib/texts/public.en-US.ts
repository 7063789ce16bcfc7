import type { LanguageTexts } from '../i18n';
import shell from '../../locales/en-US.json';

/** The en-US texts of the public pages (sign-in, registration, documents, errors) and the shell (lib/i18n.ts). */
export const texts: LanguageTexts = {
  shell,
  features: import.meta.glob('../../features/{auth,docs,errors}/locales/en-US.json', { eager: true, import: 'default' }),
};
