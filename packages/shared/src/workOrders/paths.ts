import { platformPath as p } from '../api/paths.ts';

/** Work orders of the signed-in user; paths not shown in the spec. */
export const workOrderPaths = {
  list: p('open/workOrder/list'),
  detail: (id: string) => p(`open/workOrder/detail/${id}`),
  submit: p('open/workOrder/submit'),
  /** Continue asking: a further message from the user. */
  reply: p('open/workOrder/reply'),
  remind: p('open/workOrder/remind'),
  close: p('open/workOrder/close'),
  updatePhone: p('open/workOrder/updatePhone'),
  unreadCount: p('open/workOrder/unreadCount'),
} as const;

/** The support inbox: the operators' work-order calls (system management). */
export const workOrderAdminPaths = {
  list: p('system/workOrder/list'),
  detail: (id: string) => p(`system/workOrder/detail/${id}`),
  reply: p('system/workOrder/reply'),
  classify: p('system/workOrder/classify'),
  close: p('system/workOrder/close'),
} as const;
