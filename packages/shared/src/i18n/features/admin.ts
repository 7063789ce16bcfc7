import { defineMessages } from '../defineMessages.ts';

/** The operator area's dictionaries and the field names its lists share (menus, roles and users have their own). */
export const adminMessages = defineMessages(
  {
    'error.dictValueExists': 'The dictionary type "{dictType}" already has the value "{dictValue}"',

    'field.id': 'ID',
    'field.status': 'Status',
    'field.dictLabel': 'Chinese label',
    'field.dictLabelEn': 'English label',
    'field.dictValue': 'Value',
    'field.sort': 'Order',
    'field.keyword': 'Search text',
    'field.pageNo': 'Page',
    'field.pageSize': 'Page size',
  },
  {
    'error.dictValueExists': '字典类型“{dictType}”中已有值“{dictValue}”',

    'field.id': '编号',
    'field.status': '状态',
    'field.dictLabel': '中文标签',
    'field.dictLabelEn': '英文标签',
    'field.dictValue': '字典值',
    'field.sort': '排序',
    'field.keyword': '搜索内容',
    'field.pageNo': '页码',
    'field.pageSize': '每页条数',
  },
);
