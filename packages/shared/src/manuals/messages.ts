import { defineMessages } from '../i18n/defineMessages.ts';

/** Product manuals. */
export const manualMessages = defineMessages(
  {
    'error.manualExists': 'A manual in {lang} already exists; delete it before uploading another',
    'manual.lang.zh-CN': 'Chinese',
    'manual.lang.en-US': 'English',
    'field.lang': 'Language',
  },
  {
    'error.manualExists': '{lang}说明书已存在，请先删除再上传',
    'manual.lang.zh-CN': '中文',
    'manual.lang.en-US': '英文',
    'field.lang': '语言',
  },
);
