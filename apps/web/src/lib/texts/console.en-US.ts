import { consoleMessages } from '@iotc/shared';
import type { LanguageTexts } from '../i18n';

/** The en-US texts of every other feature and the features' shared messages: loaded once signed in, before the console draws (lib/i18n.ts). */
export const texts: LanguageTexts = {
  features: import.meta.glob(['../../features/*/locales/en-US.json', '!../../features/{auth,docs,errors}/locales/en-US.json'], {
    eager: true,
    import: 'default',
  }),
  shared: consoleMessages['en-US'],
};
