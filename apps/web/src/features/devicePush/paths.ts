/** Where the push pages live (the menu rows of the server's seed). */
export const PUSH_LIST_PATH = '/device/push/index';
export const PUSH_DETAIL_PATH = '/device/push/detail/index';
export const DEVICE_MONITOR_PATH = '/device/monitor/index';

/** The details page: ?id= shows and edits a push; without it the page creates one. */
export const pushDetailPath = (id?: string) => (id ? `${PUSH_DETAIL_PATH}?${new URLSearchParams({ id }).toString()}` : PUSH_DETAIL_PATH);
export const monitorPath = (pushId: string) => `${DEVICE_MONITOR_PATH}?${new URLSearchParams({ pushId }).toString()}`;
