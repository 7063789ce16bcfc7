import { defineMessages } from '../i18n/defineMessages.ts';

/** App links of a product. */
export const appMessages = defineMessages(
  {
    'field.appIds': 'Apps',
    'validation.appNotInSpace': 'Choose apps of this space',
  },
  {
    'field.appIds': 'App',
    'validation.appNotInSpace': '请选择本空间的 App',
  },
);
