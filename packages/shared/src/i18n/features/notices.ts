import { defineMessages } from '../defineMessages.ts';

export const noticeMessages = defineMessages({}, {});
