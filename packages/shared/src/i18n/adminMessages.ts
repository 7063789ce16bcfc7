import { defineMessages } from './defineMessages.ts';

/** The operator area's dictionaries and the field names its lists share (menus, roles and users have their own). */
/** The operator area's menus, roles and users. */
export const adminMessages = defineMessages(
  {

    'field.id': 'ID',
    'field.status': 'Status',
    'field.keyword': 'Search text',
    'field.pageNo': 'Page',
    'field.pageSize': 'Page size',
  },
  {

    'field.id': '编号',
    'field.status': '状态',
    'field.keyword': '搜索内容',
    'field.pageNo': '页码',
    'field.pageSize': '每页条数',
  },
);
