import { consoleMessages } from '@iotc/shared';
import type { LanguageTexts } from '../i18n';

/** The zh-CN texts of every other feature and the features' shared messages: loaded once signed in, before the console draws (lib/i18n.ts). */
export const texts: LanguageTexts = {
  features: import.meta.glob(['../../features/*/locales/zh-CN.json', '!../../features/{auth,docs,errors}/locales/zh-CN.json'], {
    eager: true,
    import: 'default',
  }),
  shared: consoleMessages['zh-CN'],
};
