/** Where the work-order pages live (the menu rows of the server's seed). */
export const WORK_ORDER_LIST_PATH = '/workOrder/list/index';
export const WORK_ORDER_SUBMIT_PATH = '/workOrder/submit/index';
export const SUPPORT_INBOX_PATH = '/system/workOrder/index';

export function workOrderDetailPath(id: string): string {
  return `/workOrder/detail/index?id=${encodeURIComponent(id)}`;
}

export function supportDetailPath(id: string): string {
  return `/system/workOrder/detail/index?id=${encodeURIComponent(id)}`;
}
