import { defineMessages } from '../i18n/defineMessages.ts';

/** Notices and the device-credential quota (the home page's two figures). */
export const noticeMessages = defineMessages(
  {
    'error.noticeRecipientsGone': 'Some of the chosen users no longer exist; choose the recipients again',
    'field.title': 'Title',
    'field.format': 'Content format',
    'field.audience': 'Recipients',
    'field.userIds': 'Chosen users',
    'field.pageNo': 'Page',
    'field.pageSize': 'Page size',
    'field.keyword': 'Search',
    'field.status': 'Status',
    'field.id': 'ID',
    'field.all': 'All',
  },
  {
    'error.noticeRecipientsGone': '部分选中的用户已不存在，请重新选择接收人',
    'field.title': '标题',
    'field.format': '内容格式',
    'field.audience': '接收人',
    'field.userIds': '选中的用户',
    'field.pageNo': '页码',
    'field.pageSize': '每页条数',
    'field.keyword': '搜索',
    'field.status': '状态',
    'field.id': 'ID',
    'field.all': '全部',
  },
);
