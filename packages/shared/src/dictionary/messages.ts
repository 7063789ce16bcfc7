import { defineMessages } from '../i18n/defineMessages.ts';

/** The operators' dictionary page. */
export const dictionaryMessages = defineMessages(
  {
    'error.dictValueExists': 'The dictionary type "{dictType}" already has the value "{dictValue}"',
    'field.dictLabel': 'Chinese label',
    'field.dictLabelEn': 'English label',
    'field.dictValue': 'Value',
    'field.sort': 'Order',
  },
  {
    'error.dictValueExists': '字典类型“{dictType}”中已有值“{dictValue}”',
    'field.dictLabel': '中文标签',
    'field.dictLabelEn': '英文标签',
    'field.dictValue': '字典值',
    'field.sort': '排序',
  },
);
