import { defineMessages } from '../i18n/defineMessages.ts';

/** Jobs: long work the server runs (triple generation and export). */
export const jobMessages = defineMessages(
  {
    'error.jobNotReady': 'The job has not finished yet',
    'error.jobAbandoned': 'The job was interrupted {attempts} times before it could finish and was given up',
  },
  {
    'error.jobNotReady': '任务尚未完成',
    'error.jobAbandoned': '任务中断 {attempts} 次仍未完成，已放弃',
  },
);
