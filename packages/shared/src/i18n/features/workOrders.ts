import { defineMessages } from '../defineMessages.ts';

export const workOrderMessages = defineMessages(
  {
    'error.workOrderLimit': 'You already have {max} work orders in progress. Close one before submitting another.',
    'error.workOrderClosed': 'This work order is closed; no more replies can be added',
    'error.tooManyMedia': 'Attach at most {max} files',
  },
  {
    'error.workOrderLimit': '您已有 {max} 个处理中的工单，请先关闭一个再提交',
    'error.workOrderClosed': '该工单已关闭，无法继续回复',
    'error.tooManyMedia': '最多上传 {max} 个文件',
  },
);
