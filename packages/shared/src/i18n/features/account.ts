import { defineMessages } from '../defineMessages.ts';

export const accountMessages = defineMessages(
  {
    'error.ownerOnly': 'Only the owner of this space can open the account settings',
    'error.enterpriseOnly': 'Only enterprise accounts have enterprise information and certification',
    'error.certificationPending': 'Your certification is being reviewed (1-3 working days); it cannot be changed now',
    'error.alreadyCertified': 'This enterprise is already certified',
  },
  {
    'error.ownerOnly': '只有空间所有者可以进入账号设置',
    'error.enterpriseOnly': '只有企业账号才有企业信息和企业认证',
    'error.certificationPending': '认证资料正在审核中（1-3 个工作日），暂不能修改',
    'error.alreadyCertified': '该企业已通过认证',
  },
);
