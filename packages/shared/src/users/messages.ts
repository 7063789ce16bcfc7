import { defineMessages } from '../i18n/defineMessages.ts';

/** Users of the operator area. */
export const userMessages = defineMessages(
  {
    'error.disableSelf': 'You cannot disable your own account',
    'field.realName': 'Real name',
    'field.roleIds': 'Role',
  },
  {
    'error.disableSelf': '不能停用自己的账号',
    'field.realName': '真实姓名',
    'field.roleIds': '角色',
  },
);
