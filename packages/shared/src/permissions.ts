/**
 * Permission codes (the menus' authority flags, spec 000 §6). The profile lists the codes the user's
 * roles grant in the current space; the web hides an action whose code is missing, the server refuses it (403).
 */
export const Perm = {
  menuList: 'system:menu:list',
  menuAdd: 'system:menu:add',
  menuEdit: 'system:menu:edit',
  menuDelete: 'system:menu:delete',
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  userList: 'system:user:list',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
  supportList: 'support:workOrder:list',
  supportReply: 'support:workOrder:reply',
  supportClassify: 'support:workOrder:classify',
  supportClose: 'support:workOrder:close',
  noticeList: 'support:notice:list',
  noticePublish: 'support:notice:publish',
  noticeDelete: 'support:notice:delete',
  certificationList: 'support:certification:list',
  certificationReview: 'support:certification:review',
} as const;
export type Perm = (typeof Perm)[keyof typeof Perm];
