import { defineMessages } from '../defineMessages.ts';

export const adminMessages = defineMessages({}, {});
