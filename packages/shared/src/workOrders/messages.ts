import { defineMessages } from '../i18n/defineMessages.ts';

export const workOrderMessages = defineMessages(
  {
    'error.workOrderLimit': 'You already have {max} work orders in progress. Close one before submitting another.',
    'error.workOrderClosed': 'This work order is closed; no more replies can be added',
    'error.tooManyMedia': 'Attach at most {max} files',
    'error.remindTooSoon': 'Support has already been reminded of this work order; you can remind again in {minutes} min',
    // A refused attachment: its name, then the upload check's own sentence.
    'error.mediaRefused': '{fileName}: {reason}',
    'field.problemType': 'Problem type',
    'field.classification': 'Classification',
    'field.media': 'Attachments',
    'field.filter': 'Filter',
  },
  {
    'error.workOrderLimit': '您已有 {max} 个处理中的工单，请先关闭一个再提交',
    'error.workOrderClosed': '该工单已关闭，无法继续回复',
    'error.tooManyMedia': '最多上传 {max} 个文件',
    'error.remindTooSoon': '已提醒过客服处理该工单，请 {minutes} 分钟后再提醒',
    'error.mediaRefused': '{fileName}：{reason}',
    'field.problemType': '问题类型',
    'field.classification': '问题分类',
    'field.media': '附件',
    'field.filter': '筛选',
  },
);
