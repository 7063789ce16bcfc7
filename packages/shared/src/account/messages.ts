import { defineMessages } from '../i18n/defineMessages.ts';

/** Account settings and enterprise info. */
export const accountMessages = defineMessages(
  {
    'error.ownerOnly': 'Only the owner of this space can open the account settings',
    'error.enterpriseOnly': 'Only enterprise accounts have enterprise information and certification',
    'error.contactLimit': 'A company can have at most {max} contacts',
    'field.country': 'Country',
    'field.job': 'Job',
    'field.securityTime': 'Login safety time',
  },
  {
    'error.ownerOnly': '只有空间所有者可以进入账号设置',
    'error.enterpriseOnly': '只有企业账号才有企业信息和企业认证',
    'error.contactLimit': '每个企业最多添加 {max} 个联系人',
    'field.country': '国家/地区',
    'field.job': '职务',
    'field.securityTime': '登录安全时间',
  },
);
